import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import type { CodeSender } from './verification-codes.ts';

/** Development mode: every code is written to the log, and the super code is accepted. */
class LogCodeSender implements CodeSender {
  readonly delivers = false;
  constructor(private readonly logger: Logger) {}

  async send(account: string, code: string): Promise<void> {
    this.logger.info({ account, code }, 'verification code (development mode: not sent)');
  }
}

/** E-mail through SMTP. Phone numbers need an SMS provider, which is not configured here, so they are refused. */
class SmtpCodeSender implements CodeSender {
  readonly delivers = true;
  private readonly transport;

  constructor(private readonly config: ServerConfig) {
    this.transport = nodemailer.createTransport({
      host: config.smtpHost,
      port: config.smtpPort,
      secure: config.smtpPort === 465,
      auth: config.smtpUser ? { user: config.smtpUser, pass: config.smtpPassword } : undefined,
    });
  }

  async send(account: string, code: string): Promise<void> {
    if (!account.includes('@')) throw new Error('no SMS provider is configured for phone numbers');
    await this.transport.sendMail({
      from: this.config.smtpFrom,
      to: account,
      subject: `Your Parley verification code: ${code}`,
      text: `Your Parley verification code is ${code}. It is valid for 10 minutes.`,
    });
  }
}

export function createCodeSender(config: ServerConfig, logger: Logger): CodeSender {
  return config.smtpHost ? new SmtpCodeSender(config) : new LogCodeSender(logger);
}
