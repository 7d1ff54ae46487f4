/**
 * Ending sessions: revocation (logout, deactivation, password change) and the check of which
 * sessions are still live. spec: DESIGN.md "Authentication" (logout, a password reset and
 * deactivating a user revoke tokens); docs/security.md "Live connections".
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { ApiEvent } from '../events/bus.js';
import { LIVE_SESSION_SQL } from './authenticate.js';

/** Which sessions to revoke: one, or every session of a user. */
export type SessionTarget = { sessionId: number } | { userId: number };

/** Where revocations are announced: the EventBus, or a transaction's after-commit queue. */
export interface RevocationDeps {
  db: Db | Tx;
  /** Answers a promise when the announcement is sent (the EventChannel), nothing when it is queued. */
  events: { publish(event: ApiEvent): void | Promise<void> };
}

/**
 * Revokes the target's live sessions (`revoked_at = now()`) and, when any was revoked, publishes
 * `session-revoked` so every api instance ends their `/events` streams at once (and the gateway
 * closes their WebSockets). Inside a transaction pass `{ db: tx, events: after }` (AfterCommit) so
 * the announcement waits for the commit (its flush sends it before the action answers). Answers how
 * many sessions were revoked.
 */
export async function revokeSessions(deps: RevocationDeps, target: SessionTarget): Promise<number> {
  const which = 'sessionId' in target ? eq(sessions.id, target.sessionId) : eq(sessions.userId, target.userId);
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length > 0) {
    // awaited: no instance may serve the session once the revoker has its answer
    await deps.events.publish(
      'sessionId' in target
        ? { type: 'session-revoked', sessionId: target.sessionId }
        : { type: 'session-revoked', userId: target.userId },
    );
  }
  return revoked.length;
}

/** Ids per query of `liveSessionIds` (well under PostgreSQL's parameter limit). */
const CHUNK = 5_000;

/**
 * The subset of `ids` whose sessions are still live (LIVE_SESSION_SQL): one query per 5,000 ids.
 * `/events` re-checks its open streams with it, catching expiry, deactivation and revocations
 * whose announcement was lost.
 */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const live = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const result = await db.execute<{ id: number }>(sql`
      SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE ${inArray(sql`s.id`, chunk)} AND ${LIVE_SESSION_SQL}`);
    for (const row of result.rows) live.add(Number(row.id));
  }
  return live;
}
