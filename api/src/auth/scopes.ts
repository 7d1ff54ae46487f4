/**
 * What each API client scope grants (docs/integrators.md "Create an API client": scopes are few and named for what
 * integrators do; a client can do nothing outside them). A client's principal holds exactly the
 * modules and permissions of its scopes (authenticate.ts), so every route's own module and
 * permission guards apply to it unchanged; besides, a client may call only the routes marked
 * `config: { apiClient: true }` (the auth hook refuses the rest), so routes that act on a person
 * (profile, password, signature, notifications) stay closed to machines.
 */
import type { FastifyRequest } from 'fastify';
import { API_CLIENT_SCOPE, type ApiClientScopeCode, codesOf, LIST_ENDPOINTS, type PermissionCode } from '../codes.js';
import { forbidden } from '../http/errors.js';

/** The scopes, as a tuple for zod. */
export const API_CLIENT_SCOPES = codesOf(API_CLIENT_SCOPE);

/** The modules and permissions a scope grants. */
export interface ScopeGrant {
  modules: readonly string[];
  permissions: readonly PermissionCode[];
}

/**
 * THE map of scope → grants.
 * - `register:read`: every certificate list module (so the register and any certificate's details).
 * - `certificates:request`: requesting, with the look-ups a request needs (courses, campuses,
 *   students); it reads back only the certificates it requested.
 * - `webhooks:manage`: no module; webhook routes check the scope itself.
 */
export const SCOPE_GRANTS: Record<ApiClientScopeCode, ScopeGrant> = {
  [API_CLIENT_SCOPE.REGISTER_READ]: { modules: Object.values(LIST_ENDPOINTS).map((e) => e.module), permissions: [] },
  [API_CLIENT_SCOPE.CERTIFICATES_REQUEST]: {
    // The permission alone opens the student picker; no list module (a requesting client sees only
    // what it requested, as its requisitioner).
    modules: ['campus_list', 'course_list'],
    permissions: ['requested_certificate.add'],
  },
  [API_CLIENT_SCOPE.WEBHOOKS_MANAGE]: { modules: [], permissions: [] },
};

/** The union of the grants of `scopes`. */
export function grantsOfScopes(scopes: readonly ApiClientScopeCode[]): {
  modules: Set<string>;
  permissions: Set<string>;
} {
  const modules = new Set<string>();
  const permissions = new Set<string>();
  for (const scope of scopes) {
    const grant = SCOPE_GRANTS[scope];
    if (!grant) continue; // a scope this version no longer knows grants nothing
    for (const m of grant.modules) modules.add(m);
    for (const p of grant.permissions) permissions.add(p);
  }
  return { modules, permissions };
}

/** The 403 message of a route an API client may not call. */
export const API_CLIENT_ROUTE_FORBIDDEN = 'API clients may not use this operation';

/**
 * Guard: the caller is an API client holding `scope`, or a staff member who holds one of
 * `staffModules` (administrators manage every client's webhooks). 403 otherwise.
 */
export function requireScope(scope: ApiClientScopeCode, ...staffModules: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const { apiClient, modules } = request.principal;
    if (apiClient ? apiClient.scopes.has(scope) : staffModules.some((m) => modules.has(m))) return;
    throw forbidden(
      apiClient ? `This API client lacks the scope ${scope}` : `Your roles do not grant access to ${scope}`,
    );
  };
}
