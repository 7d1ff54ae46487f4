/**
 * The gateway's rate limits (docs/security.md "Query limits and rate limits"; docs/security.md "Rate limits"): every
 * GraphQL operation — over HTTP, and each WebSocket connection and `subscribe` message — and every `/files`
 * request counts once against its client address (`RATE_LIMIT_ADDRESS` a minute; IPv6 per /64)
 * and, when it carries a token, against that principal (`RATE_LIMIT_PRINCIPAL` a minute; keyed by
 * a hash of the token, so the gateway needs no call to the api to count). Counters live in memory,
 * or in PostgreSQL when the gateway's `DATABASE_URL` names one, shared by every gateway instance.
 * Alongside the count, each GraphQL operation's cost (queryLimits.ts) is charged to a budget per
 * principal (anonymous callers: per address) a minute (`RATE_LIMIT_COST`; docs/integrators.md "Limits"). Every counted answer carries `RateLimit-Policy` and `RateLimit` (IETF draft, every limit
 * that counted it, the cost budget with `qu="query-cost"`) and the earlier `RateLimit-Limit`,
 * `-Remaining`, `-Reset`. A refusal answers HTTP 429 with `Retry-After`, and a GraphQL error with
 * `extensions.code` RATE_LIMITED, `retryAfterSeconds` and the `limit` that refused.
 */
import { hash } from 'node:crypto';
import {
  addressKey,
  mergeDecisions,
  type RateLimitDecision,
  RateLimits,
  type RateLimitStore,
  rateLimitHeaders,
  rateLimitMessage,
} from '@certify/runtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';

/** Close code of a WebSocket refused by the rate limits (graphql-ws's "too many requests"; clients do not retry it). */
export const CLOSE_TOO_MANY_REQUESTS = 4429;

/** Requests a minute per client address and per principal, and query cost a minute per principal. */
export interface GatewayRateLimitConfig {
  perAddress: number;
  perPrincipal: number;
  /** Query cost a minute per principal (default `DEFAULT_COST_PER_MINUTE`); at least one costliest query. */
  costPerPrincipal?: number;
}

/**
 * Query cost a minute per principal: 100 operations at the cost limit (50,000), still 6 times below
 * what the request limit alone would let through (600 × 50,000). An integrator's sync page of 500
 * certificates (docs/integrators.md) costs 6,501, so a full sync may read about 384,000 certificates
 * a minute (6,400 a second) before it is paced.
 */
export const DEFAULT_COST_PER_MINUTE = 5_000_000;

/** The cost budget's quota unit in `RateLimit-Policy` (`qu`): points are query cost, not requests. */
export const COST_UNIT = 'query-cost';

/**
 * A token's key: not the token itself (the shared table would otherwise hold live credentials).
 * Node's one-shot `hash`: two per request (the count and the cost charge).
 */
const principalKey = (token: string): string => hash('sha256', token, 'base64url').slice(0, 32);

/** The gateway's limits: requests per address and per principal, query cost per principal. */
export class GatewayRateLimits {
  private readonly limits: RateLimits<'address' | 'principal'>;
  private readonly costs: RateLimits<'cost'>;

  constructor(config: GatewayRateLimitConfig, store: RateLimitStore) {
    this.limits = new RateLimits(
      'gateway',
      {
        address: { name: 'address', points: config.perAddress, windowSeconds: 60 },
        principal: { name: 'principal', points: config.perPrincipal, windowSeconds: 60 },
      },
      store,
    );
    const costPoints = config.costPerPrincipal ?? DEFAULT_COST_PER_MINUTE;
    this.costs = new RateLimits(
      'gateway',
      { cost: { name: 'cost', points: costPoints, windowSeconds: 60, unit: COST_UNIT } },
      store,
    );
  }

  /** Counts one operation of `clientIp` with `token` (null: anonymous, counted by address only). */
  consume(clientIp: string, token: string | null): Promise<RateLimitDecision> {
    return this.limits.consume([
      ['address', addressKey(clientIp)],
      ['principal', token ? principalKey(token) : undefined],
    ]);
  }

  /**
   * Charges `cost` to the budget of `token`'s principal (anonymous: of `clientIp`'s address). An
   * operation costing less than 1 (nothing priced) is charged 1.
   */
  chargeCost(clientIp: string | null, token: string | null, cost: number): Promise<RateLimitDecision> {
    const key = token ? `p:${principalKey(token)}` : `a:${addressKey(clientIp ?? '')}`;
    const points = Number.isFinite(cost) ? Math.max(1, Math.ceil(cost)) : Number.MAX_SAFE_INTEGER;
    return this.costs.consume([['cost', key]], points);
  }
}

/** The GraphQL error of a refusal (`extensions.code` RATE_LIMITED, `retryAfterSeconds`). */
export function rateLimitedError(decision: RateLimitDecision): GraphQLError {
  return new GraphQLError(rateLimitMessage(decision), {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: decision.resetSeconds, limit: decision.rule.name },
  });
}

/** The request-count decision of each counted HTTP request (merged with its cost charge in the headers). */
const httpDecisions = new WeakMap<FastifyRequest, RateLimitDecision>();

/**
 * The headers of an HTTP GraphQL request once its operation's cost was charged: its request-count
 * limits and the cost budget together in `RateLimit-Policy` / `RateLimit`.
 */
export function costChargedHeaders(request: FastifyRequest, charged: RateLimitDecision): Record<string, string> {
  const counted = httpDecisions.get(request);
  return rateLimitHeaders(counted ? mergeDecisions(counted, charged) : charged);
}

/** Whether an HTTP request is limited: GraphQL over HTTP (not the WebSocket upgrade) and `/files`. */
const limitedPath = (url: string, upgrade: boolean): boolean =>
  (url === '/graphql' && !upgrade) || url.startsWith('/files/');

/**
 * Counts every GraphQL-over-HTTP and `/files` request before it is read (Fastify `onRequest`): the
 * answer carries the `RateLimit-*` headers; a refusal answers 429 at once — a GraphQL response
 * (`errors[0].extensions.code` RATE_LIMITED) on `/graphql`, `{ code, message }` on `/files`.
 * WebSocket operations are counted by the graphql-ws handler (server.ts `onSubscribe`).
 */
export function registerHttpRateLimit(app: FastifyInstance, limits: GatewayRateLimits): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url ?? request.url;
    if (!limitedPath(url, request.headers.upgrade !== undefined)) return;
    const decision = await limits.consume(request.ip, tokenFromAuthorization(request.headers.authorization));
    httpDecisions.set(request, decision);
    void reply.headers(rateLimitHeaders(decision));
    if (decision.allowed) return;
    const error = rateLimitedError(decision);
    const body = url.startsWith('/files/')
      ? { code: 'RATE_LIMITED', message: error.message }
      : { errors: [{ message: error.message, extensions: { ...error.extensions, requestId: request.id } }] };
    return reply.code(429).type('application/json; charset=utf-8').send(body);
  });
}
