/**
 * Sets `request.principal` from the bearer token on every route not marked `config: { public: true }`;
 * 401 `{ success: 0, message: "Unauthenticated." }` otherwise. spec: api/CONTRACT.md "Conventions".
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import { API_CLIENT_ROUTE_FORBIDDEN } from './scopes.js';
import { authenticateToken } from './authenticate.js';
import type { PrincipalCache } from './principalCache.js';
import { bearerToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No bearer token needed (`/login`, `/health`, password reset…). */
    public?: boolean;
    /**
     * API clients may call this route (docs/integrators.md "Create an API client"): the others answer them 403. Their scopes'
     * grants still decide, through the route's own guards.
     */
    apiClient?: boolean;
  }
}

/**
 * Registers the auth hook; principals come through `principals` (kept a few seconds per token:
 * docs/architecture.md "Queries that scale"). spec: api/CONTRACT.md "Conventions" (Auth).
 */
export function registerAuthHook(app: FastifyInstance, db: Db, principals?: PrincipalCache): void {
  app.decorateRequest('principal', undefined as never);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const principal = await authenticateToken(db, token, principals);
    if (!principal) throw unauthenticated();
    request.principal = principal;
    if (principal.apiClient && !request.routeOptions.config?.apiClient) throw forbidden(API_CLIENT_ROUTE_FORBIDDEN);
  });
}
