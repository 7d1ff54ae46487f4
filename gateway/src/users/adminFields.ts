/**
 * The administration fields of `User` and `Role` (spec: access-and-administration §3 User, Role).
 * A user or role read by the administration screens carries its row; any other (a certificate's
 * requisitioner or signee, a lookup, the viewer's profile) reads it lazily through the loaders, and
 * the field is null for a caller without user (role) management.
 */
import type { GatewayContext } from '../context.js';
import type { ModuleSection, RoleResolvers, UserResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import type { GrantOptionsAnswer } from './adminLoaders.js';
import { orNull } from './adminLoaders.js';
import type { RoleModel, RoleRow, UserModel, UserRow } from './adminModels.js';

/** A role the caller may not read (no role management) or that is gone: its users are null. */
const NOT_READABLE: ReadonlySet<string> = new Set(['FORBIDDEN', 'NOT_FOUND']);

/** The user's row: the one it came with, else `/user/{id}/view` (null when the caller may not read it). */
const rowOf = async (u: UserModel, ctx: GatewayContext): Promise<UserRow | null> =>
  u.row ?? orNull(() => ctx.loaders.userView.load(u.id));

/** The role's row: the one it came with, else from `/listRoles` (null without role management). */
const roleRowOf = async (r: RoleModel, ctx: GatewayContext): Promise<RoleRow | null> =>
  r.row ?? (await ctx.loaders.roleDirectory())?.get(r.id) ?? null;

/** A grantable module as a `Module`; its priority is its place in its section's menu order. */
export function modulesOf(options: GrantOptionsAnswer) {
  const placeInSection = new Map<number, number>();
  return options.modules.map((m) => {
    const priority = (placeInSection.get(m.section) ?? 0) + 1;
    placeInSection.set(m.section, priority);
    return {
      name: m.module_name,
      displayName: m.module_display_name,
      url: m.url,
      section: m.section as ModuleSection,
      priority,
    };
  });
}

/** `User` administration fields (and `email` for users that came without it). */
export const userAdminFields: Pick<UserResolvers, 'email' | 'mobileNumber' | 'active' | 'roles' | 'version'> = {
  /** The e-mail it came with (null from a certificate's names), else the view's. */
  email: async (u, _a, ctx) => (u.email !== undefined ? u.email : ((await rowOf(u, ctx))?.email ?? null)),
  mobileNumber: async (u, _a, ctx) => (await rowOf(u, ctx))?.mobile_number ?? null,
  active: async (u, _a, ctx) => {
    if (u.row) return u.row.status;
    const row = await rowOf(u, ctx);
    return row ? row.status : (u.active ?? null);
  },
  roles: async (u, _a, ctx) => (await rowOf(u, ctx))?.roles.map((r) => ({ id: String(r.id), name: r.name })) ?? null,
  version: async (u, _a, ctx) => (await rowOf(u, ctx))?.version ?? null,
};

/** `Role` fields; the administration ones are null without role management. */
export const roleResolvers: RoleResolvers = {
  id: (r) => r.id,
  name: (r) => r.row?.name ?? r.name,
  active: async (r, _a, ctx) => (await roleRowOf(r, ctx))?.status ?? null,
  userCount: async (r, _a, ctx) => (await roleRowOf(r, ctx))?.user_count ?? null,
  version: async (r, _a, ctx) => (await roleRowOf(r, ctx))?.version ?? null,
  /** Module names → `Module`s (labels and sections from `/grantOptions`), in menu order. */
  modules: async (r, _a, ctx) => {
    const row = await roleRowOf(r, ctx);
    if (!row) return null;
    const granted = new Set(row.modules);
    return modulesOf(await ctx.loaders.grantOptions()).filter((m) => granted.has(m.name));
  },
  /** Permission codes → `Permission`s with the labels of `/grantOptions`. */
  permissions: async (r, _a, ctx) => {
    const row = await roleRowOf(r, ctx);
    if (!row) return null;
    const labels = new Map((await ctx.loaders.grantOptions()).permissions.map((p) => [p.code, p.label]));
    return row.permissions.map((code) => ({ code, label: labels.get(code) ?? code }));
  },
  /** `GET /roleUsers/{id}` (the Details button): a page of the role's users. */
  users: async (r, { page, pageSize }, ctx) => {
    const answer = await orNull(
      () =>
        ctx.api.get('/roleUsers/{id}', {
          params: { id: restId(r.id) },
          query: { page: page ?? 1, per_page: pageSize ?? 5 },
        }),
      NOT_READABLE,
    );
    if (!answer) return null;
    return {
      nodes: answer.users.map((u) => ({
        id: String(u.id),
        firstName: u.first_name,
        lastName: u.last_name,
        fullName: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
        active: u.status,
      })),
      totalCount: answer.total,
      page: answer.page,
      pageSize: answer.per_page,
    };
  },
};
