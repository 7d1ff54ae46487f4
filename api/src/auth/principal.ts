import 'fastify';
import type { ApiClientScopeCode } from '../codes.js';
/**
 * The authenticated caller of a request, set by the auth hook on `request.principal` from the
 * bearer token. Handlers read it; they never re-query the token.
 */
export interface Principal {
  userId: number;
  sessionId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Role ids (1 Administrator, 2 Requisitioner, 3 Approver, 4 Signee, 5 Printer, or added roles). */
  roleIds: number[];
  /** Granted module names (e.g. `requested_list`), union over roles. */
  modules: Set<string>;
  /** Granted permissions as `resource.action`, e.g. `requested_certificate.add`. */
  permissions: Set<string>;
  passwordSecurity: boolean;
  /** When this session last passed `/passwordToCheck`, or null. */
  signVerifiedAt: Date | null;
  /**
   * Set when the caller is an API client (docs/integrators.md "Create an API client"): then `userId` is the client's own user row,
   * `modules` and `permissions` are exactly its scopes' grants (auth/scopes.ts), and it may
   * call only routes marked `config: { apiClient: true }`.
   */
  apiClient: ApiClientIdentity | null;
}

/** The API client behind a principal. */
export interface ApiClientIdentity {
  id: number;
  name: string;
  scopes: ReadonlySet<ApiClientScopeCode>;
}

export { ROLE } from '../codes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every authenticated route; absent only on public routes. */
    principal: Principal;
  }
}
