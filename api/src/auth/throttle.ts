/**
 * Consume-first throttle counters, one row per key in the `auth_throttle` table, so every api
 * instance shares them (PostgreSQL or PGlite). Each consumption is ONE atomic
 * `INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING`: it counts the attempt only when the key
 * allows it now and answers nothing when it does not, so parallel attempts can never all pass a
 * check made before their failures are recorded. Times are the database's (`statement_timestamp()`),
 * one clock for every instance.
 *
 * Two kinds of key (docs/security.md "Throttling and client addresses"; docs/security.md "Throttling and client addresses"):
 * - `window`: at most `limit` attempts per fixed window of `windowSeconds` from the first one;
 *   `locked_until` is the window's end once the limit is reached.
 * - `backoff`: `free` attempts, then each further one first waits 1 s, 2 s, 4 s … at most
 *   `maxSeconds` (`locked_until`); the count starts again after `quietSeconds` without an attempt
 *   (`window_started_at` is then the last counted attempt).
 *
 * spec: DESIGN.md "Authentication"; api/CONTRACT.md "Conventions" (429).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** A limit on one key. */
export type ThrottleRule =
  | { kind: 'window'; limit: number; windowSeconds: number }
  | { kind: 'backoff'; free: number; quietSeconds: number; maxSeconds: number };

/** The largest exponent of the backoff (2^30 s is far beyond any cap; keeps `power` finite). */
const MAX_EXPONENT = 30;

const now = sql`statement_timestamp()`;
/** `key1, key2, …` as parameters. */
const keyList = (keys: string[]): SQL =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
const seconds = (n: number): SQL => sql`(${n}::int * interval '1 second')`;

/** `n` → the wait after the n-th counted attempt of a backoff key, as an interval. */
function backoffDelay(n: SQL, rule: Extract<ThrottleRule, { kind: 'backoff' }>): SQL {
  const exponent = sql`least(${n} - ${rule.free}::int, ${MAX_EXPONENT}::int)`;
  return sql`(least(power(2::float8, ${exponent}), ${rule.maxSeconds}::float8) * interval '1 second')`;
}

/**
 * Counts one attempt on `key` if `rule` allows it now, atomically. Answers the id of the window the
 * attempt was counted in (for `refundKey`), or null when refused (nothing counted).
 */
export async function consumeKey(db: Db, key: string, rule: ThrottleRule): Promise<string | null> {
  let statement: SQL;
  if (rule.kind === 'window') {
    const window = seconds(rule.windowSeconds);
    const over = sql`t.window_started_at <= ${now} - ${window}`;
    const limit = sql`${rule.limit}::int`;
    statement = sql`
      INSERT INTO auth_throttle AS t (key, failures, window_started_at, locked_until)
      VALUES (${key}, 1, ${now}, CASE WHEN 1 >= ${limit} THEN ${now} + ${window} END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${over} THEN 1 ELSE t.failures + 1 END,
        window_started_at = CASE WHEN ${over} THEN ${now} ELSE t.window_started_at END,
        locked_until = CASE
          WHEN ${over} THEN CASE WHEN 1 >= ${limit} THEN ${now} + ${window} END
          WHEN t.failures + 1 >= ${limit} THEN t.window_started_at + ${window}
        END
      WHERE ${over} OR t.failures < ${limit}
      RETURNING t.window_started_at::text AS window_id`;
  } else {
    const quiet = sql`t.window_started_at <= ${now} - ${seconds(rule.quietSeconds)}`;
    const counted = sql`(CASE WHEN ${quiet} THEN 1 ELSE t.failures + 1 END)`;
    const free = sql`${rule.free}::int`;
    statement = sql`
      INSERT INTO auth_throttle AS t (key, failures, window_started_at, locked_until)
      VALUES (${key}, 1, ${now}, CASE WHEN 1 >= ${free} THEN ${now} + ${backoffDelay(sql`1`, rule)} END)
      ON CONFLICT (key) DO UPDATE SET
        failures = ${counted},
        window_started_at = ${now},
        locked_until = CASE WHEN ${counted} >= ${free} THEN ${now} + ${backoffDelay(counted, rule)} END
      WHERE t.locked_until IS NULL OR t.locked_until <= ${now}
      RETURNING t.window_started_at::text AS window_id`;
  }
  const result = await db.execute<{ window_id: string }>(statement);
  return result.rows[0]?.window_id ?? null;
}

/**
 * Gives back one attempt counted on a `window` key by `consumeKey` (it was never verified), if that
 * window still runs.
 */
export async function refundKey(db: Db, key: string, limit: number, windowId: string): Promise<void> {
  await db.execute(sql`
    UPDATE auth_throttle
       SET failures = failures - 1,
           locked_until = CASE WHEN failures - 1 >= ${limit}::int THEN locked_until END
     WHERE key = ${key} AND window_started_at = ${windowId}::timestamptz AND failures > 0`);
}

/** Forgets every attempt of `keys` (after a success). */
export async function forgetKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`DELETE FROM auth_throttle WHERE key IN (${keyList(keys)})`);
}

/** Whole seconds until the last of `keys` that is locked now unlocks; 0 when none is locked. */
export async function retryAfterSeconds(db: Db, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db.execute<{ wait: number | string | null }>(sql`
    SELECT ceil(extract(epoch FROM max(locked_until) - ${now}))::int AS wait
      FROM auth_throttle
     WHERE key IN (${keyList(keys)}) AND locked_until > ${now}`);
  return Number(result.rows[0]?.wait ?? 0);
}

/**
 * Deletes the rows that no longer hold anything: their window (or quiet time) of `windowSeconds`
 * has passed and they lock nothing. Answers how many.
 */
export async function purgeExpired(db: Db, windowSeconds: number): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM auth_throttle
     WHERE window_started_at <= ${now} - ${seconds(windowSeconds)}
       AND (locked_until IS NULL OR locked_until <= ${now})`);
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return Number(counts.rowCount ?? counts.affectedRows ?? 0);
}

/** Human text for a retry delay, e.g. "in 14 minutes". */
export function retryText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
