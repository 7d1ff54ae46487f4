import type { MutationResolvers, QueryResolvers, UserResolvers, ViewerResolvers } from '../generated/resolvers.js';
import type { ViewerModel } from './models.js';

/** `Query.viewer` via `GET /me` (access-and-administration §3 Login response). */
export const userQueries: Pick<QueryResolvers, 'viewer'> = {
  viewer: async (_parent, _args, ctx) => ({ me: await ctx.loaders.me(), token: ctx.token ?? '' }),
};

/** Login, logout and the sign-password check (access §2 Login page, §7; certificate-workflow §4 signing). */
export const userMutations: Pick<MutationResolvers, 'login' | 'logout' | 'checkSignPassword'> = {
  /** `POST /login`: wrong credentials → UNAUTHENTICATED, throttled → TOO_MANY_REQUESTS. */
  login: async (_parent, { input }, ctx) => {
    const answer = await ctx.api.post('/login', {
      anonymous: true,
      body: { email: input.email, password: input.password },
    });
    return { token: answer.token, expiresAt: answer.expires_at, viewer: { me: answer, token: answer.token } };
  },
  /** `POST /logout`: revokes the caller's token. */
  logout: async (_parent, _args, ctx) => {
    const answer = await ctx.api.post('/logout', {});
    return { success: answer.success === 1 };
  },
  /**
   * `POST /passwordToCheck`: a wrong password answers `success: false` with the api's message
   * ("Incorrect password") rather than an error; throttling still raises TOO_MANY_REQUESTS.
   */
  checkSignPassword: async (_parent, { input }, ctx) => {
    try {
      const answer = await ctx.api.post('/passwordToCheck', {
        body: { password: input.password },
      });
      return { success: answer.success === 1, message: answer.message };
    } catch (err) {
      const ext = (err as { extensions?: { code?: unknown; fieldErrors?: { password?: string } } }).extensions;
      if (ext?.code === 'BAD_USER_INPUT' && ext.fieldErrors?.password) {
        return { success: false, message: ext.fieldErrors.password };
      }
      throw err;
    }
  },
};

/** `Viewer` fields from the login/`/me` answer; `hasSignature` asks `/signatureDetails` lazily. */
export const viewerResolvers: ViewerResolvers = {
  user: (v: ViewerModel) => {
    const u = v.me.user;
    return {
      id: String(u.id),
      firstName: u.first_name,
      lastName: u.last_name,
      fullName: `${u.first_name} ${u.last_name}`.trim(),
      email: u.email,
    };
  },
  roles: (v) => v.me.roles.map((r) => ({ id: String(r.id), name: r.name })),
  modules: (v) =>
    [...v.me.modules]
      .sort((a, b) => a.section - b.section || a.priority - b.priority)
      .map((m) => ({
        name: m.module_name,
        displayName: m.module_display_name,
        url: m.url,
        section: m.section,
        priority: m.priority,
      })),
  permissions: (v) => v.me.permissions,
  passwordSecurity: (v) => v.me.password_security,
  emailNotifications: (v) => v.me.email_notifications,
  /** The viewer's own token (login answers carry a new one), through the loader when it is the caller's. */
  hasSignature: async (v, _args, ctx) => {
    try {
      const answer =
        v.token === ctx.token
          ? await ctx.loaders.signature()
          : await ctx.api.get('/signatureDetails', { token: v.token });
      return answer.success === 1 && Boolean(answer.signature);
    } catch (err) {
      // "Please save your Signature" may come as a 400/404 answer: no signature, not a failure.
      const code = (err as { extensions?: { code?: unknown } }).extensions?.code;
      if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') return false;
      throw err;
    }
  },
  companyLogoUrl: (v) => v.me.company_logo,
  productLogoUrl: (v) => v.me.product_logo,
};

/** `User.fullName` when a resolver built a User without it. */
export const userResolvers: UserResolvers = {
  fullName: (u) => u.fullName ?? `${u.firstName} ${u.lastName}`.trim(),
};
