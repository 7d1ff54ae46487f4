/**
 * Auth over HTTP: login, throttling, logout, 401/403.
 * spec: access-and-administration §5, §7; api/CONTRACT.md "Auth".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('POST /login', () => {
  test('answers the CONTRACT shape with an opaque token', async () => {
    const res = await api.post('/login', { email: 'Requisitioner@certify.test', password: 'Certify@2026' });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({
      success: 1,
      message: 'Login successful',
      user: { first_name: 'Liam', last_name: 'Nguyen', email: 'requisitioner@certify.test' },
      roles: [{ id: 2, name: 'Requisitioner' }],
      product_logo: null,
      password_security: false,
      email_notifications: true,
      module_permissions: {
        requested_certificate: { add: true },
        campus_management: { add: false },
        course_management: { add: false },
        student_management: { add: false },
      },
    });
    expect(typeof b.token).toBe('string');
    expect(Buffer.from(b.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Date(b.expires_at).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(b.modules.map((m: { module_name: string }) => m.module_name)).toContain('requested_list');
    expect(b.modules[0]).toEqual(
      expect.objectContaining({
        module_name: expect.any(String),
        module_display_name: expect.any(String),
        url: expect.any(String),
        section: 2,
        priority: expect.any(Number),
      }),
    );
    // stored hashed, never in clear
    const rows = await api.db.execute<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(rows.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]!.token_hash).not.toBe(b.token);
  });

  test('form-encoded login works too', async () => {
    const res = await api.postForm('/login', { email: 'printer@certify.test', password: 'Certify@2026' });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual([{ id: 5, name: 'Printer' }]);
  });

  test('wrong password and unknown user → 401 Invalid username or password', async () => {
    for (const body of [
      { email: 'approver@certify.test', password: 'Wrong@2026' },
      { email: 'nobody@certify.test', password: 'Certify@2026' },
    ]) {
      const res = await api.post('/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: 0, message: 'Invalid username or password' });
    }
  });

  test('validation messages of the spec', async () => {
    let res = await api.post('/login', {});
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(0);
    expect(res.body.errors).toMatchObject({
      email: 'Please enter your Username',
      password: 'Please enter your Password',
    });
    res = await api.post('/login', { email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid Username');
  });

  test('inactive and deleted users cannot log in', async () => {
    await api.db.execute(sql`UPDATE users SET status = false WHERE email = 'printer@certify.test'`);
    await api.db.execute(sql`UPDATE users SET deleted_at = now() WHERE email = 'approver@certify.test'`);
    for (const email of ['printer@certify.test', 'approver@certify.test']) {
      const res = await api.post('/login', { email, password: 'Certify@2026' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password');
    }
  });

  test('5 failures from one address: the next attempt waits out the 15 minutes with retry_after_seconds', async () => {
    const bad = { email: 'signee1@certify.test', password: 'Nope@1234' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.post('/login', bad)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const res = await api.post('/login', { email: 'signee1@certify.test', password: 'Certify@2026' });
    expect(res.status).toBe(429);
    expect(res.body.success).toBe(0);
    expect(res.body.message).toMatch(/try again in 15 minutes/);
    expect(res.body.retry_after_seconds).toBeGreaterThan(800);
    expect(res.headers.get('retry-after')).toBe(String(res.body.retry_after_seconds));
    // other accounts are not locked by one account's failures (address limit is higher)
    expect((await api.post('/login', { email: 'signee2@certify.test', password: 'Certify@2026' })).status).toBe(200);
  });

  test('a success clears the account failures', async () => {
    for (let i = 0; i < 4; i++) await api.post('/login', { email: 'approver@certify.test', password: 'bad' });
    expect((await api.post('/login', { email: 'approver@certify.test', password: 'Certify@2026' })).status).toBe(200);
    expect((await api.post('/login', { email: 'approver@certify.test', password: 'bad' })).status).toBe(401);
  });
});

describe('tokens', () => {
  test('401 without, with a bad, or with an expired token', async () => {
    let res = await api.get('/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: 0, message: 'Unauthenticated.' });
    res = await api.get('/me', 'not-a-token');
    expect(res.status).toBe(401);
    const token = await api.login('approver@certify.test');
    await api.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await api.get('/me', token)).status).toBe(401);
  });

  test('GET /me answers the profile; logout revokes', async () => {
    const token = await api.login('admin@certify.test');
    const me = await api.get('/me', token);
    expect(me.status).toBe(200);
    expect(me.body.success).toBe(1);
    expect(me.body.token).toBeUndefined();
    expect(me.body.roles.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(me.body.module_permissions.student_management.add).toBe(true);
    const out = await api.post('/logout', {}, token);
    expect(out.body).toEqual({ success: 1, message: 'Logged out' });
    expect((await api.get('/me', token)).status).toBe(401);
  });

  test('deactivating a user ends their sessions', async () => {
    const token = await api.login('printer@certify.test');
    await api.db.execute(sql`UPDATE users SET status = false WHERE email = 'printer@certify.test'`);
    expect((await api.get('/me', token)).status).toBe(401);
  });

  test('403 with a clear message when the role lacks the module', async () => {
    const token = await api.login('printer@certify.test');
    const res = await api.post('/searchRequestedCertificate', {}, token);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(0);
    expect(res.body.message).toContain('requested_list');
  });

  test('/health is public; unknown routes are 404 JSON', async () => {
    expect((await api.get('/health')).body).toEqual({ status: 'ok' });
    const res = await api.get('/nope');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(0);
  });
});
