/**
 * The webhook dispatcher (docs/integrators.md "Webhooks"): delivers the `webhook_deliveries` rows the outbox
 * (outbox.ts) wrote, with the api's one retry machinery (jobs/dispatcher.ts: woken after each
 * commit that queued deliveries, and a sweep every `pollSeconds` for retries and for rows left by a
 * restart or another instance).
 *
 * A round CLAIMS up to `batchSize` due `pending` rows with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, which counts the attempt and
 * moves `next_attempt_at` a lease (30 s) ahead, renewed every 10 s while the row is worked
 * (jobs/dispatcher.ts `LeaseKeeper`), so several instances on PostgreSQL never claim one row
 * together and a dispatcher that dies mid-send leaves its rows to be claimed again within 30 s (at
 * least once; receivers de-duplicate on `webhook-id`). The claimed rows are sent
 * outside any transaction, at most `concurrency` at once (send.ts); each attempt is recorded in
 * `webhook_attempts` with the delivery's new state in one transaction:
 * - 2xx → `delivered`;
 * - 410 Gone → `dead`, and the endpoint is disabled (Standard Webhooks: the receiver says it is gone
 *   for good), with an audit event `webhook_endpoint.disabled` by the system;
 * - anything else (another status, a redirect, a timeout, a refused address) → retried after
 *   `WEBHOOK_RETRY_FIRST_SECONDS` (30 s) doubling per failure up to `WEBHOOK_RETRY_MAX_SECONDS`
 *   (2 h), each wait spread ±20% (jitter), the last one cut to end exactly 24 hours after the
 *   event; a failure at or after those 24 hours makes it `dead` (the dead letter, kept and
 *   replayable). With the defaults that is about 18 attempts: 30 s, 1, 2, 4, 8, 16, 32, 64 min, then
 *   every 2 h.
 * Rows whose endpoint was disabled or deleted, or whose API client was revoked, after they were
 * queued are made `dead` without a request (`last_error` says why). A replay (endpoints.ts) sets a
 * row `pending` again with the same message id and its attempts kept: after the 24 hours it gets
 * that one attempt.
 *
 * Time comes from `clock` (tests move it instead of sleeping); `stop()` aborts the requests in
 * flight (recorded as interrupted, retried later) and waits for the round to end.
 */
import { inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/recordAudit.js';
import { WEBHOOK_DELIVERY_STATUS } from '../codes.js';
import { DEFAULT_WEBHOOK_CONFIG, type WebhookConfig } from '../config.js';
import type { Db } from '../db/client.js';
import {
  consoleLog,
  Dispatcher,
  type DispatcherLog,
  describeError,
  LeaseKeeper,
  type RoundResult,
  retryDelaySeconds,
} from '../jobs/dispatcher.js';
import { sendWebhook, type WebhookResponse } from './send.js';

/** Rows claimed per round. */
const BATCH_SIZE = 20;
/** How long a claimed row is left to its dispatcher (renewed every third of it while worked). */
const LEASE_MS = 30_000;
/** The spread of each retry wait (±20%). */
const JITTER = 0.2;

/** What one round did. */
export interface WebhookRoundResult extends RoundResult {
  delivered: number;
  retrying: number;
  dead: number;
}

export interface WebhookDispatcherOptions {
  /** Retry schedule, concurrency, time limit, loopback switch (config.ts `webhooks`). */
  config?: Partial<WebhookConfig>;
  log?: DispatcherLog;
  /** false: queue only, never deliver from here (tests that drive dispatchers themselves). */
  deliver?: boolean;
  /** The time (tests move it instead of sleeping). */
  clock?: () => Date;
  /** 0 ≤ r < 1 for the jitter (tests: a fixed value). */
  random?: () => number;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  message_id: string;
  payload: unknown;
  attempts: number;
  created_at: Date | string;
  endpoint_id: number;
  url: string;
  secret: string;
  enabled: boolean;
  deleted_at: Date | string | null;
  revoked_at: Date | string | null;
}

type Outcome = 'delivered' | 'retrying' | 'dead';

/** Why a claimed row cannot be delivered any more, or null. */
function undeliverable(row: ClaimedRow): string | null {
  if (row.revoked_at != null) return 'Not delivered: the API client was revoked';
  if (row.deleted_at != null) return 'Not delivered: the endpoint was deleted';
  if (!row.enabled) return 'Not delivered: the endpoint is disabled';
  return null;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

const iso = (d: Date) => d.toISOString();

/** The webhook deliveries of one api process. spec: docs/integrators.md "Webhooks". */
export class WebhookDispatcher extends Dispatcher<WebhookRoundResult> {
  readonly config: WebhookConfig;
  private readonly clock: () => Date;
  private readonly random: () => number;
  /** Aborted by `stop()`: ends the requests in flight. */
  private readonly closing = new AbortController();
  /** The leases of the rows being worked (renewed every 10 s). */
  readonly leases: LeaseKeeper;

  constructor(
    private readonly db: Db,
    options: WebhookDispatcherOptions = {},
  ) {
    const config = { ...DEFAULT_WEBHOOK_CONFIG, ...options.config };
    super(
      'webhooks',
      { batchSize: BATCH_SIZE, pollSeconds: config.pollSeconds },
      options.log ?? consoleLog,
      options.deliver !== false,
    );
    this.config = config;
    this.clock = options.clock ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.leases = new LeaseKeeper(
      (ids) =>
        this.db.execute(sql`
          UPDATE webhook_deliveries
             SET next_attempt_at = GREATEST(next_attempt_at, ${iso(new Date(this.clock().getTime() + LEASE_MS))}::timestamptz)
           WHERE ${inArray(sql`id`, [...ids])} AND status = ${WEBHOOK_DELIVERY_STATUS.PENDING}`),
      LEASE_MS / 3,
      (err) => this.log.warn(`webhooks: renewing the claim of deliveries being sent failed: ${describeError(err)}`),
    );
  }

  /** The time now, by this dispatcher's clock. */
  now(): Date {
    return this.clock();
  }

  /** Aborts the requests in flight, then stops like every dispatcher (waits for the round). */
  override async stop(): Promise<void> {
    this.closing.abort();
    await super.stop();
    this.leases.stop();
  }

  /** One round: claims due pending rows (SKIP LOCKED) and attempts each, `concurrency` at once. */
  async dispatch(): Promise<WebhookRoundResult> {
    const now = this.clock();
    const claimed = await this.db.execute<ClaimedRow>(sql`
      UPDATE webhook_deliveries d
         SET attempts = d.attempts + 1,
             next_attempt_at = ${iso(new Date(now.getTime() + LEASE_MS))}::timestamptz
        FROM webhook_endpoints e
        JOIN api_clients c ON c.id = e.api_client_id
       WHERE e.id = d.endpoint_id
         AND d.id IN (
             SELECT id FROM webhook_deliveries
              WHERE status = ${WEBHOOK_DELIVERY_STATUS.PENDING} AND next_attempt_at <= ${iso(now)}::timestamptz
              ORDER BY next_attempt_at, id
              LIMIT ${BATCH_SIZE}::int
                FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.message_id, d.payload, d.attempts, d.created_at, e.id AS endpoint_id, e.url, e.secret,
                e.enabled, e.deleted_at, c.revoked_at`);
    const rows = [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id));
    const ids = rows.map((r) => Number(r.id));
    const result: WebhookRoundResult = { claimed: rows.length, delivered: 0, retrying: 0, dead: 0 };
    this.leases.hold(ids);
    try {
      await eachLimited(rows, this.config.concurrency, async (row) => {
        try {
          result[await this.attempt(row)]++;
        } catch (err) {
          // Recording failed (database gone): the lease runs out and the row is claimed again.
          this.log.warn(`webhooks: recording delivery #${row.id} failed: ${describeError(err)}`);
        }
      });
    } finally {
      this.leases.release(...ids);
    }
    return result;
  }

  /** Sends one claimed row (or gives it up when it cannot be delivered) and records the outcome. */
  private async attempt(row: ClaimedRow): Promise<Outcome> {
    const id = Number(row.id);
    const reason = undeliverable(row);
    if (reason) {
      this.leases.release(id);
      await this.db.execute(sql`
        UPDATE webhook_deliveries
           SET status = ${WEBHOOK_DELIVERY_STATUS.DEAD}, attempts = attempts - 1, last_error = ${reason}
         WHERE id = ${id} AND status = ${WEBHOOK_DELIVERY_STATUS.PENDING}`);
      return 'dead';
    }
    const startedAt = this.clock();
    const started = performance.now();
    const body = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
    const response = await sendWebhook({
      url: row.url,
      secret: row.secret,
      messageId: row.message_id,
      body,
      timestamp: startedAt,
      timeoutMs: this.config.timeoutSeconds * 1000,
      policy: { allowInsecureLoopback: this.config.allowInsecureLoopback },
      signal: this.closing.signal,
    });
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    this.leases.release(id);
    return this.record(row, startedAt, durationMs, response);
  }

  /** Writes the attempt and the delivery's new state in one transaction. */
  private async record(row: ClaimedRow, at: Date, durationMs: number, res: WebhookResponse): Promise<Outcome> {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    const ok = res.statusCode != null && res.statusCode >= 200 && res.statusCode < 300;
    const gone = res.statusCode === 410;
    const createdAt = new Date(row.created_at).getTime();
    const deadline = createdAt + this.config.giveUpAfterSeconds * 1000;
    const expired = at.getTime() >= deadline;
    const outcome: Outcome = ok ? 'delivered' : gone || expired ? 'dead' : 'retrying';
    const error = gone ? `${res.error ?? 'HTTP 410'}: the endpoint answered 410 Gone and was disabled` : res.error;
    const delayMs = retryDelaySeconds(attempts, this.config, JITTER, this.random) * 1000;
    const nextAt = new Date(Math.min(at.getTime() + delayMs, deadline));
    const status = outcome === 'retrying' ? WEBHOOK_DELIVERY_STATUS.PENDING : outcome;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO webhook_attempts (delivery_id, created_at, status_code, error, duration_ms)
        VALUES (${id}, ${iso(at)}::timestamptz, ${res.statusCode}, ${error}, ${durationMs})`);
      await tx.execute(sql`
        UPDATE webhook_deliveries
           SET status = ${status},
               last_attempt_at = ${iso(at)}::timestamptz,
               last_status_code = ${res.statusCode},
               last_error = ${error},
               delivered_at = ${ok ? iso(at) : null}::timestamptz,
               next_attempt_at = ${iso(outcome === 'retrying' ? nextAt : at)}::timestamptz
         WHERE id = ${id}`);
      if (gone) {
        const disabled = await tx.execute<{ id: number }>(sql`
          UPDATE webhook_endpoints SET enabled = false, updated_at = ${iso(at)}::timestamptz
           WHERE id = ${Number(row.endpoint_id)} AND enabled RETURNING id`);
        if (disabled.rows.length > 0) {
          await recordAudit(tx, {
            actorId: null,
            action: 'webhook_endpoint.disabled',
            subjectType: 'webhook_endpoint',
            subjectId: Number(row.endpoint_id),
            before: { enabled: true },
            after: { enabled: false, reason: `410 Gone answered to delivery ${row.message_id}` },
          });
        }
      }
    });
    if (outcome === 'dead' && !gone) {
      this.log.warn(
        `webhooks: delivery #${id} (${row.message_id}) to endpoint #${row.endpoint_id} is dead after ${attempts} attempts: ${error}`,
      );
    } else if (gone) {
      this.log.warn(`webhooks: endpoint #${row.endpoint_id} answered 410 Gone: disabled`);
    }
    return outcome;
  }
}
