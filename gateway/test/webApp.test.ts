import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/server.js';

let app: FastifyInstance;
let url: string;
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
  it('serves the public verification pages with X-Robots-Tag noindex, and no other page (issue 12)', async () => {
    // … and a learner's download page (issue 12 "Digital delivery")
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
