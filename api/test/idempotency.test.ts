/**
 * Idempotent writes over HTTP: a retry with the same `Idempotency-Key` and body answers the first
 * result without acting again (nothing in the database changes), the key with another body is
 * refused (422), keys are per user, malformed keys answer 400, a key survives a restart of the app
 * on the same database, and the claim, lease and expiry rules of the store.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 * spec: docs/integrators.md "Request certificates safely"; draft-ietf-httpapi-idempotency-key-header; api/CONTRACT.md
 * "Idempotent writes"; src/idempotency/registerIdempotency.ts.
 */
import { TEST_GATEWAY_SECRET } from '@certify/runtime/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import * as t from '../src/db/schema.js';
import { IdempotencyStore } from '../src/idempotency/IdempotencyStore.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, parseIdempotencyKey } from '../src/http/idempotencyKey.js';
import { createMemoryMailer } from '../src/mail/mailer.js';
import { changedTables } from './dbDigest.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit, type Who } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.reset();
  kit.forget();
});
afterAll(() => api?.close());

/** POST `path` as `who` with a JSON body and an `Idempotency-Key`. */
async function send(who: Who, path: string, body: unknown, key: string, headers: Record<string, string> = {}) {
  return api.request('POST', path, {
    token: await kit.token(who),
    body,
    headers: { 'idempotency-key': key, ...headers },
  });
}

const certificatesNumbered = async (credentialNumber: string) =>
  api.db.select().from(t.certificates).where(eq(t.certificates.credentialNumber, credentialNumber));

const keyRows = () => api.db.select().from(t.idempotencyKeys);

describe('a retried request with the same key', () => {
  it('requestCertificate answers the first result again: one certificate, one audit event, nothing changed', async () => {
    const body = await kit.payload('C');
    const first = await send('requisitioner', '/saveCertificate', body, 'req-0001');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = await api.digest();

    const again = await send('requisitioner', '/saveCertificate', body, 'req-0001');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(again.text).toBe(first.text);
    expect(changedTables(before, await api.digest())).toEqual([]);

    const rows = await certificatesNumbered(body.credential_number);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first.body.certificate.id);
    expect(await kit.events(rows[0]!.id)).toHaveLength(1);
    // Without the key the same retry is refused as a duplicate (what integrators met before).
    const plain = await kit.post('requisitioner', '/saveCertificate', body);
    expect(plain.status).toBe(400);
  });

  it('approve retried answers the same 200, not 409, and approves once', async () => {
    const id = await kit.request('C');
    const body = { certificate_id: id, approve_comment: 'Evidence checked', fee_due: 0 };
    const first = await send('approver', '/requestedCertificateApprove', body, 'approve-1');
    expect(first.status).toBe(200);
    const before = await api.digest();
    const again = await send('approver', '/requestedCertificateApprove', body, 'approve-1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(changedTables(before, await api.digest())).toEqual([]);
    expect((await kit.events(id)).map((e) => e.action)).toEqual([
      expect.stringMatching(/request/),
      expect.stringMatching(/approv/),
    ]);
  });

  it('a printed PDF is answered again byte for byte, with its file headers', async () => {
    const id = await kit.create('issued');
    const token = await kit.token('printer');
    const print = () =>
      api.request('POST', '/printCertificate', {
        token,
        body: { student_certificate_id: id },
        headers: { 'idempotency-key': 'print-1' },
      });
    const first = await print();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const before = await api.digest();
    const again = await print();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe('application/pdf');
    expect(again.headers.get('x-file-id')).toBe(first.headers.get('x-file-id'));
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('the quoted (sf-string) and the bare spelling are the same key', async () => {
    const body = await kit.payload('C');
    const first = await send('requisitioner', '/saveCertificate', body, '"same-key"');
    const again = await send('requisitioner', '/saveCertificate', body, 'same-key');
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
  });
});

describe('concurrent requests with one key', () => {
  it('act once: the others answer 409 (still being processed) or the first answer', async () => {
    const body = await kit.payload('C');
    await kit.token('requisitioner');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('requisitioner', '/saveCertificate', body, 'burst-1')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.text)).size).toBe(1);
    for (const busy of answers.filter((a) => a.status === 409)) {
      expect(busy.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
    expect(await certificatesNumbered(body.credential_number)).toHaveLength(1);
    // Once answered, every retry replays.
    const late = await send('requisitioner', '/saveCertificate', body, 'burst-1');
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(late.text).toBe(ok[0]!.text);
  });
});

describe('multipart requests', () => {
  const csv = (text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'campuses.csv');
    return form;
  };
  it('count their files by content: the same file replays, another file is refused', async () => {
    const token = await kit.token('admin');
    const upload = (text: string) =>
      api.request('POST', '/uploads/csv', { token, multipart: csv(text), headers: { 'idempotency-key': 'up-1' } });
    const first = await upload('campus_code,campus_name\nC1,One\n');
    expect(first.status).toBe(200);
    const again = await upload('campus_code,campus_name\nC1,One\n');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.upload.id).toBe(first.body.upload.id);
    expect((await upload('campus_code,campus_name\nC2,Two\n')).status).toBe(422);
  });
});

describe('a key used for another request', () => {
  it('with another body answers 422 and changes nothing', async () => {
    const body = await kit.payload('C');
    expect((await send('requisitioner', '/saveCertificate', body, 'k-422')).status).toBe(200);
    const before = await api.digest();
    const other = await send('requisitioner', '/saveCertificate', { ...body, credential_number: 'OTHER-1' }, 'k-422');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: 0,
      message: 'Idempotency-Key is already used for a different request',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(changedTables(before, await api.digest())).toEqual([]);
    expect(await certificatesNumbered('OTHER-1')).toHaveLength(0);
  });

  it('on another route answers 422', async () => {
    const id = await kit.request('C');
    const approve = { certificate_id: id, approve_comment: 'ok', fee_due: 0 };
    expect((await send('approver', '/requestedCertificateApprove', approve, 'k-route')).status).toBe(200);
    const token = await kit.token('approver');
    const reject = await api.request('PUT', `/requestedCertificateReject/${id}`, {
      token,
      body: { rejection_comment: 'no' },
      headers: { 'idempotency-key': 'k-route' },
    });
    expect(reject.status).toBe(422);
  });

  it('is independent per user: two users with one key both act', async () => {
    const mine = await kit.payload('C');
    const theirs = await kit.payload('C');
    const a = await send('requisitioner', '/saveCertificate', mine, 'shared-key');
    const b = await send('admin', '/saveCertificate', theirs, 'shared-key');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.certificate.id).not.toBe(a.body.certificate.id);
    expect(await certificatesNumbered(mine.credential_number)).toHaveLength(1);
    expect(await certificatesNumbered(theirs.credential_number)).toHaveLength(1);
    expect((await keyRows()).map((r) => r.key)).toEqual(['shared-key', 'shared-key']);
  });
});

describe('the header', () => {
  const bad = [
    ['empty', ''],
    ['too long', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
    ['a space in the bare form', 'two words'],
    ['not ASCII', 'clé'],
    ['an unterminated quote', '"abc'],
    ['an empty quoted string', '""'],
    ['two values', 'a, b'],
  ] as const;
  it.each(bad)('answers 400 when %s, and nothing changes', async (_what, key) => {
    const body = await kit.payload('C');
    await kit.token('requisitioner');
    const before = await api.digest();
    const res = await send('requisitioner', '/saveCertificate', body, key);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Idempotency-Key must be 1 to 255 visible ASCII characters/);
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('parses the draft spelling, escapes and the limits', () => {
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true, key: null });
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({
      ok: true,
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    expect(parseIdempotencyKey('"a \\"b\\" \\\\"')).toEqual({ ok: true, key: 'a "b" \\' });
    expect(parseIdempotencyKey('k'.repeat(255))).toEqual({ ok: true, key: 'k'.repeat(255) });
    expect(parseIdempotencyKey('"a\\x"').ok).toBe(false);
    expect(parseIdempotencyKey(['a', 'b']).ok).toBe(false);
  });

  it('is ignored on reads and public routes', async () => {
    const login = await api.request('POST', '/login', {
      body: { email: 'admin@certify.test', password: 'Certify@2026' },
      headers: { 'idempotency-key': 'not a valid key' },
    });
    expect(login.status).toBe(200);
    const token = await kit.token('admin');
    const read = await api.request('GET', '/graphDetails', { token, headers: { 'idempotency-key': '' } });
    expect(read.status).toBe(200);
    expect(await keyRows()).toHaveLength(0);
  });
});

describe('what is kept', () => {
  it('a refusal releases the key: nothing is kept and the key may act after', async () => {
    const id = await kit.request('C');
    const token = await kit.token('approver');
    const approve = { certificate_id: id, approve_comment: 'ok', fee_due: 0 };
    // A requisitioner may not approve: 403, before the key is even looked at.
    expect((await send('requisitioner', '/requestedCertificateApprove', approve, 'k-release')).status).toBe(403);
    // Wrong state (already rejected): 409 from the transition, the key released.
    await api.request('PUT', `/requestedCertificateReject/${id}`, { token, body: { rejection_comment: 'no' } });
    const refused = await send('approver', '/requestedCertificateApprove', approve, 'k-release');
    expect(refused.status).toBe(409);
    expect(await keyRows()).toHaveLength(0);
    const other = await kit.request('C');
    const ok = await send(
      'approver',
      '/requestedCertificateApprove',
      { ...approve, certificate_id: other },
      'k-release',
    );
    expect(ok.status).toBe(200);
    expect(await keyRows()).toMatchObject([
      { key: 'k-release', route: 'POST /requestedCertificateApprove', statusCode: 200 },
    ]);
  });
});

describe('the store', () => {
  it('claims once, answers in progress, takes a stale claim over, and forgets expired keys', async () => {
    const store = new IdempotencyStore(api.db);
    const userId = await api.userId('requisitioner@certify.test');
    const first = await store.claim(userId, 'k', 'POST /x', 'h1');
    expect(first.kind).toBe('claimed');
    expect(await store.claim(userId, 'k', 'POST /x', 'h1')).toEqual({ kind: 'in-progress' });
    expect(await store.claim(userId, 'k', 'POST /x', 'h2')).toEqual({ kind: 'reused' });

    // The holder died: after the lease a retry of the same request claims it again.
    const where = and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, 'k'));
    await api.db.update(t.idempotencyKeys).set({ createdAt: sql`now() - interval '61 seconds'` }).where(where);
    expect(await store.claim(userId, 'k', 'POST /x', 'h2')).toEqual({ kind: 'reused' });
    const taken = await store.claim(userId, 'k', 'POST /x', 'h1');
    expect(taken.kind).toBe('claimed');
    // The first holder can no longer store or release it.
    if (first.kind !== 'claimed' || taken.kind !== 'claimed') throw new Error('unreachable');
    await store.complete(userId, 'k', first.token, { statusCode: 200, headers: {}, text: 'stale' });
    await store.release(userId, 'k', first.token);
    expect(await store.claim(userId, 'k', 'POST /x', 'h1')).toEqual({ kind: 'in-progress' });
    await store.complete(userId, 'k', taken.token, {
      statusCode: 201,
      headers: { 'content-type': 'text/plain' },
      text: 'x',
    });
    expect(await store.claim(userId, 'k', 'POST /x', 'h1')).toEqual({
      kind: 'replay',
      answer: { statusCode: 201, headers: { 'content-type': 'text/plain' }, text: 'x' },
    });

    // Expired: free for any request, and purged.
    await api.db.update(t.idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(where);
    expect((await store.claim(userId, 'k', 'POST /y', 'h3')).kind).toBe('claimed');
    await store.claim(userId, 'old', 'POST /x', 'h1');
    await api.db
      .update(t.idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(t.idempotencyKeys.key, 'old'));
    expect(await store.purgeExpired()).toBe(1);
    expect((await keyRows()).map((r) => r.key)).toEqual(['k']);
  });

  it('keeps a key for 24 hours', async () => {
    const body = await kit.payload('C');
    await send('requisitioner', '/saveCertificate', body, 'ttl');
    const [row] = await keyRows();
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(24);
  });
});

describe('across a restart', () => {
  it('a new app on the same database answers the first result again', async () => {
    const body = await kit.payload('C');
    const first = await send('requisitioner', '/saveCertificate', body, 'restart-1');
    expect(first.status).toBe(200);
    const token = await kit.token('requisitioner');
    const before = await api.digest();
    await api.app.close();

    const app = await buildApp({
      database: api.database,
      config: { ...loadConfig({}), gatewaySecret: TEST_GATEWAY_SECRET },
      mailer: createMemoryMailer(),
      logger: false,
    });
    try {
      const again = await app.inject({
        method: 'POST',
        url: '/saveCertificate',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'restart-1' },
        payload: body,
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.text);
      expect(changedTables(before, await api.digest())).toEqual([]);
      expect(await certificatesNumbered(body.credential_number)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
