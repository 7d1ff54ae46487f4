/**
 * The counters of password throttling and of request rate limits, shared by every instance.
 * docs/security.md "Throttling and client addresses", "Query limits and rate limits".
 */
import { bigint, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../columns.js';

/**
 * Failed-attempt counters for throttling logins and sign-password checks.
 * `key` e.g. `login:email:alice@x`, `login:ip:127.0.0.1`, `sign-password:user:4`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

/**
 * Request counters of the api's and the gateways' rate limits, shared by every instance on one
 * PostgreSQL (`@certify/runtime` rateLimits.ts; rate-limiter-flexible's layout: `expire` in epoch
 * milliseconds). Not used on the embedded database, where one instance counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
