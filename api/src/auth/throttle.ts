/**
 * Throttling of failed logins and sign-password checks, per key (account, address, user), kept in
 * the `auth_throttle` table so it holds across api instances.
 * spec: DESIGN.md "Authentication" (failed logins and password checks are throttled).
 *
 * Policy: 5 failures within 15 minutes lock the key for 15 minutes.
 * Keys: `login:email:<lower email>`, `login:ip:<address>`, `sign-password:user:<id>`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { authThrottle } from '../db/schema.js';
import { tooManyRequests } from '../http/errors.js';

export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const THROTTLE_LOCK_SECONDS = 15 * 60;

type Executor = Db | Tx;

/** Seconds until `key` may try again, or 0 when it is not locked. */
export async function throttleRetryAfter(db: Executor, key: string, now = new Date()): Promise<number> {
  const [row] = await db.select({ lockedUntil: authThrottle.lockedUntil }).from(authThrottle).where(eq(authThrottle.key, key));
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
}

/** Human text for a retry delay, e.g. "in 14 minutes". */
export function retryText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Throws 429 (`retry_after_seconds`) when any of `keys` is locked.
 * spec: api/CONTRACT.md "Conventions" (429 throttled login / password check).
 */
export async function checkThrottle(db: Executor, key: string | string[], what = 'Too many failed attempts'): Promise<void> {
  const keys = Array.isArray(key) ? key : [key];
  let wait = 0;
  for (const k of keys) wait = Math.max(wait, await throttleRetryAfter(db, k));
  if (wait > 0) throw tooManyRequests(`${what}. Please try again ${retryText(wait)}.`, wait);
}

/**
 * Records one failure for each of `keys` (a new window starts when the old one has passed) and
 * locks a key reaching the limit. Returns the longest lock in seconds now in force (0 = none).
 */
export async function recordFailure(
  db: Executor,
  key: string | string[],
  now = new Date(),
  opts: { maxFailures?: number } = {},
): Promise<number> {
  const keys = Array.isArray(key) ? key : [key];
  const max = opts.maxFailures ?? THROTTLE_MAX_FAILURES;
  let lockedFor = 0;
  for (const k of keys) {
    const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
    const lockUntil = new Date(now.getTime() + THROTTLE_LOCK_SECONDS * 1000);
    // One atomic upsert: reset the window when expired, else count; lock at the limit.
    const [row] = await db
      .insert(authThrottle)
      .values({ key: k, failures: 1, windowStartedAt: now, lockedUntil: max <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${authThrottle.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${authThrottle.windowStartedAt} END`,
          lockedUntil: sql`CASE
            WHEN ${authThrottle.windowStartedAt} >= ${windowStart.toISOString()}::timestamptz AND ${authThrottle.failures} + 1 >= ${max}
              THEN ${lockUntil.toISOString()}::timestamptz
            ELSE ${authThrottle.lockedUntil} END`,
        },
      })
      .returning({ lockedUntil: authThrottle.lockedUntil });
    if (row?.lockedUntil && row.lockedUntil > now) {
      lockedFor = Math.max(lockedFor, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
    }
  }
  return lockedFor;
}

/** Forgets the failures of `keys` (after a success). */
export async function clearFailures(db: Executor, key: string | string[]): Promise<void> {
  const keys = Array.isArray(key) ? key : [key];
  for (const k of keys) await db.delete(authThrottle).where(eq(authThrottle.key, k));
}
