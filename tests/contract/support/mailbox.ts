/**
 * The e-mail the contract stack sent during this run, as the suite's test SMTP server
 * (mailServer.ts) stored it: one JSON file per message in test-results/contract/mail/.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESULTS_DIR } from './specClient';

/** Where the test SMTP server writes each message it receives. */
export const MAIL_DIR = path.join(RESULTS_DIR, 'mail');

/** One received message: its envelope recipients (lower case), when it arrived, the raw RFC 822 text. */
export interface ReceivedMail {
  to: string[];
  receivedAt: string;
  raw: string;
}

/** The raw text with quoted-printable soft breaks and escapes undone (enough to find a link). */
export function decodedText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function readAll(): Promise<ReceivedMail[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  const mails: ReceivedMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    mails.push(JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8')) as ReceivedMail);
  }
  return mails;
}

/** Waits (up to `timeoutMs`) for a message to `to` received after `since`; answers the newest. */
export async function waitForMail(to: string, since: Date, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const found = (await readAll()).filter((m) => m.to.includes(address) && new Date(m.receivedAt) >= since).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every http(s) link of the message's text. */
export function linksOf(mail: ReceivedMail): string[] {
  return [...decodedText(mail).matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}
