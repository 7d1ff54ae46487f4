/**
 * The gateway's security headers (docs/security.md "Authorisation, limits and headers"; src/http/securityHeaders.ts): the web app's
 * CSP on the app shell, assets, errors and files; GET /graphql's landing page keeps the other
 * headers and `frame-ancestors 'none'`; HSTS only when the request came over TLS.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/server.js';
import { cspDirectives } from '@certify/runtime/testing';

let app: FastifyInstance;
let url: string;
let host: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'certify-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Certify</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  app = await buildGateway({
    port: 0,
    host: '127.0.0.1',
    certApiUrl: 'http://127.0.0.1:9',
    webDist: dist,
    logger: false,
    trustProxy: '127.0.0.1',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  url = `http://${host}`;
});
afterAll(async () => {
  await app?.close();
});

describe('security headers', () => {
  it('the app shell, its assets, 404s and /files answers carry the web app CSP and the other headers', async () => {
    for (const path of ['/', '/certificates/requested-list/3', '/assets/app.js', '/files/1', '/nope.js']) {
      const res = await fetch(url + path);
      const csp = cspDirectives(res.headers.get('content-security-policy'));
      expect(csp, path).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'connect-src': ["'self'", `ws://${host}`, `wss://${host}`],
        'worker-src': ["'self'", 'blob:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(JSON.stringify(csp), path).not.toContain('unsafe');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('GET /graphql (Apollo’s landing page) may not be framed either, and keeps nosniff', async () => {
    const res = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const post = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('Strict-Transport-Security only when the request came over TLS (X-Forwarded-Proto from a trusted proxy)', async () => {
    const tls = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${url}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});
