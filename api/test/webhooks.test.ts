/**
 * Webhooks end to end (docs/integrators.md "Webhooks"): a real HTTP receiver on 127.0.0.1 (the
 * test turns `WEBHOOK_ALLOW_INSECURE_LOOPBACK` on) answers 500 twice then 204; approving a
 * certificate delivers it in 3 attempts with one `webhook-id`, each verified with the documented
 * recipe `new Webhook(secret).verify(body, headers)`; the delivery log keeps the 3 attempts. Time is
 * the dispatcher's injected clock (never a sleep): a delivery still failing 24 hours after its
 * event is dead, and a replay sends it again with the same message id. Also: 410 Gone disables the
 * endpoint; SSRF refusals when saving and at delivery; scope refusals (403); a client sees only its
 * own endpoints; a revoked client's endpoints get nothing; a client without `register:read` hears
 * only of the certificates it requested; secrets never reach the audit trail; several dispatchers
 * never send one delivery twice; stopping aborts the request in flight.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { auditEvents, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../src/db/schema.js';
import { WebhookDispatcher } from '../src/webhooks/dispatcher.js';
import { sendWebhook } from '../src/webhooks/send.js';
import { checkWebhookUrl, parseWebhookUrl } from '../src/webhooks/urls.js';
import { createTestApiClient, revokeTestApiClient, type TestApiClient } from './apiClientFixture.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

/** The dispatcher's clock: real time plus what the test adds. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const advance = (ms: number) => {
  offsetMs += ms;
};

const WEBHOOKS = { ...loadConfig({}).webhooks, allowInsecureLoopback: true };

let api: TestApi;
let kit: WorkflowKit;

/** One request the receiver got. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 answering the statuses queued with `answer()` (then `fallback`). */
function receiver() {
  const received: Received[] = [];
  const queue: number[] = [];
  let fallback = 204;
  let hang = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (hang) return; // never answers
      const status = queue.shift() ?? fallback;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 300 ? `receiver says ${status}` : '');
    });
  });
  return {
    received,
    /** Answers `statuses` in turn, then `then`. */
    answer(statuses: number[], then = 204) {
      queue.push(...statuses);
      fallback = then;
    },
    hangForever() {
      hang = true;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Receiver = ReturnType<typeof receiver>;
let hook: Receiver;
let hookUrl: string;

beforeAll(async () => {
  api = await startTestApi({
    config: { webhooks: WEBHOOKS, rateLimitPerAddress: 1_000_000 },
    webhooks: { clock, random: () => 0.5 },
  });
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.app.deps.webhooks.idle();
  await api.reset();
  kit.forget();
  offsetMs = 0;
  hook = receiver();
  hookUrl = await hook.listen();
});
afterAll(async () => {
  await hook?.close();
  await api?.close();
});

/** Waits until the dispatcher rounds woken so far have ended. */
const settled = () => api.app.deps.webhooks.idle();
/** Moves the clock and runs the deliveries now due. */
async function later(ms: number) {
  advance(ms);
  api.app.deps.webhooks.wake();
  await settled();
}

/** Creates an endpoint as `client` (or the administrator for it) and answers it with its secret. */
async function subscribe(
  client: TestApiClient,
  events: string[] = ['certificate.approved'],
  url = `${hookUrl}/hooks`,
): Promise<{ id: number; secret: string }> {
  const res = await api.post('/webhookEndpoints', { url, events, description: 'Student system' }, client.token);
  expect(res.status, res.text).toBe(200);
  return { id: res.body.endpoint.id, secret: res.body.secret };
}

async function deliveriesOf(endpointId: number) {
  return api.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

/** The approve call of a requested certificate. */
const approve = (id: number) =>
  kit.post('approver', '/requestedCertificateApprove', { certificate_id: id, approve_comment: 'OK', fee_due: 0 });

describe('delivery', () => {
  test('500, 500, then 204: three attempts with one webhook-id, each signed and verified; delivered with 3 attempts in the log', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(endpoint.secret.slice(6), 'base64')).toHaveLength(32);
    hook.answer([500, 500], 204);

    const certificateId = await kit.create('requested');
    expect((await approve(certificateId)).status).toBe(200);
    await settled();
    expect(hook.received).toHaveLength(1);
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // 30 s after the first failure (jitter 0.5 → exactly the base), then 60 s.
    expect(delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime()).toBe(30_000);

    await later(10_000); // not due yet
    expect(hook.received).toHaveLength(1);
    await later(21_000);
    expect(hook.received).toHaveLength(2);
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime()).toBe(60_000);
    await later(61_000);
    expect(hook.received).toHaveLength(3);

    const ids = new Set(hook.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^msg_[0-9a-f]{32}$/);
    for (const r of hook.received) {
      expect(r.path).toBe('/hooks');
      expect(r.headers['content-type']).toBe('application/json');
      // The documented recipe (docs: "Verifying a delivery"): throws unless the signature is ours and fresh.
      const payload = new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>);
      expect(payload).toMatchObject({
        type: 'certificate.approved',
        data: {
          action: 'approved',
          actor: { id: String(await kit.id('approver')), kind: 'person' },
          certificate: {
            id: String(certificateId),
            status: 'QA_APPROVED',
            reprintStatus: null,
            certificateType: 'CERTIFICATE',
          },
        },
      });
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
          r.body,
          r.headers as Record<string, string>,
        ),
      ).toThrow();
    }
    const timestamps = hook.received.map((r) => Number(r.headers['webhook-timestamp']));
    expect(timestamps[1]! - timestamps[0]!).toBeGreaterThanOrEqual(30);
    const body = JSON.parse(hook.received[0]!.body);
    expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(body.data.certificate).toMatchObject({
      credentialNumber: expect.any(String),
      studentId: expect.any(String),
      courseCode: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204, lastError: null });
    expect(delivery!.deliveredAt).not.toBeNull();

    // The delivery log, as the client reads it.
    const log = await api.get(`/webhookEndpoints/${endpoint.id}`, client.token);
    expect(log.status).toBe(200);
    expect(log.body.endpoint).toMatchObject({ id: endpoint.id, api_client: { id: client.id }, enabled: true });
    expect(log.body.endpoint).not.toHaveProperty('secret');
    expect(log.body.deliveries).toHaveLength(1);
    const entry = log.body.deliveries[0];
    expect(entry).toMatchObject({
      message_id: [...ids][0],
      event_type: 'certificate.approved',
      status: 'delivered',
      attempt_count: 3,
      next_attempt_at: null,
      last_status_code: 204,
    });
    expect(entry.payload).toEqual(JSON.parse(hook.received[2]!.body));
    expect(entry.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 204]);
    expect(entry.attempts[0].error).toMatch(/^HTTP 500.*receiver says 500/);
    expect(entry.attempts[2].error).toBeNull();
  });

  test('still failing 24 hours after the event: dead (the dead letter); a replay sends it again with the same id', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    hook.answer([], 503);
    await approve(await kit.create('requested'));
    await settled();
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });

    // The retries are cut to end exactly 24 hours after the event: then one last attempt, then dead.
    await later(23 * 3600_000);
    await later(3600_000);
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery!.status).toBe('dead');
    expect(delivery!.lastStatusCode).toBe(503);
    const attempts = delivery!.attempts;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(hook.received).toHaveLength(attempts);
    await later(3600_000);
    expect(hook.received).toHaveLength(attempts); // dead: no more attempts

    hook.answer([], 204);
    const replay = await api.post(`/webhookDeliveries/${delivery!.id}/replay`, {}, client.token);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.delivery).toMatchObject({ status: 'pending', message_id: delivery!.messageId });
    expect(replay.body.delivery.attempts).toHaveLength(attempts);
    await settled();
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: attempts + 1 });
    expect(hook.received).toHaveLength(attempts + 1);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const audit = await api.db.select().from(auditEvents).where(eq(auditEvents.action, 'webhook_delivery.replayed'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(client.userId);
  });

  test('410 Gone: dead at once and the endpoint is disabled (audited, by the system)', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    hook.answer([410]);
    await approve(await kit.create('requested'));
    await settled();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'dead', attempts: 1, lastStatusCode: 410 });
    expect(delivery!.lastError).toMatch(/410 Gone and was disabled/);
    const [row] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(false);
    const [audit] = await api.db.select().from(auditEvents).where(eq(auditEvents.action, 'webhook_endpoint.disabled'));
    expect(audit).toMatchObject({ actorId: null, subjectId: String(endpoint.id) });
    // Disabled: the next event is not queued for it; replaying is refused until it is enabled again.
    await approve(await kit.create('requested'));
    await settled();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect((await api.post(`/webhookDeliveries/${delivery!.id}/replay`, {}, client.token)).status).toBe(409);
  });

  test('every subscribed event type, one delivery per certificate of a bulk transition', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client, ['certificate.printed', 'certificate.requested']);
    const ids = [await kit.create('issued'), await kit.create('issued'), await kit.create('issued')];
    const printed = await kit.post('printer', '/bulkPrintCertificate', { certificate: ids });
    expect(printed.status, printed.text.slice(0, 200)).toBe(200);
    await settled();
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.eventType).sort()).toEqual([
      'certificate.printed',
      'certificate.printed',
      'certificate.printed',
      'certificate.requested',
      'certificate.requested',
      'certificate.requested',
    ]);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(6);
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    const printedIds = hook.received
      .map((r) => JSON.parse(r.body))
      .filter((b) => b.type === 'certificate.printed')
      .map((b) => Number(b.data.certificate.id))
      .sort((a, b) => a - b);
    expect(printedIds).toEqual(ids);
  });

  test('rotating the secret: the next delivery is signed with the new one only', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    const rotated = await api.post(`/webhookEndpoints/${endpoint.id}/rotateSecret`, {}, client.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await approve(await kit.create('requested'));
    await settled();
    const r = hook.received[0]!;
    const headers = r.headers as Record<string, string>;
    expect(() => new Webhook(rotated.body.secret).verify(r.body, headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(r.body, headers)).toThrow();
  });

  test('several dispatchers at once never send one delivery twice', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    await api.db.insert(webhookDeliveries).values(
      Array.from({ length: 30 }, (_, i) => ({
        endpointId: endpoint.id,
        messageId: `msg_test${i}`,
        eventType: 'certificate.approved',
        payload: { type: 'certificate.approved', timestamp: new Date().toISOString(), data: { n: i } },
      })),
    );
    const dispatchers = [1, 2, 3].map(
      () => new WebhookDispatcher(api.db, { config: { ...WEBHOOKS, concurrency: 4 }, deliver: false, clock }),
    );
    const rounds = async (d: WebhookDispatcher) => {
      while ((await d.dispatch()).claimed > 0);
    };
    await Promise.all(dispatchers.map(rounds));
    await settled();
    const ids = hook.received.map((r) => String(r.headers['webhook-id']));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  test('stopping aborts the request in flight: recorded as interrupted, pending for a retry', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    hook.hangForever();
    // Due an hour from now, so the app's own dispatcher (its next poll) leaves it to this one,
    // whose clock runs two hours ahead.
    const [row] = await api.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        messageId: 'msg_hang',
        eventType: 'certificate.approved',
        payload: { a: 1 },
        nextAttemptAt: new Date(clock().getTime() + 3_600_000),
      })
      .returning();
    const ahead = () => new Date(clock().getTime() + 7_200_000);
    const dispatcher = new WebhookDispatcher(api.db, { config: WEBHOOKS, clock: ahead });
    const round = dispatcher.dispatch();
    while (hook.received.length === 0) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    await dispatcher.stop();
    await round;
    expect(Date.now() - started).toBeLessThan(2000);
    const [after] = await api.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(after!.lastError).toMatch(/Interrupted/);
  });
});

describe('who gets what', () => {
  test("a revoked client's endpoints get nothing, and its queued deliveries end dead without a request", async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    hook.answer([], 500);
    await approve(await kit.create('requested'));
    await settled();
    expect(hook.received).toHaveLength(1);

    await revokeTestApiClient(api, client.id);
    expect((await api.get('/webhookEndpoints', client.token)).status).toBe(401);
    await approve(await kit.create('requested'));
    await settled();
    const rows = await deliveriesOf(endpoint.id);
    expect(rows).toHaveLength(1); // nothing queued after the revocation
    await later(60_000);
    const [queued] = await deliveriesOf(endpoint.id);
    expect(queued).toMatchObject({ status: 'dead', attempts: 1 });
    expect(queued!.lastError).toMatch(/revoked/);
    expect(hook.received).toHaveLength(1);
  });

  test('a client without register:read hears only of the certificates it requested', async () => {
    const requester = await createTestApiClient(api, { scopes: ['certificates:request', 'webhooks:manage'] });
    const reader = await createTestApiClient(api, { scopes: ['register:read', 'webhooks:manage'] });
    const own = await subscribe(requester, ['certificate.requested', 'certificate.approved']);
    const all = await subscribe(reader, ['certificate.requested', 'certificate.approved']);

    const saved = await api.post('/saveCertificate', await kit.payload('C'), requester.token);
    expect(saved.status, saved.text).toBe(200);
    const ownId = saved.body.certificate.id as number;
    const staffId = await kit.create('requested');
    await approve(ownId);
    await approve(staffId);
    await settled();

    const certificateIds = async (endpointId: number) =>
      (await deliveriesOf(endpointId))
        .map((d) => `${d.eventType} ${(d.payload as { data: { certificate: { id: string } } }).data.certificate.id}`)
        .sort();
    expect(await certificateIds(own.id)).toEqual([`certificate.approved ${ownId}`, `certificate.requested ${ownId}`]);
    expect(await certificateIds(all.id)).toEqual(
      [
        `certificate.approved ${ownId}`,
        `certificate.approved ${staffId}`,
        `certificate.requested ${ownId}`,
        `certificate.requested ${staffId}`,
      ].sort(),
    );
    const [requested] = (await deliveriesOf(own.id)).filter((d) => d.eventType === 'certificate.requested');
    expect(requested!.payload).toMatchObject({ data: { actor: { id: String(requester.userId), kind: 'api_client' } } });
  });

  test('unsubscribed types, disabled and deleted endpoints get nothing', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const rejectedOnly = await subscribe(client, ['certificate.rejected']);
    const disabled = await subscribe(client);
    const deleted = await subscribe(client);
    const off = await api.post(`/webhookEndpoints/${disabled.id}/update`, { enabled: false }, client.token);
    expect(off.body.endpoint.enabled).toBe(false);
    expect((await api.request('DELETE', `/webhookEndpoints/${deleted.id}`, { token: client.token })).status).toBe(200);
    await approve(await kit.create('requested'));
    await settled();
    for (const e of [rejectedOnly, disabled, deleted]) expect(await deliveriesOf(e.id)).toHaveLength(0);
    expect(hook.received).toHaveLength(0);
  });
});

describe('endpoint rules', () => {
  test('URLs: https only, at most 2,000 characters, no credentials, public addresses only', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage'] });
    const refused = [
      'http://93.184.215.14/hooks',
      'ftp://93.184.215.14/hooks',
      'not a url',
      'https://10.0.0.8/hooks',
      'https://172.16.4.4/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://[fe80::1]/hooks',
      'https://[fc00::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://0x0a.0.0.1/hooks',
      'https://user:secret@93.184.215.14/hooks',
      'http://10.0.0.8/hooks',
      `https://93.184.215.14/${'a'.repeat(2000)}`,
    ];
    for (const url of refused) {
      const res = await api.post('/webhookEndpoints', { url, events: ['certificate.approved'] }, client.token);
      expect(res.status, url).toBe(400);
      expect(res.body.errors.url, url).toEqual(expect.any(String));
    }
    const ok = await api.post(
      '/webhookEndpoints',
      { url: 'https://93.184.215.14/hooks', events: ['certificate.approved'] },
      client.token,
    );
    expect(ok.status).toBe(200);
    const update = await api.post(
      `/webhookEndpoints/${ok.body.endpoint.id}/update`,
      { url: 'https://10.1.1.1/' },
      client.token,
    );
    expect(update.status).toBe(400);
    const badEvents = await api.post('/webhookEndpoints', { url: 'https://93.184.215.14/', events: [] }, client.token);
    expect(badEvents.status).toBe(400);
    const unknownEvent = await api.post(
      '/webhookEndpoints',
      { url: 'https://93.184.215.14/', events: ['certificate.exploded'] },
      client.token,
    );
    expect(unknownEvent.status).toBe(400);
  });

  test('loopback only with the switch, which is off by default', async () => {
    const strict = { allowInsecureLoopback: false };
    const loose = { allowInsecureLoopback: true };
    expect(loadConfig({}).webhooks.allowInsecureLoopback).toBe(false);
    expect(() => loadConfig({ WEBHOOK_ALLOW_INSECURE_LOOPBACK: '1', NODE_ENV: 'production' })).toThrow(
      /WEBHOOK_ALLOW_INSECURE_LOOPBACK.*production/,
    );
    expect(loadConfig({ WEBHOOK_ALLOW_INSECURE_LOOPBACK: '1' }).webhooks.allowInsecureLoopback).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_INSECURE_LOOPBACK: 'maybe' })).toThrow(
      /WEBHOOK_ALLOW_INSECURE_LOOPBACK="maybe": expected 1 or 0/,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_FIRST_SECONDS: '0' })).toThrow(/WEBHOOK_RETRY_FIRST_SECONDS/);
    expect(loadConfig({ WEBHOOK_RETRY_FIRST_SECONDS: '5', WEBHOOK_CONCURRENCY: '2' }).webhooks).toMatchObject({
      firstRetrySeconds: 5,
      maxRetrySeconds: 7200,
      concurrency: 2,
    });
    for (const url of [
      'https://127.0.0.1/hooks',
      'http://127.0.0.1:9/hooks',
      'https://[::1]/hooks',
      'https://2130706433/',
    ]) {
      expect(() => parseWebhookUrl(url, strict), url).toThrow();
      expect(() => parseWebhookUrl(url, loose), url).not.toThrow();
    }
    // A host name is resolved: localhost is loopback.
    await expect(checkWebhookUrl('https://localhost/hooks', strict)).rejects.toThrow(/resolves to .* not public/);
    await expect(checkWebhookUrl('https://localhost/hooks', loose)).resolves.toBe('https://localhost/hooks');
    await expect(checkWebhookUrl('https://no-such-host.invalid/hooks', loose)).rejects.toThrow(/could not be resolved/);
    // http stays refused for anything but loopback, even with the switch.
    expect(() => parseWebhookUrl('http://93.184.215.14/', loose)).toThrow(/https/);
  });

  test('checked again at delivery: a host resolving to loopback or a private address gets no request', async () => {
    const port = new URL(hookUrl).port;
    const base = {
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      messageId: 'msg_x',
      body: '{}',
      timestamp: new Date(),
      timeoutMs: 2000,
    };
    const strict = { allowInsecureLoopback: false };
    const viaName = await sendWebhook({ ...base, url: `https://localhost:${port}/hooks`, policy: strict });
    expect(viaName).toMatchObject({ statusCode: null, error: expect.stringMatching(/resolves to .* not public/) });
    const literal = await sendWebhook({
      ...base,
      url: 'https://10.0.0.1/hooks',
      policy: { allowInsecureLoopback: true },
    });
    expect(literal).toMatchObject({ statusCode: null, error: expect.stringMatching(/not public/) });
    expect(hook.received).toHaveLength(0);

    // An endpoint stored with a private address (as if saved before a rule changed) is attempted without a request.
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    await api.db
      .update(webhookEndpoints)
      .set({ url: 'https://10.0.0.1/hooks' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await approve(await kit.create('requested'));
    await settled();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/not public/);
  });

  test('redirects are not followed', async () => {
    const target = receiver();
    const redirect = createServer((_req, res) => {
      res.writeHead(307, { location: `${hookUrl}/elsewhere` });
      res.end();
    });
    await new Promise<void>((r) => redirect.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(redirect.address() as AddressInfo).port}/hooks`;
      const answer = await sendWebhook({
        url,
        secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
        messageId: 'msg_r',
        body: '{}',
        timestamp: new Date(),
        timeoutMs: 2000,
        policy: { allowInsecureLoopback: true },
      });
      expect(answer).toMatchObject({ statusCode: 307, error: expect.stringMatching(/redirects are not followed/) });
      expect(hook.received).toHaveLength(0);
    } finally {
      redirect.closeAllConnections();
      await new Promise((r) => redirect.close(r));
      await target.close();
    }
  });

  test('scopes: a client without webhooks:manage and a staff member without the api_clients module get 403', async () => {
    const reader = await createTestApiClient(api, { scopes: ['register:read'] });
    const body = { url: 'https://93.184.215.14/hooks', events: ['certificate.approved'] };
    expect((await api.get('/webhookEndpoints', reader.token)).status).toBe(403);
    expect((await api.post('/webhookEndpoints', body, reader.token)).status).toBe(403);
    const requisitioner = await kit.token('requisitioner');
    expect((await api.get('/webhookEndpoints', requisitioner)).status).toBe(403);
    expect((await api.post('/webhookEndpoints', { ...body, api_client_id: reader.id }, requisitioner)).status).toBe(
      403,
    );
    // The administrator manages every client's endpoints, naming the client.
    const admin = await kit.token('admin');
    const missing = await api.post('/webhookEndpoints', body, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.api_client_id).toBe('Please select an API client');
    expect((await api.post('/webhookEndpoints', { ...body, api_client_id: 999_999 }, admin)).status).toBe(404);
    const made = await api.post('/webhookEndpoints', { ...body, api_client_id: reader.id }, admin);
    expect(made.status).toBe(200);
    expect(made.body.endpoint.api_client).toMatchObject({ id: reader.id, name: reader.name });
    await revokeTestApiClient(api, reader.id);
    expect((await api.post('/webhookEndpoints', { ...body, api_client_id: reader.id }, admin)).status).toBe(409);
  });

  test("a client sees and changes only its own endpoints; administrators see every client's and deleted logs", async () => {
    const a = await createTestApiClient(api, { scopes: ['webhooks:manage'] });
    const b = await createTestApiClient(api, { scopes: ['webhooks:manage'] });
    const ea = await subscribe(a, ['certificate.approved'], 'https://93.184.215.14/a');
    const eb = await subscribe(b, ['certificate.approved'], 'https://93.184.215.14/b');
    const listA = await api.get('/webhookEndpoints', a.token);
    expect(listA.body.endpoints.map((e: { id: number }) => e.id)).toEqual([ea.id]);
    expect((await api.get(`/webhookEndpoints/${eb.id}`, a.token)).status).toBe(404);
    expect((await api.post(`/webhookEndpoints/${eb.id}/update`, { enabled: false }, a.token)).status).toBe(404);
    expect((await api.post(`/webhookEndpoints/${eb.id}/rotateSecret`, {}, a.token)).status).toBe(404);
    expect((await api.request('DELETE', `/webhookEndpoints/${eb.id}`, { token: a.token })).status).toBe(404);
    const others = await api.get(`/webhookDeliveries?endpoint_ids=${eb.id}`, a.token);
    expect(others.body.deliveries).toEqual([]);

    const admin = await kit.token('admin');
    const all = await api.get('/webhookEndpoints', admin);
    expect(all.body.endpoints.map((e: { id: number }) => e.id)).toEqual([eb.id, ea.id]);
    const onlyB = await api.get(`/webhookEndpoints?api_client_id=${b.id}`, admin);
    expect(onlyB.body.endpoints.map((e: { id: number }) => e.id)).toEqual([eb.id]);

    expect((await api.request('DELETE', `/webhookEndpoints/${ea.id}`, { token: a.token })).status).toBe(200);
    expect((await api.get(`/webhookEndpoints/${ea.id}`, a.token)).status).toBe(404);
    const deletedLog = await api.get(`/webhookEndpoints/${ea.id}`, admin);
    expect(deletedLog.status).toBe(200);
    expect(deletedLog.body.endpoint.deleted_at).toEqual(expect.any(String));
    expect((await api.get('/webhookEndpoints', a.token)).body.endpoints).toEqual([]);
  });

  test('every change is audited in its transaction, never with the secret', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage'] });
    const e = await subscribe(client, ['certificate.approved'], 'https://93.184.215.14/a');
    await api.post(
      `/webhookEndpoints/${e.id}/update`,
      { description: null, events: ['certificate.issued'] },
      client.token,
    );
    const rotated = await api.post(`/webhookEndpoints/${e.id}/rotateSecret`, {}, client.token);
    await api.request('DELETE', `/webhookEndpoints/${e.id}`, { token: client.token });
    const audit = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'webhook_endpoint'), eq(auditEvents.subjectId, String(e.id))));
    expect(audit.map((a) => a.action)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.updated',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.deleted',
    ]);
    expect(audit.every((a) => a.actorId === client.userId)).toBe(true);
    const text = JSON.stringify(audit);
    expect(text).not.toContain('whsec_');
    expect(text).not.toContain(e.secret.slice(6, 20));
    expect(text).not.toContain(rotated.body.secret.slice(6, 20));
    expect(audit[1]!.after).toMatchObject({ description: null, events: ['certificate.issued'] });
  });

  test('at most 20 endpoints per client', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage'] });
    for (let i = 0; i < 20; i++) await subscribe(client, ['certificate.approved'], `https://93.184.215.14/${i}`);
    const res = await api.post(
      '/webhookEndpoints',
      { url: 'https://93.184.215.14/21', events: ['certificate.approved'] },
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('An API client may have at most 20 webhook endpoints');
  });

  test('a delivery attempt is logged with its duration, and attempts cascade only with their delivery', async () => {
    const client = await createTestApiClient(api, { scopes: ['webhooks:manage', 'register:read'] });
    const endpoint = await subscribe(client);
    await approve(await kit.create('requested'));
    await settled();
    const [delivery] = await deliveriesOf(endpoint.id);
    const attempts = await api.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(attempts[0]!.statusCode).toBe(204);
    const count = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM webhook_attempts`);
    expect(Number(count.rows[0]!.n)).toBe(1);
  });
});
