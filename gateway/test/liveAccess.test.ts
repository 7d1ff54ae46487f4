/**
 * Live access follows the session (docs/security.md "Live connections"): a WebSocket needs a token the api accepts (else
 * close 4401), introspection needs an authenticated caller, logout ends the connection's
 * subscriptions with UNAUTHENTICATED and closes its socket (4401) within 5 s, and
 * `certificateUpdated` carries only certificates the subscriber may see.
 */
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCertificate } from './support/fixtures.js';
import { LOGIN, transition } from './support/operations.js';
import { codeOf, ok, PASSWORD, type DemoUser, USERS, startStack, type Stack } from './support/stack.js';

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

/**
 * A graphql-ws client that records how its socket closed. Not lazy: it never closes the socket
 * itself when its subscriptions end, so the close seen is the gateway's.
 */
function wsClient(connectionParams?: Record<string, unknown>) {
  const closes: Array<{ code: number; reason: string; at: number }> = [];
  let onClose: (() => void) | null = null;
  const client = createClient({
    url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // recorded in `closes`
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closes.push({ code, reason: String(reason), at: Date.now() });
        onClose?.();
      },
    },
  });
  clients.push(client);
  const closed = (ms = 5000) =>
    new Promise<{ code: number; reason: string; at: number }>((resolve, reject) => {
      if (closes[0]) return resolve(closes[0]);
      const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
      onClose = () => {
        clearTimeout(timer);
        resolve(closes[0]!);
      };
    });
  return { client, closes, closed };
}

/** A fresh login (its own session, so logging it out leaves the stack's cached tokens alone). */
async function freshToken(user: DemoUser): Promise<string> {
  return ok(await stack.gql<{ login: { token: string } }>(LOGIN, { input: { email: USERS[user], password: PASSWORD } }))
    .login.token;
}

const openStreams = () => stack.gateway.gateway.events.openStreams;
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('a WebSocket needs a valid token', () => {
  it.each([
    ['no connectionParams', undefined],
    ['no token', {}],
    ['an unknown token', { authorization: 'Bearer not-a-token' }],
  ])('%s: closed with 4401 Unauthorized, nothing runs, no upstream stream', async (_what, params) => {
    const before = openStreams();
    const { client, closed } = wsClient(params);
    const result = settle(client.iterate({ query: '{ __schema { queryType { name } } }' }).next());
    const close = await closed();
    expect(close).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    expect(JSON.stringify(await result)).not.toContain('queryType');
    expect(openStreams()).toBe(before);
  });

  it('an authenticated WebSocket may introspect and query', async () => {
    const { client } = wsClient({ authorization: `Bearer ${await stack.token('printer')}` });
    const result = await client.iterate({ query: '{ __schema { queryType { name } } }' }).next();
    expect(result.value).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('introspection over HTTP needs an authenticated caller', () => {
  const SCHEMA = '{ __schema { types { name } } }';
  const TYPE = 'query { certificates: __type(name: "Certificate") { fields { name } } }';

  it('anonymous: UNAUTHENTICATED for __schema and __type (also inside a fragment), no data', async () => {
    for (const query of [SCHEMA, TYPE, 'query { ...F } fragment F on Query { __schema { queryType { name } } }']) {
      const res = await stack.gql(query, {}, null);
      expect(codeOf(res), query).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    }
  });

  it('a revoked token: UNAUTHENTICATED; a valid one: the schema', async () => {
    const token = await freshToken('requisitioner');
    const ok1 = await stack.gql<{ __schema: { types: unknown[] } }>(SCHEMA, {}, token);
    expect(ok(ok1).__schema.types.length).toBeGreaterThan(10);
    ok(await stack.gql('mutation { logout { success } }', {}, token));
    expect(codeOf(await stack.gql(TYPE, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('anonymous login and __typename still work', async () => {
    expect((await stack.gql('{ __typename }', {}, null)).data).toEqual({ __typename: 'Query' });
    expect(await freshToken('printer')).toEqual(expect.any(String));
  });
});

describe('logout ends live access', () => {
  it('the subscriptions end with UNAUTHENTICATED and the socket closes with 4401 within 5 s', async () => {
    const token = await freshToken('approver');
    const before = openStreams();
    const { client, closed } = wsClient({ authorization: `Bearer ${token}` });
    const notifications = client.iterate({ query: 'subscription { notificationAdded { unreadCount } }' });
    const certificates = client.iterate({ query: 'subscription { certificateUpdated { id status } }' });
    const first = [settle(notifications.next()), settle(certificates.next())];
    await until(() => openStreams() === before + 1, 'the connection’s upstream stream'); // one for both

    const t0 = Date.now();
    ok(await stack.gql('mutation { logout { success } }', {}, token));
    const close = await closed();
    console.log(`logout → subscriptions ended and WebSocket closed (4401) in ${close.at - t0} ms`);
    expect(close).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    expect(close.at - t0).toBeLessThan(5000);
    for (const result of await Promise.all(first)) {
      expect(JSON.stringify(result)).toContain('UNAUTHENTICATED');
    }
    await until(() => openStreams() === before, 'the upstream stream to close');
  });
});

describe('certificateUpdated carries only certificates the subscriber may see', () => {
  it('the printer does not hear of a new request, but hears the issue that puts one on its list', async () => {
    const approver = await stack.token('approver');
    const signed = ok(
      await stack.gql<{ certificates: { nodes: Array<{ id: string }> } }>(
        '{ certificates(list: SIGNED, pageSize: 1) { nodes { id } } }',
        {},
        approver,
      ),
    ).certificates.nodes[0]!.id;
    const before = openStreams();
    const { client } = wsClient({ authorization: `Bearer ${await stack.token('printer')}` });
    const updates = client.iterate<{ certificateUpdated: { id: string; status: string } }>({
      query: 'subscription { certificateUpdated { id status } }',
    });
    const first = updates.next();
    await until(() => openStreams() === before + 1, 'the printer’s upstream stream');

    const requested = await requestCertificate(stack, 4); // status REQUESTED: not the printer's
    ok(await stack.gql(transition('issueCertificate', 'CertificateIdInput'), { input: { id: signed } }, approver));
    const event = (await first).value as { data: { certificateUpdated: { id: string; status: string } } };
    expect(event.data.certificateUpdated).toEqual({ id: signed, status: 'APPROVED_FOR_PRINTING' });
    expect(signed).not.toBe(requested);
    await updates.return?.();
  });
});
