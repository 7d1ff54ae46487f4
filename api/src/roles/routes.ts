/**
 * Role management: `GET /listRoles`, `POST /createRole`, `POST /editRole`, `POST /unassignedUsers`,
 * `POST /assignUsers`, and the extensions `GET /roleUsers/{id}` (the Details button) and
 * `GET /grantOptions` (what the role modal offers). Every route needs module `role_management`.
 * spec: access-and-administration §2 "Role Management", §7; api/CONTRACT.md "Users and roles".
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { pageKeysOf, pageWindow } from '../http/paging.js';
import { requireModule } from '../auth/guards.js';
import { roles } from '../db/schema.js';
import { errorAnswer, errors, json, messageAnswer } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import { fastifyPath } from '../http/paths.js';
import { grantOptionsAnswer, roleUsersAnswer, rolesAnswer, unassignedUsersAnswer } from './answers.js';
import { grantOptions, listRoles, roleUsers, unassignedUsers } from './list.js';
import { assignUsers, createRole, editRole } from './manage.js';
import {
  assignUsersBody,
  createRoleBody,
  editRoleBody,
  listRolesQuery,
  ROLE_MESSAGES,
  roleIdParams,
  roleUsersQuery,
  unassignedUsersBody,
} from './schemas.js';

const TAGS = ['Roles'];
const MODULE = 'role_management';
const guard = requireModule(MODULE);
const needs = `Needs module \`${MODULE}\`.`;
const stale = json(
  errorAnswer,
  'The role changed since the client read it (`version`), or no active administrator would remain; nothing was changed.',
);

/** Registers the role-management routes. spec: access-and-administration §7. */
export async function registerRoleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** 404 unless role `id` exists; answers its name. */
  const roleName = async (id: number): Promise<string> => {
    const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, id));
    if (!role) throw notFound(ROLE_MESSAGES.notFound);
    return role.name;
  };

  /**
   * GET /listRoles — a page of roles with grants and user counts, sorted by name. Also readable with
   * user management alone: its Assign Role dialog offers the roles. spec: §2, §7.
   */
  api.get(
    '/listRoles',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of roles with their grants and user counts, sorted by name',
        description: 'Needs module `role_management` or `user_management` (the Assign Role dialog lists the roles).',
        querystring: listRolesQuery,
        response: { 200: json(rolesAnswer, 'The page of roles'), ...errors(400, 401, 403) },
      },
      preValidation: requireModule(MODULE, 'user_management'),
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q);
      const { rows, total } = await listRoles(db, q, window);
      return { success: 1 as const, roles: rows, ...pageKeysOf(window, rows.length, total) };
    },
  );

  /** POST /createRole — a role with its modules and permissions. spec: §2 "Add Roles", §7. */
  api.post(
    '/createRole',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a role with the modules and permissions it grants',
        description: `400 "${ROLE_MESSAGES.nameTaken}" on \`name\` when another role has it, whatever the case. ${needs}`,
        body: createRoleBody,
        response: { 200: json(messageAnswer, 'Added'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => {
      await createRole(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: 'Role created successfully' };
    },
  );

  /** POST /editRole — name, status and grants. spec: §2 (edit icon), §7. */
  api.post(
    '/editRole',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a role’s name, status and grants',
        description:
          'A change of status or grants ends the sessions of the role’s users (they sign in again with ' +
          `the new grants). ${needs}`,
        body: editRoleBody,
        response: { 200: json(messageAnswer, 'Saved'), ...errors(400, 401, 403, 404), 409: stale },
      },
      preValidation: guard,
    },
    async (request) => {
      await editRole(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: 'Role updated successfully' };
    },
  );

  /** POST /unassignedUsers — active users who do not hold the role yet. spec: §2, §7. */
  api.post(
    '/unassignedUsers',
    {
      schema: {
        tags: TAGS,
        summary: 'Active users who do not hold the role (to assign)',
        description: needs,
        body: unassignedUsersBody,
        response: { 200: json(unassignedUsersAnswer, 'The users'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      await roleName(request.body.role_id);
      return { success: 1 as const, users: await unassignedUsers(db, request.body.role_id) };
    },
  );

  /** POST /assignUsers — gives the role to users. spec: §2, §7. */
  api.post(
    '/assignUsers',
    {
      schema: {
        tags: TAGS,
        summary: 'Give a role to users',
        description:
          'Users who hold the role already are left as they are; each newly given user’s sessions end ' +
          `(their grants changed). ${needs}`,
        body: assignUsersBody,
        response: { 200: json(messageAnswer, 'Assigned'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      await assignUsers(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: 'Users assigned successfully' };
    },
  );

  /** GET /roleUsers/{id} — a page of the role's users (extension: the Details button). spec: §2. */
  api.get(
    fastifyPath('/roleUsers/{id}'),
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the users holding a role (extension)',
        description: `Deleted users are left out. ${needs}`,
        params: roleIdParams,
        querystring: roleUsersQuery,
        response: { 200: json(roleUsersAnswer, 'The users'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { id } = request.params;
      const name = await roleName(id);
      const window = pageWindow(request.query);
      const { rows, total } = await roleUsers(db, id, window);
      return { success: 1 as const, role: { id, name }, users: rows, ...pageKeysOf(window, rows.length, total) };
    },
  );

  /** GET /grantOptions — every module and permission a role can grant (extension). spec: §2. */
  api.get(
    '/grantOptions',
    {
      schema: {
        tags: TAGS,
        summary: 'Every module and permission a role can grant (extension)',
        description: needs,
        response: { 200: json(grantOptionsAnswer, 'The options'), ...errors(401, 403) },
      },
      preValidation: guard,
    },
    async () => ({ success: 1 as const, ...(await grantOptions(db)) }),
  );
}
