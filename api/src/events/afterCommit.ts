/**
 * Side effects that leave the database, collected during a transaction and run only after it
 * committed (DESIGN.md "Data"): the live events of the change, wake-ups of the dispatchers whose
 * outbox rows the transaction wrote (mail, webhooks, print jobs), and e-mail. Discarded when the
 * transaction rolls back. E-mail is durable: the transaction writes it to the outbox
 * (`queueEmail`) and the flush only wakes the dispatcher.
 *
 * A leaf every domain may use: it names no domain, only the bus, the mail outbox and the
 * dispatcher interface (docs/architecture.md "Domains and their dependencies").
 */
import type { Db, Tx } from '../db/client.js';
import type { MailMessage } from '../mail/mailer.js';
import { type MailOutbox, queueMail } from '../mail/outbox.js';
import type { ApiEvent, EventChannel } from './bus.js';

/** Something to wake after commit: a dispatcher whose rows the transaction wrote (jobs/dispatcher.ts). */
export interface Wakeable {
  wake(): void;
}

/** Where a flush reports what failed (the change is already committed, so it never throws). */
export type FlushLog = (msg: string, err?: unknown) => void;

/**
 * Live events known only after commit (e.g. a notification's unread count): read with the app's
 * handle and published with the change's own events, in one batch. A reader that throws loses
 * only its own events (logged); one that can do with less reports through `log` and answers.
 */
export type LateEvents = (db: Db, log: FlushLog) => Promise<ApiEvent[]>;

/** What a flush needs of the app (AppDeps). */
export interface AfterCommitDeps {
  db: Db;
  events: Pick<EventChannel, 'publishAll'>;
  mailer: Pick<MailOutbox, 'queue' | 'wake'>;
}

export class AfterCommit {
  private readonly events: ApiEvent[] = [];
  private readonly late: LateEvents[] = [];
  private readonly mails: MailMessage[] = [];
  private readonly wakes = new Set<Wakeable>();
  private mailQueued = false;

  /** Queues a live event (e.g. `certificate` changes). */
  publish(event: ApiEvent): void {
    this.events.push(event);
  }

  /** Queues live events read after commit (`LateEvents`); a failure is logged, the others still go. */
  publishLate(read: LateEvents): void {
    this.late.push(read);
  }

  /**
   * Writes e-mail(s) to the mail outbox with `tx` (in the transaction that causes them: a rollback
   * sends nothing, a commit never loses them); the dispatcher is woken after commit.
   * spec: docs/operations.md.
   */
  async queueEmail(tx: Tx, messages: MailMessage | readonly MailMessage[]): Promise<void> {
    const ids = await queueMail(tx, messages);
    if (ids.length > 0) this.mailQueued = true;
  }

  /**
   * Queues an e-mail to be written to the outbox right after commit (for code that has no
   * transaction; inside one, prefer `queueEmail`).
   */
  email(message: MailMessage): void {
    this.mails.push(message);
  }

  /**
   * Wakes `dispatcher` after commit: the transaction wrote rows it works (webhook deliveries,
   * a print job). docs/integrators.md "Webhooks"; docs/architecture.md "Bulk work off the request path".
   */
  wake(dispatcher: Wakeable | undefined): void {
    if (dispatcher) this.wakes.add(dispatcher);
  }

  /** Runs the queued effects; never throws (the change is already committed). */
  async flush(deps: AfterCommitDeps, log: FlushLog = defaultLog): Promise<void> {
    if (this.mails.length > 0) {
      try {
        await deps.mailer.queue(deps.db, this.mails);
        this.mailQueued = true;
      } catch (err) {
        log(`queueing ${this.mails.length} e-mail(s) failed`, err);
      }
    }
    if (this.mailQueued) deps.mailer.wake();
    for (const dispatcher of this.wakes) dispatcher.wake();
    const events = [...this.events];
    for (const read of this.late) {
      try {
        events.push(...(await read(deps.db, log)));
      } catch (err) {
        log('reading live events after commit failed', err);
      }
    }
    // docs/operations.md "Running several instances": the events of one action go out together, in
    // one NOTIFY (events/bus.ts `publishAll`). An announcement that withdraws access is sent before
    // the action answers: no instance serves a revoked session after the revoker's answer.
    if (events.length === 0) return;
    const sent = deps.events.publishAll(events);
    if (events.some(withdrawsAccess)) await sent;
  }
}

/** Whether an event ends a session or changes what a principal may do (the api instances' caches drop it). */
function withdrawsAccess(event: ApiEvent): boolean {
  return event.type === 'session-revoked' || event.type === 'principal-changed';
}

const defaultLog: FlushLog = (msg, err) => console.error(msg, err);
