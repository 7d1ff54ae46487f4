/**
 * The retry machinery shared by the api's durable outboxes (DESIGN.md "Work that takes time": a
 * short transaction records the work, a queue on the product's own database does the rest): the
 * e-mail outbox (mail/outbox.ts, docs/operations.md) and the webhook deliveries
 * (webhooks/dispatcher.ts, docs/integrators.md "Webhooks").
 *
 * A `Dispatcher` runs rounds of its `dispatch()` (claim due rows with `FOR UPDATE SKIP LOCKED`,
 * work them, record each outcome): woken right after each commit that queued work (`wake()`), and
 * every `pollSeconds` (unref'd timer) for retries and for rows left by a restart or another
 * instance. Rounds never overlap in one dispatcher: a wake during a round asks it for one more
 * pass. A round that claimed a full batch is followed at once by another. `stop()` (app close)
 * ends polling and waits for the round in flight. `retryDelaySeconds` is the exponential backoff
 * both use, with optional jitter.
 *
 * A claimed row is leased to its dispatcher for a short time (`next_attempt_at` moved ahead), and
 * `LeaseKeeper` renews the leases of the rows still being worked every third of that time, so an
 * attempt may take as long as it needs while a dispatcher that dies (its api instance killed, its
 * connection lost) leaves its rows to the other instances within one lease (docs/operations.md "Running several instances": killing one instance loses nothing).
 */

/** Where a dispatcher reports (the app's logger). */
export interface DispatcherLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The console, for dispatchers built without the app's logger. */
export const consoleLog: DispatcherLog = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

/** How a dispatcher runs its rounds. */
export interface DispatchLoopPolicy {
  /** Rows claimed per round: a round that claims this many is followed at once by another. */
  batchSize: number;
  /** How often the dispatcher looks for due rows without being woken. */
  pollSeconds: number;
}

/** The backoff of an outbox: the first wait, doubled after each further failure, up to a ceiling. */
export interface BackoffPolicy {
  /** Wait after the first failed attempt; doubled after each further one. */
  firstRetrySeconds: number;
  /** The longest wait between two attempts. */
  maxRetrySeconds: number;
}

/**
 * The wait after the `attempts`-th failed attempt (1-based), in seconds: `firstRetrySeconds`
 * doubled per further failure, at most `maxRetrySeconds`. With `jitter` (0…1) the wait is spread
 * uniformly over ±jitter of that value using `random()` (0 ≤ r < 1), so receivers that failed
 * together are not retried in lock-step.
 */
export function retryDelaySeconds(
  attempts: number,
  policy: BackoffPolicy,
  jitter = 0,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(policy.firstRetrySeconds * 2 ** exponent, policy.maxRetrySeconds);
  if (jitter <= 0) return base;
  return base * (1 - jitter + 2 * jitter * random());
}

/**
 * The leases of the rows one dispatcher is working (claimed, outcome not yet recorded): while any
 * is held, `renew(ids)` runs every `everyMs` (unref'd timer; never two at once), moving their
 * `next_attempt_at` ahead. A failed renewal is reported and tried again at the next tick (the
 * lease may then run out and another instance retry the row: delivery is at least once).
 */
export class LeaseKeeper {
  private readonly held = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private renewing = false;

  constructor(
    private readonly renew: (ids: readonly number[]) => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts renewing the leases of `ids` (just claimed). */
  hold(ids: readonly number[]): void {
    for (const id of ids) this.held.add(id);
    if (this.held.size > 0 && !this.timer) {
      this.timer = setInterval(() => void this.tick(), this.everyMs);
      this.timer.unref();
    }
  }

  /** Stops renewing the leases of `ids` (their outcome is being recorded, or the round ended). */
  release(...ids: readonly number[]): void {
    for (const id of ids) this.held.delete(id);
    if (this.held.size === 0) this.stop();
  }

  /** The ids whose leases are being renewed (tests). */
  get heldIds(): number[] {
    return [...this.held];
  }

  /** Stops the timer (every lease released, or the dispatcher stopped). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.renewing || this.held.size === 0) return;
    this.renewing = true;
    try {
      await this.renew([...this.held]);
    } catch (err) {
      this.onError(err);
    } finally {
      this.renewing = false;
    }
  }
}

/** What a round reports to the loop: how many rows it claimed. */
export interface RoundResult {
  claimed: number;
}

/** `err`'s message (or its text), cut to `max` characters. */
export function describeError(err: unknown, max = 1000): string {
  const e = err as { message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  return message.slice(0, max);
}

/**
 * The loop of an outbox: subclasses implement `dispatch()` (one round) and may override
 * `onStop()`. `name` prefixes the loop's own log lines.
 */
export abstract class Dispatcher<R extends RoundResult = RoundResult> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  protected constructor(
    protected readonly name: string,
    protected readonly loop: DispatchLoopPolicy,
    protected readonly log: DispatcherLog,
    /** false: queue only, never deliver from here (tests that drive dispatchers themselves). */
    protected readonly deliver: boolean,
  ) {}

  /** One round: claims due rows and works them. */
  abstract dispatch(): Promise<R>;

  /** Called once by `stop()` after the last round (close transports). */
  protected onStop(): void | Promise<void> {}

  /** Whether `stop()` was called (a round in flight should stop claiming more). */
  protected get isStopped(): boolean {
    return this.stopped;
  }

  /** Polls every `pollSeconds` (unref'd: never keeps the process alive) and runs a round now. */
  start(): void {
    if (!this.deliver || this.stopped || this.timer) return;
    this.timer = setInterval(() => this.wake(), this.loop.pollSeconds * 1000);
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

  /** Resolves once no dispatch round is running (tests: the work woken so far was attempted). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops polling and waking, waits for the round in flight, then `onStop()`. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    await this.onStop();
  }

  /** Rounds until a round claims less than a full batch (or the dispatcher stops). */
  private async drainSafely(): Promise<void> {
    try {
      do {
        this.again = false;
        let result: R;
        do {
          result = await this.dispatch();
        } while (result.claimed >= this.loop.batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (err) {
      this.again = false;
      this.log.warn(`${this.name}: dispatch failed, next try in ${this.loop.pollSeconds} s: ${describeError(err)}`);
    }
  }
}
