/**
 * Activating and deactivating a user, and ending a user's access when their grants change.
 * spec: access-and-administration (User Management: active / inactive); DESIGN.md "Authentication"
 * (deactivating a user revokes their tokens); docs/security.md "Live connections"; docs/product.md "Administration"
 * (deleting a user or changing their roles ends their sessions too).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { revokeSessions } from '../auth/sessions.js';
import type { Tx } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { AfterCommit } from '../events/afterCommit.js';
import { ensureAnAdministratorRemains, lockAccessChanges } from './administrators.js';

/**
 * Ends the user's access inside `tx`: revokes every session (so re-activating never revives an old
 * token); `after` (flushed after commit) ends their live streams and WebSockets at once.
 */
export async function endUserAccess(tx: Tx, after: AfterCommit, userId: number): Promise<void> {
  await revokeSessions({ db: tx, events: after }, { userId });
}

/** Other columns an administrative change writes together with the status. */
export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'mobileNumber' | 'deletedAt'>
>;

/**
 * Ends the access of each of `userIds` that has a live session (`endUserAccess`): one query to
 * find them, then one revocation each. For changes of many users' grants at once (a role's).
 */
export async function endAccessOfUsers(tx: Tx, after: AfterCommit, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const live = await tx
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)));
  for (const { userId } of live) await endUserAccess(tx, after, userId);
}

/**
 * Writes `users.status` (and `changes`) inside `tx`, bumping `version` and `updated_at`;
 * deactivating also ends the user's access (`endUserAccess`), any other change drops their kept
 * principals after commit (`principal-changed`). Answers false when there is no such
 * (not deleted) user. The caller holds `lockAccessChanges` and checks
 * `ensureAnAdministratorRemains` afterwards.
 */
export async function writeUserStatus(
  tx: Tx,
  after: AfterCommit,
  userId: number,
  active: boolean,
  changes: UserChanges = {},
): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ ...changes, status: active, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  if (!active) await endUserAccess(tx, after, userId);
  // Names are part of the user's principal: every instance reads it again after commit (docs/operations.md "Running several instances").
  else after.publish({ type: 'principal-changed', userId });
  return true;
}

/**
 * Sets `users.status` in its own transaction (see `writeUserStatus`); deactivating the last active
 * administrator answers 409 (`ensureAnAdministratorRemains`) and changes nothing. Answers false
 * when there is no such user.
 */
export async function setUserStatus(
  deps: Pick<AppDeps, 'db' | 'events' | 'mailer'>,
  userId: number,
  active: boolean,
): Promise<boolean> {
  const after = new AfterCommit();
  const found = await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const written = await writeUserStatus(tx, after, userId, active);
    if (written && !active) await ensureAnAdministratorRemains(tx);
    return written;
  });
  await after.flush(deps);
  return found;
}
