/**
 * The user- and role-management mutations, one per action, each mapped to its REST call:
 * `addUser`, `updateUser`, `assignUserRoles`, `deleteUser`, `createRole`, `updateRole`,
 * `assignRoleUsers`. The api enforces every rule; its 409 (a stale `version`, the last
 * administrator) arrives as CONFLICT with the api's message, its 400 as BAD_USER_INPUT with
 * `fieldErrors` keyed by the input's names. spec: access-and-administration §2 "User Management",
 * "Role Management", §5 "Add user", §6, §7, §8; api/CONTRACT.md "Users and roles".
 */
import type { PermissionCode } from '@certify/api/codes';
import type { GatewayContext } from '../context.js';
import type { MutationResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import { allRoles } from './adminLoaders.js';
import { roleFromRow, type UserModel, userFromRow } from './adminModels.js';

/** Rows searched when reading a new user back by e-mail. */
const READ_BACK_PAGE = 100;

/**
 * Runs a REST change and renames its field errors to the input's names where they differ from the
 * camel-cased REST key (`status` → `active`; `/editRole`'s `role_id` → `id`).
 */
async function withInputNames<T>(renames: Record<string, string>, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    const fieldErrors = (err as { extensions?: { fieldErrors?: Record<string, string> } }).extensions?.fieldErrors;
    if (fieldErrors) {
      for (const [from, to] of Object.entries(renames)) {
        if (from in fieldErrors && !(to in fieldErrors)) {
          fieldErrors[to] = fieldErrors[from]!;
          delete fieldErrors[from];
        }
      }
    }
    throw err;
  }
}

/** `active` → the api's `status` (absent or null: not sent). */
const statusOf = (active: boolean | null | undefined) => (typeof active === 'boolean' ? { status: active } : {});
/** `version` → the api's (absent or null: not sent, the last write wins). */
const versionOf = (version: number | null | undefined) => (typeof version === 'number' ? { version } : {});

/** The user as it is now (`/user/{id}/view`, not a row read earlier in this operation). */
async function reloadUser(ctx: GatewayContext, id: string): Promise<UserModel> {
  ctx.loaders.userView.clear(id);
  return userFromRow(await ctx.loaders.userView.load(id));
}

/** The role as it is now (from `/listRoles`), or null when it cannot be found. */
async function reloadRole(ctx: GatewayContext, match: (row: { id: number; name: string }) => boolean) {
  const row = (await allRoles(ctx.api)).find(match);
  return row ? roleFromRow(row) : null;
}

/** The administration mutations. spec: access-and-administration §2, §7. */
export const userAdminMutations: Pick<
  MutationResolvers,
  'addUser' | 'updateUser' | 'assignUserRoles' | 'deleteUser' | 'createRole' | 'updateRole' | 'assignRoleUsers'
> = {
  /** `POST /addUser` (§5 "Add user"), then the new user read back by its e-mail. */
  addUser: async (_p, { input }, ctx) => {
    const answer = await withInputNames({ status: 'active' }, () =>
      ctx.api.post('/addUser', {
        body: {
          first_name: input.firstName,
          last_name: input.lastName,
          mobile_number: input.mobileNumber,
          email: input.email,
          password: input.password,
          ...statusOf(input.active),
          role_ids: (input.roleIds ?? []).map(restId),
        },
      }),
    );
    const email = input.email.trim().toLowerCase();
    const found = await ctx.api.get('/listUsers', { query: { search: email, per_page: READ_BACK_PAGE } });
    const row = found.users.find((u) => u.email.toLowerCase() === email);
    return { message: answer.message, user: row ? userFromRow(row) : null };
  },
  /** `PUT /user/{id}/update`: names, mobile, status; a stale `version` → CONFLICT. */
  updateUser: async (_p, { input }, ctx) => {
    const answer = await withInputNames({ status: 'active' }, () =>
      ctx.api.put('/user/{id}/update', {
        params: { id: restId(input.id) },
        body: {
          first_name: input.firstName,
          last_name: input.lastName,
          mobile_number: input.mobileNumber,
          ...statusOf(input.active),
          ...versionOf(input.version),
        },
      }),
    );
    return { message: answer.message, user: await reloadUser(ctx, input.id) };
  },
  /** `POST /assignRole` (Assign Role): the user holds exactly `roleIds` afterwards. */
  assignUserRoles: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/assignRole', {
      body: { user_id: restId(input.userId), role_ids: input.roleIds.map(restId), ...versionOf(input.version) },
    });
    return { message: answer.message, user: await reloadUser(ctx, input.userId) };
  },
  /** `DELETE /user/{id}/delete` (soft): oneself → FORBIDDEN, the last administrator → CONFLICT. */
  deleteUser: async (_p, { input }, ctx) => {
    const answer = await ctx.api.delete('/user/{id}/delete', { params: { id: restId(input.id) } });
    ctx.loaders.userView.clear(input.id);
    return { message: answer.message, deletedUserId: input.id };
  },
  /** `POST /createRole`, then the new role read back by its (case-insensitively unique) name. */
  createRole: async (_p, { input }, ctx) => {
    const answer = await withInputNames({ status: 'active' }, () =>
      ctx.api.post('/createRole', {
        body: {
          name: input.name,
          ...statusOf(input.active),
          modules: input.modules ?? [],
          permissions: (input.permissions ?? []) as PermissionCode[],
        },
      }),
    );
    const name = input.name.trim().toLowerCase();
    return { message: answer.message, role: await reloadRole(ctx, (r) => r.name.toLowerCase() === name) };
  },
  /** `POST /editRole`: name, status and grants (absent: unchanged); a stale `version` → CONFLICT. */
  updateRole: async (_p, { input }, ctx) => {
    const answer = await withInputNames({ status: 'active', roleId: 'id' }, () =>
      ctx.api.post('/editRole', {
        body: {
          role_id: restId(input.id),
          name: input.name,
          ...statusOf(input.active),
          ...(input.modules ? { modules: input.modules } : {}),
          ...(input.permissions ? { permissions: input.permissions as PermissionCode[] } : {}),
          ...versionOf(input.version),
        },
      }),
    );
    const role = await reloadRole(ctx, (r) => String(r.id) === input.id);
    return { message: answer.message, role: role ?? { id: input.id, name: input.name } };
  },
  /** `POST /assignUsers`: gives the role to users (those holding it already are left alone). */
  assignRoleUsers: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/assignUsers', {
      body: { role_id: restId(input.roleId), user_ids: input.userIds.map(restId) },
    });
    for (const id of input.userIds) ctx.loaders.userView.clear(id);
    const role = await reloadRole(ctx, (r) => String(r.id) === input.roleId);
    return { message: answer.message, role: role ?? { id: input.roleId, name: '' } };
  },
};
