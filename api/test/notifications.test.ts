/**
 * Notifications read side, /events SSE, body parsing.
 * spec: api/CONTRACT.md "Notifications and live events", "Conventions".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from './harness.js';
import { openEvents } from './sse.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { EventBus } from '../src/live/eventBus.js';
import { authenticateToken } from '../src/auth/authenticate.js';
import { createMemoryMailer } from '../src/mail/mailer.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('notifications', () => {
  test('POST and GET /notifications list the caller’s own, newest first, with the unread count', async () => {
    const approver = await api.login('approver@certify.test');
    const res = await api.post('/notifications', {}, approver);
    expect(res.status).toBe(200);
    const { notifications, unread_notifications } = res.body;
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications[0]).toEqual({
      id: expect.any(Number),
      action_id: expect.any(Number),
      subject: expect.any(String),
      message: expect.any(String),
      read_at: null,
      created_at: expect.any(String),
      list: expect.any(String),
      list_path: `/certificates/${notifications[0].list}`,
    });
    const times = notifications.map((n: any) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const approverId = await api.userId('approver@certify.test');
    const count = await api.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${approverId} AND read_at IS NULL`,
    );
    expect(unread_notifications).toBe(Number(count.rows[0]!.n));
    const limited = await api.get('/notifications?limit=1', approver);
    expect(limited.body.notifications).toHaveLength(1);
    expect(limited.body.unread_notifications).toBe(unread_notifications);
  });

  test('/readNotification marks read; unknown or someone else’s → 404 with notifications text', async () => {
    const approver = await api.login('approver@certify.test');
    const before = (await api.post('/notifications', {}, approver)).body;
    const target = before.notifications.find((n: any) => n.read_at === null);
    const res = await api.postForm('/readNotification', { notification_id: target.id }, approver);
    expect(res.body).toEqual({ success: 1, message: 'Notification marked as read' });
    const after = (await api.post('/notifications', {}, approver)).body;
    expect(after.unread_notifications).toBe(before.unread_notifications - 1);
    expect(after.notifications.find((n: any) => n.id === target.id).read_at).toEqual(expect.any(String));
    // again: still fine
    expect((await api.post('/readNotification', { notification_id: target.id }, approver)).status).toBe(200);

    const printer = await api.login('printer@certify.test');
    const other = await api.post('/readNotification', { notification_id: target.id }, printer);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      success: 0,
      notifications: 'Notification not found',
      message: 'Notification not found',
    });
    expect((await api.post('/readNotification', { notification_id: 999999 }, printer)).status).toBe(404);
  });
});

describe('GET /events', () => {
  test('streams the caller’s notification events and the certificate events they may see', async () => {
    const approver = await api.login('approver@certify.test');
    const printer = await api.login('printer@certify.test');
    const approverId = await api.userId('approver@certify.test');
    const requisitionerId = await api.userId('requisitioner@certify.test');
    const a = openEvents(api.url, approver);
    const p = openEvents(api.url, printer);
    const res = await a.ready;
    await p.ready;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    await a.waitFor((f) => f.some((x) => x.includes(': connected')));
    await p.waitFor((f) => f.some((x) => x.includes(': connected')));

    const notification = {
      id: 77,
      action_id: 3,
      subject: 'CERTIFICATE_REQUESTED' as const,
      message: 'hello',
      read_at: null,
      created_at: new Date().toISOString(),
      list: 'requested-list' as const,
      list_path: '/certificates/requested-list',
    };
    const audience = { requisitionerId, signeeIds: [], before: null };
    api.events.publish({ type: 'notification', userId: approverId, notification, unreadCount: 4 });
    // QA approved: on the approver's to-be-signed list, on none of the printer's
    api.events.publish({
      type: 'certificate',
      id: 3,
      credential_status: 1,
      reprint_status: null,
      action: 'approved',
      audience,
    });
    // issued: on both their send-to-print lists
    api.events.publish({
      type: 'certificate',
      id: 4,
      credential_status: 4,
      reprint_status: null,
      action: 'issued',
      audience,
    });

    await a.waitFor((f) => f.filter((x) => x.startsWith('event: certificate')).length === 2);
    await p.waitFor((f) => f.some((x) => x.startsWith('event: certificate')));
    const note = a.frames.find((x) => x.startsWith('event: notification'))!;
    expect(JSON.parse(note.split('\ndata: ')[1]!)).toEqual({ ...notification, unread_notifications: 4 });
    const certs = p.frames.filter((x) => x.startsWith('event: certificate'));
    expect(certs.map((c) => JSON.parse(c.split('\ndata: ')[1]!))).toEqual([
      { id: 4, credential_status: 4, reprint_status: null, action: 'issued' },
    ]);
    expect(p.frames.some((x) => x.startsWith('event: notification'))).toBe(false);

    const subscribers = api.events.subscriberCount();
    a.close();
    p.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(api.events.subscriberCount()).toBe(subscribers - 2);
  });

  test('401 without a token', async () => {
    expect((await api.get('/events')).status).toBe(401);
  });

  // Cross-instance fan-out exists only on a PostgreSQL server (PGlite is one process); `npm test`
  // runs this file a second time against PostgreSQL, where this test is registered.
  if (process.env.TEST_DATABASE_URL)
    test('on PostgreSQL, events reach subscribers of another api instance (LISTEN/NOTIFY)', async () => {
      const pool = api.database.pool!;
      const other = new EventBus(pool);
      await other.start();
      try {
        const got: unknown[] = [];
        const viewer = (await authenticateToken(api.db, await api.login('admin@certify.test')))!;
        const unsubscribe = other.subscribe(viewer, (e) => got.push(e));
        const audience = { requisitionerId: 2, signeeIds: [4], before: null };
        api.events.publish({
          type: 'certificate',
          id: 42,
          credential_status: 3,
          reprint_status: null,
          action: 'signed',
          audience,
        });
        for (let i = 0; i < 50 && !got.length; i++) await new Promise((r) => setTimeout(r, 50));
        expect(got).toEqual([
          { type: 'certificate', id: 42, credential_status: 3, reprint_status: null, action: 'signed', audience },
        ]);
        unsubscribe();
      } finally {
        await other.close();
      }
    });
});

describe('body parsing', () => {
  test('multipart fields are qs-parsed like forms', async () => {
    const token = await api.login('admin@certify.test');
    const fd = new FormData();
    fd.append('course_id[]', '1');
    fd.append('course_id[]', '2');
    fd.append('page', '1');
    const res = await api.request('POST', '/reprintCertificateList', { token, multipart: fd });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.every((r: any) => [1, 2].includes(r.course.id))).toBe(true);
  });

  test('malformed JSON is a 400 with success 0', async () => {
    const token = await api.login('admin@certify.test');
    const res = await api.request('POST', '/notifications', {
      token,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect([200, 400]).toContain(res.status);
    const bad = await fetch(`${api.url}/notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).success).toBe(0);
  });

  test('_method=PUT on a POST reaches a PUT-only route', async () => {
    const app = await buildApp({
      database: api.database,
      config: loadConfig({}),
      events: new EventBus(null),
      mailer: createMemoryMailer(),
      logger: false,
    });
    app.put('/__put_only/:id', async (req) => ({ success: 1, method: req.method, params: req.params, body: req.body }));
    const token = await api.login('approver@certify.test');
    const res = await app.inject({
      method: 'POST',
      url: '/__put_only/7',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&rejection_comment=Wrong+units&certificate[0]=5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      method: 'PUT',
      params: { id: '7' },
      body: { rejection_comment: 'Wrong units', certificate: ['5'] },
    });
    // without a token the PUT route still answers 401
    const anon = await app.inject({
      method: 'POST',
      url: '/__put_only/7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT',
    });
    expect(anon.statusCode).toBe(401);
    await app.close();
  });
});
