import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE, LIST, PRINT, PRINT_JOB, transition } from './support/operations.js';
import { codeOf, ok, PASSWORD, startStack, type DemoUser, type Stack } from './support/stack.js';
import { feeRequired, requestCertificate } from './support/fixtures.js';

interface Cert {
  id: string;
  status: string;
  statusLabel: string;
  reprintStatus: string | null;
  availableActions: string[];
  viewerCanSign: boolean;
  prints: Array<{ kind: string; file: { id: string; url: string; sha256: string; byteSize: number } }>;
  events: Array<{ action: string }>;
}
interface Payload {
  message: string;
  certificates: Cert[];
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function act(user: DemoUser, name: string, inputType: string, input: Record<string, unknown>): Promise<Payload> {
  const res = await stack.gql<Record<string, Payload>>(transition(name, inputType), { input }, await stack.token(user));
  return ok(res)[name]!;
}

async function view(user: DemoUser, id: string): Promise<Cert> {
  const c = ok(await stack.gql<{ certificate: Cert | null }>(CERTIFICATE, { id }, await stack.token(user))).certificate;
  if (!c) throw new Error(`certificate ${id} not visible to ${user}`);
  return c;
}

/** Fetches a gateway /files path with a bearer token; answers status, headers and bytes. */
async function fetchFile(path: string, user: DemoUser) {
  const res = await fetch(`${stack.gatewayUrl}${path}`, {
    headers: { authorization: `Bearer ${await stack.token(user)}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Job {
  id: string;
  kind: string;
  status: string;
  total: number;
  done: number;
  message: string | null;
  file: { id: string; url: string; sha256: string; byteSize: number } | null;
}

/** The printer's print job once DONE (read with `printJob(id)`). */
async function jobDone(id: string): Promise<Job> {
  for (let i = 0; i < 600; i++) {
    const job = ok(await stack.gql<{ printJob: Job | null }>(PRINT_JOB, { id }, await stack.token('printer'))).printJob;
    if (!job) throw new Error(`print job ${id} not visible to the printer`);
    if (job.status === 'DONE') return job;
    if (job.status === 'FAILED') throw new Error(`print job ${id} failed: ${job.message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`print job ${id} did not end`);
}

describe('the whole workflow through GraphQL (certificate-workflow §4; DESIGN.md state machine)', () => {
  it('request → approve → sign ×2 → issue → print → reprint request → approve → reprint', async () => {
    const id = await requestCertificate(stack, 2);
    expect((await view('approver', id)).availableActions).toEqual(expect.arrayContaining(['APPROVE', 'REJECT']));

    const fee = (await feeRequired(stack, await stack.token('approver'))) ? { feeStatus: 'NOT_PAID' } : {};
    const approved = await act('approver', 'approveCertificate', 'ApproveCertificateInput', {
      id,
      comment: 'All units verified',
      ...fee,
    });
    expect(approved.message).toBe('Certificate approved successfully');
    expect(approved.certificates[0]?.status).toBe('QA_APPROVED');

    // signee1 signs (no password security)
    expect((await view('signee1', id)).viewerCanSign).toBe(true);
    const s1 = await act('signee1', 'signCertificates', 'SignCertificatesInput', { ids: [id] });
    expect(s1.certificates[0]?.status).toBe('QA_APPROVED');
    expect((await view('signee1', id)).viewerCanSign).toBe(false);

    // signee2 has password security: without the password → FORBIDDEN, with it → signed
    const noPassword = await stack.gql(
      transition('signCertificates', 'SignCertificatesInput'),
      { input: { ids: [id] } },
      await stack.token('signee2'),
    );
    expect(codeOf(noPassword)).toBe('FORBIDDEN');
    expect(noPassword.errors?.[0]?.message).toBe('Please Enter Password');
    const s2 = await act('signee2', 'signCertificates', 'SignCertificatesInput', { ids: [id], password: PASSWORD });
    expect(s2.certificates[0]?.status).toBe('SIGNED');

    // signed PDF and preview stream through /files
    const preview = await fetchFile(`/files/certificates/${id}/preview`, 'approver');
    expect(preview.status).toBe(200);
    expect(preview.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const signed = await fetchFile(`/files/certificates/${id}/signed`, 'signee1');
    expect(signed.status).toBe(200);
    expect(signed.type).toContain('application/pdf');

    const issued = await act('approver', 'issueCertificate', 'CertificateIdInput', { id });
    expect(issued.certificates[0]?.status).toBe('APPROVED_FOR_PRINTING');

    const printed = ok(
      await stack.gql<{ printCertificates: Payload & { job: Job } }>(
        PRINT('printCertificates'),
        { input: { ids: [id] } },
        await stack.token('printer'),
      ),
    ).printCertificates;
    expect(printed.certificates[0]?.status).toBe('PRINTED');
    // docs/architecture.md "Bulk work off the request path": the print is recorded at once; its job makes the PDF.
    expect(printed.job).toMatchObject({ kind: 'PRINT', status: 'QUEUED', total: 1, done: 0, file: null });
    const job = await jobDone(printed.job.id);
    expect(job.file!.url).toBe(`/files/${job.file!.id}`);
    const pdf = await fetchFile(job.file!.url, 'printer');
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.length).toBe(job.file!.byteSize);
    expect(sha256(pdf.bytes)).toBe(job.file!.sha256);
    expect((await view('printer', id)).prints.map((p) => p.kind)).toEqual(['PRINT']);

    const requested = await act('printer', 'requestReprint', 'CertificateCommentInput', {
      id,
      comment: 'Misspelt name on the card',
    });
    expect(requested.certificates[0]?.reprintStatus).toBe('REPRINT_REQUESTED');
    expect(requested.certificates[0]?.statusLabel).toBe('Reprint Requested');

    const accepted = await act('approver', 'approveReprint', 'ReprintDecisionInput', { id, comment: 'Go ahead' });
    expect(accepted.certificates[0]?.reprintStatus).toBe('REPRINT_APPROVED');
    expect(accepted.certificates[0]?.statusLabel).toBe('Reprint Approved');

    const sendToPrint = ok(
      await stack.gql<{ certificates: { nodes: Array<{ id: string; statusLabel: string }> } }>(
        LIST,
        { list: 'SEND_TO_PRINT', pageSize: 100 },
        await stack.token('printer'),
      ),
    ).certificates.nodes.find((n) => n.id === id);
    expect(sendToPrint?.statusLabel).toBe('Reprint Approved');

    const reprinted = ok(
      await stack.gql<{ reprintCertificates: Payload & { job: Job } }>(
        PRINT('reprintCertificates'),
        { input: { ids: [id] } },
        await stack.token('printer'),
      ),
    ).reprintCertificates;
    expect(reprinted.certificates[0]?.reprintStatus).toBe('REPRINTED');
    const rejob = await jobDone(reprinted.job.id);
    expect(rejob.kind).toBe('REPRINT');
    expect((await view('printer', id)).prints.map((p) => p.kind).sort()).toEqual(['PRINT', 'REPRINT']);
    const again = await fetchFile(rejob.file!.url, 'printer');
    expect(sha256(again.bytes)).toBe(rejob.file!.sha256);

    const events = (await view('admin', id)).events.map((e) => e.action);
    expect(events).toEqual(
      expect.arrayContaining([
        'requested',
        'approved',
        'signed',
        'issued',
        'printed',
        'reprint_requested',
        'reprint_approved',
        'reprinted',
      ]),
    );
  });

  it('/files answers 401 without a token', async () => {
    const res = await fetch(`${stack.gatewayUrl}/files/certificates/1/preview`);
    expect(res.status).toBe(401);
  });
});
