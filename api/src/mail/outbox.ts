/**
 * The durable e-mail outbox (docs/configuration.md; DESIGN.md "Work that takes time": a short transaction records, a queue on the
 * product's own database does the rest).
 *
 * Every e-mail of the api is a row of `mail_outbox`, written in the transaction that causes it
 * (`queueMail(tx, …)`, or `AfterCommit.queueEmail`), so a rolled-back change sends nothing and a
 * committed one is never forgotten, whatever happens to the process or the SMTP server afterwards.
 * `MailOutbox` delivers the rows: woken right after each commit that queued mail, and every
 * `pollSeconds` (unref'd timer) for retries and rows left by a restart or another instance.
 *
 * One dispatch round CLAIMS up to `batchSize` due `pending` rows with a single
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, which counts the attempt and
 * moves `next_attempt_at` a lease (`leaseSeconds`, 30 s) ahead, then sends them outside any
 * transaction (no row lock or database connection is held during SMTP). While the round works, the
 * leases of its unsent rows are renewed every 10 s (jobs/dispatcher.ts `LeaseKeeper`), so a slow
 * SMTP server never lets another dispatcher take a row being sent. Several dispatchers (in one
 * process or in several api instances) never claim one row together; a dispatcher that dies
 * mid-send (its instance killed) leaves its rows to be claimed again within 30 s (delivery is at
 * least once, never zero times).
 * Each row then becomes `sent` (`sent_at`), or keeps `pending` with its `last_error` and a
 * `next_attempt_at` after 30 s, 60 s, 120 s … at most 1 hour; after `maxAttempts` (≈ 24 h of
 * failures) it becomes `failed`, logged as an error. Rows are never deleted. The loop (wake, poll,
 * idle, stop) and the backoff are the api's one retry machinery, jobs/dispatcher.ts, which the
 * webhook deliveries use too.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import {
  type BackoffPolicy,
  consoleLog,
  type DispatchLoopPolicy,
  Dispatcher,
  type DispatcherLog,
  LeaseKeeper,
  retryDelaySeconds,
} from '../jobs/dispatcher.js';
import type { MailMessage, Mailer } from './mailer.js';

export { retryDelaySeconds } from '../jobs/dispatcher.js';

/** How the dispatcher claims, retries (jobs/dispatcher.ts backoff and loop) and gives up. */
export interface OutboxPolicy extends BackoffPolicy, DispatchLoopPolicy {
  /** Attempts before a message is marked `failed`. */
  maxAttempts: number;
  /**
   * How long a claimed row is left to its dispatcher before another may claim it again (whole
   * seconds); renewed every third of it while the row is being sent.
   */
  leaseSeconds: number;
}

/**
 * 30 s doubling to at most 1 h; 30 attempts: the 30th comes about 23 h after the first, so a
 * message is given up after about a day of failures.
 */
export const DEFAULT_OUTBOX_POLICY: Readonly<OutboxPolicy> = {
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  maxAttempts: 30,
  leaseSeconds: 30,
  batchSize: 20,
  pollSeconds: 15,
};

/**
 * Writes `messages` to the outbox with `db` (inside the transaction that causes them, or right
 * after its commit); answers their ids. Delivery needs a `MailOutbox.wake()` after commit (or the
 * next poll). spec: docs/operations.md.
 */
export async function queueMail(db: Db | Tx, messages: MailMessage | readonly MailMessage[]): Promise<number[]> {
  const list = Array.isArray(messages) ? (messages as readonly MailMessage[]) : [messages as MailMessage];
  if (list.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(list.map((m) => ({ toAddress: m.to, subject: m.subject, text: m.text, html: m.html ?? null })))
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/** Where the dispatcher reports (the app's logger; a failed message is an `error`). */
export type OutboxLog = DispatcherLog;

/** What one dispatch round did. */
export interface DispatchResult {
  /** Rows claimed (attempted). */
  claimed: number;
  sent: number;
  /** Failed attempts that will be retried. */
  retrying: number;
  /** Messages given up (`failed`). */
  failed: number;
}

export interface MailOutboxOptions {
  policy?: Partial<OutboxPolicy>;
  log?: OutboxLog;
  /** false: queue only, never deliver from here (tests that drive dispatchers themselves). */
  deliver?: boolean;
}

/** The longest `last_error` kept. */
const MAX_ERROR_LENGTH = 1000;

type ClaimedRow = {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
};

/** An error's text for `last_error` and the log (SMTP response code when there is one). */
function describeError(err: unknown): string {
  const e = err as { message?: unknown; responseCode?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const text =
    typeof e?.responseCode === 'number' && !message.includes(String(e.responseCode))
      ? `${e.responseCode} ${message}`
      : message;
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The outbox of one api process: queues messages (it is the app's `deps.mailer`) and delivers
 * them through `transport`. `start()` begins polling; `wake()` runs a round now (after a commit
 * that queued mail); `idle()` waits until no round runs; `stop()` ends polling and waits for the
 * round in flight (app close). spec: docs/operations.md.
 */
export class MailOutbox extends Dispatcher<DispatchResult> implements Mailer {
  readonly policy: OutboxPolicy;
  /** The leases of the rows being sent (renewed every third of `leaseSeconds`). */
  readonly leases: LeaseKeeper;

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    options: MailOutboxOptions = {},
  ) {
    const policy = { ...DEFAULT_OUTBOX_POLICY, ...options.policy };
    super('mail outbox', policy, options.log ?? consoleLog, options.deliver !== false);
    this.policy = policy;
    this.leases = new LeaseKeeper(
      (ids) =>
        this.db.execute(sql`
          UPDATE mail_outbox
             SET next_attempt_at = GREATEST(next_attempt_at,
                                            statement_timestamp() + ${policy.leaseSeconds}::int * interval '1 second')
           WHERE ${inArray(sql`id`, [...ids])} AND status = 'pending'`),
      (policy.leaseSeconds * 1000) / 3,
      (err) => this.log.warn(`mail outbox: renewing the claim of e-mails being sent failed: ${describeError(err)}`),
    );
  }

  /** Queues `message` outside a transaction and wakes the dispatcher (the `Mailer` shape). */
  async send(message: MailMessage): Promise<void> {
    await this.queue(this.db, message);
    this.wake();
  }

  /** Writes messages to the outbox with `db` (see `queueMail`); call `wake()` after commit. */
  queue(db: Db | Tx, messages: MailMessage | readonly MailMessage[]): Promise<number[]> {
    return queueMail(db, messages);
  }

  /** Closes the transport once the last round ended (app close). */
  protected override onStop(): void {
    this.leases.stop();
    this.transport.close?.();
  }

  /**
   * One round: claims up to `batchSize` due pending rows (SKIP LOCKED: never one another
   * dispatcher claimed) and sends each; marks it `sent`, or schedules its retry, or gives it up.
   */
  async dispatch(): Promise<DispatchResult> {
    const { batchSize, leaseSeconds } = this.policy;
    const claimed = await this.db.execute<ClaimedRow>(sql`
      UPDATE mail_outbox
         SET attempts = attempts + 1,
             next_attempt_at = statement_timestamp() + ${leaseSeconds}::int * interval '1 second'
       WHERE id IN (
             SELECT id FROM mail_outbox
              WHERE status = 'pending' AND next_attempt_at <= statement_timestamp()
              ORDER BY next_attempt_at, id
              LIMIT ${batchSize}::int
                FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, text, html, attempts`);
    const rows = [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id));
    const ids = rows.map((r) => Number(r.id));
    const result: DispatchResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
    this.leases.hold(ids);
    try {
      for (const row of rows) {
        const outcome = await this.attempt(row);
        result[outcome]++;
      }
    } finally {
      this.leases.release(...ids);
    }
    return result;
  }

  /** Sends one claimed row and records the outcome. */
  private async attempt(row: ClaimedRow): Promise<'sent' | 'retrying' | 'failed'> {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    try {
      await this.transport.send({ to: row.to_address, subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      this.leases.release(id);
      return this.failed(id, attempts, row, describeError(err));
    }
    this.leases.release(id);
    await this.db.execute(sql`
      UPDATE mail_outbox
         SET status = 'sent', sent_at = statement_timestamp(), last_error = NULL
       WHERE id = ${id}`);
    return 'sent';
  }

  /** Records a failed attempt: a retry after the backoff, or `failed` after `maxAttempts`. */
  private async failed(id: number, attempts: number, row: ClaimedRow, error: string) {
    const giveUp = attempts >= this.policy.maxAttempts;
    const delay = retryDelaySeconds(attempts, this.policy);
    await this.db.execute(sql`
      UPDATE mail_outbox
         SET last_error = ${error},
             status = ${giveUp ? 'failed' : 'pending'},
             next_attempt_at = statement_timestamp() + ${delay}::int * interval '1 second'
       WHERE id = ${id} AND status = 'pending'`);
    if (giveUp) {
      this.log.error(
        `mail outbox: GAVE UP e-mail #${id} to ${row.to_address} ("${row.subject}") after ${attempts} attempts; ` +
          `it stays in mail_outbox with status 'failed'. Last error: ${error}`,
      );
      return 'failed' as const;
    }
    this.log.warn(
      `mail outbox: e-mail #${id} to ${row.to_address}: attempt ${attempts} failed (${error}); next in ${delay} s`,
    );
    return 'retrying' as const;
  }
}
