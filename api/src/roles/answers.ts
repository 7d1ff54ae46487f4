/**
 * Answer schemas of the role-management calls. spec: access-and-administration §2 "Role
 * Management", §3 "Role", §7.
 */
import { z } from 'zod';
import { pageAnswerKeys } from '../http/paging.js';
import { PERMISSION_CODES } from './schemas.js';

const permissionCode = z.enum(PERMISSION_CODES).meta({ id: 'PermissionCode' });

/** A role with its grants and how many (not deleted) users hold it. */
export const roleRow = z
  .object({
    id: z.int(),
    name: z.string(),
    status: z.boolean().describe('true active; an inactive role grants nothing'),
    user_count: z.int().describe('Users holding the role (deleted ones not counted)'),
    modules: z.array(z.string()).describe('module_name of each granted module'),
    permissions: z.array(permissionCode),
    version: z.int().describe('Send it back with /editRole: a stale one answers 409'),
  })
  .meta({ id: 'RoleRow' });
export type RoleRow = z.infer<typeof roleRow>;

/** `GET /listRoles`. */
export const rolesAnswer = z.object({
  success: z.literal(1),
  roles: z.array(roleRow),
  ...pageAnswerKeys,
});

/** `POST /unassignedUsers`: active users without the role, by name. */
export const unassignedUsersAnswer = z.object({
  success: z.literal(1),
  users: z.array(z.object({ id: z.int(), full_name: z.string() })),
});

/** `GET /roleUsers/{id}` (extension): a page of the role's users. */
export const roleUsersAnswer = z.object({
  success: z.literal(1),
  role: z.object({ id: z.int(), name: z.string() }),
  users: z.array(
    z.object({
      id: z.int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      status: z.boolean(),
    }),
  ),
  ...pageAnswerKeys,
});

/** `GET /grantOptions` (extension): what a role can grant. */
export const grantOptionsAnswer = z.object({
  success: z.literal(1),
  modules: z.array(
    z.object({
      module_name: z.string(),
      module_display_name: z.string(),
      section: z.int().describe('2 certificates, 4 master, 5 settings'),
      url: z.string(),
    }),
  ),
  permissions: z.array(z.object({ code: permissionCode, label: z.string() })),
});
