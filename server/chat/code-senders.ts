import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import type { CodeSender } from './verification-codes.ts';

/** Where a server without SMTP keeps the codes it would have sent, for the person who runs it (deltas.md 9). */
export const CODES_FILE = 'verification-codes.log';

/**
 * No SMTP: each real code goes to the server's log and to `<dataDir>/verification-codes.log` (readable by the
 * operator only), so whoever runs the server can register and sign in, and nobody who only reaches it over HTTP can.
 */
class OperatorCodeSender implements CodeSender {
  private readonly file: string;

  constructor(
    private readonly logger: Logger,
    dataDir: string,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, CODES_FILE);
  }

  async send(account: string, code: string): Promise<void> {
    appendFileSync(this.file, `${new Date().toISOString()} ${account} ${code}\n`, { mode: 0o600 });
    this.logger.warn({ account, code, file: this.file }, 'verification code (no SMTP configured: not sent)');
  }
}

/** E-mail through SMTP. Phone numbers need an SMS provider, which is not configured here, so they are refused. */
class SmtpCodeSender implements CodeSender {
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
  return config.smtpHost ? new SmtpCodeSender(config) : new OperatorCodeSender(logger, config.dataDir);
}
