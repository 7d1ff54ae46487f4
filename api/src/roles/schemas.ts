/**
 * Request schemas of the role-management calls. The spec gives no messages for roles; ours say
 * what to fix. spec: access-and-administration §2 "Role Management", §7 (/listRoles, /createRole,
 * /editRole, /unassignedUsers, /assignUsers); docs/product.md "Administration".
 */
import { z } from 'zod';
import { pageFields } from '../http/paging.js';
import { PERMISSION, type PermissionCode } from '../codes.js';
import { fieldsOf, flag, id, idList, LIMITS, text, toList } from '../http/fields.js';
import { optionalVersion } from '../users/schemas.js';

export const ROLE_MESSAGES = {
  name: 'Please enter Role name',
  nameTaken: 'The role name has already been taken.',
  status: 'Status must be 0 (inactive) or 1 (active)',
  role: 'Please select a role',
  notFound: 'Role not found',
  module: 'Unknown module',
  permission: 'Unknown permission',
  users: 'Please select at least one user',
  user: 'Invalid user',
  stale: 'This role was changed by someone else. Reload it and try again.',
} as const;

/** Modules or permissions in one role at most. */
const MAX_GRANTS = 100;

/** The codes of `PERMISSION` (api/src/codes.ts), for `z.enum`. */
export const PERMISSION_CODES = Object.keys(PERMISSION) as [PermissionCode, ...PermissionCode[]];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const unique = <T>(values: T[]) => [...new Set(values)];

/** A list of grants (`modules[]=a&modules[]=b`, `["a","b"]`, `a,b`), duplicates removed; absent is none. */
function grantList<T extends z.ZodType<string>>(item: T) {
  const list = z
    .array(item)
    .max(MAX_GRANTS, { error: `At most ${MAX_GRANTS} at a time` })
    .transform((v) => unique(v));
  return z.preprocess(toList, list).default([]);
}

/** A list of grants where absent stays undefined ("unchanged") while `''` or `[]` mean "none". */
function optionalGrantList<T extends z.ZodType<string>>(item: T) {
  const list = z
    .array(item)
    .max(MAX_GRANTS, { error: `At most ${MAX_GRANTS} at a time` })
    .transform((v) => unique(v));
  return z.preprocess((v) => (v === undefined ? undefined : toList(v)), list.optional());
}

/** A module name as `/grantOptions` lists them (letters, digits, `_`, `-`, `.`). */
const moduleName = z
  .string({ error: ROLE_MESSAGES.module })
  .max(LIMITS.name, { error: ROLE_MESSAGES.module })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: ROLE_MESSAGES.module });
const permissionCode = z.enum(PERMISSION_CODES, { error: ROLE_MESSAGES.permission });

const roleName = text({ max: LIMITS.name, required: ROLE_MESSAGES.name, label: 'Role name' });
const status = z.preprocess(blank, flag(ROLE_MESSAGES.status).optional());

/** `GET /listRoles` query. spec: access-and-administration §2 "Role Management" (sortable by name, page size 5). */
export const listRolesQuery = fieldsOf({
  ...pageFields(),
  sort_by: z.preprocess(blank, z.enum(['name'], { error: 'sort_by must be name' }).default('name')),
  sort_dir: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() || undefined : blank(v)),
    z.enum(['asc', 'desc'], { error: 'sort_dir must be asc or desc' }).default('asc'),
  ),
});
export type ListRolesQuery = z.infer<typeof listRolesQuery>;

/** `POST /createRole`. spec: access-and-administration §7. */
export const createRoleBody = fieldsOf({
  name: roleName,
  status: status.describe('1 active (default), 0 inactive'),
  modules: grantList(moduleName).describe('Module names the role grants (see /grantOptions)'),
  permissions: grantList(permissionCode).describe('Permission codes the role grants (see /grantOptions)'),
});
export type CreateRoleInput = z.infer<typeof createRoleBody>;

/** `POST /editRole`: absent `status`, `modules` or `permissions` stay as they are. spec: §7. */
export const editRoleBody = fieldsOf({
  role_id: id(ROLE_MESSAGES.role),
  name: roleName,
  status: status.describe('1 active, 0 inactive; absent: unchanged'),
  modules: optionalGrantList(moduleName).describe('Every module the role grants; absent: unchanged, empty: none'),
  permissions: optionalGrantList(permissionCode).describe(
    'Every permission the role grants; absent: unchanged, empty: none',
  ),
  version: optionalVersion,
});
export type EditRoleInput = z.infer<typeof editRoleBody>;

/** `POST /unassignedUsers`. spec: §7. */
export const unassignedUsersBody = fieldsOf({ role_id: id(ROLE_MESSAGES.role) });

/** `POST /assignUsers`: adds the users to the role (those who hold it already are left as they are). spec: §7. */
export const assignUsersBody = fieldsOf({
  role_id: id(ROLE_MESSAGES.role),
  user_ids: idList(ROLE_MESSAGES.users, { max: LIMITS.ids }).describe('Users to give the role'),
});
export type AssignUsersInput = z.infer<typeof assignUsersBody>;

/** `GET /roleUsers/{id}` query (extension). */
export const roleUsersQuery = fieldsOf({
  ...pageFields(),
});

/** The `{ id }` path parameter of `/roleUsers/{id}`. */
export const roleIdParams = z.object({ id: id('Invalid role id') });
