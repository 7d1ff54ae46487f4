/**
 * Live access follows the session (docs/security.md "Live connections"): a WebSocket without a valid token is refused (4401)
 * and can run nothing, not even introspection; introspection over HTTP needs a signed-in caller;
 * logging out ends the session's subscriptions and closes its WebSocket within 5 s.
 */
import { expect, test } from '@playwright/test';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { baseURL } from '../playwright.security.config';
import { gql, login } from './support/graphql';

const wsURL = `${baseURL.replace('http', 'ws')}/graphql`;

interface Socket {
  client: Client;
  /** Resolves with the first close of the socket (code, reason, when). */
  closed: Promise<{ code: number; reason: string; at: number }>;
  /** Resolves once the gateway acknowledged the connection. */
  connected: Promise<void>;
}

/** A graphql-ws client (not lazy: it never closes the socket itself) that records its close. */
function socket(connectionParams?: Record<string, unknown>): Socket {
  let onClosed: (close: { code: number; reason: string; at: number }) => void = () => {};
  let onConnected: () => void = () => {};
  const closed = new Promise<{ code: number; reason: string; at: number }>((r) => (onClosed = r));
  const connected = new Promise<void>((r) => (onConnected = r));
  const client = createClient({
    url: wsURL,
    webSocketImpl: WebSocket,
    connectionParams,
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
  return { client, closed, connected };
}

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

test('an anonymous WebSocket is refused with 4401 and runs nothing, not even introspection', async () => {
  for (const params of [undefined, { authorization: 'Bearer forged-token' }]) {
    const ws = socket(params);
    const result = settle(ws.client.iterate({ query: '{ __schema { types { name } } }' }).next());
    expect(await ws.closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    expect(JSON.stringify(await result)).not.toContain('types');
    await ws.client.dispose();
  }
});

test('introspection over HTTP needs a signed-in caller; login still works anonymously', async ({ request }) => {
  const anonymous = await gql(request, '{ __schema { queryType { name } } }');
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(anonymous.data ?? null).toBeNull();
  const token = await login(request, 'printer');
  const signedIn = await gql<{ __schema: { queryType: { name: string } } }>(
    request,
    '{ __schema { queryType { name } } }',
    {},
    token,
  );
  expect(signedIn.data?.__schema.queryType.name).toBe('Query');
});

test('a subscription is closed within 5 s of logout, and the token opens no new socket', async ({ request }) => {
  const token = await login(request, 'approver');
  const ws = socket({ authorization: `Bearer ${token}` });
  await ws.connected;
  const subscription = settle(
    ws.client.iterate({ query: 'subscription { notificationAdded { unreadCount } }' }).next(),
  );

  const t0 = Date.now();
  const logout = await gql<{ logout: { success: boolean } }>(request, 'mutation { logout { success } }', {}, token);
  expect(logout.errors).toBeUndefined();
  const close = await ws.closed;
  console.log(`logout → WebSocket closed (${close.code}) in ${close.at - t0} ms`);
  expect(close).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  expect(close.at - t0).toBeLessThan(5000);
  expect(JSON.stringify(await subscription)).toContain('UNAUTHENTICATED');
  await ws.client.dispose();

  const again = socket({ authorization: `Bearer ${token}` });
  expect((await again.closed).code).toBe(4401);
  await again.client.dispose();
});
