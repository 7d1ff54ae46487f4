/**
 * The gateway's /health and /ready against a real api, and request ids end to end: the id the
 * client sends (or a new one) comes back in `X-Request-Id`, reaches the api on every REST call
 * (the api's own log lines carry it), and is in `extensions.requestId` of GraphQL errors, over
 * HTTP and WebSocket alike. docs/operations.md.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './support/logCapture.js';
import { PASSWORD, startGateway, startStack, type Stack, USERS } from './support/stack.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const apiLogs = captureLogs();
const gatewayLogs = captureLogs();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    api: { certificates: false, logger: { level: 'info', stream: apiLogs.stream } },
    gatewayLogger: { level: 'info', stream: gatewayLogs.stream },
  });
});
afterAll(async () => {
  await stack?.close();
});

/** The URLs (path and query) of the requests the api logged with `requestId`. */
const apiSaw = (requestId: string): string[] =>
  apiLogs.lines
    .filter((line) => line.requestId === requestId && line.msg === 'incoming request')
    .map((line) => (line.req as { url: string }).url);

/** POSTs a GraphQL operation with extra headers; answers the response and its JSON. */
async function post(query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    res,
    body: (await res.json()) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> },
  };
}

describe('gateway /health and /ready', () => {
  it('both answer 200 while the api is ready', async () => {
    const health = await fetch(`${stack.gatewayUrl}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${stack.gatewayUrl}/ready`, { headers: { 'x-request-id': 'probe-1' } });
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);
    expect(apiSaw('probe-1')).toEqual(['/ready']);
  });

  it('/ready answers 503 with the reason when the api is down; /health stays 200', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lonely = await startGateway(`http://127.0.0.1:${port}`);
    try {
      const ready = await fetch(`${lonely.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'the api is unreachable (ECONNREFUSED)' });
      expect((await fetch(`${lonely.url}/health`)).status).toBe(200);
    } finally {
      await lonely.gateway.close();
    }
  });
});

describe('X-Request-Id through the gateway to the api', () => {
  it('echoes the caller’s id, forwards it on every REST call and logs it in both processes', async () => {
    const token = await stack.token('approver');
    const id = 'trace-4f2a:7';
    const { res, body } = await post('{ viewer { user { email } hasSignature } }', {
      authorization: `Bearer ${token}`,
      'x-request-id': id,
    });
    expect(body.errors).toBeUndefined();
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(apiSaw(id).sort()).toEqual(['/me', '/signatureDetails']);
    const gatewayLines = gatewayLogs.lines.filter((line) => line.requestId === id).map((line) => line.msg);
    expect(gatewayLines).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new id when none or an invalid one comes, and the api gets that one', async () => {
    const token = await stack.token('approver');
    const cases: Array<Record<string, string>> = [
      {},
      { 'x-request-id': 'not valid!' },
      { 'x-request-id': 'x'.repeat(129) },
    ];
    for (const headers of cases) {
      const { res } = await post('{ viewer { user { email } } }', { authorization: `Bearer ${token}`, ...headers });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(apiSaw(id)).toEqual(['/me']);
    }
  });

  it('GraphQL errors carry it in extensions.requestId, next to their code', async () => {
    const unauthenticated = await post('{ viewer { user { email } } }', { 'x-request-id': 'err-1' });
    expect(unauthenticated.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', requestId: 'err-1' });

    const wrongPassword = await post(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { 'x-request-id': 'err-2' },
      { input: { email: 'printer@certify.test', password: 'Wrong@2026x' } },
    );
    expect(wrongPassword.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', requestId: 'err-2' });
    expect(apiSaw('err-2')).toEqual(['/login']);

    const invalid = await post('{ nope }', { 'x-request-id': 'err-3' });
    expect(invalid.res.headers.get('x-request-id')).toBe('err-3');
    expect(invalid.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: 'err-3' });
  });

  it('the /files routes forward it and echo it', async () => {
    const token = await stack.token('approver');
    const res = await fetch(`${stack.gatewayUrl}/files/999999`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'file-1' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('file-1');
    expect(apiSaw('file-1')).toEqual(['/files/999999']);
  });

  it('over WebSocket: the upgrade’s id goes on the event stream and into subscription errors', async () => {
    const withId = (id: string) =>
      class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { 'x-request-id': id } });
        }
      };
    const url = `${stack.gatewayUrl.replace('http', 'ws')}/graphql`;
    const token = await stack.token('approver');
    const client = createClient({
      url,
      webSocketImpl: withId('ws-1'),
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    // A session of its own: logging it out ends its subscription with UNAUTHENTICATED (docs/security.md).
    const login = await stack.gql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: USERS.approver, password: PASSWORD } },
    );
    const ending = login.data!.login.token;
    const loggedOut = createClient({
      url,
      webSocketImpl: withId('ws-2'),
      connectionParams: { authorization: `Bearer ${ending}` },
      retryAttempts: 0,
    });
    try {
      const sub = client.iterate({ query: 'subscription { notificationAdded { unreadCount } }' });
      void sub.next().catch(() => {});
      const deadline = Date.now() + 10_000;
      while (!apiSaw('ws-1').includes('/events') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(apiSaw('ws-1')).toContain('/events');
      await sub.return?.();

      const ended = loggedOut
        .iterate({ query: 'subscription { notificationAdded { unreadCount } }' })
        .next()
        .then(
          () => null,
          (e: unknown) => e as Array<{ extensions?: unknown }>,
        );
      while (!apiSaw('ws-2').includes('/events') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      await stack.gql('mutation { logout { success } }', {}, ending);
      const errors = await ended;
      expect(errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', requestId: 'ws-2' });
    } finally {
      await client.dispose();
      await loggedOut.dispose();
    }
  });
});
