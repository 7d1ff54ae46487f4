/**
 * A client of one gateway, as a browser or an integrator behind the load balancer would be: GraphQL
 * over HTTP and live subscriptions over graphql-ws, each from a client address of its own
 * (`X-Forwarded-For`, believed by the gateways of the cluster), so the rate-limit budgets of one
 * test never meet another's.
 */
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A GraphQL answer with the HTTP status and headers. */
export interface GqlAnswer<T> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Who sends an operation: a client address and, signed in, a token. */
export interface Caller {
  address: string;
  token?: string;
}

/** Sends one operation to the gateway at `gatewayUrl`. */
export async function gql<T = Record<string, unknown>>(
  gatewayUrl: string,
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer<T>> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': caller.address,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as Omit<GqlAnswer<T>, 'status' | 'headers'>;
  return { status: res.status, headers: res.headers, ...body };
}

/** `gql`, failing with the errors unless the operation answered data without errors. */
export async function gqlOk<T = Record<string, unknown>>(
  gatewayUrl: string,
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await gql<T>(gatewayUrl, caller, query, variables);
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${query.slice(0, 60)}… answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

/** Signs `email` in through the gateway's `login` mutation; answers the token. */
export async function login(gatewayUrl: string, address: string, email: string, password: string): Promise<string> {
  const data = await gqlOk<{ login: { token: string } }>(
    gatewayUrl,
    { address },
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password } },
  );
  return data.login.token;
}

/** How a subscription ended: completed, or with the errors (or close) that ended it. */
export type SubscriptionEnd = { completed: true } | { error: unknown };

/** One subscription: every result so far, and waiting for one. */
export interface LiveSubscription<T> {
  readonly results: T[];
  /** Resolves with the first result (present or coming) that `match` accepts; rejects after `ms`. */
  next(match: (result: T) => boolean, ms?: number): Promise<T>;
  /** Resolves when the subscription ends. */
  readonly ended: Promise<SubscriptionEnd>;
}

/** A graphql-ws connection to a gateway, signed in with a token. */
export interface LiveConnection {
  readonly client: Client;
  /** Resolves once the gateway accepted the connection (its token checked). */
  readonly connected: Promise<void>;
  /** Resolves with the socket's close code and reason, and when. */
  readonly closed: Promise<{ code: number; reason: string; at: number }>;
  subscribe<T>(query: string): LiveSubscription<T>;
  /**
   * A round trip through the connection after the subscriptions sent so far: the gateway takes
   * each operation of a connection through the same steps (rate limits, checks) in the order they
   * arrive, so once this query answers, those subscriptions listen (graphql-ws sends no "subscribed").
   */
  settled(): Promise<void>;
  dispose(): Promise<void>;
}

/** Opens a graphql-ws connection to `gatewayUrl` from `caller.address` with its token (not lazy, no retry). */
export function liveConnection(gatewayUrl: string, caller: Caller): LiveConnection {
  let onClosed: (close: { code: number; reason: string; at: number }) => void = () => {};
  let onConnected: () => void = () => {};
  const closed = new Promise<{ code: number; reason: string; at: number }>((r) => (onClosed = r));
  const connected = new Promise<void>((r) => (onConnected = r));
  const headers = { 'x-forwarded-for': caller.address };
  /** The `ws` WebSocket with the load balancer's header. */
  class ForwardedWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: ForwardedWebSocket,
    connectionParams: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason: String(reason), at: Date.now() });
      },
    },
  });
  return {
    client,
    connected,
    closed,
    subscribe<T>(query: string): LiveSubscription<T> {
      const results: T[] = [];
      const waiters = new Set<() => void>();
      let end: (e: SubscriptionEnd) => void = () => {};
      const ended = new Promise<SubscriptionEnd>((r) => (end = r));
      client.subscribe<T>(
        { query },
        {
          next: (result) => {
            if (result.errors?.length) end({ error: result.errors });
            else if (result.data) results.push(result.data as T);
            for (const wake of [...waiters]) wake();
          },
          error: (error) => end({ error }),
          complete: () => end({ completed: true }),
        },
      );
      return {
        results,
        ended,
        next(match, ms = 20_000) {
          return new Promise<T>((resolve, reject) => {
            const check = () => {
              const found = results.find(match);
              if (!found) return;
              cleanup();
              resolve(found);
            };
            const timer = setTimeout(() => {
              cleanup();
              reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(results)}`));
            }, ms);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
      };
    },
    async settled() {
      const answer = await client.iterate({ query: '{ __typename }' }).next();
      if (answer.done || (answer.value as { errors?: unknown }).errors) {
        throw new Error(`the connection did not answer: ${JSON.stringify(answer.value)}`);
      }
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}
