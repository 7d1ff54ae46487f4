/**
 * Request rate limits shared by the api and the gateway (issue 7 "Rate limits"; README "Security"
 * → "Rate limits"), on `rate-limiter-flexible`: fixed windows counted in memory on one instance, or
 * in PostgreSQL (table `rate_limits`, created by the api's migrations) when the process has a
 * PostgreSQL `DATABASE_URL`, so several instances share one budget. When PostgreSQL cannot answer
 * (or the table does not exist yet), an in-memory limiter of the same size decides, per instance.
 *
 * Every answer of a limited route carries `RateLimit-Limit`, `RateLimit-Remaining`,
 * `RateLimit-Reset` (seconds) and `RateLimit-Policy` (IETF httpapi-ratelimit-headers, draft 7 field
 * names); a refusal adds `Retry-After`.
 */
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { isPostgresUrl } from './envSchemas.js';

/** The table of shared counters (api/drizzle migration; rate-limiter-flexible's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** One limit: `points` requests per `windowSeconds` for each key (an address, a principal). */
export interface RateLimitRule {
  /** Names the limit in `RateLimit-Policy` and in stored keys (`address`, `principal`, …). */
  name: string;
  points: number;
  windowSeconds: number;
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
}

type Limiter = RateLimiterMemory | RateLimiterPostgres;

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
  return { store: { kind: 'postgres', pool }, close: () => pool.end() };
}

/**
 * A set of limits, each counted per key. `consume` counts one request against every given
 * (limit, key) pair and refuses when any refuses. Limits of one process share a key prefix
 * (`scope`: `api`, `gateway`), so the api's and the gateway's counters never mix in the shared table.
 */
export class RateLimits<Name extends string> {
  private readonly limiters = new Map<Name, { rule: RateLimitRule; limiter: Limiter }>();

  constructor(scope: string, rules: Record<Name, RateLimitRule>, store: RateLimitStore) {
    for (const [name, rule] of Object.entries(rules) as [Name, RateLimitRule][]) {
      const options = { keyPrefix: `${scope}:${rule.name}`, points: rule.points, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(options);
      const limiter =
        store.kind === 'postgres'
          ? new RateLimiterPostgres({
              ...options,
              storeClient: store.pool,
              storeType: 'pool',
              tableName: RATE_LIMIT_TABLE,
              tableCreated: true,
              // A key far past its limit is refused from memory without asking the database again.
              inMemoryBlockOnConsumed: rule.points * 2,
              inMemoryBlockDuration: rule.windowSeconds,
              insuranceLimiter: memory,
            })
          : memory;
      this.limiters.set(name, { rule, limiter });
    }
  }

  /** The rule named `name`. */
  rule(name: Name): RateLimitRule {
    const entry = this.limiters.get(name);
    if (!entry) throw new Error(`no rate limit ${name}`);
    return entry.rule;
  }

  /**
   * Counts one request for each `[limit, key]` (keys undefined or '' are skipped); resolves the
   * decision of the limit closest to refusing. Never rejects: a store failure falls back to memory.
   */
  async consume(keys: ReadonlyArray<readonly [Name, string | undefined]>): Promise<RateLimitDecision> {
    const outcomes = await Promise.all(
      keys
        .filter((entry): entry is readonly [Name, string] => !!entry[1])
        .map(async ([name, key]) => {
          const entry = this.limiters.get(name);
          if (!entry) throw new Error(`no rate limit ${name}`);
          const { rule, limiter } = entry;
          try {
            return { rule, res: await limiter.consume(key), allowed: true };
          } catch (err) {
            if (err instanceof RateLimiterRes) return { rule, res: err, allowed: false };
            throw err;
          }
        }),
    );
    const decisive = outcomes.find((o) => !o.allowed) ?? minBy(outcomes, (o) => o.res.remainingPoints);
    if (!decisive) {
      const [first] = this.limiters.values();
      if (!first) throw new Error('no rate limits configured');
      return { allowed: true, rule: first.rule, remaining: first.rule.points, resetSeconds: first.rule.windowSeconds };
    }
    return {
      allowed: decisive.allowed,
      rule: decisive.rule,
      remaining: decisive.res.remainingPoints,
      resetSeconds: Math.max(1, Math.ceil(decisive.res.msBeforeNext / 1000)),
    };
  }
}

function minBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || score(item) < score(best)) best = item;
  return best;
}

/**
 * The headers of `decision`: `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`,
 * `RateLimit-Policy: <points>;w=<seconds>;comment="<name>"`, and `Retry-After` when refused.
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const { rule } = decision;
  const headers: Record<string, string> = {
    'ratelimit-limit': String(rule.points),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
    'ratelimit-policy': `${rule.points};w=${rule.windowSeconds};comment="${rule.name}"`,
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.resetSeconds);
  return headers;
}

/** The sentence a refused caller reads (the api's `message`, the gateway's GraphQL error). */
export const rateLimitMessage = (decision: RateLimitDecision): string =>
  `Too many requests. Please try again in ${decision.resetSeconds} second${decision.resetSeconds === 1 ? '' : 's'}.`;
