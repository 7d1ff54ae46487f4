/**
 * The Apollo Client: HTTP for queries and mutations, graphql-ws for subscriptions (same /graphql
 * path; subscriptionLink.ts, fetched with the first subscription), both carrying the bearer token
 * of the stored login. Errors: UNAUTHENTICATED (outside the
 * login itself) and a WebSocket closed with 4401 clear the session and go to /user/login; everything
 * else is only logged (certificate-workflow §8 — the mutation callers toast the server message
 * themselves).
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import type { ApolloCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, map, mergeMap } from 'rxjs';
import { clearSession, getToken } from './session';

/** Payload types whose mutations move certificates between lists. */
const CERTIFICATE_PAYLOADS = new Set(['CertificatesPayload', 'PrintCertificatesPayload']);

/** Drops every cached certificate list (and count, and the dashboard's figures) so watching queries fetch them again. */
export function evictCertificateLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'certificates' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboardYear' });
  cache.gc();
}

export interface ApolloOptions {
  /** Called when the server says the token is no longer valid (go to the login page). */
  onUnauthenticated: () => void;
}

const bearer = () => {
  const token = getToken();
  return token ? `Bearer ${token}` : undefined;
};

const wsUrl = () => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // one cache entry per list/filter/page/sort; certificates themselves are normalised by id
          certificates: { keyArgs: ['list', 'filter', 'page', 'pageSize', 'sort'] },
          certificate: {
            read: (existing, { args, toReference }) =>
              existing ?? (args?.id ? toReference({ __typename: 'Certificate', id: String(args.id) }) : undefined),
          },
        },
      },
      // the viewer is a singleton
      Viewer: { keyFields: [] },
      NotificationFeed: { keyFields: [] },
      Certificate: {
        fields: {
          units: { merge: false },
          signees: { merge: false },
          events: { merge: false },
          prints: { merge: false },
          availableActions: { merge: false },
        },
      },
    },
  });
}

export function createApolloClient({ onUnauthenticated }: ApolloOptions): ApolloClient {
  const cache = createCache();

  const authLink = new ApolloLink((operation, forward) => {
    const authorization = bearer();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: authorization ? { ...headers, authorization } : headers,
    }));
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      const unauthenticated = error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (unauthenticated && operation.operationName !== 'Login' && getToken()) {
        clearSession();
        onUnauthenticated();
        return;
      }
    }
    // certificate-workflow §8: "Any other failed request is only logged"
    console.warn(`[graphql] ${operation.operationName ?? 'operation'} failed:`, error);
  });

  // after a workflow mutation, certificates may have changed list: refetch the lists on screen
  const listRefreshLink = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    return forward(operation).pipe(
      map((result) => {
        const data = 'data' in result ? (result.data as Record<string, unknown> | null | undefined) : undefined;
        const moved = Object.values(data ?? {}).some(
          (v) =>
            typeof v === 'object' &&
            v !== null &&
            CERTIFICATE_PAYLOADS.has(String((v as { __typename?: unknown }).__typename)),
        );
        if (moved) setTimeout(() => evictCertificateLists(cache), 0);
        return result;
      }),
    );
  });

  const httpLink = new HttpLink({ uri: '/graphql' });

  // graphql-ws is fetched with the first subscription (./subscriptionLink.ts), not with the app
  let subscriptionLink: Promise<ApolloLink> | null = null;
  const wsLink = new ApolloLink((operation, forward) => {
    subscriptionLink ??= import('./subscriptionLink').then(({ createSubscriptionLink }) =>
      createSubscriptionLink({
        url: wsUrl,
        authorization: bearer,
        // Notifications created while the socket was down (or before it first connected) never
        // arrive as events: refetch the feed on every (re)connection so the bell is never behind.
        onConnected: () => void client.refetchQueries({ include: ['NotificationFeed'] }),
        onUnauthenticated,
      }),
    );
    return from(subscriptionLink).pipe(mergeMap((link) => link.request(operation, forward)));
  });

  const transport = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    ApolloLink.from([authLink, httpLink]),
  );

  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([errorLink, listRefreshLink, transport]),
  });
  return client;
}
