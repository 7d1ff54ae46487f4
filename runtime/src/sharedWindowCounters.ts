/**
 * Fixed-window counters shared by every instance through PostgreSQL's `rate_limits` table
 * (rate-limiter-flexible's layout: `key`, `points`, `expire` in epoch ms), written in batches
 * (docs/architecture.md "A gateway that adds nothing"). A request far from its limit is counted in this
 * process and sent with every other key's count in one statement `flushMs` later (the answer
 * brings the table's count back); a key whose count this process has not read in the last
 * 2 × `flushMs`, or a request that would pass `localShare` of its limit, is counted in the table
 * at once, so the last part of every budget is exact across instances. A key whose window is
 * spent is refused from memory until the window ends. Between instances, what the others counted
 * in the last 2 × `flushMs` is all one may not know yet (Kong's `sync_rate` works the same way).
 */
import type pg from 'pg';

/** The table of shared counters (api/drizzle migration; rate-limiter-flexible's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** The largest count a row holds (`points integer`); a bigger charge is refused all the same. */
const MAX_POINTS = 2_147_483_647;

/** Known windows below which ended ones are not swept. */
const MIN_SWEEP_SIZE = 1024;

/** One key's window as this process knows it. */
interface Window {
  /** The table's count at its latest answer (what this process sent until then included). */
  stored: number;
  /** Counted here and not sent yet. */
  pending: number;
  /** Sent in a statement that has not answered yet. */
  sending: number;
  /** When the window ends (epoch ms), as the table said. */
  endsAt: number;
  /** When the table last answered for the key (epoch ms). */
  readAt: number;
}

/** What is asked of one key: charge `points` against `limit` in windows of `windowMs`. */
export interface CounterRequest {
  key: string;
  points: number;
  limit: number;
  windowMs: number;
}

/** A key's count in its window after a request (this request included when allowed). */
export interface CounterAnswer {
  allowed: boolean;
  /** Points counted in the window, this request's included. */
  counted: number;
  /** Until the window ends, ms (≥ 0). */
  msBeforeNext: number;
}

export interface SharedWindowCountersOptions {
  /** How long a count may wait to be sent with others, ms (default 100). */
  flushMs?: number;
  /** The share of a limit counted here before every request goes to the table (default 0.5). */
  localShare?: number;
  /**
   * Told when sending counts starts to fail (once until a batch succeeds again); the counts are
   * kept and sent with the next batch.
   */
  onError?: (err: unknown) => void;
}

/** One row of an upsert: a key, the points to add, the window end a new row gets. */
interface Row {
  key: string;
  points: number;
  endsAt: number;
}

/**
 * The counters of one pool (see the file's docstring). `consume` answers every key of one request
 * together; sending happens in one statement per call or batch.
 */
export class SharedWindowCounters {
  private readonly windows = new Map<string, Window>();
  private readonly flushMs: number;
  private readonly localShare: number;
  private timer: NodeJS.Timeout | undefined;
  /** Whether the latest batch failed (its error was told once). */
  private failing = false;
  /** The number of known windows at which the next sweep runs. */
  private sweepAt = MIN_SWEEP_SIZE;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: SharedWindowCountersOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 100;
    this.localShare = options.localShare ?? 0.5;
  }

  /**
   * Charges each request (distinct keys) and answers in the same order. Rejects only when the
   * table cannot answer for a key that had to be counted there (the caller decides another way).
   */
  async consume(requests: readonly CounterRequest[]): Promise<CounterAnswer[]> {
    const now = Date.now();
    const answers: CounterAnswer[] = new Array(requests.length);
    const direct: number[] = [];
    for (const [i, request] of requests.entries()) {
      const window = this.current(request.key, now);
      const points = Math.min(request.points, MAX_POINTS);
      if (!window) {
        direct.push(i);
        continue;
      }
      const total = window.stored + window.sending + window.pending;
      const msBeforeNext = window.endsAt - now;
      if (total >= request.limit) {
        // Spent: refused without asking the table (its count only grows until the window ends).
        answers[i] = { allowed: false, counted: total, msBeforeNext };
        continue;
      }
      // Counted here only while what the table said is recent (others count too).
      if (now - window.readAt <= 2 * this.flushMs && total + points <= request.limit * this.localShare) {
        window.pending += points;
        this.schedule();
        answers[i] = { allowed: true, counted: total + points, msBeforeNext };
        continue;
      }
      direct.push(i);
    }
    if (direct.length === 0) return answers;

    // Counted in the table now, with what this process had not sent yet of those keys' windows.
    const moved: number[] = [];
    const rows = direct.map((i): Row => {
      const { key, points, windowMs } = requests[i]!;
      const window = this.current(key, now);
      const pending = window?.pending ?? 0;
      if (window) {
        window.pending = 0;
        window.sending += pending;
      }
      moved.push(pending);
      return { key, points: Math.min(points + pending, MAX_POINTS), endsAt: now + windowMs };
    });
    let stored: Map<string, { points: number; endsAt: number }>;
    try {
      stored = await this.upsert(rows, now);
    } catch (err) {
      for (const [n, i] of direct.entries()) this.unsent(requests[i]!.key, moved[n]!);
      throw err;
    }
    for (const [n, i] of direct.entries()) {
      const { key, limit } = requests[i]!;
      const row = stored.get(key);
      if (!row) throw new Error(`the rate limit table did not answer for ${key}`);
      const window = this.learn(key, row, moved[n]!);
      answers[i] = {
        allowed: row.points <= limit,
        counted: row.points,
        msBeforeNext: Math.max(0, window.endsAt - now),
      };
    }
    return answers;
  }

  /** Sends every pending count now (one statement); resolves when the table answered. */
  async flush(): Promise<void> {
    this.timer = undefined;
    if (this.pool.ending) return;
    const now = Date.now();
    const rows: Row[] = [];
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) {
        // An ended window's counts no longer matter (its entry goes at the next sweep).
        window.pending = 0;
        continue;
      }
      if (window.pending === 0) continue;
      rows.push({ key, points: window.pending, endsAt: window.endsAt });
      window.sending += window.pending;
      window.pending = 0;
    }
    if (rows.length === 0) return;
    try {
      const stored = await this.upsert(rows, now);
      for (const row of rows) {
        const answer = stored.get(row.key);
        if (answer) this.learn(row.key, answer, row.points);
      }
      this.failing = false;
    } catch (err) {
      for (const row of rows) this.unsent(row.key, row.points);
      // Told once when sending starts to fail, not on every batch while it does.
      if (!this.failing) this.options.onError?.(err);
      this.failing = true;
    }
  }

  /** How many keys' windows this process keeps (ended ones included until the next sweep). */
  get size(): number {
    return this.windows.size;
  }

  /**
   * Forgets every window this process knows, pending counts included: for when the table's rows
   * were deleted (a test's reset of its database), so no key stays refused from memory.
   */
  forget(): void {
    this.stop();
    this.windows.clear();
    this.sweepAt = MIN_SWEEP_SIZE;
  }

  /** Stops the batch timer (the pool's owner ends the pool). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The key's window if this process knows it and it has not ended. */
  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return undefined;
    return window;
  }

  /** Records the table's answer for `key` after `sent` of its points went in the statement. */
  private learn(key: string, row: { points: number; endsAt: number }, sent: number): Window {
    let window = this.windows.get(key);
    const readAt = Date.now();
    if (!window) {
      window = { stored: row.points, pending: 0, sending: 0, endsAt: row.endsAt, readAt };
      this.windows.set(key, window);
      if (this.windows.size >= this.sweepAt) this.sweep(readAt);
      return window;
    }
    window.readAt = readAt;
    window.sending = Math.max(0, window.sending - sent);
    if (row.endsAt > window.endsAt) {
      // A new window began in the table: what was pending here belonged to the old one.
      window.stored = row.points;
      window.endsAt = row.endsAt;
    } else if (row.endsAt === window.endsAt) {
      // Answers may arrive out of order; the table's count only grows within a window.
      window.stored = Math.max(window.stored, row.points);
    }
    return window;
  }

  /**
   * Forgets the windows that ended with nothing in flight; runs when the map doubled since the
   * last sweep, so keys seen once (an address that came by) do not pile up.
   */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now && window.sending === 0) this.windows.delete(key);
    }
    this.sweepAt = Math.max(MIN_SWEEP_SIZE, 2 * this.windows.size);
  }

  /** Puts back `points` of `key` that a failed statement did not count. */
  private unsent(key: string, points: number): void {
    const window = this.windows.get(key);
    if (!window) return;
    window.sending = Math.max(0, window.sending - points);
    window.pending += points;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /**
   * Adds each row's points to its key's window (a new window when the row's has ended, as
   * rate-limiter-flexible does); answers each key's count and window end.
   */
  private async upsert(rows: readonly Row[], now: number): Promise<Map<string, { points: number; endsAt: number }>> {
    const table = `"${RATE_LIMIT_TABLE}"`;
    const result = await this.pool.query<{ key: string; points: number; expire: string }>({
      name: 'certify-rate-limit-upsert',
      text: `
        INSERT INTO ${table} (key, points, expire)
        SELECT * FROM unnest($1::varchar[], $2::int[], $3::bigint[])
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN ${table}.expire <= $4 THEN EXCLUDED.points
                        ELSE LEAST(${table}.points::bigint + EXCLUDED.points, ${MAX_POINTS})::int END,
          expire = CASE WHEN ${table}.expire <= $4 THEN EXCLUDED.expire ELSE ${table}.expire END
        RETURNING key, points, expire`,
      values: [rows.map((r) => r.key), rows.map((r) => r.points), rows.map((r) => r.endsAt), now],
    });
    return new Map(result.rows.map((r) => [r.key, { points: r.points, endsAt: Number(r.expire) }]));
  }
}
