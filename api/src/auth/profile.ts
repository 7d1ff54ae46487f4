/**
 * The profile part of the login answer (also `GET /me`): user, roles, logos, flags, the modules
 * granted by the user's active roles and the add permissions.
 * spec: access-and-administration §3 "Login response"; api/CONTRACT.md "Auth".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { profile } from './answers.js';
import { PERMISSION, type PermissionCode } from '../codes.js';
import { companySettings, modules, roleModules, rolePermissions, roles, userRoles, users } from '../db/schema.js';

export const PERMISSION_RESOURCES = [
  'requested_certificate',
  'campus_management',
  'course_management',
  'student_management',
] as const;

/** The profile part of the login answer (the schema in answers.ts is its single definition). */
export type Profile = z.infer<typeof profile>;

/** URL path of a stored file as served by `GET /files/{id}`. */
export const fileUrl = (id: number | null | undefined): string | null => (id == null ? null : `/files/${id}`);

/** Builds the profile of user `userId` (who must exist). spec: access-and-administration §3. */
export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      passwordSecurity: users.passwordSecurity,
      emailNotifications: users.emailNotifications,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);

  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, true)))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  const roleIds = roleRows.map((r) => r.id);

  const moduleRows = roleIds.length
    ? await db
        .selectDistinct({
          module_name: modules.moduleName,
          module_display_name: modules.moduleDisplayName,
          url: modules.url,
          section: modules.section,
          priority: modules.priority,
        })
        .from(roleModules)
        .innerJoin(modules, eq(modules.id, roleModules.moduleId))
        .where(inArray(roleModules.roleId, roleIds))
        .orderBy(asc(modules.section), asc(modules.priority), asc(modules.moduleName))
    : [];

  const permRows = roleIds.length
    ? await db
        .selectDistinct({ resource: rolePermissions.resource, action: rolePermissions.action })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  const granted = new Set(permRows.map((p) => `${p.resource}.${p.action}`));

  const [company] = await db.select({ logo: companySettings.companyLogoFileId }).from(companySettings).limit(1);

  return {
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
    roles: roleRows,
    company_logo: fileUrl(company?.logo),
    product_logo: null,
    password_security: user.passwordSecurity,
    email_notifications: user.emailNotifications,
    modules: moduleRows,
    module_permissions: Object.fromEntries(
      PERMISSION_RESOURCES.map((r) => [r, { add: granted.has(`${r}.add`) }]),
    ) as Profile['module_permissions'],
    permissions: (Object.keys(PERMISSION) as PermissionCode[]).filter((code) => granted.has(code)),
  };
}
