/**
 * Request rate limits shared by the api and the gateway (docs/security.md "Query limits and rate limits"; docs/security.md
 * → "Rate limits"): fixed windows counted in memory on one instance (`rate-limiter-flexible`), or
 * in PostgreSQL (table `rate_limits`, created by the api's migrations) when the process has a
 * PostgreSQL `DATABASE_URL`, so several instances share one budget; there, far from its limit a
 * request is counted in batches (sharedWindowCounters.ts), the last half of a budget exactly. When
 * PostgreSQL cannot answer (or the table does not exist yet), an in-memory limiter of the same
 * size decides, per instance.
 *
 * Every answer of a limited route carries the IETF draft's structured fields
 * (draft-ietf-httpapi-ratelimit-headers-09 §3, §4): `RateLimit-Policy` (every limit that counted
 * the request: `"principal";q=600;w=60`) and `RateLimit` (what is left of each: `"principal";r=599;t=58`),
 * plus the earlier drafts' `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds)
 * of the limit closest to refusing, which clients and tools still read; a refusal adds `Retry-After`.
 */
import pg from 'pg';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { isPostgresUrl } from './envSchemas.js';
import { SharedWindowCounters } from './sharedWindowCounters.js';

export { RATE_LIMIT_TABLE } from './sharedWindowCounters.js';

/** One limit: `points` requests per `windowSeconds` for each key (an address, a principal). */
export interface RateLimitRule {
  /** Names the limit in `RateLimit-Policy` and in stored keys (`address`, `principal`, …). */
  name: string;
  /** The quota: requests (or `unit`s) per window. */
  points: number;
  windowSeconds: number;
  /**
   * What a point is, when not one request: the draft's quota unit (`qu`), e.g. `query-cost` for a
   * budget of GraphQL query cost. Absent: requests (the draft's default unit).
   */
  unit?: string;
}

/** Where counters live: this process's memory, or a PostgreSQL pool shared with other instances. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool };

/** The outcome of counting one request against one or more limits. */
export interface RateLimitDecision {
  allowed: boolean;
  /** The limit closest to refusing (the one that refused, when refused). */
  rule: RateLimitRule;
  remaining: number;
  /** Seconds until that limit's window starts over (≥ 1). */
  resetSeconds: number;
  /** Every limit that counted the request, with what is left of it (the `RateLimit-Policy` list). */
  states: readonly RateLimitState[];
}

/** One limit after counting a request: whether it allowed it, what is left, when it starts over. */
export interface RateLimitState {
  rule: RateLimitRule;
  allowed: boolean;
  remaining: number;
  /** Seconds until the window starts over (≥ 1). */
  resetSeconds: number;
}

/** The batched counters of each PostgreSQL pool (one batch for every limit of a process). */
const sharedCounters = new WeakMap<pg.Pool, SharedWindowCounters>();

/** The counters of `pool`, made on first use. */
function countersOf(pool: pg.Pool): SharedWindowCounters {
  let counters = sharedCounters.get(pool);
  if (!counters) {
    counters = new SharedWindowCounters(pool, {
      onError: (err) =>
        process.emitWarning(`rate limits: sending counts to PostgreSQL failed: ${(err as Error).message}`),
    });
    sharedCounters.set(pool, counters);
  }
  return counters;
}

/**
 * The store of a process whose only database use is its counters (the gateway): a small pool of
 * its own on the PostgreSQL that `databaseUrl` names, else memory. `close` ends the pool.
 */
export function openRateLimitStore(databaseUrl: string | undefined): {
  store: RateLimitStore;
  close: () => Promise<void>;
} {
  if (!isPostgresUrl(databaseUrl)) return { store: { kind: 'memory' }, close: async () => {} };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'certify-rate-limits' });
  // An idle connection that drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    store: { kind: 'postgres', pool },
    close: async () => {
      await stopRateLimitCounters(pool);
      await pool.end();
    },
  };
}

/**
 * A set of limits, each counted per key. `consume` counts one request against every given
 * (limit, key) pair and refuses when any refuses. Limits of one process share a key prefix
 * (`scope`: `api`, `gateway`), so the api's and the gateway's counters never mix in the shared table.
 */
export class RateLimits<Name extends string> {
  private readonly limiters = new Map<Name, { rule: RateLimitRule; memory: RateLimiterMemory; prefix: string }>();
  /** The shared counters when the store is PostgreSQL. */
  private readonly shared: SharedWindowCounters | undefined;

  constructor(scope: string, rules: Record<Name, RateLimitRule>, store: RateLimitStore) {
    for (const [name, rule] of Object.entries(rules) as [Name, RateLimitRule][]) {
      // rate-limiter-flexible's key layout (`<prefix>:<key>`), in memory and in the shared table alike.
      const prefix = `${scope}:${rule.name}`;
      const memory = new RateLimiterMemory({ keyPrefix: prefix, points: rule.points, duration: rule.windowSeconds });
      this.limiters.set(name, { rule, memory, prefix });
    }
    this.shared = store.kind === 'postgres' ? countersOf(store.pool) : undefined;
  }

  /** The rule named `name`. */
  rule(name: Name): RateLimitRule {
    return this.entry(name).rule;
  }

  /**
   * Counts one request (`points` of it: a query's cost) for each `[limit, key]` (keys undefined or
   * '' are skipped); resolves the decision of the limit closest to refusing. Never rejects: a store
   * failure falls back to memory.
   */
  async consume(keys: ReadonlyArray<readonly [Name, string | undefined]>, points = 1): Promise<RateLimitDecision> {
    const counted = keys
      .filter((entry): entry is readonly [Name, string] => !!entry[1])
      .map(([name, key]) => ({ ...this.entry(name), key }));
    const states = (await this.countShared(counted, points)) ?? (await this.countInMemory(counted, points));
    const decisive = states.find((s) => !s.allowed) ?? minBy(states, (s) => s.remaining);
    if (!decisive) {
      const [first] = this.limiters.values();
      if (!first) throw new Error('no rate limits configured');
      const { rule } = first;
      return { allowed: true, rule, remaining: rule.points, resetSeconds: rule.windowSeconds, states: [] };
    }
    return { ...decisive, states };
  }

  /** Counted in the shared table (undefined: no table, or it could not answer). */
  private async countShared(
    counted: ReadonlyArray<{ rule: RateLimitRule; prefix: string; key: string }>,
    points: number,
  ): Promise<RateLimitState[] | undefined> {
    if (!this.shared) return undefined;
    try {
      const answers = await this.shared.consume(
        counted.map(({ rule, prefix, key }) => ({
          key: `${prefix}:${key}`,
          points,
          limit: rule.points,
          windowMs: rule.windowSeconds * 1000,
        })),
      );
      return answers.map((answer, i) => ({
        rule: counted[i]!.rule,
        allowed: answer.allowed,
        remaining: Math.max(0, counted[i]!.rule.points - answer.counted),
        resetSeconds: Math.max(1, Math.ceil(answer.msBeforeNext / 1000)),
      }));
    } catch {
      return undefined;
    }
  }

  /** Counted in this process (one instance, or the table could not answer). */
  private countInMemory(
    counted: ReadonlyArray<{ rule: RateLimitRule; memory: RateLimiterMemory; key: string }>,
    points: number,
  ): Promise<RateLimitState[]> {
    return Promise.all(
      counted.map(async ({ rule, memory, key }) => {
        let res: RateLimiterRes;
        let allowed = true;
        try {
          res = await memory.consume(key, points);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          res = err;
          allowed = false;
        }
        return {
          rule,
          allowed,
          remaining: res.remainingPoints,
          resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
        };
      }),
    );
  }

  private entry(name: Name): { rule: RateLimitRule; memory: RateLimiterMemory; prefix: string } {
    const entry = this.limiters.get(name);
    if (!entry) throw new Error(`no rate limit ${name}`);
    return entry;
  }
}

/**
 * Sends the counts of `pool`'s limits not sent yet and stops their batch timer; call before
 * ending a pool the limits used (process close).
 */
export async function stopRateLimitCounters(pool: pg.Pool): Promise<void> {
  const counters = sharedCounters.get(pool);
  if (!counters) return;
  counters.stop();
  await counters.flush();
}

/**
 * Sends `pool`'s unsent counts, then forgets every window this process knows of them: call before
 * deleting the `rate_limits` rows (a test's reset of its database), so what was counted before
 * neither comes back nor keeps a key refused.
 */
export async function forgetRateLimitCounters(pool: pg.Pool): Promise<void> {
  const counters = sharedCounters.get(pool);
  if (!counters) return;
  counters.stop();
  await counters.flush();
  counters.forget();
}

function minBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || score(item) < score(best)) best = item;
  return best;
}

/**
 * `decision` with the limits of `others` counted too (a query's cost after its request count): the
 * states of all, the first refusal's `Retry-After`, and `decision`'s own limit in the legacy headers
 * unless another refused.
 */
export function mergeDecisions(decision: RateLimitDecision, ...others: RateLimitDecision[]): RateLimitDecision {
  const refused = [decision, ...others].find((d) => !d.allowed);
  const main = refused ?? decision;
  return { ...main, states: [decision, ...others].flatMap((d) => d.states) };
}

/** A policy name as a structured-field String (RFC 9651 §3.3.3: printable ASCII, `"` and `\` escaped). */
const sfString = (value: string): string => `"${value.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '\\$&')}"`;

/** A limit's `RateLimit-Policy` item and its name as a structured-field String. */
interface RuleFields {
  policy: string;
  name: string;
}

/** The fields of each rule, formatted once (a rule never changes; every counted answer carries them). */
const ruleFields = new WeakMap<RateLimitRule, RuleFields>();

function fieldsOf(rule: RateLimitRule): RuleFields {
  let fields = ruleFields.get(rule);
  if (!fields) {
    const name = sfString(rule.name);
    const unit = rule.unit ? `;qu=${sfString(rule.unit)}` : '';
    fields = { name, policy: `${name};q=${rule.points};w=${rule.windowSeconds}${unit}` };
    ruleFields.set(rule, fields);
  }
  return fields;
}

/**
 * The headers of `decision` (draft-ietf-httpapi-ratelimit-headers-09):
 * - `RateLimit-Policy`: each limit that counted the request, `"<name>";q=<quota>;w=<seconds>`
 *   (and `;qu="<unit>"` when its points are not requests), e.g. `"address";q=1200;w=60, "principal";q=600;w=60`;
 * - `RateLimit`: what is left of each, `"<name>";r=<remaining>;t=<seconds to reset>`;
 * - the earlier drafts' `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` of the limit
 *   closest to refusing (kept: clients and tests read them);
 * - `Retry-After` (seconds) when refused.
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const { rule } = decision;
  const states = decision.states.length > 0 ? decision.states : [{ ...decision }];
  const headers: Record<string, string> = {
    'ratelimit-policy': states.map((s) => fieldsOf(s.rule).policy).join(', '),
    ratelimit: states.map((s) => `${fieldsOf(s.rule).name};r=${s.remaining};t=${s.resetSeconds}`).join(', '),
    'ratelimit-limit': String(rule.points),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.resetSeconds);
  return headers;
}

/** The sentence a refused caller reads (the api's `message`, the gateway's GraphQL error). */
export const rateLimitMessage = (decision: RateLimitDecision): string =>
  `Too many requests. Please try again in ${decision.resetSeconds} second${decision.resetSeconds === 1 ? '' : 's'}.`;
