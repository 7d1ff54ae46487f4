/**
 * Playwright global setup: a real SMTP server (smtp-server) on 127.0.0.1:SMTP_PORT — the port the
 * config gives the stack (playwright.config.ts `webServer.env`), so the api's outbox delivers every
 * e-mail of the run to it — writing each received message to test-results/mail/ (mailbox.ts reads
 * them). It starts before any spec runs; the stack only sends mail when a spec acts. Answers the
 * teardown that stops it. spec: access-and-administration §2 "Forgot password"; docs/configuration.md.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, type ReceivedMail } from './mailbox';

/** Starts the SMTP server; the answer stops it (Playwright's global teardown). */
export default async function startMailServer(config: FullConfig): Promise<() => Promise<void>> {
  const port = Number(config.webServer?.env?.SMTP_PORT);
  if (!port) throw new Error('playwright.config.ts webServer.env.SMTP_PORT is not set');
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });

  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${String(++count).padStart(5, '0')}-${Date.now()}.json`;
        writeFile(path.join(MAIL_DIR, name), JSON.stringify(mail, null, 2)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => console.error('[mail server]', err));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
