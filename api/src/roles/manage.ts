/**
 * The role-management changes: create, edit (name, status, grants), assign users. Each is one
 * transaction that first takes `lockAccessChanges`, writes the change and its audit event and bumps
 * `version`; a change of a role's grants or status ends the sessions of its users (they sign in
 * again with the new grants) and must leave an active administrator (409 otherwise, nothing
 * changed). Grants go to `role_modules` and `role_permissions` (`splitPermission`).
 * spec: access-and-administration §2 "Role Management", §7; DESIGN.md "Roles, modules and
 * permissions"; docs/product.md "Administration".
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { splitPermission } from '../auth/grants.js';
import type { PermissionCode } from '../codes.js';
import type { Tx } from '../db/client.js';
import { modules, roleModules, rolePermissions, roles, userRoles, users } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { AfterCommit } from '../events/afterCommit.js';
import { ensureAnAdministratorRemains, lockAccessChanges } from '../users/administrators.js';
import { isUniqueViolation } from '../users/manage.js';
import { endAccessOfUsers } from '../users/status.js';
import type { RoleRow } from './answers.js';
import { loadRoleRow, roleSnapshot } from './list.js';
import { type AssignUsersInput, type CreateRoleInput, type EditRoleInput, ROLE_MESSAGES } from './schemas.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer'>;

const nameTaken = () => badRequest(ROLE_MESSAGES.nameTaken, { name: ROLE_MESSAGES.nameTaken });

/** 400 on `name` when another role (`except`) has it, whatever the case. */
async function checkNameFree(tx: Tx, name: string, except?: number): Promise<void> {
  const same = sql`lower(${roles.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(except === undefined ? same : and(same, ne(roles.id, except)));
  if (taken) throw nameTaken();
}

/** The ids of the modules named; 400 on `modules` naming the first unknown one. */
async function moduleIds(tx: Tx, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const found = await tx
    .select({ id: modules.id, name: modules.moduleName })
    .from(modules)
    .where(inArray(modules.moduleName, names));
  const known = new Set(found.map((m) => m.name));
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined) {
    const message = `${ROLE_MESSAGES.module}: ${unknown.slice(0, 100)}`;
    throw badRequest(message, { modules: message });
  }
  return found.map((m) => m.id);
}

/** Replaces the role's module grants. */
async function writeModules(tx: Tx, roleId: number, ids: number[]): Promise<void> {
  await tx.delete(roleModules).where(eq(roleModules.roleId, roleId));
  if (ids.length) await tx.insert(roleModules).values(ids.map((moduleId) => ({ roleId, moduleId })));
}

/** Replaces the role's permission grants. */
async function writePermissions(tx: Tx, roleId: number, codes: PermissionCode[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (codes.length) {
    await tx.insert(rolePermissions).values(codes.map((code) => ({ roleId, ...splitPermission(code) })));
  }
}

/** The not-deleted users holding role `roleId`. */
async function usersOfRole(tx: Tx, roleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const sa = new Set(a);
  return sa.size === new Set(b).size && b.every((x) => sa.has(x));
};

/** Runs `work` in a transaction, answering 400 on `name` when a concurrent change took the name. */
async function withRoleNameGuard<T>(deps: Deps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err, 'roles_name_unique')) throw nameTaken();
    throw err;
  }
}

/** `POST /createRole`: a role with its grants; 400 on a taken name or an unknown grant. Answers its id. */
export async function createRole(deps: Deps, actorId: number, input: CreateRoleInput): Promise<number> {
  return withRoleNameGuard(deps, async (tx) => {
    await lockAccessChanges(tx);
    await checkNameFree(tx, input.name);
    const ids = await moduleIds(tx, input.modules);
    const [created] = await tx
      .insert(roles)
      .values({ name: input.name, status: input.status ?? true })
      .returning({ id: roles.id });
    const id = created!.id;
    await writeModules(tx, id, ids);
    await writePermissions(tx, id, input.permissions);
    const now = await loadRoleRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'role.created',
      subjectType: 'role',
      subjectId: id,
      before: null,
      after: roleSnapshot(now!),
    });
    return id;
  });
}

/**
 * `POST /editRole`: name, status and (when sent) grants. A change of status or grants ends the
 * sessions of the role's users. 404 unknown role; 400 taken name or unknown grant; 409 stale
 * `version` or no administrator left.
 */
export async function editRole(deps: Deps, actorId: number, input: EditRoleInput): Promise<void> {
  const after = new AfterCommit();
  await withRoleNameGuard(deps, async (tx) => {
    await lockAccessChanges(tx);
    const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id)).for('update');
    const before: RoleRow | null = locked ? await loadRoleRow(tx, input.role_id) : null;
    if (!before) throw notFound(ROLE_MESSAGES.notFound);
    if (input.version !== undefined && input.version !== before.version) throw conflict(ROLE_MESSAGES.stale);
    await checkNameFree(tx, input.name, input.role_id);
    const status = input.status ?? before.status;
    await tx
      .update(roles)
      .set({ name: input.name, status, updatedAt: new Date(), version: sql`${roles.version} + 1` })
      .where(eq(roles.id, input.role_id));
    if (input.modules) await writeModules(tx, input.role_id, await moduleIds(tx, input.modules));
    if (input.permissions) await writePermissions(tx, input.role_id, input.permissions);
    const now = (await loadRoleRow(tx, input.role_id))!;
    const grantsChanged =
      now.status !== before.status ||
      !sameSet(now.modules, before.modules) ||
      !sameSet(now.permissions, before.permissions);
    if (grantsChanged) {
      await endAccessOfUsers(tx, after, await usersOfRole(tx, input.role_id));
      await ensureAnAdministratorRemains(tx);
    }
    await recordAudit(tx, {
      actorId,
      action: 'role.updated',
      subjectType: 'role',
      subjectId: input.role_id,
      before: roleSnapshot(before),
      after: roleSnapshot(now),
    });
  });
  await after.flush(deps);
}

/**
 * `POST /assignUsers`: gives role `role_id` to `user_ids` (those holding it already are left
 * alone); each newly given user's `version` is bumped and their sessions end. 404 unknown role; 400
 * on `user_ids` naming an unknown or deleted user. Answers how many users were added.
 */
export async function assignUsers(deps: Deps, actorId: number, input: AssignUsersInput): Promise<number> {
  const after = new AfterCommit();
  const added = await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id));
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, input.user_ids), isNull(users.deletedAt)));
    if (found.length !== input.user_ids.length) {
      throw badRequest(ROLE_MESSAGES.user, { user_ids: ROLE_MESSAGES.user });
    }
    const before = await usersOfRole(tx, input.role_id);
    const holding = new Set(before);
    const newcomers = input.user_ids.filter((id) => !holding.has(id));
    if (newcomers.length === 0) return 0;
    await tx.insert(userRoles).values(newcomers.map((userId) => ({ userId, roleId: input.role_id })));
    await tx
      .update(users)
      .set({ updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(inArray(users.id, newcomers));
    await endAccessOfUsers(tx, after, newcomers);
    await recordAudit(tx, {
      actorId,
      action: 'role.users_assigned',
      subjectType: 'role',
      subjectId: input.role_id,
      before: { user_ids: before },
      after: { user_ids: [...before, ...newcomers] },
    });
    return newcomers.length;
  });
  await after.flush(deps);
  return added;
}
