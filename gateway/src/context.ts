import { randomUUID } from 'node:crypto';
import { type ParsedIdempotencyKey, parseIdempotencyKey } from '@certify/api/idempotency';
import type { CallerRest, RestClient } from './rest/client.js';
import type { EventFeed } from './notifications/eventFeed.js';
import { createLoaders, type Loaders } from './loaders.js';

/**
 * The context of every GraphQL operation, over HTTP and over graphql-ws alike (DESIGN.md
 * "Layout": one context builder for both). Stateless: only the caller's token, a REST client bound
 * to the caller, per-operation loaders and, over WebSocket, the connection’s event feed.
 */
export interface GatewayContext {
  /** The caller's bearer token, or null (then authenticated calls fail with UNAUTHENTICATED). */
  token: string | null;
  /** The caller's address (HTTP request or WebSocket upgrade), forwarded on throttled calls. */
  clientIp: string | null;
  /** The request id (HTTP request or WebSocket upgrade), sent on every REST call as `X-Request-Id`. */
  requestId: string;
  /** The REST client bound to this caller (token, address and request id on every call). */
  api: CallerRest;
  loaders: Loaders;
  /**
   * The WebSocket connection's upstream event feed, shared by its subscriptions and ending them when
   * the session dies (notifications/liveConnections.ts); null over HTTP.
   */
  feed: EventFeed | null;
  /**
   * The request's `Idempotency-Key` header as read (absent: `key: null`; over WebSocket always
   * absent). Mutation fields derive their REST calls' keys from it (idempotency/mutationKeys.ts).
   */
  idempotencyKey: ParsedIdempotencyKey;
}

/** Shared, long-lived dependencies the context builder closes over. */
export interface ContextDeps {
  rest: RestClient;
}

/**
 * Reads a token from an `Authorization` header value or a graphql-ws
 * `connectionParams.authorization` (`Bearer <token>`; a bare token is accepted too).
 */
export function tokenFromAuthorization(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^Bearer$/i.test(trimmed)) return null;
  const match = /^Bearer\s+(.+)$/i.exec(trimmed);
  const token = match ? match[1]!.trim() : trimmed;
  return token === '' ? null : token;
}

/**
 * The ONE context builder, used by Apollo (HTTP) and graphql-ws (WebSocket). `idempotencyKey` is
 * the HTTP request's `Idempotency-Key` header (docs/integrators.md "Request certificates safely").
 */
export function buildContext(
  deps: ContextDeps,
  authorization: unknown,
  clientIp: string | null = null,
  requestId: string = randomUUID(),
  feed: EventFeed | null = null,
  idempotencyKey: unknown = undefined,
): GatewayContext {
  const token = tokenFromAuthorization(authorization);
  const api = deps.rest.as({ token, clientIp, requestId });
  return {
    token,
    clientIp,
    requestId,
    api,
    loaders: createLoaders(api),
    feed,
    idempotencyKey: parseIdempotencyKey(idempotencyKey),
  };
}
