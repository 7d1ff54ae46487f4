/**
 * Reading roles for the role-management screen: the sorted page of `/listRoles` with each role's
 * grants and user count, a role's users, the users a role can still be given, and what a role can
 * grant. spec: access-and-administration §2 "Role Management", §3 "Role", §7.
 */
import { isPerson } from '../people/person.js';
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { PERMISSION, type PermissionCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { modules, roleModules, rolePermissions, roles, userRoles, users } from '../db/schema.js';
import { fullName } from '../people/names.js';
import type { RoleRow } from './answers.js';
import type { ListRolesQuery } from './schemas.js';
import type { PageWindow } from '../http/paging.js';

/** Users holding the role, deleted ones not counted. */
const userCountSql = sql<number>`(SELECT count(*)::int FROM user_roles ur JOIN users u
  ON u.id = ur.user_id AND u.deleted_at IS NULL WHERE ur.role_id = "roles"."id")`;

const isPermission = (code: string): code is PermissionCode => Object.hasOwn(PERMISSION, code);

/** The granted module names and permission codes of each of `roleIds`. */
async function grantsOf(db: Db | Tx, roleIds: number[]) {
  const byRole = new Map<number, { modules: string[]; permissions: PermissionCode[] }>();
  for (const id of roleIds) byRole.set(id, { modules: [], permissions: [] });
  if (roleIds.length === 0) return byRole;
  const [moduleRows, permissionRows] = await Promise.all([
    db
      .select({ roleId: roleModules.roleId, name: modules.moduleName })
      .from(roleModules)
      .innerJoin(modules, eq(modules.id, roleModules.moduleId))
      .where(inArray(roleModules.roleId, roleIds))
      .orderBy(asc(modules.section), asc(modules.priority), asc(modules.moduleName)),
    db
      .select({ roleId: rolePermissions.roleId, resource: rolePermissions.resource, action: rolePermissions.action })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, roleIds))
      .orderBy(asc(rolePermissions.resource), asc(rolePermissions.action)),
  ]);
  for (const m of moduleRows) byRole.get(m.roleId)?.modules.push(m.name);
  for (const p of permissionRows) {
    const code = `${p.resource}.${p.action}`;
    // A grant the api no longer knows does nothing; it is not shown.
    if (isPermission(code)) byRole.get(p.roleId)?.permissions.push(code);
  }
  return byRole;
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  status: roles.status,
  version: roles.version,
  userCount: userCountSql,
};

/** The sorted page of roles (active or not) with grants and user counts, and how many there are. */
export async function listRoles(
  db: Db,
  q: ListRolesQuery,
  window: PageWindow,
): Promise<{ rows: RoleRow[]; total: number }> {
  const direction = q.sort_dir === 'desc' ? desc : asc;
  const [found, [counted]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .orderBy(direction(sql`lower(${roles.name})`), direction(roles.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(roles),
  ]);
  const grants = await grantsOf(
    db,
    found.map((r) => r.id),
  );
  const rows = found.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    user_count: Number(r.userCount),
    modules: grants.get(r.id)?.modules ?? [],
    permissions: grants.get(r.id)?.permissions ?? [],
    version: r.version,
  }));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Role `id` as a list row, or null. */
export async function loadRoleRow(db: Db | Tx, id: number): Promise<RoleRow | null> {
  const [role] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  if (!role) return null;
  const grants = (await grantsOf(db, [id])).get(id)!;
  return {
    id: role.id,
    name: role.name,
    status: role.status,
    user_count: Number(role.userCount),
    modules: grants.modules,
    permissions: grants.permissions,
    version: role.version,
  };
}

/** What the audit trail keeps of a role. */
export const roleSnapshot = (row: RoleRow): Record<string, unknown> => ({
  name: row.name,
  status: row.status,
  modules: row.modules,
  permissions: row.permissions,
  version: row.version,
});

/** Active, not deleted users who do not hold role `roleId`, by name. */
export async function unassignedUsers(db: Db, roleId: number): Promise<{ id: number; full_name: string }[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.status, true),
        isNull(users.deletedAt),
        isPerson,
        notExists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  return rows.map((u) => ({ id: u.id, full_name: fullName(u.firstName, u.lastName) }));
}

/** A page of the not-deleted users holding role `roleId` (active or not), by name, and how many. */
export async function roleUsers(db: Db, roleId: number, window: PageWindow) {
  const where = and(eq(userRoles.roleId, roleId), isNull(users.deletedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        status: users.status,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: count() }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every module and permission a role can grant (for the role modal). */
export async function grantOptions(db: Db) {
  const moduleRows = await db
    .select({
      module_name: modules.moduleName,
      module_display_name: modules.moduleDisplayName,
      section: modules.section,
      url: modules.url,
    })
    .from(modules)
    .orderBy(asc(modules.section), asc(modules.priority), asc(modules.moduleName));
  const permissions = (Object.entries(PERMISSION) as [PermissionCode, string][]).map(([code, label]) => ({
    code,
    label,
  }));
  return { modules: moduleRows, permissions };
}
