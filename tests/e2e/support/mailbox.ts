/**
 * The e-mail the stack sent during this run, as the test SMTP server (mailServer.ts) stored it: one
 * JSON file per message in test-results/mail/ ({ to, from, receivedAt, raw }). Specs poll it for the
 * message to an address (docs/configuration.md: the api delivers through SMTP_HOST/SMTP_PORT).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_DIR } from './runDir';

/** Where the test SMTP server writes each message it receives (one folder per run: runDir.ts). */
export const MAIL_DIR = fileURLToPath(new URL(`../../../test-results/mail/${RUN_DIR}`, import.meta.url));

/** One received message: its envelope and the raw RFC 822 text. */
export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  /** ISO time the server finished receiving it. */
  receivedAt: string;
  raw: string;
}

/** The raw text with quoted-printable soft breaks and escapes undone (good enough to find a link). */
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

/**
 * Waits (polling, up to `timeoutMs`, default 10 s) for a message to `to` received after `since`
 * whose decoded text matches `match`; answers the newest such message.
 */
export async function waitForMail(
  to: string,
  { since = new Date(0), match = /./, timeoutMs = 10_000 }: { since?: Date; match?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  for (;;) {
    const found = (await readAll())
      .filter((m) => m.to.includes(address) && new Date(m.receivedAt) >= since && match.test(decodedText(m)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${match} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The reset link a message carries: `${PUBLIC_URL}/user/reset-password/${token}` (access §7). */
export const RESET_LINK = /https?:\/\/[^\s"<>]+\/user\/reset-password\/[A-Za-z0-9_%-]+/;

/** The reset link of `mail`, or an error. */
export function resetLinkOf(mail: ReceivedMail): string {
  const link = RESET_LINK.exec(decodedText(mail))?.[0];
  if (!link) throw new Error(`no reset link in the e-mail to ${mail.to.join(', ')}`);
  return link;
}
