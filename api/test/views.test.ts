/** Views, lookups and files. spec: api/CONTRACT.md "Certificate views", "Lookups", "/files". */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
const idsIn = async (status: number, reprint: number | null = null) => {
  const r = await api.db.execute<{ id: number }>(
    reprint === null
      ? sql`SELECT id FROM certificates WHERE credential_status = ${status} AND reprint_status IS NULL ORDER BY id`
      : sql`SELECT id FROM certificates
          WHERE credential_status = ${status} AND reprint_status = ${reprint} ORDER BY id`,
  );
  return r.rows.map((x) => Number(x.id));
};
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api.close());

describe('views', () => {
  const VIEWS: [string, number, number | null][] = [
    ['/requestedCertificateView', 0, null],
    ['/approvedCertificateView', 1, null],
    ['/signedCertificateView', 3, null],
    ['/printableCertificateView', 4, null],
    ['/rejectedCertificateView', 2, null],
    ['/printedCertificateView', 5, null],
    ['/reprintCertificateRequestedView', 5, 1],
  ];
  test.each(VIEWS)('%s answers Details for its list and 404 otherwise', async (path, status, reprint) => {
    const [id] = await idsIn(status, reprint);
    const res = await api.get(`${path}/${id}`, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 1, message: '', certificate_data: { id, credential_status: status } });
    const [other] = await idsIn(status === 0 ? 3 : 0);
    const miss = await api.get(`${path}/${other}`, admin);
    expect(miss.status).toBe(404);
    expect(miss.body).toEqual({ success: 0, message: 'This certificate is no longer in this list' });
    expect((await api.get(`${path}/999999`, admin)).status).toBe(404);
  });

  test('send-to-print view includes reprint-approved, printed view includes reprint states', async () => {
    const [approvedReprint] = await idsIn(5, 2);
    expect((await api.get(`/printableCertificateView/${approvedReprint}`, admin)).status).toBe(200);
    expect((await api.get(`/printedCertificateView/${approvedReprint}`, admin)).status).toBe(200);
  });

  test('Details carry units, signees, events, available_actions; the approved view adds signee_details', async () => {
    const ids = await idsIn(1);
    // the one with exactly one signature
    const details = await Promise.all(ids.map((id) => api.get(`/approvedCertificateView/${id}`, admin)));
    const half = details.find(
      (d) => d.body.certificate_data.signed_by.filter((s: any) => s.created_date).length === 1,
    )!;
    const d = half.body.certificate_data;
    expect(d.units.length).toBeGreaterThan(0);
    expect(d.units[0]).toEqual({
      unit_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      unit_code: expect.any(String),
      unit_name: expect.any(String),
      mark: expect.any(String),
      outcome_result: expect.any(String),
      outcome_grade_short_code: expect.any(String),
    });
    expect(d.signed_by).toHaveLength(2);
    expect(d.signed_by[0]).toEqual({
      slot: 1,
      user_id: expect.any(Number),
      name: expect.any(String),
      designation: 'Chief Executive Officer',
      created_date: expect.any(String),
    });
    expect(d.template).toEqual({
      id: expect.any(Number),
      name: 'Qualification Testamur',
      skip_sign: false,
      no_of_signees: 2,
    });
    expect(d.approved_by).toBe('Charlotte Walsh');
    expect(d.events.map((e: any) => e.action)).toEqual(['requested', 'approved', 'signed']);
    expect(d.events[1]).toMatchObject({ actor_name: 'Charlotte Walsh', from_status: 0, to_status: 1 });
    expect(half.body.signee_details).toEqual(
      d.signed_by.map((s: any) => ({
        slot: s.slot,
        signee_user_id: s.user_id,
        signee_name: s.name,
        designation: s.designation,
        signed_on: s.created_date,
      })),
    );
    // signee2 (slot 2, not signed yet) may sign; signee1 (signed) may not
    const pending = d.signed_by.find((s: any) => !s.created_date);
    const signee =
      pending.user_id === (await api.userId('signee1@certify.test')) ? 'signee1@certify.test' : 'signee2@certify.test';
    const tok = await api.login(signee);
    const mine = await api.get(`/approvedCertificateView/${d.id}`, tok);
    expect(mine.body.certificate_data.available_actions).toEqual(['sign']);
    expect(d.available_actions).not.toContain('sign');
  });

  test('available_actions follow role and state', async () => {
    const [requested] = await idsIn(0);
    const approver = await api.login('approver@certify.test');
    const requisitioner = await api.login('requisitioner@certify.test');
    expect(
      (await api.get(`/requestedCertificateView/${requested}`, approver)).body.certificate_data.available_actions,
    ).toEqual(['approve', 'reject']);
    expect(
      (await api.get(`/requestedCertificateView/${requested}`, requisitioner)).body.certificate_data.available_actions,
    ).toEqual([]);
    const [printed] = await idsIn(5);
    expect(
      (await api.get(`/printedCertificateView/${printed}`, requisitioner)).body.certificate_data.available_actions,
    ).toEqual(['reprint_request']);
  });

  test('403 for a role without the view module', async () => {
    const [requested] = await idsIn(0);
    const printer = await api.login('printer@certify.test');
    expect((await api.get(`/requestedCertificateView/${requested}`, printer)).status).toBe(403);
  });

  test('/certificateView/{id} any state; /certificates?ids= batch omits unknown', async () => {
    const [cancelled] = await idsIn(7);
    const v = await api.get(`/certificateView/${cancelled}`, admin);
    expect(v.status).toBe(200);
    expect(v.body.certificate_data).toMatchObject({
      credential_status: 7,
      cancelled_by: 'Charlotte Walsh',
      cancellation_comment: expect.any(String),
    });
    const [a] = await idsIn(0);
    const [b] = await idsIn(4);
    const batch = await api.get(`/certificates?ids=${b},${a},999999`, admin);
    expect(batch.status).toBe(200);
    expect(batch.body.data.map((d: any) => d.id)).toEqual([b, a]);
    // a printer sees printed/issued ones but not a requested one
    const printer = await api.login('printer@certify.test');
    expect((await api.get(`/certificateView/${a}`, printer)).status).toBe(404);
    expect((await api.get(`/certificateView/${b}`, printer)).status).toBe(200);
    expect((await api.get(`/certificates?ids=${a},${b}`, printer)).body.data.map((d: any) => d.id)).toEqual([b]);
  });
});

describe('lookups', () => {
  test('/requisitionerCourseDetails', async () => {
    const res = await api.get('/requisitionerCourseDetails', admin);
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.success).toBe(1);
    expect(b.course_details.length).toBeGreaterThanOrEqual(6);
    expect(b.course_details).toContainEqual({
      id: expect.any(Number),
      name: 'Diploma of Leadership and Management',
      course_code: 'BSB50420',
    });
    // The 20 most recently added of the 32 demo students (the picker searches /searchStudent; master.test.ts).
    expect(b.student_details).toHaveLength(20);
    expect(b.student_details[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      student_id: expect.any(String),
    });
    expect(b.requisitioner_details.map((r: any) => r.name).sort()).toEqual(['Liam Nguyen', 'Olivia Bennett']);
    expect(b.campus_details.map((c: any) => c.name)).toEqual(['Brisbane', 'Melbourne', 'Sydney']);
    expect(b.certificate_types).toContainEqual({ code: 'S', name: 'Statement of Attainment' });
    expect(b.display_date_format).toBe('dd-mm-yyyy');
  });

  test('/courseUnits/{courseId}', async () => {
    const courses = (await api.get('/requisitionerCourseDetails', admin)).body.course_details;
    const chc = courses.find((c: any) => c.course_code === 'CHC33021');
    const res = await api.get(`/courseUnits/${chc.id}`, admin);
    expect(res.body.success).toBe(1);
    expect(res.body.units).toContainEqual({
      unit_code: 'CHCCCS031',
      unit_name: 'Provide individualised support',
      core: true,
    });
    expect((await api.get('/courseUnits/99999', admin)).status).toBe(404);
    expect((await api.get('/courseUnits/abc', admin)).status).toBe(400);
  });

  test('/SigneeDetails, /signatureDetails, /configFeePaidConfirmation, /getEnrolmentDetailId', async () => {
    const signees = (await api.get('/SigneeDetails', admin)).body;
    expect(signees.success).toBe(1);
    expect(signees.signees.map((s: any) => `${s.first_name} ${s.last_name}`).sort()).toEqual([
      "James O'Connor",
      'Margaret Hughes',
      'Olivia Bennett',
    ]);

    const s1 = await api.login('signee1@certify.test');
    const sig = (await api.get('/signatureDetails', s1)).body;
    expect(sig.success).toBe(1);
    expect(sig.signature).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((await api.get('/signatureDetails', admin)).body).toEqual({
      success: 0,
      signature: null,
      source: null,
      updated_at: null,
      message: 'Please save your Signature',
    });

    expect((await api.get('/configFeePaidConfirmation', admin)).body).toEqual({ success: 1, data: 'Yes' });

    const [id] = await idsIn(0);
    const enr = (await api.get(`/getEnrolmentDetailId/${id}`, admin)).body;
    expect(enr.success).toBe(1);
    expect(enr.certificate_data.enrolment_detail_id).toMatch(/^ENR-/);
    expect(enr.certificate_data.report_url).toBe(
      'https://portal.southerncross.example.edu.au/reports/assessment?enrolment=' +
        enr.certificate_data.enrolment_detail_id,
    );
    expect((await api.get('/getEnrolmentDetailId/999999', admin)).status).toBe(404);
    // Details carry the same link, so a list of certificates needs no call per row.
    const details = (await api.get(`/certificateView/${id}`, admin)).body.certificate_data;
    expect(details.report_url).toBe(enr.certificate_data.report_url);
  });
});

describe('GET /files/{id}', () => {
  test('signatures: only their owner; printed PDFs: whoever may see the certificate; others 404', async () => {
    const sigFile = await api.db.execute<{ file_id: number }>(
      sql`SELECT us.file_id FROM user_signatures us JOIN users u ON u.id = us.user_id
        WHERE u.email = 'signee1@certify.test'`,
    );
    const fileId = Number(sigFile.rows[0]!.file_id);
    const s1 = await api.login('signee1@certify.test');
    const own = await api.get(`/files/${fileId}`, s1);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('x-file-sha256')).toBe(createHash('sha256').update(own.body).digest('hex'));
    const s2 = await api.login('signee2@certify.test');
    expect((await api.get(`/files/${fileId}`, s2)).status).toBe(404);

    // a printed certificate carries the PDF that was printed (the seed prints like the print transition)
    const [printed] = await idsIn(5);
    const requisitioner = await api.login('requisitioner@certify.test');
    const view = await api.get(`/printedCertificateView/${printed}`, requisitioner);
    const prints = view.body.certificate_data.prints;
    expect(prints).toEqual([
      {
        id: expect.any(Number),
        kind: 'print',
        file_id: expect.any(Number),
        file_name: expect.stringMatching(/\.pdf$/),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        byte_size: expect.any(Number),
        printed_by: 'Priya Sharma',
        printed_at: expect.any(String),
      },
    ]);
    const pdfId = prints[0].file_id;
    const got = await api.get(`/files/${pdfId}`, requisitioner);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.body.length).toBe(prints[0].byte_size);
    expect(createHash('sha256').update(got.body).digest('hex')).toBe(prints[0].sha256);
    // signee2 signed it, so may see it; once unassigned (a Signee-only user) they may not
    expect((await api.get(`/files/${pdfId}`, s2)).status).toBe(200);
    await api.db.execute(sql`DELETE FROM certificate_signees WHERE certificate_id = ${printed} AND slot = 2`);
    expect((await api.get(`/files/${pdfId}`, s2)).status).toBe(404);
    expect((await api.get('/files/999999', admin)).status).toBe(404);
    expect((await api.get(`/files/${pdfId}`)).status).toBe(401);
  });
});
