import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/server.js';
import { cacheControlOf } from '../src/http/webApp.js';

/** A built chunk as Vite names it, and its bytes (long enough that compressing pays). */
const CHUNK = 'assets/index-BXYM_htt.js';
const CHUNK_BODY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const SHELL = `<!doctype html><title>Certify</title><div id="root"></div>${'<!-- padding -->'.repeat(40)}`;

/** Writes `name` and, as the web build does (web/vite.config.ts), its .br and .gz copies. */
function writeBuilt(dist: string, name: string, body: string): void {
  writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
}

/** A raw GET (undici's request decodes nothing, unlike fetch): status, headers, body bytes. */
async function rawGet(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${url}${path}`, { headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  const header = (name: string) => {
    const value = res.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  return { status: res.statusCode, header, body };
}

/** The body as the browser reads it after undoing `content-encoding`. */
function decoded(res: Awaited<ReturnType<typeof rawGet>>): string {
  const encoding = res.header('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'certify-web-'));
  mkdirSync(join(dist, 'assets'));
  writeBuilt(dist, 'index.html', SHELL);
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeBuilt(dist, CHUNK, CHUNK_BODY);
  // a small hashed asset the build left uncompressed (below its threshold)
  writeFileSync(join(dist, 'assets', 'tiny-Ab3_x-9Z.js'), 'export{}');
  writeBuilt(dist, 'favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  app = await buildGateway({
    port: 0,
    host: '127.0.0.1',
    certApiUrl: 'http://127.0.0.1:9',
    webDist: dist,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

describe('built web app with SPA fallback (DESIGN.md Architecture: the gateway serves the web app)', () => {
  it('serves files and index.html for client routes', async () => {
    const asset = await fetch(`${url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    for (const path of ['/', '/certificates/requested-list/12', '/user/login?next=%2Freports']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
  it('serves the public verification pages with X-Robots-Tag noindex, and no other page (docs/verification.md)', async () => {
    // … and a learner's download page (docs/printing.md "Digital delivery")
    for (const path of [
      '/verify',
      '/verify/',
      '/verify/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      `/certificate/download/${'A'.repeat(43)}`,
    ]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/user/login', '/verifyish', '/certificates/printed-list']) {
      expect((await fetch(`${url}${path}`)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
  it('keeps API paths and missing assets as 404s', async () => {
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${url}/files/certificates/1/nope`)).status).toBe(404);
    const post = await fetch(`${url}/somewhere`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
  it('answers a JSON 404, never index.html, for the server’s own paths and for files', async () => {
    for (const path of [
      '/docs',
      '/docs/index.html',
      '/metrics',
      '/graphql/x',
      '/files/unknown-kind',
      '/files/',
      '/api/certificates',
      '/openapi',
      '/readyz',
      '/healthz',
      '/live',
      '/.well-known/security.txt',
      '/favicon.ico',
      '/certificates/report.pdf',
    ]) {
      const res = await fetch(`${url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
  it('serves index.html for every other path: the web router answers unknown pages itself', async () => {
    for (const path of [
      '/certificates/requested-list',
      '/master/campus-list',
      '/dashboard',
      '/no-such-page',
      '/graphqlish',
    ]) {
      const res = await fetch(`${url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
  it('GraphQL and health still answer', async () => {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const gql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await gql.json()).toMatchObject({ data: { __typename: 'Query' } });
  });
});

describe('precompressed static files with long caching (docs/architecture.md "A light web app")', () => {
  it('answers the brotli or the gzip copy by Accept-Encoding, and the file itself to anyone else', async () => {
    const cases: Array<[string, string | null]> = [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=1', 'gzip'],
      ['identity', null],
      ['', null],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const res = await rawGet(`/${CHUNK}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect([acceptEncoding, res.status, res.header('content-encoding')]).toEqual([acceptEncoding, 200, expected]);
      expect(res.header('content-type')).toContain('javascript');
      expect(res.header('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(decoded(res)).toBe(CHUNK_BODY);
      if (expected) expect(res.body.length).toBeLessThan(CHUNK_BODY.length / 2);
    }
  });
  it('lets browsers keep hashed assets for a year (immutable), with an ETag and Last-Modified', async () => {
    for (const path of [`/${CHUNK}`, '/assets/tiny-Ab3_x-9Z.js']) {
      const res = await rawGet(path, { 'accept-encoding': 'br, gzip' });
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.header('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.header('etag')).toBeTruthy();
      expect(res.header('last-modified')).toBeTruthy();
    }
  });
  it('makes browsers revalidate index.html and the public files (no-cache), compressed as well', async () => {
    for (const path of ['/', '/index.html', '/user/login', '/certificates/requested-list/12', '/favicon.svg']) {
      const res = await rawGet(path, { 'accept-encoding': 'gzip, br' });
      expect([path, res.status, res.header('content-encoding')]).toEqual([path, 200, 'br']);
      expect([path, res.header('cache-control')]).toEqual([path, 'no-cache']);
      expect(res.header('vary')?.toLowerCase()).toContain('accept-encoding');
      if (path !== '/favicon.svg') expect(decoded(res)).toBe(SHELL);
    }
    const plain = await rawGet('/user/login');
    expect(plain.header('content-encoding')).toBeNull();
    expect(plain.header('cache-control')).toBe('no-cache');
    expect(plain.body.toString()).toBe(SHELL);
  });
  it('answers 304 Not Modified to a revalidation with the ETag it gave', async () => {
    for (const [path, encoding] of [
      ['/', 'br'],
      [`/${CHUNK}`, 'gzip'],
    ] as const) {
      const first = await rawGet(path, { 'accept-encoding': encoding });
      const again = await rawGet(path, { 'accept-encoding': encoding, 'if-none-match': first.header('etag')! });
      expect([path, again.status, again.body.length]).toEqual([path, 304, 0]);
    }
  });
  it('names hashed assets only under assets/ with Vite’s hash before the extension', () => {
    expect(cacheControlOf('assets/LoginPage-BTgbqIxO.js')).toContain('immutable');
    expect(cacheControlOf('assets/pdf.worker.min-qwK7q_zL.mjs.br')).toContain('immutable');
    expect(cacheControlOf('assets/index-Y5S8lp-0.css.gz')).toContain('immutable');
    for (const name of [
      'index.html',
      'favicon.svg',
      'assets/app.js',
      'robots-12345678.txt',
      'assets/x/y-BTgbqIxO.js',
    ]) {
      expect([name, cacheControlOf(name)]).toEqual([name, 'no-cache']);
    }
  });
});
