/**
 * Automatic persisted queries (docs/integrators.md "Limits"; Apollo Server's APQ, server.ts): a
 * client sends `extensions.persistedQuery` with the query's SHA-256. The first hash alone answers
 * PERSISTED_QUERY_NOT_FOUND; hash and query together run and store it; then the hash alone runs it
 * (over POST and GET), with the same limits and cost as the full query. A hash that does not match
 * its query is refused. Written as an outside client would: plain `fetch`.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GqlResult, type Stack, startStack } from './support/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.token('admin');
});
afterAll(() => stack?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** POSTs a GraphQL request body as the admin. */
async function post(body: Record<string, unknown>) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as GqlResult<unknown> & { extensions?: Record<string, unknown> },
  };
}

describe('automatic persisted queries', () => {
  it('hash only → PERSISTED_QUERY_NOT_FOUND; hash + query → runs; then hash only → runs', async () => {
    // A query of this test's own (a unique alias), so no other test has stored it.
    const query = `query Apq($size: Int) { apq${Date.now()}: certificates(list: REQUESTED, pageSize: $size) { totalCount } }`;
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };

    const unknown = await post({ variables: { size: 5 }, extensions: { persistedQuery } });
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');

    const registered = await post({ query, variables: { size: 5 }, extensions: { persistedQuery } });
    expect(registered.status).toBe(200);
    expect(registered.body.errors).toBeUndefined();

    stack.calls.length = 0;
    const byHash = await post({ variables: { size: 10 }, extensions: { persistedQuery } });
    expect(byHash.status).toBe(200);
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data).toEqual(registered.body.data);
    expect(stack.calls.length).toBeGreaterThan(0); // it really ran
    // Priced like the full query with these variables.
    expect(byHash.body.extensions?.cost).toMatchObject({ requested: expect.any(Number), maximum: 50_000 });

    // GET works too (a CDN-cacheable URL): the hash in `extensions`, no query.
    const params = new URLSearchParams({
      variables: JSON.stringify({ size: 5 }),
      extensions: JSON.stringify({ persistedQuery }),
    });
    const viaGet = await fetch(`${stack.gatewayUrl}/graphql?${params}`, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(200);
    expect(((await viaGet.json()) as GqlResult<unknown>).data).toEqual(registered.body.data);
  });

  it('a hash that is not the query’s is refused and stores nothing', async () => {
    const query = '{ viewer { user { id } } }';
    const wrong = { version: 1, sha256Hash: sha256('something else') };
    const refused = await post({ query, extensions: { persistedQuery: wrong } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/provided sha does not match query/i);
    const after = await post({ extensions: { persistedQuery: wrong } });
    expect(codeOf(after.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('a stored query still passes the limits: an anonymous caller cannot use a stored introspection', async () => {
    const query = '{ __schema { queryType { name } } }';
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    expect((await post({ query, extensions: { persistedQuery } })).body.errors).toBeUndefined();
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery } }),
    });
    const body = (await res.json()) as GqlResult<unknown>;
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
    expect(body.data ?? null).toBeNull();
  });
});
