/**
 * Introspection in production (docs/integrators.md): Apollo Server turns
 * introspection off when NODE_ENV=production unless told otherwise; the gateway tells it
 * (`introspection: true`, server.ts) and lets introspectionGuardPlugin refuse anonymous callers.
 * So under NODE_ENV=production an authenticated integrator introspects over HTTP and WebSocket, and
 * an anonymous caller gets UNAUTHENTICATED over HTTP and no WebSocket at all.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

const SCHEMA = '{ __schema { queryType { name } types { name } } }';
let stack: Stack;
beforeAll(async () => {
  // Apollo reads NODE_ENV when the server is built: build the gateway as production would.
  vi.stubEnv('NODE_ENV', 'production');
  try {
    stack = await startStack();
  } finally {
    vi.unstubAllEnvs();
  }
});
afterAll(() => stack?.close());

describe('introspection under NODE_ENV=production', () => {
  it('over HTTP: an authenticated caller gets the schema', async () => {
    const res = await stack.gql<{ __schema: { queryType: { name: string }; types: unknown[] } }>(
      SCHEMA,
      {},
      await stack.token('requisitioner'),
    );
    expect(ok(res).__schema.queryType.name).toBe('Query');
    expect(ok(res).__schema.types.length).toBeGreaterThan(50);
  });

  it('over HTTP: an anonymous caller gets UNAUTHENTICATED, not the schema', async () => {
    const res = await stack.gql(SCHEMA, {}, null);
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  });

  it('over WebSocket: an authenticated connection introspects; an anonymous one is refused (4401)', async () => {
    const url = `${stack.gatewayUrl.replace('http', 'ws')}/graphql`;
    const signedIn = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await stack.token('printer')}` },
      retryAttempts: 0,
    });
    try {
      const result = await signedIn.iterate({ query: SCHEMA }).next();
      expect(result.value).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await signedIn.dispose();
    }

    const closes: number[] = [];
    const anonymous = createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      on: { closed: (event) => void closes.push((event as { code: number }).code) },
    });
    try {
      const outcome = await anonymous
        .iterate({ query: SCHEMA })
        .next()
        .then(
          (r) => r.value,
          (error: unknown) => ({ error }),
        );
      expect(JSON.stringify(outcome)).not.toContain('queryType');
      expect(closes).toEqual([4401]);
    } finally {
      await anonymous.dispose();
    }
  });
});
