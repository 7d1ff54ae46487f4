/**
 * The user-management changes: add, update (names, mobile, status), assign roles, delete (soft).
 * Each is one transaction that first takes `lockAccessChanges`, writes the change, bumps the user's
 * `version`, records its audit event and, when the change could leave nobody able to administer
 * access, checks `ensureAnAdministratorRemains` (409, nothing changed). Deactivating, deleting or
 * changing a user's roles revokes their sessions; their live connections end after commit.
 * spec: access-and-administration §2 "User Management", §5 "Add user", §6 (nobody deletes
 * themselves), §7; DESIGN.md "Authentication"; docs/product.md "Administration".
 */
import { isPerson } from '../people/person.js';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tx } from '../db/client.js';
import { roles, userRoles, users } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { AfterCommit } from '../events/afterCommit.js';
import { ensureAnAdministratorRemains, lockAccessChanges } from './administrators.js';
import { loadUserRow, userSnapshot } from './list.js';
import type { UserRow } from './answers.js';
import type { AddUserInput, AssignRoleInput, UpdateUserInput } from './schemas.js';
import { USER_MESSAGES } from './schemas.js';
import { endUserAccess, writeUserStatus } from './status.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer'>;

/** Whether `err` (or its cause) is PostgreSQL's unique violation (23505), e.g. of `constraint`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    if (e.code === '23505')
      return constraint === undefined || e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

const emailTaken = () => badRequest(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });

/** 400 on `field` unless every id of `roleIds` names a role. */
export async function checkRolesExist(tx: Tx, roleIds: number[], field = 'role_ids'): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) throw badRequest(USER_MESSAGES.role, { [field]: USER_MESSAGES.role });
}

/**
 * The current row of not-deleted user `id`, locked for this transaction: 404 when there is none,
 * 409 when `version` is given and differs.
 */
async function lockUser(tx: Tx, id: number, version: number | undefined): Promise<UserRow> {
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isPerson))
    .for('update');
  const row = locked ? await loadUserRow(tx, id) : null;
  if (!row) throw notFound(USER_MESSAGES.notFound);
  if (version !== undefined && version !== row.version) throw conflict(USER_MESSAGES.stale);
  return row;
}

/** Audits a change of user `id` from `before` to its current row (`actorId` null: the system, an operator's command). */
export async function auditUser(tx: Tx, actorId: number | null, action: string, id: number, before: UserRow | null) {
  const now = await loadUserRow(tx, id);
  await recordAudit(tx, {
    actorId,
    action,
    subjectType: 'user',
    subjectId: id,
    before: before ? userSnapshot(before) : null,
    after: now ? userSnapshot(now) : null,
  });
}

/**
 * `POST /addUser`: a new user (argon2id password, active unless `status` is 0) with `role_ids`.
 * 400 on `email` when it is taken (case-insensitive; also when a concurrent insert wins), on
 * `role_ids` when a role is unknown. Answers the new id. `actorId` null: made by an operator's
 * command (`npm run admin:create`, createAdministrator.ts), audited as by the system; only such a
 * command leaves `mobile_number` null.
 */
export async function addUser(
  deps: Deps,
  actorId: number | null,
  input: Omit<AddUserInput, 'mobile_number'> & { mobile_number: string | null },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAccessChanges(tx);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${input.email})`);
      if (taken) throw emailTaken();
      await checkRolesExist(tx, input.role_ids);
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          mobileNumber: input.mobile_number,
          passwordHash,
          status: input.status ?? true,
        })
        .returning({ id: users.id });
      const id = created!.id;
      if (input.role_ids.length) {
        await tx.insert(userRoles).values(input.role_ids.map((roleId) => ({ userId: id, roleId })));
      }
      await auditUser(tx, actorId, 'user.created', id, null);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_uq')) throw emailTaken();
    throw err;
  }
}

/**
 * `PUT /user/{id}/update`: names, mobile number and (when sent) status. Deactivating revokes the
 * user's sessions; 409 when it would leave no administrator or `version` is stale; 404 unknown.
 */
export async function updateUser(deps: Deps, actorId: number, id: number, input: UpdateUserInput): Promise<void> {
  const after = new AfterCommit();
  await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const before = await lockUser(tx, id, input.version);
    const active = input.status ?? before.status;
    await writeUserStatus(tx, after, id, active, {
      firstName: input.first_name,
      lastName: input.last_name,
      mobileNumber: input.mobile_number,
    });
    if (!active) await ensureAnAdministratorRemains(tx);
    await auditUser(tx, actorId, 'user.updated', id, before);
  });
  await after.flush(deps);
}

/**
 * `POST /assignRole`: user `user_id` holds exactly `role_ids` afterwards. A change revokes their
 * sessions (their grants changed); 400 unknown role, 404 unknown user, 409 stale `version` or no
 * administrator left. Answers whether anything changed.
 */
export async function assignRoles(deps: Deps, actorId: number, input: AssignRoleInput): Promise<boolean> {
  const after = new AfterCommit();
  const changed = await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const before = await lockUser(tx, input.user_id, input.version);
    await checkRolesExist(tx, input.role_ids);
    const wanted = new Set(input.role_ids);
    const held = new Set(before.roles.map((r) => r.id));
    if (wanted.size === held.size && [...wanted].every((r) => held.has(r))) return false;
    await tx.delete(userRoles).where(eq(userRoles.userId, input.user_id));
    if (wanted.size)
      await tx.insert(userRoles).values([...wanted].map((roleId) => ({ userId: input.user_id, roleId })));
    await tx
      .update(users)
      .set({ updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, input.user_id));
    await endUserAccess(tx, after, input.user_id);
    await ensureAnAdministratorRemains(tx);
    await auditUser(tx, actorId, 'user.roles_assigned', input.user_id, before);
    return true;
  });
  await after.flush(deps);
  return changed;
}

/**
 * `DELETE /user/{id}/delete`: soft delete (`deleted_at`, inactive, sessions revoked); the row and
 * its roles stay so certificates keep their names. 403 on oneself, 404 unknown or deleted, 409
 * when no administrator would be left.
 */
export async function deleteUser(deps: Deps, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw forbidden(USER_MESSAGES.deleteSelf);
  const after = new AfterCommit();
  await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const before = await lockUser(tx, id, undefined);
    await writeUserStatus(tx, after, id, false, { deletedAt: new Date() });
    await ensureAnAdministratorRemains(tx);
    await recordAudit(tx, {
      actorId,
      action: 'user.deleted',
      subjectType: 'user',
      subjectId: id,
      before: userSnapshot(before),
      after: null,
    });
  });
  await after.flush(deps);
}
