/**
 * The gateway's rate limits (issue 7 "Rate limits"; README "Security" → "Rate limits"): every
 * GraphQL operation — over HTTP, and each WebSocket connection and `subscribe` message — and every `/files`
 * request counts once against its client address (`RATE_LIMIT_ADDRESS` a minute; IPv6 per /64)
 * and, when it carries a token, against that principal (`RATE_LIMIT_PRINCIPAL` a minute; keyed by
 * a hash of the token, so the gateway needs no call to the api to count). Counters live in memory,
 * or in PostgreSQL when the gateway's `DATABASE_URL` names one, shared by every gateway instance.
 * A refusal answers HTTP 429 with `Retry-After` and the `RateLimit-*` headers, and a GraphQL error
 * with `extensions.code` RATE_LIMITED and `retryAfterSeconds`.
 */
import { createHash } from 'node:crypto';
import {
  addressKey,
  type RateLimitDecision,
  RateLimits,
  type RateLimitStore,
  rateLimitHeaders,
  rateLimitMessage,
} from '@certify/runtime';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';

/** Close code of a WebSocket refused by the rate limits (graphql-ws's "too many requests"; clients do not retry it). */
export const CLOSE_TOO_MANY_REQUESTS = 4429;

/** Requests a minute per client address and per principal. */
export interface GatewayRateLimitConfig {
  perAddress: number;
  perPrincipal: number;
}

/** A token's key: not the token itself (the shared table would otherwise hold live credentials). */
const principalKey = (token: string): string => createHash('sha256').update(token).digest('base64url').slice(0, 32);

/** The gateway's two limits. */
export class GatewayRateLimits {
  private readonly limits: RateLimits<'address' | 'principal'>;

  constructor(config: GatewayRateLimitConfig, store: RateLimitStore) {
    this.limits = new RateLimits(
      'gateway',
      {
        address: { name: 'address', points: config.perAddress, windowSeconds: 60 },
        principal: { name: 'principal', points: config.perPrincipal, windowSeconds: 60 },
      },
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
}

/** The GraphQL error of a refusal (`extensions.code` RATE_LIMITED, `retryAfterSeconds`). */
export function rateLimitedError(decision: RateLimitDecision): GraphQLError {
  return new GraphQLError(rateLimitMessage(decision), {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: decision.resetSeconds, limit: decision.rule.name },
  });
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
    void reply.headers(rateLimitHeaders(decision));
    if (decision.allowed) return;
    const error = rateLimitedError(decision);
    const body = url.startsWith('/files/')
      ? { code: 'RATE_LIMITED', message: error.message }
      : { errors: [{ message: error.message, extensions: { ...error.extensions, requestId: request.id } }] };
    return reply.code(429).type('application/json; charset=utf-8').send(body);
  });
}
