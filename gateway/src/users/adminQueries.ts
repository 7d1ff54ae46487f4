/**
 * The user- and role-management queries: `users`, `user`, `roles`, `unassignedUsers`,
 * `grantOptions`. Each maps to its REST call (the api guards them by module: FORBIDDEN without
 * user or role management). spec: access-and-administration §2 "User Management", "Role
 * Management", §7; api/CONTRACT.md "Users and roles".
 */
import type { QueryResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import { allRoles, errorCode } from './adminLoaders.js';
import { modulesOf } from './adminFields.js';
import { roleFromRow, userFromRow } from './adminModels.js';
import { splitName } from './models.js';

/** The administration queries. spec: access-and-administration §2, §7. */
export const userAdminQueries: Pick<
  QueryResolvers,
  'users' | 'user' | 'roles' | 'role' | 'unassignedUsers' | 'grantOptions'
> = {
  /** `GET /listUsers`: a searched, sorted page; its rows also answer later view look-ups. */
  users: async (_p, { search, page, pageSize, sort }, ctx) => {
    const answer = await ctx.api.get('/listUsers', {
      query: {
        page: page ?? 1,
        per_page: pageSize ?? 5,
        ...(search?.trim() ? { search: search.trim() } : {}),
        ...(sort ? { sort_by: sort.field, sort_dir: sort.direction } : {}),
      },
    });
    for (const row of answer.users) ctx.loaders.userView.prime(String(row.id), row);
    return {
      nodes: answer.users.map(userFromRow),
      totalCount: answer.total,
      page: answer.page,
      pageSize: answer.per_page,
    };
  },
  /** `GET /user/{id}/view`: null when unknown or deleted; FORBIDDEN without user management. */
  user: async (_p, { id }, ctx) => {
    try {
      return userFromRow(await ctx.loaders.userView.load(id));
    } catch (err) {
      if (errorCode(err) === 'NOT_FOUND') return null;
      throw err;
    }
  },
  /** `GET /listRoles`: a page of roles sorted by name. */
  roles: async (_p, { page, pageSize, sortDirection }, ctx) => {
    const answer = await ctx.api.get('/listRoles', {
      query: { page: page ?? 1, per_page: pageSize ?? 5, sort_by: 'name', sort_dir: sortDirection ?? 'asc' },
    });
    return {
      nodes: answer.roles.map(roleFromRow),
      totalCount: answer.total,
      page: answer.page,
      pageSize: answer.per_page,
    };
  },
  /** One role from `/listRoles` (paged through): null when unknown; FORBIDDEN without role management. */
  role: async (_p, { id }, ctx) => {
    const row = (await allRoles(ctx.api)).find((r) => String(r.id) === id);
    return row ? roleFromRow(row) : null;
  },
  /** `POST /unassignedUsers`: active users without the role (their e-mail is read lazily). */
  unassignedUsers: async (_p, { roleId }, ctx) => {
    const answer = await ctx.api.post('/unassignedUsers', { body: { role_id: restId(roleId) } });
    return answer.users.map((u) => ({ id: String(u.id), ...splitName(u.full_name), fullName: u.full_name }));
  },
  /** `GET /grantOptions`: every module (with its section) and permission (with its label). */
  grantOptions: async (_p, _a, ctx) => {
    const options = await ctx.loaders.grantOptions();
    return { modules: modulesOf(options), permissions: options.permissions };
  },
};
