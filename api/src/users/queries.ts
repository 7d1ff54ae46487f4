/**
 * Queries about staff users shared by the domains: who holds a grant (approvers and printers to
 * notify, signees and requisitioners to choose from). Only active, not deleted users count, and
 * only through active roles.
 * spec: DESIGN.md "Roles, modules and permissions"; certificate-workflow §7 (/SigneeDetails).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { splitPermission } from '../auth/grants.js';
import type { PermissionCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { rolePermissions, roles, userRoles, users } from '../db/schema.js';

/** Active users whose active roles grant `permission`, by name. */
export function activeUsersWithPermission(db: Db | Tx, permission: PermissionCode) {
  const { resource, action } = splitPermission(permission);
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, true)))
    .innerJoin(
      rolePermissions,
      and(
        eq(rolePermissions.roleId, roles.id),
        eq(rolePermissions.resource, resource),
        eq(rolePermissions.action, action),
      ),
    )
    .where(and(eq(users.status, true), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
