/**
 * Outgoing e-mail: nodemailer over SMTP when configured, else `.eml` files in the outbox folder.
 * spec: DESIGN.md "Notifications and live updates"; access-and-administration §7 (/password/email).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one message. Rejects on failure; callers after commit should catch and log. */
  send(message: MailMessage): Promise<void>;
}

/** Builds the mailer the configuration asks for. spec: DESIGN.md "Notifications and live updates". */
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
    });
    return {
      async send(m) {
        await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  return createOutboxMailer(config.outboxDir, config.mailFrom, log);
}

/** A mailer writing RFC 822 `.eml` files into `dir` (development and tests). */
export function createOutboxMailer(dir: string, from: string, log: (msg: string) => void = () => {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${m.to} "${m.subject}" written to ${file}`);
    },
  };
}

/** A mailer that keeps messages in memory (tests). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      sent.push({ ...m });
    },
  };
}
