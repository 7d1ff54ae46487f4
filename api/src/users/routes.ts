/**
 * User management: `GET /listUsers`, `POST /addUser`, `GET /user/{id}/view`, `PUT /user/{id}/update`
 * (the spec's POST with `_method=PUT` reaches it through the not-found handler), `POST /assignRole`,
 * `DELETE /user/{id}/delete`. Every route needs module `user_management`.
 * spec: access-and-administration §2 "User Management", §5 "Add user", §7; api/CONTRACT.md
 * "Users and roles".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { pageKeysOf, pageWindow } from '../http/paging.js';
import { requireModule } from '../auth/guards.js';
import { errorAnswer, errors, json, messageAnswer } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import { fastifyPath } from '../http/paths.js';
import { userDeletedAnswer, usersAnswer, userViewAnswer } from './answers.js';
import { listUsers, loadUserRow } from './list.js';
import { addUser, assignRoles, deleteUser, updateUser } from './manage.js';
import { addUserBody, assignRoleBody, listUsersQuery, updateUserBody, USER_MESSAGES, userIdParams } from './schemas.js';

const TAGS = ['Users'];
const MODULE = 'user_management';
const guard = requireModule(MODULE);
const needs = `Needs module \`${MODULE}\`.`;
const stale = json(
  errorAnswer,
  'The user changed since the client read it (`version`), or no active administrator would remain; nothing was changed.',
);

/** Registers the user-management routes. spec: access-and-administration §7. */
export async function registerUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** GET /listUsers — a searched, sorted page of users (deleted ones left out). spec: §2, §7. */
  api.get(
    '/listUsers',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of users with their roles, searched and sorted',
        description: `Deleted users are left out. ${needs}`,
        querystring: listUsersQuery,
        response: { 200: json(usersAnswer, 'The page of users'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q);
      const { rows, total } = await listUsers(db, q, window);
      return { success: 1 as const, users: rows, ...pageKeysOf(window, rows.length, total) };
    },
  );

  /** POST /addUser — a new user; 400 with §5's messages, or on a taken e-mail. spec: §5, §7. */
  api.post(
    '/addUser',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a user (active unless status is 0), optionally with roles',
        description: `400 "${USER_MESSAGES.emailTaken}" on \`email\` when another user (even a deleted one) has it, whatever the case. ${needs}`,
        body: addUserBody,
        response: { 200: json(messageAnswer, 'Added'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => {
      await addUser(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: 'User added successfully' };
    },
  );

  /** GET /user/{id}/view — one user as a list row. spec: §7. */
  api.get(
    fastifyPath('/user/{id}/view'),
    {
      schema: {
        tags: TAGS,
        summary: 'One user with their roles and version',
        description: `404 for an unknown or deleted user. ${needs}`,
        params: userIdParams,
        response: { 200: json(userViewAnswer, 'The user'), ...errors(400, 401, 403, 404) },
      },
      preValidation: guard,
    },
    async (request) => {
      const user = await loadUserRow(db, request.params.id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      return { success: 1 as const, user };
    },
  );

  /** PUT /user/{id}/update — names, mobile and status. spec: §7 (POST with method override PUT). */
  api.put(
    fastifyPath('/user/{id}/update'),
    {
      schema: {
        tags: TAGS,
        summary: 'Update a user’s names, mobile number and status',
        description:
          'Also reached as POST with `_method=PUT` (the spec’s method override). Deactivating ends the ' +
          'user’s sessions and live connections. 409 when `version` is stale or no active administrator ' +
          `would remain. ${needs}`,
        params: userIdParams,
        body: updateUserBody,
        response: { 200: json(messageAnswer, 'Updated'), ...errors(400, 401, 403, 404), 409: stale },
      },
      preValidation: guard,
    },
    async (request) => {
      await updateUser(deps, request.principal.userId, request.params.id, request.body);
      return { success: 1 as const, message: 'User updated successfully' };
    },
  );

  /** POST /assignRole — the user's roles become exactly `role_ids`. spec: §2 "Assign Role", §7. */
  api.post(
    '/assignRole',
    {
      schema: {
        tags: TAGS,
        summary: 'Set the roles of a user',
        description:
          'A change ends the user’s sessions (their grants changed; they sign in again). 409 when ' +
          `\`version\` is stale or no active administrator would remain. ${needs}`,
        body: assignRoleBody,
        response: { 200: json(messageAnswer, 'Assigned'), ...errors(400, 401, 403, 404), 409: stale },
      },
      preValidation: guard,
    },
    async (request) => {
      await assignRoles(deps, request.principal.userId, request.body);
      return { success: 1 as const, message: 'Roles assigned successfully' };
    },
  );

  /** DELETE /user/{id}/delete — soft delete. spec: §6 (not oneself), §7 (`user_details`). */
  api.delete(
    fastifyPath('/user/{id}/delete'),
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a user (kept for the certificates’ history, never shown again)',
        description:
          `403 "${USER_MESSAGES.deleteSelf}" on oneself; 404 unknown or already deleted; 409 when no active ` +
          `administrator would remain. Ends the user’s sessions. ${needs}`,
        params: userIdParams,
        response: { 200: json(userDeletedAnswer, 'Deleted'), ...errors(400, 401, 403, 404), 409: stale },
      },
      preValidation: guard,
    },
    async (request) => {
      await deleteUser(deps, request.principal.userId, request.params.id);
      const message = 'User deleted successfully';
      return { success: 1 as const, message, user_details: message };
    },
  );
}
