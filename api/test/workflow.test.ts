/**
 * The certificate transitions over HTTP: each happy path (status, audit event, notifications,
 * e-mail), each transition from each wrong state (409, nothing changed), each role that may not
 * (403, nothing changed), and the validation messages.
 * spec: DESIGN.md "Certificate state machine"; certificate-workflow §4–§5, §7; api/CONTRACT.md "Transitions".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit, type Stage, type Who } from './workflowKit.js';
import { authenticateToken } from '../src/auth/authenticate.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const issuePdfJson = { accept: 'application/json' };

/** Every transition as one call `(who, id) → response`. */
const CALLS = {
  approve: (who: Who, id: number) =>
    kit.post(who, '/requestedCertificateApprove', { certificate_id: id, approve_comment: 'Looks right', fee_due: 1 }),
  reject: async (who: Who, id: number) =>
    api.request('PUT', `/requestedCertificateReject/${id}`, {
      token: await kit.token(who),
      body: { rejection_comment: 'Wrong campus' },
    }),
  sign: (who: Who, id: number) => kit.form(who, '/bulkSignCertificate', { 'certificate[0]': id }),
  issue: (who: Who, id: number) => kit.get(who, `/certificate-issue/${id}`),
  cancel: (who: Who, id: number) =>
    kit.post(who, '/cancelCertificate', { student_certificate_id: id, cancellation_comment: 'Duplicate' }),
  print: async (who: Who, id: number) =>
    api.request('POST', '/printCertificate', {
      token: await kit.token(who),
      body: { student_certificate_id: id },
      headers: issuePdfJson,
    }),
  reprint_request: (who: Who, id: number) =>
    kit.post(who, '/reprintCertificateRequest', { student_certificate_id: id, reprint_comment: 'Lost' }),
  reprint_approve: (who: Who, id: number) => kit.post(who, '/reprintCertificateAccept', { student_certificate_id: id }),
  reprint_reject: (who: Who, id: number) => kit.post(who, '/reprintCertificateReject', { student_certificate_id: id }),
  reprint: async (who: Who, id: number) =>
    api.request('POST', '/reprintCertificate', {
      token: await kit.token(who),
      body: { student_certificate_id: id },
      headers: issuePdfJson,
    }),
} as const;
type Action = keyof typeof CALLS;

describe('happy paths', () => {
  it('request → approve → sign ×2 → issue → print, with audit events, notifications and e-mail', async () => {
    const saved = await kit.post('requisitioner', '/saveCertificate', await kit.payload('C'));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: 1,
      certificate: { success: 1, message: 'Certificate requested successfully' },
    });
    const id = saved.body.certificate.id as number;
    expect(saved.body.data).toEqual([{ id, credential_status: 0, reprint_status: null }]);
    const approverId = await kit.id('approver');
    expect((await kit.notifications(id, 'CERTIFICATE_REQUESTED')).map((n) => n.userId)).toContain(approverId);
    expect((await kit.signeeRows(id)).map((s) => s.slot)).toEqual([1, 2]);

    const approved = await CALLS.approve('approver', id);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({
      success: 1,
      message: 'Certificate approved successfully',
      data: [{ id, credential_status: 1, reprint_status: null }],
    });
    const row = await kit.row(id);
    expect(row).toMatchObject({ approvedBy: approverId, approvedComments: 'Looks right', feeDue: 1 });
    const toSign = await kit.notifications(id, 'CERTIFICATE_APPROVED');
    expect(toSign.map((n) => n.userId).sort()).toEqual([await kit.id('signee1'), await kit.id('signee2')].sort());
    expect(toSign[0]!.message).toMatch(/^Certificate WF-\d+-\d+ for .+ is ready for your signature$/);
    expect(
      api.mailer.sent.some((m) => m.to === 'signee1@certify.test' && m.text.includes('ready for your signature')),
    ).toBe(true);

    const first = await CALLS.sign('signee1', id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([{ id, credential_status: 1, reprint_status: null }]);
    expect(await kit.notifications(id, 'CERTIFICATE_SIGNED')).toHaveLength(0);
    const second = await kit.form('signee2', '/bulkSignCertificate', {
      'certificate[0]': id,
      password: 'Certify@2026',
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      message: 'Certificate signed successfully',
      data: [{ id, credential_status: 3 }],
    });
    const signees = await kit.signeeRows(id);
    expect(signees.every((s) => s.signedAt !== null && s.signatureFileId !== null)).toBe(true);
    const signedNotes = (await kit.notifications(id, 'CERTIFICATE_SIGNED')).map((n) => n.userId);
    expect(signedNotes).toEqual(expect.arrayContaining([approverId, await kit.id('requisitioner')]));

    const issued = await CALLS.issue('approver', id);
    expect(issued.body).toMatchObject({
      success: 1,
      message: 'Certificate issued successfully',
      data: [{ credential_status: 4 }],
    });
    expect((await kit.notifications(id, 'CERTIFICATE_ISSUED')).map((n) => n.userId)).toContain(await kit.id('printer'));

    const printed = await CALLS.print('printer', id);
    expect(printed.status).toBe(200);
    expect(printed.body).toMatchObject({
      success: 1,
      message: 'Certificate printed successfully',
      data: [{ id, credential_status: 5 }],
    });
    expect((await kit.notifications(id, 'CERTIFICATE_PRINTED')).map((n) => n.userId)).toEqual([
      await kit.id('requisitioner'),
    ]);

    const events = await kit.events(id);
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['requested', null, 0],
      ['approved', 0, 1],
      ['signed', 1, 1],
      ['signed', 1, 3],
      ['issued', 3, 4],
      ['printed', 4, 5],
    ]);
    expect(events[1]).toMatchObject({ actorId: approverId, comment: 'Looks right' });
  });

  it('POST /certificate-issue/{id} issues too', async () => {
    const id = await kit.create('signed');
    const res = await kit.post('admin', `/certificate-issue/${id}`);
    expect(res.status).toBe(200);
    expect((await kit.row(id)).credentialStatus).toBe(4);
  });

  it("approving a skip-sign template goes straight to 3 ('Approve and Sign')", async () => {
    const id = await kit.request('CC');
    const res = await CALLS.approve('admin', id);
    expect(res.body).toMatchObject({
      success: 1,
      message: 'Certificate approved and signed successfully',
      data: [{ id, credential_status: 3 }],
    });
    expect((await kit.events(id)).at(-1)).toMatchObject({ action: 'approved', fromStatus: 0, toStatus: 3 });
    expect(await kit.notifications(id, 'CERTIFICATE_SIGNED')).not.toHaveLength(0);
  });

  it('rejects (PUT, and POST with _method=PUT) and notifies the requisitioner', async () => {
    const a = await kit.create('requested');
    const r1 = await CALLS.reject('approver', a);
    expect(r1.body).toEqual({
      success: 1,
      message: 'Certificate rejected successfully',
      data: [{ id: a, credential_status: 2, reprint_status: null }],
    });
    const note = (await kit.notifications(a, 'CERTIFICATE_REJECTED'))[0]!;
    expect(note.userId).toBe(await kit.id('requisitioner'));
    expect(note.message).toContain('Wrong campus');
    const b = await kit.create('requested');
    const r2 = await kit.form('admin', `/requestedCertificateReject/${b}`, {
      _method: 'PUT',
      rejection_comment: 'No evidence',
    });
    expect(r2.status).toBe(200);
    expect(await kit.row(b)).toMatchObject({ credentialStatus: 2, rejectionComment: 'No evidence' });
  });

  it('cancels from signed, issued and printed', async () => {
    for (const stage of ['signed', 'issued', 'printed'] as const) {
      const id = await kit.create(stage);
      const res = await CALLS.cancel('approver', id);
      expect(res.body).toMatchObject({
        success: 1,
        message: 'Certificate cancelled successfully',
        data: [{ id, credential_status: 7 }],
      });
      expect((await kit.notifications(id, 'CERTIFICATE_CANCELLED')).map((n) => n.userId)).toEqual([
        await kit.id('requisitioner'),
      ]);
      expect((await kit.events(id)).at(-1)).toMatchObject({ action: 'cancelled', toStatus: 7, comment: 'Duplicate' });
    }
  });

  it('reprint: request → approve → reprint, and request → reject → request again', async () => {
    const id = await kit.create('printed');
    const req = await CALLS.reprint_request('requisitioner', id);
    expect(req.body).toEqual({
      success: 1,
      message: 'Reprint requested successfully',
      data: [{ id, credential_status: 5, reprint_status: 1 }],
    });
    expect((await kit.notifications(id, 'REPRINT_REQUESTED')).map((n) => n.userId)).toContain(await kit.id('approver'));
    const acc = await CALLS.reprint_approve('approver', id);
    expect(acc.body).toMatchObject({ message: 'Reprint request approved', data: [{ reprint_status: 2 }] });
    expect((await kit.notifications(id, 'REPRINT_APPROVED')).map((n) => n.userId)).toContain(await kit.id('printer'));
    const rep = await CALLS.reprint('printer', id);
    expect(rep.body).toMatchObject({
      success: 1,
      message: 'Certificate reprinted successfully',
      data: [{ credential_status: 5, reprint_status: 4 }],
    });

    const other = await kit.create('reprint-requested');
    const rej = await kit.post('approver', '/reprintCertificateReject', {
      student_certificate_id: other,
      reprint_rejection_comment: 'Original is fine',
    });
    expect(rej.body).toMatchObject({ message: 'Reprint request rejected', data: [{ reprint_status: 3 }] });
    expect((await kit.notifications(other, 'REPRINT_REJECTED')).map((n) => n.userId)).toEqual([
      await kit.id('requisitioner'),
    ]);
    const again = await CALLS.reprint_request('printer', other);
    expect(again.body.data).toEqual([{ id: other, credential_status: 5, reprint_status: 1 }]);
    expect((await kit.events(other)).map((e) => e.action).slice(-3)).toEqual([
      'reprint_requested',
      'reprint_rejected',
      'reprint_requested',
    ]);
  });
});

describe('after commit', () => {
  it('publishes the certificate change and the notification live; a failed transition publishes nothing', async () => {
    const id = await kit.create('requested');
    const signee1 = await kit.id('signee1');
    const viewer = (await authenticateToken(api.db, await api.login('signee1@certify.test')))!;
    const seen: Array<{ type: string; [k: string]: unknown }> = [];
    const stop = api.events.subscribe(viewer, (e) => seen.push(e as never));
    try {
      expect((await CALLS.approve('approver', id)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toContainEqual({
        type: 'certificate',
        id,
        credential_status: 1,
        reprint_status: null,
        action: 'approved',
        audience: {
          requisitionerId: await kit.id('requisitioner'),
          signeeIds: expect.arrayContaining([signee1]),
          before: { credential_status: 0, reprint_status: null },
        },
      });
      const note = seen.find((e) => e.type === 'notification') as
        | { userId: number; notification: { subject: string; action_id: number }; unreadCount: number }
        | undefined;
      expect(note).toMatchObject({ userId: signee1, notification: { subject: 'CERTIFICATE_APPROVED', action_id: id } });
      expect(note!.unreadCount).toBeGreaterThan(0);
      seen.length = 0;
      const mails = api.mailer.sent.length;
      expect((await CALLS.approve('approver', id)).status).toBe(409);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([]);
      expect(api.mailer.sent.length).toBe(mails);
    } finally {
      stop();
    }
  });
});

describe('wrong states → 409, nothing changed', () => {
  const STAGES: Stage[] = [
    'requested',
    'approved',
    'rejected',
    'half-signed',
    'signed',
    'issued',
    'printed',
    'cancelled',
    'reprint-requested',
    'reprint-approved',
    'reprint-rejected',
    'reprinted',
  ];
  const ALLOWED: Record<Action, Stage[]> = {
    approve: ['requested'],
    reject: ['requested'],
    sign: ['approved'],
    issue: ['signed'],
    cancel: ['signed', 'issued', 'printed', 'reprint-requested', 'reprint-approved', 'reprint-rejected', 'reprinted'],
    print: ['issued'],
    reprint_request: ['printed', 'reprint-rejected', 'reprinted'],
    reprint_approve: ['reprint-requested'],
    reprint_reject: ['reprint-requested'],
    reprint: ['reprint-approved'],
  };
  const ids = new Map<Stage, number>();
  beforeAll(async () => {
    for (const stage of STAGES) ids.set(stage, await kit.create(stage));
  }, 120_000);

  for (const action of Object.keys(CALLS) as Action[]) {
    it(`${action}`, async () => {
      const who: Who = action === 'sign' ? 'signee1' : 'admin';
      for (const stage of STAGES.filter((s) => !ALLOWED[action].includes(s))) {
        const id = ids.get(stage)!;
        const before = await kit.snapshot([id]);
        const res = await CALLS[action](who, id);
        expect(res.status, `${action} from ${stage}: ${res.text}`).toBe(409);
        expect(res.body.success).toBe(0);
        expect(res.body.message).toMatch(/no longer|only|can only|already/i);
        expect(await kit.snapshot([id])).toBe(before);
      }
    });
  }

  it('says clearly why', async () => {
    const res = await CALLS.approve('approver', ids.get('approved')!);
    expect(res.body.message).toBe('This certificate is no longer awaiting approval');
  });
});

describe('roles that may not → 403, nothing changed', () => {
  const FROM: Record<Action, Stage> = {
    approve: 'requested',
    reject: 'requested',
    sign: 'approved',
    issue: 'signed',
    cancel: 'signed',
    print: 'issued',
    reprint_request: 'printed',
    reprint_approve: 'reprint-requested',
    reprint_reject: 'reprint-requested',
    reprint: 'reprint-approved',
  };
  const DENIED: Record<Action, Who[]> = {
    approve: ['requisitioner', 'signee1', 'printer'],
    reject: ['requisitioner', 'signee1', 'printer'],
    sign: ['approver', 'printer', 'requisitioner', 'admin'],
    issue: ['requisitioner', 'signee1', 'printer'],
    cancel: ['requisitioner', 'signee1', 'printer'],
    print: ['requisitioner', 'approver', 'signee1'],
    reprint_request: ['approver', 'signee1'],
    reprint_approve: ['requisitioner', 'signee1', 'printer'],
    reprint_reject: ['requisitioner', 'signee1', 'printer'],
    reprint: ['requisitioner', 'approver', 'signee1'],
  };
  for (const action of Object.keys(CALLS) as Action[]) {
    it(`${action}`, async () => {
      const id = await kit.create(FROM[action]);
      const before = await kit.snapshot([id]);
      for (const who of DENIED[action]) {
        const res = await CALLS[action](who, id);
        expect(res.status, `${who} ${action}: ${res.text}`).toBe(403);
        expect(res.body).toMatchObject({ success: 0 });
        expect(res.body.message.length).toBeGreaterThan(10);
      }
      expect(await kit.snapshot([id])).toBe(before);
    });
  }

  it('requesting needs requested_certificate.add', async () => {
    for (const who of ['approver', 'signee1', 'printer'] as const) {
      const res = await kit.post(who, '/saveCertificate', await kit.payload());
      expect(res.status).toBe(403);
    }
    const admin = await kit.post('admin', '/saveCertificate', await kit.payload());
    expect(admin.status).toBe(200);
  });

  it('no token → 401', async () => {
    const res = await api.post('/requestedCertificateApprove', { certificate_id: 1, approve_comment: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('validation', () => {
  it('saveCertificate lists every missing field with the spec messages', async () => {
    const res = await kit.post('requisitioner', '/saveCertificate', { units: [{}] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(0);
    expect(res.body.certificate).toEqual({ success: 0, message: 'Please enter student name' });
    expect(res.body.errors).toMatchObject({
      student_name: 'Please enter student name',
      course: 'Please select course',
      campus: 'Please select campus',
      certification_type: 'Please select certification type',
      credential_date: 'Please select credential date',
      credential_number: 'Please select credential number',
      'units.0.unit_start_date': 'This field is required',
      'units.0.unit_code': 'This field is required',
      'units.0.unit_name': 'This field is required',
      'units.0.mark': 'This field is required',
      'units.0.outcome_result': 'This field is required',
      'units.0.outcome_grade_short_code': 'This field is required',
    });
  });

  it('saveCertificate needs at least one unit, accepts form-encoded units', async () => {
    const noUnits = await kit.post('requisitioner', '/saveCertificate', await kit.payload('C', { units: [] }));
    expect(noUnits.status).toBe(400);
    expect(noUnits.body.errors.units).toBe('Please add at least one unit');
    const p = await kit.payload('C');
    const u = p.units[0]!;
    const form: Record<string, string> = {
      student_name: p.student_name,
      course: p.course,
      campus: p.campus,
      certification_type: 'C',
      credential_date: p.credential_date,
      credential_number: p.credential_number,
    };
    for (const [k, v] of Object.entries(u)) form[`units[0][${k}]`] = v;
    const ok = await kit.form('requisitioner', '/saveCertificate', form);
    expect(ok.status, ok.text).toBe(200);
  });

  it('duplicate credential number and missing template → 400 with a clear message', async () => {
    const p = await kit.payload('C');
    expect((await kit.post('requisitioner', '/saveCertificate', p)).status).toBe(200);
    const dup = await kit.post('requisitioner', '/saveCertificate', p);
    expect(dup.status).toBe(400);
    expect(dup.body.errors.credential_number).toBe('This credential number is already in use');
    const none = await kit.post(
      'requisitioner',
      '/saveCertificate',
      await kit.payload('C', { certification_type: 'MD' }),
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No certificate template is assigned to this course and certificate type');
  });

  it('comments are required: approve, reject, cancel, reprint request', async () => {
    const requested = await kit.create('requested');
    const a = await kit.post('approver', '/requestedCertificateApprove', {
      certificate_id: requested,
      approve_comment: '  ',
      fee_due: 0,
    });
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual({ approve_comment: 'Please add comment' });
    const r = await api.request('PUT', `/requestedCertificateReject/${requested}`, {
      token: await kit.token('approver'),
      body: {},
    });
    expect(r.body.errors).toEqual({ rejection_comment: 'Please add comment' });
    const signed = await kit.create('signed');
    const c = await kit.post('approver', '/cancelCertificate', { student_certificate_id: signed });
    expect(c.body.errors).toEqual({ cancellation_comment: 'Please add comment' });
    const printed = await kit.create('printed');
    const q = await kit.post('requisitioner', '/reprintCertificateRequest', { student_certificate_id: printed });
    expect(q.body.errors).toEqual({ reprint_comment: 'Please add comment' });
    expect((await kit.row(requested)).credentialStatus).toBe(0);
  });

  it("approve needs a fee choice when fee confirmation is 'Yes'", async () => {
    const id = await kit.create('requested');
    const res = await kit.post('approver', '/requestedCertificateApprove', {
      certificate_id: id,
      approve_comment: 'ok',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ fee_due: 'Please select an option' });
  });

  it('unknown certificate → 404', async () => {
    const res = await kit.get('approver', '/certificate-issue/999999');
    expect(res.status).toBe(404);
  });
});
