/**
 * What the operator's user commands share (`npm run admin:create`, `npm run demo:deactivate`):
 * the configured database opened as the api opens it (migrated under the start-up lock), the
 * dependencies a user change needs, and one way to end. Nothing is delivered from here: e-mail is
 * queued for a running api, and live events (a revocation) reach running apis through
 * PostgreSQL's NOTIFY (the embedded database serves one process: stop the api first).
 */
import { ConfigError, StartupError } from '@certify/runtime';
import type { AppDeps } from '../app-deps.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { EventChannel } from '../events/bus.js';
import { ApiError } from '../http/errors.js';
import { createMemoryMailer } from '../mail/mailer.js';
import { MailOutbox } from '../mail/outbox.js';

/** The dependencies of a user change made from the command line. */
export type OperatorDeps = Pick<AppDeps, 'db' | 'events' | 'mailer'>;

/**
 * Runs `work` with the configured database under its start-up lock (so it never races an api
 * starting), then closes everything. Prints `<name>: <reason>` and sets exit code 1 when `work`
 * or the configuration fails.
 */
export async function runOperatorCommand(name: string, work: (deps: OperatorDeps) => Promise<void>): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl, { dataDir: config.dataDir, poolSize: 2 });
    const events = new EventChannel(database.pool);
    const mailer = new MailOutbox(database.db, createMemoryMailer(), { deliver: false });
    try {
      await database.withStartupLock(() => work({ db: database.db, events, mailer }));
    } finally {
      await events.close();
      await database.close();
    }
  } catch (err) {
    // Refusals and bad configuration say it all; anything else is a bug: its stack helps.
    const expected = err instanceof ApiError || err instanceof ConfigError || err instanceof StartupError;
    const reason = err instanceof Error ? (expected ? err.message : (err.stack ?? err.message)) : String(err);
    console.error(`${name}: ${reason}`);
    process.exitCode = 1;
  }
}
