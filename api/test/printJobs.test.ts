/**
 * Bulk work off the request path (docs/architecture.md "Bulk work off the request path"): a print is one short transaction that records the
 * change and a print job; the merged PDF is rendered by worker threads afterwards, streamed into
 * storage, signed and kept with its SHA-256; the api keeps answering meanwhile; a job survives the
 * app closing (or dying) and is finished by another; a render that keeps failing ends `failed` with
 * a clear message; e-mails go through the outbox; the events of one action go out in one batched
 * NOTIFY. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the NOTIFY count needs it).
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { packEnvelopes } from '../src/events/bus.js';
import { DIGEST_LISTED } from '../src/notifications/notify.js';
import { INSERT_BATCH_ROWS } from '../src/db/batches.js';
import { addIssuedCertificates } from '../src/seed/issuedCertificates.js';
import { startTestApi, type TestApi } from './harness.js';
import { verifyPdf } from './pdfSignature.js';
import { pageTexts } from './pdfText.js';
import { WorkflowKit } from './workflowKit.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const LONG = 180_000;

type Job = {
  id: number;
  status: string;
  done: number;
  total: number;
  message: string | null;
  file: any;
  emailed: number | null;
};

/** A bulk print as the printer, JSON answer: the answer and its job. */
async function bulkPrint(api: TestApi, kit: WorkflowKit, ids: number[]) {
  const res = await api.request('POST', '/bulkPrintCertificate', {
    token: await kit.token('printer'),
    body: { certificate: ids },
    headers: { accept: 'application/json' },
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** The job as the printer sees it now. */
async function jobNow(kit: WorkflowKit, id: number): Promise<Job> {
  const res = await kit.get('printer', `/printJobs/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body.job;
}

/** Polls the job until `until` holds (or it ended); answers it. */
async function waitFor(kit: WorkflowKit, id: number, until: (job: Job) => boolean): Promise<Job> {
  for (;;) {
    const job = await jobNow(kit, id);
    if (until(job) || job.status === 'done' || job.status === 'failed') return job;
    await sleep(20);
  }
}

/** The bytes of a stored file as `GET /files/{id}` streams them to the printer. */
async function download(kit: WorkflowKit, fileId: number): Promise<Buffer> {
  const res = await kit.get('printer', `/files/${fileId}`);
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  return res.body as Buffer;
}

describe('a print answers before its PDF is rendered', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    // The runner does not run by itself here: the test runs it after the answer.
    api = await startTestApi({ printJobs: { deliver: false } });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  it(
    'records the change, notifications and a queued job; the job renders the merged PDF later',
    async () => {
      const ids = await addIssuedCertificates(api.db, 12);
      const res = await bulkPrint(api, kit, ids);
      expect(res.body.message).toBe('12 certificates printed successfully');
      expect(res.body.data.every((d: { credential_status: number }) => d.credential_status === 5)).toBe(true);
      expect(res.body.job).toMatchObject({ status: 'queued', total: 12, done: 0, file: null });
      // Nothing of the PDF exists yet: no printed file, no print rows; the notifications do.
      const prints = await api.db
        .select()
        .from(t.certificatePrints)
        .where(inArray(t.certificatePrints.certificateId, ids));
      expect(prints).toEqual([]);
      const notes = await api.db.select().from(t.notifications).where(inArray(t.notifications.actionId, ids));
      expect(notes).toHaveLength(12);
      expect((await jobNow(kit, res.body.job.id)).status).toBe('queued');

      // The runner (any api instance) takes it from here.
      expect(await api.app.deps.printJobs.dispatch()).toEqual({ claimed: 1 });
      const job = await jobNow(kit, res.body.job.id);
      expect(job).toMatchObject({ status: 'done', done: 12, total: 12, message: null });
      const after = await api.db
        .select()
        .from(t.certificatePrints)
        .where(inArray(t.certificatePrints.certificateId, ids));
      expect(after.map((p) => [p.fileId, p.kind])).toEqual(ids.map(() => [job.file.id, 'print']));
    },
    LONG,
  );

  it(
    'answers another user 404 for a job that is not theirs',
    async () => {
      const [id] = await addIssuedCertificates(api.db, 1, 'OTHER');
      const res = await bulkPrint(api, kit, [id!]);
      for (const who of ['admin', 'requisitioner'] as const) {
        const other = await kit.get(who, `/printJobs/${res.body.job.id}`);
        expect(other.status).toBe(404);
        expect(other.body.message).toBe('Print job not found');
      }
      expect((await kit.get('printer', '/printJobs/999999')).status).toBe(404);
      await api.app.deps.printJobs.dispatch();
    },
    LONG,
  );
});

/** How often the test asks for `/health` and the job's progress while a job renders (ms). */
const POLL_MS = 100;

describe('while a job renders', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    // Small chunks: many of them, so there is time to ask while it renders.
    api = await startTestApi({ printJobs: { chunkSize: 5, threads: 1 } });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  it(
    'the api answers /health and reads the job’s progress; the merged PDF is one signed file with its SHA-256 stored',
    async () => {
      const ids = await addIssuedCertificates(api.db, 150);
      const res = await bulkPrint(api, kit, ids);
      let answeredWhileRendering = 0;
      const seen: number[] = [];
      for (;;) {
        // as a client polls: 10 times a second (without a pause, a render that took 8 s on a busy
        // machine ran the job reads past the address's rate limit: 429)
        await sleep(POLL_MS);
        const health = await api.get('/health');
        expect(health.status).toBe(200);
        const job = await jobNow(kit, res.body.job.id);
        if (job.status === 'done' || job.status === 'failed') break;
        // /health answered, and the job was still going after it: the render does not block the api.
        if (job.status === 'rendering' && job.done < job.total) {
          answeredWhileRendering++;
          seen.push(job.done);
        }
      }
      expect(answeredWhileRendering).toBeGreaterThan(0);
      // The progress only goes up, in steps of chunks.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));

      const job = await jobNow(kit, res.body.job.id);
      expect(job).toMatchObject({ status: 'done', done: 150 });
      const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, job.file.id));
      expect(file).toMatchObject({ kind: 'printed', contentType: 'application/pdf', sha256: job.file.sha256 });
      const bytes = await download(kit, job.file.id);
      expect(bytes.byteLength).toBe(file!.byteSize);
      expect(sha256(bytes)).toBe(file!.sha256);
      // One merged PDF: a certificate page and a Record of Results page per certificate.
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBe(300);
      // Signed by the organisation over the file's byte ranges (PAdES), verifiable.
      const verified = await verifyPdf(bytes);
      expect(verified.problem).toBeUndefined();
      expect(verified.ok).toBe(true);
      expect(verified.subFilter).toBe('ETSI.CAdES.detached');
      // "Check a document" knows it, with every certificate it holds.
      const check = await api.post('/verifyDocument', { sha256: file!.sha256 });
      expect(check.body).toMatchObject({ match: true, kind: 'print' });
      expect(check.body.certificates).toHaveLength(150);
      // Each certificate carries its own credential number and verification code.
      const rows = await api.db
        .select({ number: t.certificates.credentialNumber, code: t.certificates.verificationCode })
        .from(t.certificates)
        .where(inArray(t.certificates.id, [ids[0]!, ids[149]!]));
      const texts = await pageTexts(bytes);
      for (const row of rows) {
        const page = texts.find((text) => text.includes(row.number.replace(/\s+/g, '')));
        expect(page, row.number).toBeDefined();
        expect(page!.replace(/-/g, '')).toContain(row.code!);
      }
    },
    LONG,
  );
});

describe('a job outlives its runner', () => {
  it(
    'is handed back when the app closes mid-job and finished by a restarted app',
    async () => {
      const first = await startTestApi({ printJobs: { chunkSize: 5, threads: 1 } });
      const kit = new WorkflowKit(first);
      const ids = await addIssuedCertificates(first.db, 120);
      const res = await bulkPrint(first, kit, ids);
      const started = await waitFor(kit, res.body.job.id, (j) => j.status === 'rendering' && j.done > 0);
      expect(started.status).toBe('rendering');

      // The restarted app (same database) starts before the first closes, so the database stays open.
      const second = await startTestApi({ keepData: true, printJobs: { chunkSize: 5, threads: 1 } });
      try {
        await first.close();
        const [handedBack] = await second.db.select().from(t.printJobs).where(eq(t.printJobs.id, res.body.job.id));
        // Either already taken again by the second app, or queued for it; the interrupted attempt is not counted.
        expect(['queued', 'rendering', 'done']).toContain(handedBack!.status);
        expect(handedBack!.attempts).toBeLessThanOrEqual(1);
        second.app.deps.printJobs.wake();
        const kit2 = new WorkflowKit(second);
        const done = await kit2.printJob({ status: 200, text: '', body: res.body });
        expect(done).toMatchObject({ status: 'done', done: 120, total: 120 });
        const prints = await second.db
          .select()
          .from(t.certificatePrints)
          .where(inArray(t.certificatePrints.certificateId, ids));
        expect(prints).toHaveLength(120);
        expect(new Set(prints.map((p) => p.fileId))).toEqual(new Set([done.file.id]));
        // Only the finished file is left of the job: the interrupted attempt's was removed.
        const files = await second.db.select().from(t.storedFiles).where(eq(t.storedFiles.printJobId, res.body.job.id));
        expect(files.map((f) => [f.id, f.kind])).toEqual([[done.file.id, 'printed']]);
        const bytes = await download(kit2, done.file.id);
        expect(sha256(bytes)).toBe(done.file.sha256);
        expect((await verifyPdf(bytes)).ok).toBe(true);
      } finally {
        await second.close();
      }
    },
    LONG,
  );

  it(
    'is claimed again when the runner that had it died (its lease ended), leftovers removed',
    async () => {
      const api = await startTestApi({ printJobs: { deliver: false } });
      try {
        const kit = new WorkflowKit(api);
        const ids = await addIssuedCertificates(api.db, 8);
        const res = await bulkPrint(api, kit, ids);
        const jobId = res.body.job.id as number;
        // What a runner that died mid-job leaves: the job rendering under an ended lease, a partial file.
        await api.db
          .update(t.printJobs)
          .set({ status: 'rendering', attempts: 1, done: 3, nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(t.printJobs.id, jobId));
        const [stray] = await api.db
          .insert(t.storedFiles)
          .values({
            kind: 'printing',
            fileName: 'partial.pdf',
            contentType: 'application/pdf',
            byteSize: 0,
            sha256: '',
            data: new Uint8Array(),
            printJobId: jobId,
          })
          .returning();
        await api.db
          .insert(t.storedFileParts)
          .values({ fileId: stray!.id, part: 0, data: Buffer.from('%PDF-1.7 partial') });

        expect(await api.app.deps.printJobs.dispatch()).toEqual({ claimed: 1 });
        const job = await jobNow(kit, jobId);
        expect(job).toMatchObject({ status: 'done', done: 8 });
        const [row] = await api.db.select().from(t.printJobs).where(eq(t.printJobs.id, jobId));
        expect(row!.attempts).toBe(2);
        expect(await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, stray!.id))).toEqual([]);
        expect(await api.db.select().from(t.storedFileParts).where(eq(t.storedFileParts.fileId, stray!.id))).toEqual(
          [],
        );
      } finally {
        await api.close();
      }
    },
    LONG,
  );
});

describe('a render that keeps failing', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    api = await startTestApi({ printJobs: { firstRetrySeconds: 0 } });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  it(
    'is retried, then failed with the reason, which the printer sees; the PDF answer is a 500 saying so',
    async () => {
      const [id] = await addIssuedCertificates(api.db, 1);
      const [cert] = await api.db.select().from(t.certificates).where(eq(t.certificates.id, id!));
      const [template] = await api.db.select().from(t.templates).where(eq(t.templates.id, cert!.templateId));
      // The stored template file is no longer a PDF: every render of it fails.
      await api.db
        .update(t.storedFiles)
        .set({ data: Buffer.from('this is not a PDF') })
        .where(eq(t.storedFiles.id, template!.fileId!));

      const res = await api.request('POST', '/printCertificate', {
        token: await kit.token('printer'),
        body: { student_certificate_id: id },
      });
      expect(res.status).toBe(500);
      expect(res.body.success).toBe(0);
      expect(res.body.message).toMatch(/^The PDF could not be made \(3 attempts\): .+/);
      expect(res.body.job).toMatchObject({ status: 'failed', done: 0, total: 1, file: null });
      const job = await jobNow(kit, res.body.job.id);
      expect(job.status).toBe('failed');
      expect(job.message).toBe(res.body.message);
      const [row] = await api.db.select().from(t.printJobs).where(eq(t.printJobs.id, job.id));
      expect(row!.attempts).toBe(3);
      expect(row!.lastError).toBeTruthy();
      // The print itself stands (a reprint makes a new PDF); nothing half-written is left.
      expect((await kit.row(id!)).credentialStatus).toBe(5);
      expect(await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.printJobId, job.id))).toEqual([]);
    },
    LONG,
  );
});

describe('e-mails go through the outbox', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    // The outbox is not delivered here: whatever a print sends must wait in mail_outbox.
    api = await startTestApi({ mailDispatch: false });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  it(
    'notifications at the print (one digest e-mail), learners’ links when the job is done; none sent inline',
    async () => {
      await api.db.update(t.companySettings).set({ digitalDelivery: true }).where(eq(t.companySettings.id, 1));
      const requisitioner = await kit.id('requisitioner');
      await api.db.update(t.users).set({ emailNotifications: true }).where(eq(t.users.id, requisitioner));
      const ids = await addIssuedCertificates(api.db, DIGEST_LISTED + 2);
      const [student] = await api.db
        .select({ email: t.students.email })
        .from(t.certificates)
        .innerJoin(t.students, eq(t.students.id, t.certificates.studentId))
        .where(eq(t.certificates.id, ids[0]!));
      const pending = (to: string) =>
        api.db
          .select()
          .from(t.mailOutbox)
          .where(and(eq(t.mailOutbox.toAddress, to), eq(t.mailOutbox.status, 'pending')));
      const [req] = await api.db.select().from(t.users).where(eq(t.users.id, requisitioner));

      const res = await bulkPrint(api, kit, ids);
      // One digest e-mail for the action, naming each certificate, not one e-mail each.
      const digest = await pending(req!.email);
      expect(digest).toHaveLength(1);
      expect(digest[0]!.subject).toBe(`Certify: Certificate printed (${ids.length})`);
      const text = digest[0]!.text;
      expect(text).toContain(`${ids.length} certificates:`);
      expect(text.match(/^- Certificate .+ has been printed\.$/gm)).toHaveLength(DIGEST_LISTED);
      expect(text).toContain('- and 2 more.');
      expect(text).toContain('Open them in Certify: ');
      const job = await kit.printJob(res);
      expect(job.emailed).toBe(ids.length);
      expect(await pending(student!.email!)).toHaveLength(ids.length);
      expect(api.mailer.sent).toEqual([]);
    },
    LONG,
  );
});

describe('a bulk print larger than one INSERT batch', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    // Only the print transaction is looked at: its job stays queued.
    api = await startTestApi({ printJobs: { deliver: false }, mailDispatch: false });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  it(
    'records one audit event and one notification per certificate, in print order, in one chained trail',
    async () => {
      const ids = await addIssuedCertificates(api.db, INSERT_BATCH_ROWS + 3);
      const before = await api.db.select({ id: t.certificateEvents.id }).from(t.certificateEvents);
      await bulkPrint(api, kit, ids);
      const events = await api.db
        .select({ certificateId: t.certificateEvents.certificateId, seq: t.certificateEvents.chainSeq })
        .from(t.certificateEvents)
        .where(and(inArray(t.certificateEvents.certificateId, ids), eq(t.certificateEvents.action, 'printed')))
        .orderBy(t.certificateEvents.id);
      expect(events.map((e) => e.certificateId)).toEqual(ids);
      const seqs = events.map((e) => Number(e.seq));
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      expect(seqs[0]).toBe(before.length + 1);
      const notes = await api.db
        .select({ actionId: t.notifications.actionId })
        .from(t.notifications)
        .where(and(inArray(t.notifications.actionId, ids), eq(t.notifications.subject, 'CERTIFICATE_PRINTED')))
        .orderBy(t.notifications.id);
      expect(notes.map((n) => n.actionId)).toEqual(ids);
    },
    LONG,
  );
});

describe('the events of one action: one batched NOTIFY', () => {
  it('packs events in order into as few payloads of at most 7,500 bytes as they fit in', () => {
    const events = Array.from({ length: 100 }, (_, i) => JSON.stringify({ type: 'x', i, pad: 'p'.repeat(200) }));
    const { payloads, tooLarge } = packEnvelopes('origin-1', [...events, JSON.stringify({ big: 'b'.repeat(9000) })]);
    expect(tooLarge).toEqual([100]);
    const bytes = events.reduce((n, e) => n + Buffer.byteLength(e) + 1, 0);
    expect(payloads.length).toBe(Math.ceil(bytes / 7400));
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7500);
    const unpacked = payloads.flatMap((p) =>
      (JSON.parse(p) as { events: Array<{ i: number }> }).events.map((e) => e.i),
    );
    expect(unpacked).toEqual(events.map((_, i) => i));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a print sends its certificate and notification events in one NOTIFY, packed (LISTEN on PostgreSQL)',
    async () => {
      const api = await startTestApi({ printJobs: { deliver: false } });
      const listener = new pg.Client({ connectionString: api.databaseUrl! });
      try {
        const kit = new WorkflowKit(api);
        const ids = await addIssuedCertificates(api.db, 40);
        const [single] = await addIssuedCertificates(api.db, 1, 'SINGLE');
        await kit.token('printer');
        await listener.connect();
        const heard: Array<{ events: Array<{ type: string; action?: string }> }> = [];
        listener.on('notification', (n) => heard.push(JSON.parse(n.payload!)));
        await listener.query('LISTEN certify_events');

        const settle = () => new Promise((r) => setTimeout(r, 500));
        await api.request('POST', '/printCertificate', {
          token: await kit.token('printer'),
          body: { student_certificate_id: single },
          headers: { accept: 'application/json' },
        });
        await settle();
        // One certificate printed: its certificate event and its requisitioner's notification, one NOTIFY.
        expect(heard).toHaveLength(1);
        expect(heard[0]!.events.map((e) => e.type).sort()).toEqual(['certificate', 'notification']);

        heard.length = 0;
        await bulkPrint(api, kit, ids);
        await settle();
        const events = heard.flatMap((h) => h.events);
        expect(events.filter((e) => e.type === 'certificate' && e.action === 'printed')).toHaveLength(40);
        expect(events.filter((e) => e.type === 'notification')).toHaveLength(40);
        // 80 events, before 80 NOTIFYs: now as few payloads as 7,500 bytes each allow.
        const bytes = events.reduce((n, e) => n + Buffer.byteLength(JSON.stringify(e)) + 1, 0);
        expect(heard.length).toBeLessThanOrEqual(Math.ceil(bytes / 7000));
        expect(heard.length).toBeLessThan(80 / 5);
        await api.app.deps.printJobs.dispatch();
        await api.app.deps.printJobs.dispatch();
      } finally {
        await listener.end().catch(() => {});
        await api.close();
      }
    },
    LONG,
  );
});
