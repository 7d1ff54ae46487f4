/**
 * Principals kept a few seconds per token (docs/architecture.md "A gateway that adds nothing";
 * api/src/auth/principalCache.ts): kept, bounded, never past the session, and dropped at once — on
 * every instance — by each change that ends a session or alters a principal. The HTTP tests keep
 * principals a minute, so a token refused at once was dropped, not expired. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL (then also across two api instances on one database).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../src/auth/principal.js';
import { type LoadedPrincipal, PrincipalCache } from '../src/auth/principalCache.js';
import { startTestApi, type TestApi } from './harness.js';
import { EMAILS, PASSWORD, WorkflowKit } from './workflowKit.js';

const principal = (userId: number, sessionId: number): Principal => ({
  userId,
  sessionId,
  email: `u${userId}@example.test`,
  firstName: 'U',
  lastName: String(userId),
  roleIds: [],
  modules: new Set(),
  permissions: new Set(),
  passwordSecurity: false,
  signVerifiedAt: null,
  apiClient: null,
});

describe('PrincipalCache', () => {
  let now = 1_000_000;
  const clock = () => now;
  /** A loader that counts its calls and answers `p`, expiring in `expiresInMs`. */
  const loader = (p: Principal | null, expiresInMs = 3_600_000) => {
    const load = async (): Promise<LoadedPrincipal | null> => {
      load.calls++;
      return p && { principal: p, expiresAt: new Date(now + expiresInMs) };
    };
    load.calls = 0;
    return load;
  };

  it('keeps a principal for its time to live, then reads it again', async () => {
    const cache = new PrincipalCache({ ttlMs: 5_000, now: clock });
    const load = loader(principal(1, 10));
    expect(await cache.get('a', load)).toMatchObject({ userId: 1 });
    now += 4_999;
    await cache.get('a', load);
    expect(load.calls).toBe(1);
    now += 1;
    await cache.get('a', load);
    expect(load.calls).toBe(2);
  });

  it('never past the session’s expiry, and keeps nothing for an unknown token', async () => {
    const cache = new PrincipalCache({ ttlMs: 5_000, now: clock });
    const expiring = loader(principal(1, 10), 1_000);
    await cache.get('a', expiring);
    now += 1_000;
    await cache.get('a', expiring);
    expect(expiring.calls).toBe(2);
    const unknown = loader(null);
    expect(await cache.get('b', unknown)).toBeNull();
    expect(await cache.get('b', unknown)).toBeNull();
    expect(unknown.calls).toBe(2);
  });

  it('is bounded: the least recently used goes first', async () => {
    const cache = new PrincipalCache({ max: 2, now: clock });
    const loads = [loader(principal(1, 1)), loader(principal(2, 2)), loader(principal(3, 3))];
    await cache.get('one', loads[0]!);
    await cache.get('two', loads[1]!);
    await cache.get('one', loads[0]!); // `two` is now the least recently used
    await cache.get('three', loads[2]!);
    expect(cache.size).toBe(2);
    await cache.get('one', loads[0]!);
    await cache.get('two', loads[1]!);
    expect(loads.map((l) => l.calls)).toEqual([1, 2, 1]);
  });

  it('concurrent requests with one token share one read', async () => {
    const cache = new PrincipalCache({ now: clock });
    const load = loader(principal(1, 1));
    const got = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', load)));
    expect(load.calls).toBe(1);
    expect(new Set(got).size).toBe(1);
  });

  it('drops by session, by user or all; other events keep everything', async () => {
    const cache = new PrincipalCache({ now: clock });
    for (const [token, userId, sessionId] of [
      ['a', 1, 10],
      ['b', 1, 11],
      ['c', 2, 20],
      ['d', 3, 30],
    ] as const) {
      await cache.get(token, loader(principal(userId, sessionId)));
    }
    cache.onEvent({ type: 'notification', userId: 1, notification: {} as never, unreadCount: 0 });
    expect(cache.size).toBe(4);
    cache.onEvent({ type: 'session-revoked', sessionId: 10 });
    expect(cache.size).toBe(3);
    cache.onEvent({ type: 'principal-changed', userId: 1 });
    expect(cache.size).toBe(2);
    cache.onEvent({ type: 'principal-changed', sessionId: 20 });
    expect(cache.size).toBe(1);
    cache.onEvent({ type: 'principal-changed', all: true });
    expect(cache.size).toBe(0);
  });

  it('does not keep what was read while a change was announced (it may predate the change)', async () => {
    const cache = new PrincipalCache({ now: clock });
    let finish!: () => void;
    const slow = async (): Promise<LoadedPrincipal> => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { principal: principal(1, 10), expiresAt: new Date(now + 3_600_000) };
    };
    const pending = cache.get('a', slow);
    await Promise.resolve();
    cache.drop({ sessionId: 10 });
    finish();
    expect(await pending).toMatchObject({ sessionId: 10 }); // the request that started before the change
    expect(cache.size).toBe(0);
    // and a request after the change does not join the read that started before it
    const fresh = loader(null);
    const again = cache.get('a', slow);
    await Promise.resolve();
    cache.drop({ all: true });
    expect(await cache.get('a', fresh)).toBeNull();
    finish();
    await again;
    expect(cache.size).toBe(0);
  });
});

/** Kept a minute in these tests: a refusal at once is a drop, not an expiry. */
const KEPT = { ttlMs: 60_000 };

describe('over HTTP', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ principals: KEPT });
    kit = new WorkflowKit(api);
  });
  beforeEach(async () => {
    await api.reset();
    kit.forget();
    admin = await api.login(EMAILS.admin);
  });
  afterAll(() => api?.close());

  const me = async (token: string) => (await api.get('/me', token)).status;

  it('keeps the principal: a change made by hand in the database shows only once it is dropped', async () => {
    const token = await kit.token('printer');
    expect(await me(token)).toBe(200);
    await api.db.execute(sql`UPDATE users SET status = false WHERE email = ${EMAILS.printer}`);
    expect(await me(token)).toBe(200); // kept
    api.forgetPrincipals();
    expect(await me(token)).toBe(401);
  });

  it('logout drops that session’s principal at once; the user’s other session goes on', async () => {
    const [one, two] = [await api.login(EMAILS.printer), await api.login(EMAILS.printer)];
    expect([await me(one), await me(two)]).toEqual([200, 200]);
    expect((await api.post('/logout', {}, one)).status).toBe(200);
    expect([await me(one), await me(two)]).toEqual([401, 200]);
  });

  it('deactivating a user drops their principals at once', async () => {
    const token = await kit.token('printer');
    expect(await me(token)).toBe(200);
    const id = await kit.id('printer');
    const res = await api.request('PUT', `/user/${id}/update`, {
      token: admin,
      body: { first_name: 'Priya', last_name: 'Sharma', mobile_number: '0412345675', status: 0 },
    });
    expect(res.status, res.text).toBe(200);
    expect(await me(token)).toBe(401);
  });

  it('a change of roles drops the user’s principals at once', async () => {
    const token = await kit.token('printer');
    expect((await api.post('/reprintCertificateList', { page: 1 }, token)).status).toBe(200);
    const res = await api.post('/assignRole', { user_id: await kit.id('printer'), role_ids: [2] }, admin);
    expect(res.status, res.text).toBe(200);
    expect(await me(token)).toBe(401);
  });

  it('rotating or revoking an API client’s secret drops its principal at once', async () => {
    const created = await api.post('/apiClients', { name: 'Student system', scopes: ['register:read'] }, admin);
    expect(created.status, created.text).toBe(200);
    const { api_client, secret } = created.body as { api_client: { id: number }; secret: string };
    expect((await api.get('/apiClients/me', secret)).status).toBe(200);
    const rotated = await api.post(`/apiClients/${api_client.id}/rotate`, {}, admin);
    expect(rotated.status, rotated.text).toBe(200);
    expect((await api.get('/apiClients/me', secret)).status).toBe(401);
    const next = rotated.body.secret as string;
    expect((await api.get('/apiClients/me', next)).status).toBe(200);
    expect((await api.post(`/apiClients/${api_client.id}/revoke`, {}, admin)).status).toBe(200);
    expect((await api.get('/apiClients/me', next)).status).toBe(401);
  });

  it('turning password security on is seen by the next sign call (principal-changed)', async () => {
    const id = await kit.create('approved');
    const token = await kit.token('signee1');
    expect(await me(token)).toBe(200);
    const on = await api.postForm('/userConfigurationUpdate', { password_security: 1 }, token);
    expect(on.status, on.text).toBe(200);
    const refused = await kit.form('signee1', '/bulkSignCertificate', { 'certificate[0]': id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please Enter Password');
    const signed = await kit.form('signee1', '/bulkSignCertificate', { 'certificate[0]': id, password: PASSWORD });
    expect(signed.status, signed.text).toBe(200);
  });

  it('passing /passwordToCheck is seen by the next sign call (principal-changed)', async () => {
    await kit.clearThrottle();
    const id = await kit.create('half-signed');
    const refused = await kit.form('signee2', '/bulkSignCertificate', { 'certificate[0]': id });
    expect(refused.status).toBe(403); // signee2 has password security on; the principal is now kept
    expect((await kit.post('signee2', '/passwordToCheck', { password: PASSWORD })).status).toBe(200);
    const signed = await kit.form('signee2', '/bulkSignCertificate', { 'certificate[0]': id });
    expect(signed.status, signed.text).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two api instances on one PostgreSQL', () => {
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    one = await startTestApi({ principals: KEPT });
    two = await startTestApi({ principals: KEPT, seed: false }); // the same database, already seeded
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  /** The status `path` answers on `api` with `token`, polled until `want` for up to 2 s (a NOTIFY's way). */
  async function statusOn(api: TestApi, path: string, token: string, want: number): Promise<number> {
    const until = Date.now() + 2_000;
    for (;;) {
      const status = (await api.get(path, token)).status;
      if (status === want || Date.now() > until) return status;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const meOn = (api: TestApi, token: string, want: number) => statusOn(api, '/me', token, want);

  it('logout, deactivation, a role change and a revocation on one instance drop the principal on the other', async () => {
    await one.reset();
    const admin = await one.login(EMAILS.admin);
    const idOf = (email: string) => one.userId(email);

    const printer = await one.login(EMAILS.printer);
    expect((await two.get('/me', printer)).status).toBe(200); // kept on two
    expect((await one.post('/logout', {}, printer)).status).toBe(200);
    expect(await meOn(two, printer, 401)).toBe(401);

    const approver = await one.login(EMAILS.approver);
    expect((await two.get('/me', approver)).status).toBe(200);
    const deactivated = await one.request('PUT', `/user/${await idOf(EMAILS.approver)}/update`, {
      token: admin,
      body: { first_name: 'Aisha', last_name: 'Khan', mobile_number: '0412345672', status: 0 },
    });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(await meOn(two, approver, 401)).toBe(401);

    const requisitioner = await one.login(EMAILS.requisitioner);
    expect((await two.get('/me', requisitioner)).status).toBe(200);
    const roles = await one.post('/assignRole', { user_id: await idOf(EMAILS.requisitioner), role_ids: [5] }, admin);
    expect(roles.status, roles.text).toBe(200);
    expect(await meOn(two, requisitioner, 401)).toBe(401);

    const created = await one.post('/apiClients', { name: 'Reporting', scopes: ['register:read'] }, admin);
    const { api_client, secret } = created.body as { api_client: { id: number }; secret: string };
    expect((await two.get('/apiClients/me', secret)).status).toBe(200);
    expect((await one.post(`/apiClients/${api_client.id}/revoke`, {}, admin)).status).toBe(200);
    expect(await statusOn(two, '/apiClients/me', secret, 401)).toBe(401);
  });
});
