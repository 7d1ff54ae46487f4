/**
 * Request ids on the api: a valid incoming `X-Request-Id` is kept, anything else replaced by a
 * UUID; every answer echoes it (errors, 404s and the event stream too) and every log line of the
 * request carries it as `requestId`. docs/operations.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './logCapture.js';
import { startTestApi, type TestApi } from './harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const logs = captureLogs();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false, logger: { level: 'info', stream: logs.stream } });
});
afterAll(async () => {
  await api?.close();
});

const idOf = (res: { headers: Headers }) => res.headers.get('x-request-id');

describe('X-Request-Id on the api', () => {
  it('keeps a valid incoming id and echoes it, on successes, errors and 404s alike', async () => {
    const id = 'gw-1234.abc:DEF-x_9';
    expect(idOf(await api.request('GET', '/health', { headers: { 'x-request-id': id } }))).toBe(id);
    expect(idOf(await api.request('GET', '/me', { headers: { 'x-request-id': id } }))).toBe(id); // 401
    expect(idOf(await api.request('GET', '/nowhere', { headers: { 'x-request-id': id } }))).toBe(id); // 404
    const max = 'a'.repeat(128);
    expect(idOf(await api.request('GET', '/health', { headers: { 'x-request-id': max } }))).toBe(max);
  });

  it('replaces a missing, too long or malformed id with a new UUID', async () => {
    const absent = idOf(await api.get('/health'));
    expect(absent).toMatch(UUID);
    expect(idOf(await api.get('/health'))).not.toBe(absent);
    for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', 'quote"d', 'slash/y']) {
      const res = await api.request('GET', '/health', {
        headers: { 'x-request-id': bad },
      });
      expect(idOf(res)).toMatch(UUID);
    }
  });

  it('logs every line of the request with it', async () => {
    const id = 'log-check-1';
    const token = await api.login('approver@certify.test');
    await api.request('GET', '/me', { token, headers: { 'x-request-id': id } });
    const lines = logs.lines.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/me' } });
  });

  it('sends it on the event stream (a hijacked answer)', async () => {
    const token = await api.login('approver@certify.test');
    const controller = new AbortController();
    const res = await fetch(`${api.url}/events`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'sse-1' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(idOf(res)).toBe('sse-1');
    controller.abort();
  });
});
