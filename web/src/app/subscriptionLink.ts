/**
 * The subscriptions' link: graphql-ws on /graphql with the stored login's bearer token, retried
 * with backoff except after the gateway's 4401 (socketSession.ts). Loaded by apollo.ts the first
 * time a subscription starts, so pages without one (the login page) never fetch graphql-ws
 * (docs/architecture.md "A light web app").
 */
import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { shouldRetrySocket, socketClosedListener } from './socketSession';

export interface SubscriptionLinkOptions {
  /** The socket URL (ws: or wss: on this host). */
  url: () => string;
  /** `Bearer <token>` of the stored login, read on every (re)connection. */
  authorization: () => string | undefined;
  /** Called on every (re)connection: events missed while the socket was down never arrive. */
  onConnected: () => void;
  /** Called when the gateway ends the session on the socket (4401 with a stored login). */
  onUnauthenticated: () => void;
}

/** A GraphQLWsLink over a lazy graphql-ws client (connects with its first subscription). */
export function createSubscriptionLink(options: SubscriptionLinkOptions): ApolloLink {
  return new GraphQLWsLink(
    createClient({
      url: options.url,
      lazy: true,
      connectionParams: () => {
        const authorization = options.authorization();
        return authorization ? { authorization } : {};
      },
      retryAttempts: Infinity,
      // 4401: the token was refused or its session ended (docs/security.md "Authorisation, limits and headers"): no retry, back to the login page
      shouldRetry: shouldRetrySocket,
      retryWait: async (retries) => {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 30_000)));
      },
      on: {
        connected: options.onConnected,
        closed: socketClosedListener(options.onUnauthenticated),
      },
    }),
  );
}
