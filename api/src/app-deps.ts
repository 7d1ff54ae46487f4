/**
 * What every route module receives from `buildApp`: the database, the configuration and the
 * services each domain reaches through a narrow interface. A leaf of the import graph: it names
 * no domain module, so every domain may import it without a circle (docs/architecture.md).
 * spec: DESIGN.md "Layout and style", "Dependencies point one way".
 */
import type { Db, Database } from './db/client.js';
import type { Config } from './config.js';
import type { BackgroundWork } from './jobs/backgroundWork.js';
import type { EventChannel } from './events/bus.js';
import type { MailOutbox } from './mail/outbox.js';
import type { Dispatcher } from './jobs/dispatcher.js';
import type { DomainEventRecorder } from './domainEvents/events.js';

/**
 * The print job runner as the other domains see it (printing/runner.ts is the one
 * implementation): a dispatcher woken after the commit that queued a job, whose render threads
 * may still be warming up.
 */
export interface PrintJobQueue extends Dispatcher {
  /** Whether the render threads are ready (`/ready` says so). */
  readonly isWarm: boolean;
  /** Resolves once the render threads are warm. */
  ready(): Promise<void>;
}

/** Whose kept principals to drop: one session's, one user's, or everyone's. */
export type PrincipalScope = { sessionId: number } | { userId: number } | { all: true };

/**
 * The principals the app keeps a few seconds per token, as the other domains see them
 * (auth/principalCache.ts is the one implementation).
 */
export interface KeptPrincipals {
  /** Forgets the kept principals of `scope`: the next request of theirs reads the database. */
  drop(scope: PrincipalScope): void;
}

export interface AppDeps {
  /** The Drizzle handle (same as `database.db`). */
  db: Db;
  database: Database;
  config: Config;
  /** In-process (and, on PostgreSQL, cross-instance) event fan-out. Publish after commit. */
  events: EventChannel;
  /**
   * The durable mail outbox: write e-mail in the transaction (`AfterCommit.queueEmail`, `queue`),
   * then `wake()` after commit; it delivers through the configured transport (mail/outbox.ts).
   */
  mailer: MailOutbox;
  /**
   * The webhook dispatcher (webhooks/dispatcher.ts): deliveries are written in the transaction
   * (webhooks/webhookSubscriber.ts), then `wake()` after commit. docs/integrators.md "Webhooks".
   */
  webhooks: Dispatcher;
  /**
   * The principals of recent tokens (auth/principalCache.ts), dropped through `events` on every
   * change of a session or principal. docs/architecture.md "A gateway that adds nothing".
   */
  principals: KeptPrincipals;
  /**
   * The print job runner (printing/runner.ts): jobs are written in the print transaction
   * (`PrintJobQueued`), then `wake()` after commit. docs/architecture.md "Bulk work off the request path".
   */
  printJobs: PrintJobQueue;
  /**
   * The workflow's domain events and their subscribers (notifications, webhooks, printing), which
   * act in the recording transaction. docs/architecture.md "Domain events".
   */
  domainEvents: DomainEventRecorder;
  /**
   * Work a route starts without waiting for it (jobs/backgroundWork.ts); app close waits for it.
   */
  background: BackgroundWork;
}
