/**
 * The api's per-address rate limit (src/http/rateLimit.ts; docs/security.md "Query limits and rate limits"): a direct
 * caller gets `API_RATE_LIMIT_ADDRESS` requests a minute, then 429 RATE_LIMITED with Retry-After;
 * each address has its own budget; the gateway (proven by its secret) and the health probes are
 * not counted; every route publishes its 429. On PostgreSQL two instances share one budget.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '@certify/runtime';
import { TEST_GATEWAY_SECRET } from '@certify/runtime/testing';
import { startTestApi, type TestApi } from './harness.js';

const LIMIT = 5;
let api: TestApi;
beforeAll(async () => {
  // TRUST_PROXY on loopback: the test plays callers at several addresses through X-Forwarded-For.
  api = await startTestApi({
    certificates: false,
    config: { rateLimitPerAddress: LIMIT, trustProxy: '127.0.0.1' },
  });
});
afterAll(() => api?.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('api rate limit per address', () => {
  test('a direct caller gets the limit, then 429 RATE_LIMITED with Retry-After; nothing runs', async () => {
    const address = '203.0.113.10';
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await api.request('GET', '/openapi.json', from(address));
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      // IETF draft-ietf-httpapi-ratelimit-headers structured fields, and the earlier drafts' fields.
      expect(res.headers.get('ratelimit-policy')).toBe(`"address";q=${LIMIT};w=60`);
      expect(res.headers.get('ratelimit')).toBe(`"address";r=${LIMIT - 1 - i};t=${res.headers.get('ratelimit-reset')}`);
      remaining.push(res.headers.get('ratelimit-remaining') ?? '');
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const refused = await api.request('POST', '/login', {
      ...from(address),
      body: { email: 'admin@certify.test', password: 'Certify@2026' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: 0, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.retry_after_seconds).toBe(retryAfter);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // The refused login never ran: no session was created.
    expect(refused.body.token).toBeUndefined();
  });

  test('another address has its own budget; probes and the gateway are never counted', async () => {
    const busy = '203.0.113.20';
    for (let i = 0; i < LIMIT; i++) await api.request('GET', '/openapi.json', from(busy));
    expect((await api.request('GET', '/openapi.json', from(busy))).status).toBe(429);

    expect((await api.request('GET', '/openapi.json', from('203.0.113.21'))).status).toBe(200);
    // IPv6: one budget per /64, so a subscriber cannot rotate through its own addresses.
    for (let i = 0; i < LIMIT; i++) {
      expect((await api.request('GET', '/openapi.json', from(`2001:db8:5:6::${i + 1}`))).status).toBe(200);
    }
    expect((await api.request('GET', '/openapi.json', from('2001:db8:5:6::ffff'))).status).toBe(429);

    for (const path of ['/health', '/ready']) {
      const res = await api.request('GET', path, from(busy));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit-limit'), path).toBeNull();
    }
    const viaGateway = await api.request('GET', '/openapi.json', {
      headers: { ...from(busy).headers, [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET },
    });
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.get('ratelimit-limit')).toBeNull();
    // A wrong secret proves nothing: counted (and refused) like any direct caller.
    const forged = await api.request('GET', '/openapi.json', {
      headers: { ...from(busy).headers, [GATEWAY_SECRET_HEADER]: 'x'.repeat(40) },
    });
    expect(forged.status).toBe(429);
  });

  test('every route of the contract declares its 429', async () => {
    const doc = (await api.request('GET', '/openapi.json', from('203.0.113.30'))).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const limited = path !== '/health' && path !== '/ready';
        if (limited !== '429' in operation.responses) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// Counters in PostgreSQL are shared: `npm test` runs this file against a server too.
if (process.env.TEST_DATABASE_URL)
  describe('on PostgreSQL', () => {
    test('two api instances share one budget per address', async () => {
      const other = await startTestApi({
        seed: false,
        config: { rateLimitPerAddress: LIMIT, trustProxy: '127.0.0.1' },
      });
      try {
        const address = '198.51.100.7';
        for (let i = 0; i < 3; i++) expect((await api.request('GET', '/openapi.json', from(address))).status).toBe(200);
        for (let i = 0; i < 2; i++) {
          expect((await other.request('GET', '/openapi.json', from(address))).status).toBe(200);
        }
        const refused = await other.request('GET', '/openapi.json', from(address));
        expect(refused.status).toBe(429);
        expect((await api.request('GET', '/openapi.json', from(address))).status).toBe(429);
      } finally {
        await other.close();
      }
    });
  });
