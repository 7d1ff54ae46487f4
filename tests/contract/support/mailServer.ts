/**
 * A real SMTP server (smtp-server) on 127.0.0.1:SMTP_PORT of playwright.contract.config.ts, the
 * port the stack delivers its e-mail to; writes each message to test-results/contract/mail/
 * (mailbox.ts reads them). Answers a function that stops it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, type ReceivedMail } from './mailbox';

export async function startMailServer(port: number): Promise<() => Promise<void>> {
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
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${String(++count).padStart(5, '0')}.json`;
        writeFile(path.join(MAIL_DIR, name), JSON.stringify(mail)).then(() => callback(), callback);
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
  server.on('error', (err) => console.error('[contract mail server]', err));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
