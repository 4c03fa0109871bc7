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

/** E-mail through SMTP. */
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
    await this.transport.sendMail({
      from: this.config.smtpFrom,
      to: account,
      subject: `Your Parley verification code: ${code}`,
      text: `Your Parley verification code is ${code}. It is valid for 10 minutes.`,
    });
  }
}

/**
 * E-mail addresses go through SMTP when it is configured. Phone numbers have no SMS provider here, so their codes
 * always go to the operator, as every code does without SMTP: refusing them would leave phone-only users with no way
 * to register or reset a password.
 */
export function createCodeSender(config: ServerConfig, logger: Logger): CodeSender {
  const operator = new OperatorCodeSender(logger, config.dataDir);
  if (!config.smtpHost) return operator;
  const smtp = new SmtpCodeSender(config);
  return { send: (account, code) => (account.includes('@') ? smtp : operator).send(account, code) };
}
