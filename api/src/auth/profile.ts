/**
 * The profile part of the login answer (also `GET /me`): user, roles, logos, flags, the modules
 * granted by the user's active roles and the add permissions.
 * spec: access-and-administration §3 "Login response"; api/CONTRACT.md "Auth".
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { PERMISSION_RESOURCES, type profile } from './answers.js';
import { PERMISSION, type PermissionCode } from '../codes.js';

/** The profile part of the login answer (the schema in answers.ts is its single definition). */
export type Profile = z.infer<typeof profile>;

/** URL path of a stored file as served by `GET /files/{id}`. */
export const fileUrl = (id: number | null | undefined): string | null => (id == null ? null : `/files/${id}`);

/** The row of `loadProfile`'s one query. */
interface ProfileRow extends Record<string, unknown> {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password_security: boolean;
  email_notifications: boolean;
  roles: Profile['roles'] | null;
  modules: Profile['modules'] | null;
  permissions: string[] | null;
  company_logo_file_id: number | null;
}

/**
 * Builds the profile of user `userId` (who must exist) in ONE query: the user, their active roles,
 * the modules and permissions those grant and the organisation's logo. One query rather than five:
 * on the embedded database every statement costs its own round through PGlite (docs/architecture.md "A gateway that adds nothing": `/me`
 * took 11 ms of CPU there). spec: access-and-administration §3.
 */
export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const result = await db.execute<ProfileRow>(sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.password_security, u.email_notifications,
           (SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.id)
              FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status
             WHERE ur.user_id = u.id) AS roles,
           (SELECT json_agg(g ORDER BY g.section, g.priority, g.module_name) FROM (
              SELECT DISTINCT m.module_name, m.module_display_name, m.url, m.section, m.priority
                FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status
                JOIN role_modules rm ON rm.role_id = r.id
                JOIN modules m ON m.id = rm.module_id
               WHERE ur.user_id = u.id) g) AS modules,
           (SELECT array_agg(DISTINCT rp.resource || '.' || rp.action)
              FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status
              JOIN role_permissions rp ON rp.role_id = r.id
             WHERE ur.user_id = u.id) AS permissions,
           (SELECT cs.company_logo_file_id FROM company_settings cs LIMIT 1) AS company_logo_file_id
      FROM users u
     WHERE u.id = ${userId}`);
  const user = result.rows[0];
  if (!user) throw new Error(`user ${userId} not found`);
  const granted = new Set(user.permissions ?? []);
  return {
    user: { id: Number(user.id), first_name: user.first_name, last_name: user.last_name, email: user.email },
    roles: user.roles ?? [],
    company_logo: fileUrl(user.company_logo_file_id),
    product_logo: null,
    password_security: user.password_security,
    email_notifications: user.email_notifications,
    modules: user.modules ?? [],
    module_permissions: Object.fromEntries(
      PERMISSION_RESOURCES.map((r) => [r, { add: granted.has(`${r}.add`) }]),
    ) as Profile['module_permissions'],
    permissions: (Object.keys(PERMISSION) as PermissionCode[]).filter((code) => granted.has(code)),
  };
}
