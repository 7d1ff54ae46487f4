/**
 * The api's security headers (docs/security.md "Authorisation, limits and headers"; src/http/securityHeaders.ts): a CSP that allows
 * nothing on JSON, PDFs and errors; Swagger UI's own at /docs; nosniff, DENY, no-referrer
 * everywhere; HSTS only over TLS (`X-Forwarded-Proto` believed only from a proxy that TRUST_PROXY names).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false });
});
afterAll(() => api?.close());

const common = (headers: Headers, where: string) => {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
};

describe('api security headers', () => {
  test('JSON answers, errors and the contract: a CSP that allows nothing and no framing', async () => {
    const token = await api.login('admin@certify.test');
    const answers = [
      await api.get('/health'),
      await api.get('/me', token),
      await api.get('/me'),
      await api.get('/nowhere', token),
      await api.get('/openapi.json'),
      await api.post('/login', { email: 'x@y.z', password: 'nope' }),
    ];
    for (const res of answers) {
      const where = `${res.status} ${res.text.slice(0, 60)}`;
      expect(res.headers.get('content-security-policy'), where).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      common(res.headers, where);
      expect(res.headers.get('strict-transport-security'), where).toBeNull();
    }
  });

  test('/docs and its assets: scripts, styles and the document from the api itself, nothing inline', async () => {
    for (const path of ['/docs', '/docs/static/index.html', '/docs/static/swagger-initializer.js']) {
      const res = await api.request('GET', path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBeLessThan(400);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("style-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe');
      common(res.headers, path);
    }
  });

  test('Strict-Transport-Security only when the request came over TLS, as a trusted proxy says', async () => {
    // This api believes no proxy: a client claiming TLS gets no HSTS.
    const claimed = await api.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    // An api behind a TLS-terminating proxy on loopback (TRUST_PROXY=127.0.0.1) believes it.
    const proxied = await startTestApi({ certificates: false, config: { trustProxy: '127.0.0.1' } });
    try {
      const tls = await proxied.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.request('GET', '/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
