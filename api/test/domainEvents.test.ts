/**
 * The workflow's domain events (api/src/domainEvents/events.ts): every transition records its
 * typed event inside its own transaction, the subscribers (notifications, webhooks, printing) act
 * on it there, and a subscriber that fails rolls the whole transition back.
 * spec: DESIGN.md "Data" (one transaction), "Certificate state machine"; docs/architecture.md "Domain events".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS } from '../src/codes.js';
import { certificateEvents, certificates } from '../src/db/schema.js';
import type { DomainEvent, DomainEventSubscriber } from '../src/domainEvents/events.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

/** A subscriber that keeps each event with what its transaction held when the event came. */
function recording() {
  const seen: Array<{ event: DomainEvent; status: number | undefined; audited: string[] }> = [];
  const subscriber: DomainEventSubscriber = {
    name: 'recording',
    async handle(event, { tx }) {
      const id = 'certificates' in event ? event.certificates[0]!.id : event.certificateIds[0]!;
      const [row] = await tx
        .select({ status: certificates.credentialStatus })
        .from(certificates)
        .where(eq(certificates.id, id));
      const audited = await tx
        .select({ action: certificateEvents.action })
        .from(certificateEvents)
        .where(eq(certificateEvents.certificateId, id));
      seen.push({ event, status: row?.status, audited: audited.map((a) => a.action) });
    },
  };
  return { seen, subscriber };
}

describe('domain events', () => {
  it('the app hands each event to notifications, webhooks and printing', () => {
    expect(api.app.deps.domainEvents.names).toEqual(['notifications', 'webhooks', 'printing']);
  });

  it('an approval records CertificateApproved in its transaction, after the change and its audit event', async () => {
    const id = await kit.create('requested');
    const { seen, subscriber } = recording();
    const stop = api.app.deps.domainEvents.subscribe(subscriber);
    try {
      const res = await kit.post('approver', '/requestedCertificateApprove', {
        certificate_id: id,
        approve_comment: 'Looks right',
        fee_due: 0,
      });
      expect(res.status).toBe(200);
    } finally {
      stop();
    }
    expect(seen).toHaveLength(1);
    const [{ event, status, audited }] = seen as [(typeof seen)[number]];
    expect(event).toMatchObject({
      type: 'CertificateApproved',
      action: 'approved',
      actorId: await kit.id('approver'),
      certificates: [
        {
          id,
          requisitionerId: await kit.id('requisitioner'),
          before: { credential_status: CREDENTIAL_STATUS.REQUESTED, reprint_status: null },
          after: { credential_status: CREDENTIAL_STATUS.QA_APPROVED, reprint_status: null },
        },
      ],
    });
    // the state machine's "notifies" column travels with the event, worded by the transition
    expect('notifications' in event && event.notifications.map((n) => n.subject)).toContain('CERTIFICATE_APPROVED');
    // the subscriber saw the change and its audit event inside the same transaction
    expect(status).toBe(CREDENTIAL_STATUS.QA_APPROVED);
    expect(audited).toEqual(['requested', 'approved']);
  });

  it('a print records CertificatePrinted, then PrintJobQueued with the job the answer carries', async () => {
    const id = await kit.create('issued');
    const { seen, subscriber } = recording();
    const stop = api.app.deps.domainEvents.subscribe(subscriber);
    let jobId: number;
    try {
      const res = await api.request('POST', '/printCertificate', {
        token: await kit.token('printer'),
        body: { student_certificate_id: id },
        headers: { accept: 'application/json' },
      });
      expect(res.status).toBe(200);
      jobId = res.body.job.id;
      await kit.printJob(res);
    } finally {
      stop();
    }
    expect(seen.map((s) => s.event.type)).toEqual(['CertificatePrinted', 'PrintJobQueued']);
    expect(seen[1]!.event).toEqual({
      type: 'PrintJobQueued',
      jobId,
      kind: 'print',
      certificateIds: [id],
      actorId: await kit.id('printer'),
    });
  });

  it('a subscriber that fails rolls the transition back: nothing changed, nothing sent', async () => {
    const id = await kit.create('requested');
    const token = await kit.token('approver');
    const before = await api.digest();
    const sent = api.mailer.sent.length;
    const stop = api.app.deps.domainEvents.subscribe({
      name: 'failing',
      async handle() {
        throw new Error('the subscriber failed');
      },
    });
    try {
      const res = await api.post(
        '/requestedCertificateApprove',
        { certificate_id: id, approve_comment: 'Looks right', fee_due: 0 },
        token,
      );
      expect(res.status).toBe(500);
    } finally {
      stop();
    }
    expect(await api.digest()).toEqual(before);
    expect(api.mailer.sent.length).toBe(sent);
    // and once it is gone the same approval goes through
    const again = await kit.post('approver', '/requestedCertificateApprove', {
      certificate_id: id,
      approve_comment: 'Looks right',
      fee_due: 0,
    });
    expect(again.status).toBe(200);
  });
});
