/**
 * The audit trail read back (docs/security.md "Audit trail"): a certificate's trail (`GET
 * /certificates/{id}/auditTrail`, both tables, oldest first, the detail's visibility), the Audit Log
 * (`GET /auditEvents`: filters, keyset paging, module `audit_log`), its CSV export, and a deleted
 * user's name still readable in history (docs/security.md "Audit trail").
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/recordAudit.js';
import { AUDIT_CSV_MAX_ROWS } from '../src/auditLog/schemas.js';
import { countAuditEvents, INVALID_AUDIT_CURSOR } from '../src/auditLog/trail.js';
import { AUDIT_ACTIONS } from '../src/codes.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
beforeEach(async () => {
  await api.reset();
  kit.forget();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api.close());

interface Event {
  id: string;
  source: string;
  action: string;
  action_label: string;
  actor: { id: number; name: string; kind: string; deleted: boolean } | null;
  at: string;
  certificate_id: number | null;
  credential_number: string | null;
  from_label: string | null;
  to_label: string | null;
  comment: string | null;
  data: Record<string, unknown> | null;
  chain_seq: number | null;
  hash: string | null;
  cursor?: string;
}

const trailOf = async (id: number, token = admin) => {
  const res = await api.get(`/certificates/${id}/auditTrail`, token);
  expect(res.status, res.text).toBe(200);
  return res.body.data as Event[];
};

const logOf = async (query: string, token = admin) => {
  const res = await api.get(`/auditEvents${query ? `?${query}` : ''}`, token);
  expect(res.status, res.text).toBe(200);
  return res.body as { data: Event[]; has_next_page: boolean; end_cursor: string | null };
};

/** A learner's download as the delivery feature records it (actor null, subject the certificate). */
const recordDownload = (certificateId: number) =>
  recordAudit(api.db, {
    actorId: null,
    action: 'certificate.downloaded',
    subjectType: 'certificate',
    subjectId: certificateId,
    after: { token_id: 7 },
  });

describe('a certificate’s audit trail', () => {
  it('lists its workflow events and its administrative events, oldest first, with labels and hashes', async () => {
    const id = await kit.create('printed');
    await recordDownload(id);
    const trail = await trailOf(id);
    expect(trail.map((e) => e.action)).toEqual([
      'certificate.requested',
      'certificate.approved',
      'certificate.signed',
      'certificate.signed',
      'certificate.issued',
      'certificate.printed',
      'certificate.downloaded',
    ]);
    expect(trail.map((e) => e.source)).toEqual([...Array(6).fill('workflow'), 'administration']);
    const [requested, approved] = trail;
    expect(requested).toMatchObject({
      action_label: 'Requested',
      actor: { name: expect.any(String), kind: 'person', deleted: false },
      from_label: null,
      to_label: 'Requested',
      id: expect.stringMatching(/^c:\d+$/),
    });
    expect(approved).toMatchObject({
      from_label: 'Requested',
      to_label: 'QA Approved',
      data: { fee_due: expect.anything() },
    });
    expect(trail.at(-1)).toMatchObject({
      id: expect.stringMatching(/^a:\d+$/),
      actor: null,
      action_label: 'Downloaded by the learner',
    });
    expect(trail.at(-1)!.data).toEqual({ changed: ['token_id'] });
    for (const e of trail) {
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.chain_seq).toBeGreaterThan(0);
      expect(e.credential_number).toBeTruthy();
    }
    // no internal data: the signature's stored file id stays out
    expect(JSON.stringify(trail)).not.toContain('signature_file_id');
    const times = trail.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is seen by whoever sees the certificate, and answers 404 to others', async () => {
    // a requested certificate: the requisitioner, the approver and the admin see it; the printer does not
    const id = await kit.request();
    expect((await trailOf(id, await kit.token('requisitioner'))).length).toBe(1);
    expect((await trailOf(id, await kit.token('approver'))).length).toBe(1);
    const printer = await api.get(`/certificates/${id}/auditTrail`, await kit.token('printer'));
    expect(printer.status).toBe(404);
    expect((await api.get('/certificates/999999/auditTrail', admin)).status).toBe(404);
    expect((await api.get(`/certificates/${id}/auditTrail`)).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('is the administrator’s (module audit_log): 403 for everyone else', async () => {
    for (const who of ['requisitioner', 'approver', 'signee1', 'printer'] as const) {
      const token = await kit.token(who);
      expect((await api.get('/auditEvents', token)).status).toBe(403);
      expect((await api.get('/auditEvents.csv', token)).status).toBe(403);
      expect((await api.get('/auditEvents/actions', token)).status).toBe(403);
    }
    expect((await api.get('/auditEvents')).status).toBe(401);
  });

  it('lists the action codes with their labels', async () => {
    const res = await api.get('/auditEvents/actions', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ code: 'certificate.approved', label: 'Approved', source: 'workflow' });
    expect(res.body.data).toHaveLength(Object.keys(AUDIT_ACTIONS).length);
  });

  it('filters by action, certificate (id or credential number), actor and dates', async () => {
    const a = await kit.create('issued');
    const b = await kit.create('approved');
    const [cn] = (
      await api.db.execute<{ credential_number: string }>(
        sql`SELECT credential_number FROM certificates WHERE id = ${a}`,
      )
    ).rows;

    const approvals = await logOf('action=certificate.approved');
    expect(approvals.data.map((e) => e.certificate_id)).toEqual(expect.arrayContaining([a, b]));
    expect(approvals.data.map((e) => e.certificate_id).slice(0, 2)).toEqual([b, a]); // newest first
    expect(approvals.data.every((e) => e.action === 'certificate.approved')).toBe(true);

    const ofA = await logOf(`certificate_id=${a}`);
    expect(ofA.data.map((e) => e.action)).toEqual([
      'certificate.issued',
      'certificate.signed',
      'certificate.signed',
      'certificate.approved',
      'certificate.requested',
    ]);
    const byNumber = await logOf(
      `credential_number=${encodeURIComponent(cn!.credential_number)}&action=certificate.issued`,
    );
    expect(byNumber.data).toHaveLength(1);
    expect(byNumber.data[0]).toMatchObject({ certificate_id: a, credential_number: cn!.credential_number });
    expect((await logOf('credential_number=NO-SUCH-NUMBER')).data).toEqual([]);

    const approver = await kit.id('approver');
    const byApprover = await logOf(`actor_id=${approver}`);
    expect(byApprover.data.length).toBeGreaterThanOrEqual(2);
    expect(byApprover.data.every((e) => e.actor?.id === approver)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(`from_date=${today}&to_date=${today}&certificate_id=${a}`)).data).toHaveLength(5);
    expect((await logOf(`to_date=2000-01-01&certificate_id=${a}`)).data).toHaveLength(0);
    expect((await logOf(`from_date=2999-01-01`)).data).toHaveLength(0);

    // an administrative action leaves the workflow table out
    const userCreated = await logOf('action=user.created');
    expect(userCreated.data.every((e) => e.source === 'administration')).toBe(true);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'action=user.exploded',
      'from_date=2026-02-30',
      'actor_id=abc',
      'first=101',
      'first=0',
      'after=nonsense',
    ]) {
      const res = await api.get(`/auditEvents?${q}`, admin);
      expect(res.status, q).toBe(400);
    }
    expect((await api.get('/auditEvents?after=nonsense', admin)).body.message).toBe(INVALID_AUDIT_CURSOR);
  });

  it('pages newest first by keyset cursor, each event once, across both tables', async () => {
    await kit.create('printed');
    await kit.create('rejected', 'S');
    await recordDownload(await kit.request());
    const all = await logOf('first=100');
    expect(all.has_next_page).toBe(false);
    const sources = new Set(all.data.map((e) => e.source));
    expect(sources).toEqual(new Set(['workflow', 'administration']));
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 50; i++) {
      const page: Awaited<ReturnType<typeof logOf>> = await logOf(`first=3${after ? `&after=${after}` : ''}`);
      seen.push(...page.data.map((e) => e.id));
      if (!page.has_next_page) break;
      after = page.end_cursor;
    }
    expect(seen).toEqual(all.data.map((e) => e.id));
    const times = all.data.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('exports the filtered events as CSV, spreadsheet-safe, and counts against the cap', async () => {
    const id = await kit.create('issued');
    const res = await api.get(`/auditEvents.csv?certificate_id=${id}&action=certificate.signed`, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="AuditLog.csv"');
    const rows = parse((res.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual([
      'Time',
      'Source',
      'Action',
      'What',
      'Actor',
      'Credential Number',
      'Subject',
      'From',
      'To',
      'Comment',
      'Hash',
    ]);
    expect(rows[0]).toMatchObject({
      Source: 'workflow',
      Action: 'certificate.signed',
      What: 'Signed',
      Subject: `certificate ${id}`,
    });
    expect(rows[0]!.Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.Time).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // a comment starting with "=" is neutralised
    const evil = await kit.request();
    const rejected = await kit.post('approver', `/requestedCertificateReject/${evil}`, {
      rejection_comment: '=HYPERLINK("x")',
    });
    expect(rejected.status, rejected.text).toBe(200);
    const csv = await api.get(`/auditEvents.csv?certificate_id=${evil}&action=certificate.rejected`, admin);
    const [row] = parse((csv.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(row!.Comment).toBe(`'=HYPERLINK("x")`);

    // the cap: counting stops just past it (the route refuses a count above AUDIT_CSV_MAX_ROWS with 400)
    expect(AUDIT_CSV_MAX_ROWS).toBe(100_000);
    expect(await countAuditEvents(api.db, { certificate_id: id }, 2)).toBe(3);
    expect(await countAuditEvents(api.db, { certificate_id: id }, 100)).toBe(5);
  });
});

describe('records retention', () => {
  it('a deleted user’s name stays readable in the history and the log', async () => {
    const body = {
      first_name: 'Dora',
      last_name: 'Departed',
      email: 'dora.departed@certify.test',
      mobile_number: '0400111222',
      password: 'Campus@2026',
      role_ids: [2],
    };
    expect((await api.post('/addUser', body, admin)).status).toBe(200);
    const doraId = await api.userId(body.email);
    const dora = await api.login(body.email, body.password);
    const saved = await api.post('/saveCertificate', await kit.payload(), dora);
    expect(saved.status, saved.text).toBe(200);
    const certificateId = saved.body.certificate.id as number;

    const deleted = await api.request('DELETE', `/user/${doraId}/delete`, { token: admin });
    expect(deleted.status, deleted.text).toBe(200);

    const [requested] = await trailOf(certificateId);
    expect(requested!.actor).toEqual({ id: doraId, name: 'Dora Departed', kind: 'person', deleted: true });
    const log = await logOf(`actor_id=${doraId}`);
    expect(log.data.map((e) => e.actor?.name)).toEqual(['Dora Departed']);
    const userDeleted = await logOf('action=user.deleted');
    expect(userDeleted.data[0]).toMatchObject({ subject_type: 'user', actor: { name: expect.any(String) } });
    const csv = await api.get(`/auditEvents.csv?actor_id=${doraId}`, admin);
    expect((csv.body as Buffer).toString('utf8')).toContain('Dora Departed (deleted)');
  });
});
