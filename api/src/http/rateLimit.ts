/**
 * The api's per-address rate limit (docs/security.md "Query limits and rate limits"; docs/security.md "Rate limits"):
 * `API_RATE_LIMIT_ADDRESS` requests a minute from one address (IPv6: one /64), counted in memory
 * on the embedded database and in PostgreSQL (`rate_limits`, shared by every instance) on a server.
 * Calls that prove to come from the gateway (`GATEWAY_SECRET`) are not counted here: the gateway
 * limits each browser and principal itself, and one GraphQL operation may take several calls.
 * `/health` and `/ready` are never limited. A refusal answers 429 `{ success: 0, code:
 * "RATE_LIMITED", message, retry_after_seconds }` with `Retry-After`; every counted answer carries
 * the `RateLimit-*` headers. spec: api/CONTRACT.md "Conventions" (429).
 */
import { addressKey, RateLimits, rateLimitHeaders, rateLimitMessage } from '@certify/runtime';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { errors } from './answers.js';
import { tooManyRequests } from './errors.js';

/** Routes no limit applies to: an orchestrator's probes. */
const UNLIMITED = new Set(['/health', '/ready']);

/** Whether `route` declares its answers in the contract (and so must declare its 429). */
const documented = (route: RouteOptions): boolean =>
  !!route.schema && !(route.schema as { hide?: boolean }).hide && !UNLIMITED.has(route.url);

/**
 * Registers the limit. Call before the OpenAPI document and the routes, so each route's published
 * answers include the 429 it may now give.
 */
export function registerRateLimit(app: FastifyInstance, deps: AppDeps): void {
  const limits = new RateLimits(
    'api',
    { address: { name: 'address', points: deps.config.rateLimitPerAddress, windowSeconds: 60 } },
    deps.database.pool ? { kind: 'postgres', pool: deps.database.pool } : { kind: 'memory' },
  );

  app.addHook('onRoute', (route) => {
    if (!documented(route)) return;
    const schema = route.schema as { response?: Record<string | number, unknown> };
    schema.response = { ...errors(429), ...schema.response };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.viaGateway || UNLIMITED.has(request.routeOptions.url ?? '')) return;
    const decision = await limits.consume([['address', addressKey(request.clientIp)]]);
    void reply.headers(rateLimitHeaders(decision));
    if (!decision.allowed) {
      throw tooManyRequests(rateLimitMessage(decision), decision.resetSeconds, { code: 'RATE_LIMITED' });
    }
  });
}
