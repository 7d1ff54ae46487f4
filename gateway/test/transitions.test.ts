import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT, transition } from './support/operations.js';
import { ok, startStack, type DemoUser, type Stack } from './support/stack.js';
import { feeRequired, requestCertificate, requestInput } from './support/fixtures.js';
import { REQUEST } from './support/operations.js';

interface Row {
  id: string;
  statusCode: number;
  statusLabel: string;
  template: { id: string };
}
interface Payload {
  message: string;
  certificates: Array<{ id: string; status: string; reprintStatus: string | null; statusLabel: string }>;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function rows(list: string, user: DemoUser = 'admin'): Promise<Row[]> {
  return ok(
    await stack.gql<{ certificates: { nodes: Row[] } }>(
      `query($list: CertificateList!) {
        certificates(list: $list, pageSize: 100) { nodes { id statusCode statusLabel template { id } } } }`,
      { list },
      await stack.token(user),
    ),
  ).certificates.nodes;
}

async function act(user: DemoUser, name: string, inputType: string, input: Record<string, unknown>): Promise<Payload> {
  return ok(await stack.gql<Record<string, Payload>>(transition(name, inputType), { input }, await stack.token(user)))[
    name
  ]!;
}

/** An issued demo certificate (Approved for Printing) to print. */
async function issuedCertificate(): Promise<string> {
  const row = (await rows('SEND_TO_PRINT', 'printer')).find((r) => r.statusLabel === 'Approved for Printing');
  if (!row) throw new Error('no issued certificate');
  return row.id;
}

/** The printer's print job once DONE (`printJob(id)`, docs/architecture.md "Bulk work off the request path"). */
async function doneJob(id: string): Promise<{ status: string; file: { url: string; sha256: string } }> {
  for (let i = 0; i < 600; i++) {
    const job = ok(
      await stack.gql<{ printJob: { status: string; file: { url: string; sha256: string } } }>(
        'query($id: ID!) { printJob(id: $id) { status file { url sha256 } } }',
        { id },
        await stack.token('printer'),
      ),
    ).printJob;
    if (job.status === 'DONE') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`print job ${id} did not end`);
}

describe('the other transitions (certificate-workflow §4)', () => {
  it('reject (PUT /requestedCertificateReject/{id}) moves a request to the rejected list', async () => {
    const id = (await rows('REQUESTED'))[0]!.id;
    const res = await act('approver', 'rejectCertificate', 'CertificateCommentInput', { id, comment: 'Wrong course' });
    expect(res.message).toBe('Certificate rejected successfully');
    expect(res.certificates[0]).toMatchObject({ id, status: 'QA_REJECTED' });
    expect((await rows('REJECTED')).map((r) => r.id)).toContain(id);
  });

  it('cancel moves a signed certificate to cancelled', async () => {
    const id = (await rows('SIGNED'))[0]!.id;
    const res = await act('approver', 'cancelCertificate', 'CertificateCommentInput', {
      id,
      comment: 'Issued in error',
    });
    expect(res.message).toBe('Certificate cancelled successfully');
    expect(res.certificates[0]).toMatchObject({ id, status: 'CANCELLED', statusLabel: 'Cancelled' });
  });

  it('rejectReprint answers Reprint Rejected', async () => {
    const id = (await rows('REPRINT_REQUESTS'))[0]!.id;
    const res = await act('approver', 'rejectReprint', 'ReprintDecisionInput', { id, comment: 'Not needed' });
    expect(res.message).toBe('Reprint request rejected');
    expect(res.certificates[0]).toMatchObject({ id, reprintStatus: 'REPRINT_REJECTED' });
  });

  it('bulk sign in one call, then bulk print one merged PDF (/bulkPrintCertificate)', async () => {
    const a = await requestCertificate(stack, 4);
    const b = await requestCertificate(stack, 5);
    const token = await stack.token('approver');
    const fee = (await feeRequired(stack, token)) ? { feeStatus: 'PAID' } : {};
    for (const id of [a, b])
      await act('approver', 'approveCertificate', 'ApproveCertificateInput', { id, comment: 'ok', ...fee });
    const signed = await act('signee1', 'signCertificates', 'SignCertificatesInput', { ids: [a, b] });
    expect(signed.message).toBe('2 certificates signed successfully');
    await act('signee2', 'signCertificates', 'SignCertificatesInput', { ids: [a, b], password: 'Certify@2026' });
    for (const id of [a, b]) await act('admin', 'issueCertificate', 'CertificateIdInput', { id });

    stack.calls.length = 0;
    const printed = ok(
      await stack.gql<{ printCertificates: Payload & { job: { id: string; total: number } } }>(
        PRINT('printCertificates'),
        { input: { ids: [a, b] } },
        await stack.token('printer'),
      ),
    ).printCertificates;
    expect(stack.calls.map((c) => c.path)).toContain('/bulkPrintCertificate');
    expect(printed.certificates.map((c) => c.status)).toEqual(['PRINTED', 'PRINTED']);
    // One job makes the one merged PDF of both (docs/architecture.md "Bulk work off the request path"); the deprecated `file` waits for it.
    expect(printed.job.total).toBe(2);
    const file = ok(
      await stack.gql<{ printJob: { status: string; file: { url: string; sha256: string } } }>(
        'query($id: ID!) { printJob(id: $id) { status file { url sha256 } } }',
        { id: printed.job.id },
        await stack.token('printer'),
      ),
    ).printJob;
    const waited = ok(
      await stack.gql<{ printCertificates: { file: { url: string; sha256: string } } }>(
        'mutation($input: CertificateIdsInput!) { printCertificates(input: $input) { file { url sha256 } } }',
        { input: { ids: [await issuedCertificate()] } },
        await stack.token('printer'),
      ),
    ).printCertificates.file;
    expect(waited.url).toMatch(/^\/files\/\d+$/);
    const job = file.status === 'DONE' ? file : await doneJob(printed.job.id);
    const res = await fetch(`${stack.gatewayUrl}${job.file.url}`, {
      headers: { authorization: `Bearer ${await stack.token('printer')}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(job.file.sha256);
  });
});

describe('details, lookups and notifications', () => {
  it('loads detail fields, the assessment report link and course units', async () => {
    const id = (await rows('SEND_TO_PRINT'))[0]!.id;
    const c = ok(
      await stack.gql<{
        certificate: {
          enrolmentId: string | null;
          feeStatus: string | null;
          assessmentReportUrl: string | null;
          signees: unknown[];
          units: unknown[];
          course: { units: Array<{ unitCode: string }> };
          issuedBy: string | null;
        };
      }>(
        `query($id: ID!) { certificate(id: $id) { enrolmentId feeStatus assessmentReportUrl issuedBy
          signees { slot designation signedAt } units { unitCode } course { units { unitCode core } } } }`,
        { id },
        await stack.token('admin'),
      ),
    ).certificate;
    expect(c.signees.length).toBeGreaterThan(0);
    expect(c.issuedBy).toBeTruthy();
    expect(c.course.units.length).toBeGreaterThan(0);
    // The seed configures the student-portal link; it carries the certificate's enrolment id.
    expect(c.enrolmentId).toBeTruthy();
    expect(c.assessmentReportUrl).toBe(
      `https://portal.southerncross.example.edu.au/reports/assessment?enrolment=${encodeURIComponent(c.enrolmentId!)}`,
    );
  });

  it("certificate(id) carries the student's own id, as the lists do (docs/integrators.md)", async () => {
    const token = await stack.token('admin');
    const listed = ok(
      await stack.gql<{ certificates: { nodes: Array<{ id: string; student: { studentId: string | null } }> } }>(
        '{ certificates(list: REQUESTED, pageSize: 1) { nodes { id student { studentId } } } }',
        {},
        token,
      ),
    ).certificates.nodes[0]!;
    expect(listed.student.studentId).toBeTruthy();
    const read = ok(
      await stack.gql<{ certificate: { student: { studentId: string | null } } }>(
        'query($id: ID!) { certificate(id: $id) { student { studentId } } }',
        { id: listed.id },
        token,
      ),
    ).certificate;
    expect(read.student.studentId).toBe(listed.student.studentId);
  });

  it('requestCertificate keeps the enrolment id; the report link follows the configured pattern', async () => {
    const token = await stack.token('requisitioner');
    const input = { ...(await requestInput(stack, token, 7)), enrolmentId: ' ENR-77/A 1 ' };
    const id = ok(
      await stack.gql<{ requestCertificate: { certificates: Array<{ id: string }> } }>(REQUEST, { input }, token),
    ).requestCertificate.certificates[0]!.id;
    const admin = await stack.token('admin');
    const { configurationItems } = ok(
      await stack.gql<{ configurationItems: Array<{ key: string; value: string }> }>(
        '{ configurationItems { key value } }',
        {},
        admin,
      ),
    );
    const pattern = configurationItems.find((i) => i.key === 'student_portal_report_url')!.value;
    expect(pattern).toContain('{enrolment_id}');
    const c = ok(
      await stack.gql<{ certificate: { enrolmentId: string | null; assessmentReportUrl: string | null } }>(
        'query($id: ID!) { certificate(id: $id) { enrolmentId assessmentReportUrl } }',
        { id },
        admin,
      ),
    ).certificate;
    expect(c.enrolmentId).toBe('ENR-77/A 1');
    expect(c.assessmentReportUrl).toBe(pattern.replaceAll('{enrolment_id}', encodeURIComponent('ENR-77/A 1')));

    const tooLong = await stack.gql(
      REQUEST,
      {
        input: { ...(await requestInput(stack, token, 8)), enrolmentId: 'E'.repeat(51) },
      },
      token,
    );
    expect(tooLong.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('enrolmentId');
  });

  it('lists notifications and marks one read', async () => {
    await requestCertificate(stack, 6);
    const token = await stack.token('approver');
    const feed = ok(
      await stack.gql<{
        notifications: {
          unreadCount: number;
          items: Array<{ id: string; subject: string; read: boolean; listPath: string }>;
        };
      }>(
        `{ notifications(limit: 5) {
          unreadCount items { id subject read list listPath certificateId createdAt message } } }`,
        {},
        token,
      ),
    ).notifications;
    const unread = feed.items.find((n) => !n.read)!;
    expect(unread).toBeTruthy();
    const marked = ok(
      await stack.gql<{
        markNotificationRead: { unreadCount: number; notification: { id: string; read: boolean } | null };
      }>(
        `mutation($id: ID!) { markNotificationRead(input: { id: $id }) { unreadCount notification { id read } } }`,
        { id: unread.id },
        token,
      ),
    ).markNotificationRead;
    expect(marked.notification).toEqual({ id: unread.id, read: true });
    expect(marked.unreadCount).toBe(feed.unreadCount - 1);
    const missing = await stack.gql(
      `mutation { markNotificationRead(input: { id: "999999" }) { unreadCount } }`,
      {},
      token,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
