/**
 * Concurrency: two simultaneous approvals of one certificate → exactly one 200 and one 409 with
 * one audit event; two signees signing at once both count and the certificate reaches 3.
 * Holds on PGlite (one connection) and PostgreSQL (TEST_DATABASE_URL, READ COMMITTED).
 * spec: DESIGN.md "Data" (optimistic concurrency), "Certificate state machine".
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';
import { PASSWORD, WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

it('two concurrent approvals: one 200, one 409, one audit event', async () => {
  for (let round = 0; round < 5; round++) {
    const id = await kit.create('requested');
    const body = { certificate_id: id, approve_comment: `round ${round}`, fee_due: 0 };
    const results = await Promise.all([
      kit.post('approver', '/requestedCertificateApprove', body),
      kit.post('admin', '/requestedCertificateApprove', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toEqual({ success: 0, message: 'This certificate is no longer awaiting approval' });
    const approvals = (await kit.events(id)).filter((e) => e.action === 'approved');
    expect(approvals).toHaveLength(1);
    expect((await kit.row(id)).credentialStatus).toBe(1);
    expect(await kit.notifications(id, 'CERTIFICATE_APPROVED')).toHaveLength(2);
  }
});

it('approve and reject at once: exactly one wins', async () => {
  const id = await kit.create('requested');
  const results = await Promise.all([
    kit.post('approver', '/requestedCertificateApprove', { certificate_id: id, approve_comment: 'ok', fee_due: 0 }),
    api.request('PUT', `/requestedCertificateReject/${id}`, {
      token: await kit.token('admin'),
      body: { rejection_comment: 'no' },
    }),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  expect((await kit.events(id)).filter((e) => e.action !== 'requested')).toHaveLength(1);
});

it('two signees signing at once: both signatures count, the certificate reaches 3 once', async () => {
  for (let round = 0; round < 3; round++) {
    const id = await kit.create('approved');
    const results = await Promise.all([
      kit.form('signee1', '/bulkSignCertificate', { 'certificate[0]': id }),
      kit.form('signee2', '/bulkSignCertificate', { 'certificate[0]': id, password: PASSWORD }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await kit.row(id)).credentialStatus).toBe(3);
    const signed = (await kit.events(id)).filter((e) => e.action === 'signed');
    expect(signed.map((e) => e.toStatus).sort()).toEqual([1, 3]);
    expect(await kit.notifications(id, 'CERTIFICATE_SIGNED')).not.toHaveLength(0);
  }
});
