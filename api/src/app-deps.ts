/**
 * What every route module receives from `buildApp`. spec: DESIGN.md "Layout and style".
 */
import type { Db, Database } from './db/client.js';
import type { Config } from './config.js';
import type { BackgroundWork } from './http/backgroundWork.js';
import type { EventBus } from './events/bus.js';
import type { PrincipalCache } from './auth/principalCache.js';
import type { MailOutbox } from './mail/outbox.js';
import type { PrintJobRunner } from './printJobs/runner.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

export interface AppDeps {
  /** The Drizzle handle (same as `database.db`). */
  db: Db;
  database: Database;
  config: Config;
  /** In-process (and, on PostgreSQL, cross-instance) event fan-out. Publish after commit. */
  events: EventBus;
  /**
   * The durable mail outbox: write e-mail in the transaction (`AfterCommit.queueEmail`, `queue`),
   * then `wake()` after commit; it delivers through the configured transport (mail/outbox.ts).
   */
  mailer: MailOutbox;
  /**
   * The webhook dispatcher (webhooks/dispatcher.ts): deliveries are written in the transaction
   * (`AfterCommit.webhooksQueued`), then `wake()` after commit. issue 11 "Webhooks".
   */
  webhooks: WebhookDispatcher;
  /**
   * The principals of recent tokens (auth/principalCache.ts), dropped through `events` on every
   * change of a session or principal. issue 13 "A gateway that adds nothing".
   */
  principals: PrincipalCache;
  /**
   * The print job runner (printJobs/runner.ts): jobs are written in the print transaction
   * (`AfterCommit.printJobQueued`), then `wake()` after commit. issue 13 "Bulk work off the request path".
   */
  printJobs: PrintJobRunner;
  /**
   * Work a route starts without waiting for it (http/backgroundWork.ts); app close waits for it.
   */
  background: BackgroundWork;
}
