/**
 * The durable e-mail outbox (issue 8 "A failed SMTP delivery is retried and never loses the
 * message"; DESIGN.md "Work that takes time": a short transaction records, a queue on the
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
 * moves `next_attempt_at` a lease (`leaseSeconds`) ahead, then sends them outside any transaction
 * (no row lock or database connection is held during SMTP). Several dispatchers (in one process or
 * in several api instances) never claim one row together; a dispatcher that dies mid-send leaves
 * its rows to be claimed again when the lease ends (delivery is at least once, never zero times).
 * Each row then becomes `sent` (`sent_at`), or keeps `pending` with its `last_error` and a
 * `next_attempt_at` after 30 s, 60 s, 120 s … at most 1 hour; after `maxAttempts` (≈ 24 h of
 * failures) it becomes `failed`, logged as an error. Rows are never deleted.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage, Mailer } from './mailer.js';

/** How the dispatcher claims, retries and gives up. */
export interface OutboxPolicy {
  /** Wait after the first failed attempt; doubled after each further one. */
  firstRetrySeconds: number;
  /** The longest wait between two attempts. */
  maxRetrySeconds: number;
  /** Attempts before a message is marked `failed`. */
  maxAttempts: number;
  /** How long a claimed row is left to its dispatcher before another may claim it again. */
  leaseSeconds: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** How often the dispatcher looks for due rows without being woken. */
  pollSeconds: number;
}

/**
 * 30 s doubling to at most 1 h; 30 attempts: the 30th comes about 23 h after the first, so a
 * message is given up after about a day of failures.
 */
export const DEFAULT_OUTBOX_POLICY: Readonly<OutboxPolicy> = {
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  maxAttempts: 30,
  leaseSeconds: 300,
  batchSize: 20,
  pollSeconds: 15,
};

/** The wait after the `attempts`-th failed attempt (1-based), in seconds. */
export function retryDelaySeconds(
  attempts: number,
  policy: Pick<OutboxPolicy, 'firstRetrySeconds' | 'maxRetrySeconds'>,
) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.firstRetrySeconds * 2 ** exponent, policy.maxRetrySeconds);
}

/**
 * Writes `messages` to the outbox with `db` (inside the transaction that causes them, or right
 * after its commit); answers their ids. Delivery needs a `MailOutbox.wake()` after commit (or the
 * next poll). spec: issue 8 "Reliable e-mail".
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
export interface OutboxLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

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

const consoleLog: OutboxLog = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

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
 * round in flight (app close). spec: issue 8 "Reliable e-mail".
 */
export class MailOutbox implements Mailer {
  readonly policy: OutboxPolicy;
  private readonly log: OutboxLog;
  private readonly deliver: boolean;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    options: MailOutboxOptions = {},
  ) {
    this.policy = { ...DEFAULT_OUTBOX_POLICY, ...options.policy };
    this.log = options.log ?? consoleLog;
    this.deliver = options.deliver !== false;
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

  /** Polls every `pollSeconds` (unref'd: never keeps the process alive) and runs a round now. */
  start(): void {
    if (!this.deliver || this.stopped || this.timer) return;
    this.timer = setInterval(() => this.wake(), this.policy.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Runs dispatch rounds until nothing is due; while one runs, asks it for one more pass. */
  wake(): void {
    if (!this.deliver || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainSafely().finally(() => {
      this.running = null;
      if (this.again) this.wake();
    });
  }

  /** Resolves once no dispatch round is running (tests: the e-mails woken so far were attempted). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops polling and waking, waits for the round in flight, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.transport.close?.();
  }

  /** Rounds until a round claims less than a full batch (or the outbox stops). */
  private async drainSafely(): Promise<void> {
    try {
      do {
        this.again = false;
        let result: DispatchResult;
        do {
          result = await this.dispatch();
        } while (result.claimed >= this.policy.batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (err) {
      this.again = false;
      this.log.warn(`mail outbox: dispatch failed, next try in ${this.policy.pollSeconds} s: ${describeError(err)}`);
    }
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
    const result: DispatchResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
    for (const row of rows) {
      const outcome = await this.attempt(row);
      result[outcome]++;
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
      return this.failed(id, attempts, row, describeError(err));
    }
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
