/**
 * The gateway's rate limits (src/limits/rateLimits.ts; docs/security.md "Query limits and rate limits"): per principal and
 * per client address, over HTTP (GraphQL and /files) and WebSocket operations; refusals answer
 * 429 with Retry-After and the RateLimit headers, and GraphQL errors say RATE_LIMITED. With a
 * PostgreSQL DATABASE_URL, two gateway instances share one budget.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGIN } from './support/operations.js';
import { codeOf, ok, PASSWORD, type Stack, startGateway, startStack, USERS } from './support/stack.js';

const PER_PRINCIPAL = 4;
const PER_ADDRESS = 12;
let stack: Stack;
beforeAll(async () => {
  // TRUST_PROXY on loopback: the test plays browsers at several addresses through X-Forwarded-For.
  stack = await startStack({
    gateway: { rateLimit: { perAddress: PER_ADDRESS, perPrincipal: PER_PRINCIPAL }, trustProxy: '127.0.0.1' },
  });
});
afterAll(() => stack?.close());

/** POSTs `{ viewer { user { id } } }` as `token` from `address`; answers status, headers and body. */
async function ask(token: string | null, address: string, query = '{ viewer { user { id } } }') {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Parameters<typeof codeOf>[0] };
}

/** A session of its own (so each test starts with a full principal budget). */
async function login(user: keyof typeof USERS, address: string): Promise<string> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email: USERS[user], password: PASSWORD } } }),
  });
  return ok((await res.json()) as { data: { login: { token: string } } }).login.token;
}

describe('per principal', () => {
  it('a token gets its budget, then 429 RATE_LIMITED with Retry-After; another principal is unaffected', async () => {
    const address = '203.0.113.1';
    const token = await login('requisitioner', address);
    for (let i = 0; i < PER_PRINCIPAL; i++) {
      const res = await ask(token, address);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      // IETF draft fields: every limit that counted the operation (its cost too), and what is left of each.
      expect(res.headers.get('ratelimit-policy')).toMatch(
        /^"address";q=12;w=60, "principal";q=4;w=60, "cost";q=\d+;w=60;qu="query-cost"$/,
      );
      expect(res.headers.get('ratelimit')).toMatch(
        /^"address";r=\d+;t=\d+, "principal";r=\d+;t=\d+, "cost";r=\d+;t=\d+$/,
      );
    }
    const refused = await ask(token, address);
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: retryAfter, limit: 'principal' });
    expect(refused.headers.get('ratelimit-limit')).toBe(String(PER_PRINCIPAL));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.body.errors?.[0]?.extensions?.requestId).toBe(refused.headers.get('x-request-id'));

    // The same person's /files requests count too; a colleague at the same address is not stopped.
    const file = await fetch(`${stack.gatewayUrl}/files/certificates/1/preview`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    expect(file.status).toBe(429);
    expect(await file.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const colleague = await login('approver', address);
    expect((await ask(colleague, address)).status).toBe(200);
  });

  it('over WebSocket each operation counts: past the budget, RATE_LIMITED and nothing runs', async () => {
    const address = '203.0.113.2';
    const token = await login('printer', address);
    const closes: number[] = [];
    const client = createClient({
      url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': address } });
        }
      },
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {}, // recorded in `closes`
      on: { closed: (event) => void closes.push((event as { code: number }).code) },
    });
    try {
      const run = () =>
        client
          .iterate({ query: '{ viewer { user { id } } }' })
          .next()
          .then(
            (r) => r.value as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> },
            (errors: unknown) => ({ errors }) as { errors: Array<{ extensions?: Record<string, unknown> }> },
          );
      // Opening the connection counted once; each operation counts once.
      for (let i = 0; i < PER_PRINCIPAL - 1; i++) expect((await run()).errors).toBeUndefined();
      stack.calls.length = 0;
      const refused = await run();
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'principal' });
      expect(stack.calls).toEqual([]);
      // A new connection past the budget is refused as it opens (4429), before any event stream.
      const second = createClient({
        url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        on: { closed: (event) => void closes.push((event as { code: number }).code) },
      });
      await second
        .iterate({ query: '{ __typename }' })
        .next()
        .catch(() => {});
      expect(closes).toEqual([4429]);
      expect(stack.calls).toEqual([]);
      await second.dispose();
    } finally {
      await client.dispose();
    }
  });
});

describe('per address', () => {
  it('anonymous callers are counted by address; another address has its own budget', async () => {
    const address = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) statuses.push((await ask(null, address, '{ __typename }')).status);
    expect(statuses.slice(0, PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(429);
    const refused = await ask(null, address, '{ __typename }');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'address' });
    // Logging in is refused too while the address is over its limit.
    const login = await ask(
      null,
      address,
      `mutation { login(input: { email: "${USERS.admin}", password: "${PASSWORD}" }) { token } }`,
    );
    expect(login.status).toBe(429);
    expect((await ask(null, '198.51.100.10', '{ __typename }')).status).toBe(200);
  });

  it('health probes and the web app are not counted', async () => {
    const address = '198.51.100.9'; // over its limit since the test above
    for (const path of ['/health', '/ready']) {
      const res = await fetch(`${stack.gatewayUrl}${path}`, { headers: { 'x-forwarded-for': address } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit-limit'), path).toBeNull();
    }
  });
});

describe('query cost budget per principal (docs/integrators.md "Limits")', () => {
  it('each operation is charged its cost; past the budget, 429 RATE_LIMITED (limit cost) and nothing runs', async () => {
    // A gateway of its own whose principals may spend 10 a minute: `{ viewer { user { id } } }` costs 3.
    const own = await startGateway(stack.apiUrl, [], false, {
      rateLimit: { perAddress: 1000, perPrincipal: 1000, costPerPrincipal: 10 },
    });
    try {
      const token = await login('signee2', '192.0.2.7');
      const ask = async () => {
        const res = await fetch(`${own.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
        });
        return { status: res.status, headers: res.headers, body: (await res.json()) as Parameters<typeof codeOf>[0] };
      };
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await ask();
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-policy')).toContain('"cost";q=10;w=60;qu="query-cost"');
        remaining.push(/"cost";r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1] ?? '');
      }
      expect(remaining).toEqual(['7', '4', '1']);
      own.calls.length = 0;
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'cost' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit')).toMatch(/"cost";r=0;t=\d+/);
      expect(refused.body.data ?? null).toBeNull();
      expect(own.calls).toEqual([]);
      // The refusal still tells what the operation would have cost.
      expect((refused.body as { extensions?: unknown }).extensions).toEqual({
        cost: { requested: 3, maximum: 50_000 },
      });
    } finally {
      await own.gateway.close();
    }
  });
});

// With DATABASE_URL on PostgreSQL the counters live there: `npm test` runs this against a server.
if (process.env.TEST_DATABASE_URL)
  describe('on PostgreSQL', () => {
    it('two gateway instances share one budget per principal', async () => {
      expect(stack.apiDatabaseUrl).toBeTruthy();
      const shared = { perAddress: 1000, perPrincipal: 3 };
      const [a, b] = await Promise.all(
        [0, 1].map(() =>
          startGateway(stack.apiUrl, [], false, { rateLimit: shared, databaseUrl: stack.apiDatabaseUrl ?? undefined }),
        ),
      );
      try {
        const token = await login('signee1', '192.0.2.1');
        const askOn = async (url: string) =>
          (
            await fetch(`${url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
            })
          ).status;
        expect([await askOn(a!.url), await askOn(b!.url), await askOn(a!.url)]).toEqual([200, 200, 200]);
        expect(await askOn(b!.url)).toBe(429);
        expect(await askOn(a!.url)).toBe(429);
      } finally {
        await Promise.all([a!.gateway.close(), b!.gateway.close()]);
      }
    });
  });
