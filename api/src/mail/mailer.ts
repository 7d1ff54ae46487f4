/**
 * Mail transports: nodemailer over SMTP when configured, else `.eml` files in the outbox folder,
 * and a memory transport for tests. Nothing sends through them directly: every e-mail is written to
 * the `mail_outbox` table and delivered by the dispatcher (mail/outbox.ts), which retries failures.
 * spec: DESIGN.md "Notifications and live updates", "Work that takes time"; docs/operations.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

/** One e-mail: a plain-text body and, optionally, a simple HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** A transport: delivers one message now. */
export interface Mailer {
  /** Sends one message. Rejects on failure (the outbox then schedules a retry). */
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); optional. */
  close?(): void;
}

/** SMTP timeouts (ms): a dead server fails an attempt within about two minutes (the outbox renews its claim meanwhile). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** nodemailer's fields of `m` (the HTML part only when there is one). */
const fields = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
});

/**
 * Builds the transport the configuration asks for: SMTP (`SMTP_HOST`, pooled connections, implicit
 * TLS on port 465, STARTTLS when offered) or the outbox folder. spec: docs/configuration.md.
 */
export function createMailer(
  config: Pick<Config, 'smtp' | 'mailFrom' | 'outboxDir'>,
  log: (msg: string) => void = (m) => console.log(m),
): Mailer {
  if (config.smtp) {
    const transport = nodemailer.createTransport({
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.port === 465,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
      pool: true,
      maxConnections: 2,
      ...SMTP_TIMEOUTS,
    });
    return {
      async send(m) {
        await transport.sendMail(fields(config.mailFrom, m));
      },
      close: () => transport.close(),
    };
  }
  return createOutboxMailer(config.outboxDir, config.mailFrom, log);
}

/** A transport writing RFC 822 `.eml` files into `dir` (development without SMTP). */
export function createOutboxMailer(dir: string, from: string, log: (msg: string) => void = () => {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(fields(from, m));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(`mail to ${m.to} "${m.subject}" written to ${file}`);
    },
  };
}

/** A transport that keeps messages in memory (tests). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      sent.push({ ...m });
    },
  };
}
