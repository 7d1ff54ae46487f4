/**
 * Global setup of the contract suite: an empty record of calls (specClient.ts appends to it,
 * zz-coverage.spec.ts reads it) and the test SMTP server. Answers the teardown that stops it.
 */
import { mkdir, rm } from 'node:fs/promises';
import { SMTP_PORT } from '../../playwright.contract.config';
import { MAIL_DIR } from './mailbox';
import { startMailServer } from './mailServer';
import { CALLS_FILE, RESULTS_DIR } from './specClient';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await rm(CALLS_FILE, { force: true });
  await rm(MAIL_DIR, { recursive: true, force: true });
  return startMailServer(SMTP_PORT);
}
