/**
 * Rate limits (docs/security.md "Query limits and rate limits"): a session that sends more than its budget of operations a
 * minute (RATE_LIMIT_PRINCIPAL, 60 for this stack) gets 429 RATE_LIMITED with `Retry-After` and
 * the RateLimit headers, over HTTP and WebSocket, while a colleague at the same address goes on.
 */
import { expect, test } from '@playwright/test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { baseURL, RATE_LIMIT_PRINCIPAL } from '../playwright.security.config';
import { gql, login } from './support/graphql';

test('past its budget a session is refused with 429 and Retry-After; a colleague is not', async ({ request }) => {
  const token = await login(request, 'approver');
  const query = '{ viewer { user { id } } }';
  for (let i = 0; i < RATE_LIMIT_PRINCIPAL; i++) {
    const answer = await gql(request, query, {}, token);
    expect(answer.status, `operation ${i + 1}`).toBe(200);
  }
  const refused = await gql(request, query, {}, token);
  expect(refused.status).toBe(429);
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'principal' });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers['ratelimit-limit']).toBe(String(RATE_LIMIT_PRINCIPAL));
  expect(refused.headers['ratelimit-remaining']).toBe('0');
  expect(refused.headers['ratelimit-policy']).toContain(`"principal";q=${RATE_LIMIT_PRINCIPAL};w=60`);
  expect(refused.headers.ratelimit).toMatch(/"principal";r=0;t=\d+/);

  // The same session over WebSocket: refused as it connects (4429), nothing runs.
  let onClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    onClosed = resolve;
  });
  const client = createClient({
    url: `${baseURL.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  expect(await closed).toBe(4429);
  await client.dispose();

  const colleague = await login(request, 'requisitioner');
  expect((await gql(request, query, {}, colleague)).status).toBe(200);
});
