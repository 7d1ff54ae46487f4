import type { RestClient } from './rest/client.js';
import type { EventHub } from './notifications/eventHub.js';
import { createLoaders, type Loaders } from './loaders.js';

/**
 * The context of every GraphQL operation, over HTTP and over graphql-ws alike (DESIGN.md
 * "Layout": one context builder for both). Stateless: only the caller's token, the shared REST
 * client, per-operation loaders and the subscription event hub.
 */
export interface GatewayContext {
  /** The caller's bearer token, or null (then authenticated calls fail with UNAUTHENTICATED). */
  token: string | null;
  /** The caller's address (HTTP request or WebSocket upgrade), forwarded on throttled calls. */
  clientIp: string | null;
  rest: RestClient;
  loaders: Loaders;
  events: EventHub;
}

/** Shared, long-lived dependencies the context builder closes over. */
export interface ContextDeps {
  rest: RestClient;
  events: EventHub;
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

/** The ONE context builder, used by Apollo (HTTP) and graphql-ws (WebSocket). */
export function buildContext(deps: ContextDeps, authorization: unknown, clientIp: string | null = null): GatewayContext {
  const token = tokenFromAuthorization(authorization);
  return { token, clientIp, rest: deps.rest, loaders: createLoaders(deps.rest, token), events: deps.events };
}
