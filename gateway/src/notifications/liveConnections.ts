import type { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { RestClient } from '../rest/client.js';
import type { EventFeed } from './eventFeed.js';
import type { EventHub } from './eventHub.js';

/** Close code of a WebSocket whose caller has no (longer a) valid token (graphql-ws: no retry). */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code when the api cannot verify the token now (graphql-ws clients retry). */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** The part of a graphql-ws connection context these hooks use (`@fastify/websocket` extra). */
export interface LiveConnectionContext {
  readonly connectionParams?: Readonly<Record<string, unknown>> | null;
  readonly extra: {
    readonly socket: { readonly readyState: number; readonly OPEN: number; close(code: number, reason: string): void };
    readonly request: { readonly ip: string; readonly id: string };
  };
}

/**
 * Ties each graphql-ws connection to its caller's session (docs/security.md "Live connections"). `onConnect` accepts a connection only with a token the api accepts: it opens the
 * connection's ONE upstream `/events` feed with it (the api's 401 → close 4401 "Unauthorized").
 * The feed carries the events of every subscription of the connection and watches the session:
 * when the api ends it (logout, revocation, expiry, deactivation), every subscription ends with
 * UNAUTHENTICATED and the socket closes with 4401. `onClose` closes the feed.
 */
export class LiveConnections {
  private readonly feeds = new WeakMap<object, EventFeed>();

  constructor(
    private readonly rest: RestClient,
    private readonly events: EventHub,
  ) {}

  /** graphql-ws `onConnect`: true to accept; otherwise the socket is already closing (4401 or 1013). */
  readonly onConnect = async (ctx: LiveConnectionContext): Promise<boolean> => {
    const { socket, request } = ctx.extra;
    const token = tokenFromAuthorization(ctx.connectionParams?.authorization);
    if (!token) {
      socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      return false;
    }
    let feed: EventFeed;
    try {
      feed = await this.events.open(this.rest.as({ token, clientIp: request.ip, requestId: request.id }));
    } catch (err) {
      const code = (err as GraphQLError).extensions?.code;
      if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      else socket.close(CLOSE_TRY_AGAIN_LATER, 'Upstream unavailable');
      return false;
    }
    if (socket.readyState !== socket.OPEN) {
      feed.close(); // the client left while its token was checked
      return false;
    }
    this.feeds.set(socket, feed);
    feed.onEnd((error) => {
      // After the subscriptions' final UNAUTHENTICATED errors, which go out within the current
      // microtasks; before a lazy client closes the idle socket itself (1000).
      if (error) setImmediate(() => socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized'));
    });
    return true;
  };

  /** graphql-ws `onClose`: ends the connection's feed. */
  readonly onClose = (ctx: LiveConnectionContext): void => {
    const socket = ctx.extra.socket;
    this.feeds.get(socket)?.close();
    this.feeds.delete(socket);
  };

  /** The feed of an accepted connection (null before `onConnect` accepted it). */
  feedOf(ctx: LiveConnectionContext): EventFeed | null {
    return this.feeds.get(ctx.extra.socket) ?? null;
  }
}
