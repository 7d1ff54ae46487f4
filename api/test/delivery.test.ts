/**
 * Digital delivery (docs/printing.md "Digital delivery"): with Organisation Settings' `digital_delivery`
 * on, printing e-mails each learner a 30-day link to a public download page for their own PDF
 * (for a single print the printed PDF itself; for a bulk print each certificate rendered alone as a
 * `digital` print, kept with its SHA-256 so "Check a document" knows it) and the verify page; the
 * print records a `delivered` certificate event; each download is an audit event with no actor.
 * Off: no link, no e-mail. Unknown, malformed and expired tokens answer the same 404. docs/architecture.md "Speed by design": all
 * of it happens when the print job has made the PDF (its `emailed` counts the e-mails).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { DELIVERY_LINK_DAYS, maskAddress } from '../src/delivery/deliver.js';
import { LINK_INVALID } from '../src/delivery/answers.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

const PUBLIC_URL = 'https://certify.example.org/rto';
const LINK = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/certificate/download/([A-Za-z0-9_-]{43})`);

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi({ config: { publicUrl: PUBLIC_URL } });
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());
beforeEach(() => {
  api.mailer.sent.length = 0;
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function setDelivery(on: boolean) {
  await api.db.update(t.companySettings).set({ digitalDelivery: on }).where(eq(t.companySettings.id, 1));
}

/** The e-mail of a student of certificate `id`. */
async function studentOf(id: number) {
  const row = await kit.row(id);
  const [student] = await api.db.select().from(t.students).where(eq(t.students.id, row.studentId));
  return student!;
}

type PrintedJob = { emailed: number | null; file: { id: number; sha256: string } };

/**
 * A print call (JSON answer) and its print job once done (docs/architecture.md "Bulk work off the request path": the PDF, and so the learners'
 * copies and e-mails, are the job's): the answer's message, the job, and the job's merged file.
 */
async function print(path: string, body: unknown) {
  const res = await api.request('POST', path, {
    token: await kit.token('printer'),
    body,
    headers: { accept: 'application/json' },
  });
  expect(res.status, res.text).toBe(200);
  const job = (await kit.printJob(res)) as PrintedJob;
  return { message: res.body.message as string, job, file: job.file };
}

/** Prints one certificate. */
const printOne = (id: number) => print('/printCertificate', { student_certificate_id: id });

const linksOf = (ids: number[]) =>
  api.db
    .select()
    .from(t.deliveryLinks)
    .where(inArray(t.deliveryLinks.certificateId, ids))
    .orderBy(asc(t.deliveryLinks.certificateId));

const tokenIn = (text: string) => {
  const token = LINK.exec(text)?.[1];
  if (!token) throw new Error(`no delivery link in: ${text}`);
  return token;
};

describe('the setting', () => {
  it('is read and saved with the organisation profile, and audited', async () => {
    const before = await kit.get('admin', '/companySettingsList');
    expect(before.status).toBe(200);
    expect(before.body.company_settings.digital_delivery).toBe(false);
    const { company_short_name, company_name } = before.body.company_settings;
    const saved = await kit.post('admin', '/companySettings', {
      company_short_name,
      company_name,
      digital_delivery: 1,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.company_settings.digital_delivery).toBe(true);
    const [audit] = await api.db
      .select()
      .from(t.auditEvents)
      .where(eq(t.auditEvents.action, 'company.updated'))
      .orderBy(asc(t.auditEvents.id));
    expect(audit!.before).toMatchObject({ digital_delivery: false });
    expect(audit!.after).toMatchObject({ digital_delivery: true });
    // Absent: unchanged.
    const again = await kit.post('admin', '/companySettings', { company_short_name, company_name });
    expect(again.body.company_settings.digital_delivery).toBe(true);
    const off = await kit.post('admin', '/companySettings', {
      company_short_name,
      company_name,
      digital_delivery: false,
    });
    expect(off.body.company_settings.digital_delivery).toBe(false);
  });
});

describe('printing with digital delivery off', () => {
  it('makes no link and sends the learner nothing', async () => {
    await setDelivery(false);
    const id = await kit.create('issued');
    const printed = await printOne(id);
    expect(printed.message).toBe('Certificate printed successfully');
    expect(printed.job.emailed).toBeNull();
    expect(await linksOf([id])).toEqual([]);
    const student = await studentOf(id);
    expect(api.mailer.sent.filter((m) => m.to === student.email)).toEqual([]);
  });
});

describe('printing with digital delivery on', () => {
  it('a single print e-mails one link whose token downloads exactly the printed PDF', async () => {
    await setDelivery(true);
    const id = await kit.create('issued');
    const student = await studentOf(id);
    const printed = await printOne(id);
    expect(printed.message).toBe('Certificate printed successfully');
    expect(printed.job.emailed).toBe(1);

    const [link] = await linksOf([id]);
    expect(link).toMatchObject({ certificateId: id, fileId: printed.file.id, recipient: student.email });
    const days = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(DELIVERY_LINK_DAYS, 3);

    const mails = api.mailer.sent.filter((m) => m.to === student.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const org = (await api.db.select().from(t.companySettings))[0]!.companyName;
    expect(mail.subject).toBe(`Your certificate from ${org}`);
    const token = tokenIn(mail.text);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/certificate/download/${token}"`);
    const code = (await kit.row(id)).verificationCode!;
    expect(mail.text).toContain(`${PUBLIC_URL}/verify/${code}`);
    // No other personal data: not the learner's name, nor the credential number.
    expect(mail.text).not.toContain(student.lastName);
    expect(mail.text).not.toContain((await kit.row(id)).credentialNumber);
    // Only the token's SHA-256 is stored.
    expect(link!.tokenHash).toBe(sha256(new TextEncoder().encode(token)));

    // The page: public, no token needed.
    const page = await api.get(`/delivery/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.delivery).toMatchObject({
      learner_first_name: student.firstName,
      credential_number: (await kit.row(id)).credentialNumber,
      organisation: { name: org },
      verify_url: `${PUBLIC_URL}/verify/${code}`,
      expires_at: link!.expiresAt.toISOString(),
      cancelled: false,
    });
    expect(page.headers.get('ratelimit-policy')).toMatch(/"address"/);

    // The PDF: exactly the stored print.
    const pdf = await api.get(`/delivery/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const bytes = pdf.body as Buffer;
    expect(sha256(bytes)).toBe(printed.file.sha256);
    const [print] = await api.db
      .select({ sha256: t.storedFiles.sha256 })
      .from(t.certificatePrints)
      .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.certificatePrints.fileId))
      .where(eq(t.certificatePrints.certificateId, id));
    expect(sha256(bytes)).toBe(print!.sha256);
    expect(page.body.delivery.byte_size).toBe(bytes.byteLength);

    // The download is in the audit trail, with no actor.
    const downloads = await api.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.action, 'certificate.downloaded'), eq(t.auditEvents.subjectId, String(id))));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      actorId: null,
      subjectType: 'certificate',
      after: { delivery_link_id: link!.id },
    });
    expect(downloads[0]!.hash).toMatch(/^[0-9a-f]{64}$/);

    // The sending is a certificate event by the printer, with only the masked address.
    const events = await kit.events(id);
    const delivered = events.filter((e) => e.action === 'delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      actorId: await kit.id('printer'),
      fromStatus: 5,
      toStatus: 5,
      data: { recipient: maskAddress(student.email) },
    });
    expect(JSON.stringify(delivered[0]!.data)).not.toContain(student.email);
  });

  it('a bulk print of 3 stores 3 digital copies, 3 links and 3 e-mails; each copy is a known document', async () => {
    await setDelivery(true);
    const ids = [await kit.create('issued'), await kit.create('issued'), await kit.create('issued')];
    const student = await studentOf(ids[0]!);
    const res = await print('/bulkPrintCertificate', { certificate: ids });
    expect(res.message).toBe('3 certificates printed successfully');
    expect(res.job.emailed).toBe(3);

    const digital = await api.db
      .select({ certificateId: t.certificatePrints.certificateId, fileId: t.certificatePrints.fileId })
      .from(t.certificatePrints)
      .where(and(inArray(t.certificatePrints.certificateId, ids), eq(t.certificatePrints.kind, 'digital')))
      .orderBy(asc(t.certificatePrints.certificateId));
    expect(digital.map((d) => d.certificateId)).toEqual(ids);
    expect(new Set(digital.map((d) => d.fileId)).size).toBe(3);

    const links = await linksOf(ids);
    expect(links.map((l) => [l.certificateId, l.fileId])).toEqual(digital.map((d) => [d.certificateId, d.fileId]));
    const mails = api.mailer.sent.filter((m) => m.to === student.email);
    expect(mails).toHaveLength(3);

    for (const mail of mails) {
      const token = tokenIn(mail.text);
      const pdf = await api.get(`/delivery/${token}/pdf`);
      expect(pdf.status).toBe(200);
      const check = await api.post('/verifyDocument', { sha256: sha256(pdf.body as Buffer) });
      expect(check.body).toMatchObject({ match: true, kind: 'digital' });
      expect(check.body.certificates).toHaveLength(1);
    }
    // The merged PDF is not a learner's copy.
    expect(links.every((l) => l.fileId !== res.file.id)).toBe(true);
  });

  it('a reprint e-mails the reprinted PDF', async () => {
    await setDelivery(false);
    const id = await kit.create('reprint-approved');
    await setDelivery(true);
    const res = await print('/reprintCertificate', { student_certificate_id: id });
    expect(res.message).toBe('Certificate reprinted successfully');
    expect(res.job.emailed).toBe(1);
    const [link] = await linksOf([id]);
    expect(link!.fileId).toBe(res.file.id);
  });

  it('skips a student without an e-mail address; printing still succeeds', async () => {
    await setDelivery(true);
    const id = await kit.create('issued');
    const student = await studentOf(id);
    await api.db.update(t.students).set({ email: '' }).where(eq(t.students.id, student.id));
    try {
      const printed = await printOne(id);
      expect(printed.message).toBe('Certificate printed successfully');
      expect(printed.job.emailed).toBe(0);
      expect(await linksOf([id])).toEqual([]);
      expect((await kit.events(id)).some((e) => e.action === 'delivered')).toBe(false);
    } finally {
      await api.db.update(t.students).set({ email: student.email }).where(eq(t.students.id, student.id));
    }
  });
});

describe('the download page', () => {
  it('answers the same 404 for unknown, malformed and expired tokens', async () => {
    await setDelivery(true);
    const id = await kit.create('issued');
    const student = await studentOf(id);
    await printOne(id);
    const token = tokenIn(api.mailer.sent.filter((m) => m.to === student.email).at(-1)!.text);
    expect((await api.get(`/delivery/${token}`)).status).toBe(200);

    const unknown = 'A'.repeat(43);
    for (const bad of [unknown, 'short', `${token}x`, 'x'.repeat(90)]) {
      for (const path of [`/delivery/${bad}`, `/delivery/${bad}/pdf`]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe(LINK_INVALID);
      }
    }
    // Expired: delivery_links is not append-only, so the test moves the expiry.
    await api.db
      .update(t.deliveryLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.deliveryLinks.certificateId, id));
    for (const path of [`/delivery/${token}`, `/delivery/${token}/pdf`]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(LINK_INVALID);
    }
    const downloads = await api.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.action, 'certificate.downloaded'), eq(t.auditEvents.subjectId, String(id))));
    expect(downloads).toEqual([]);
  });

  it('says a cancelled certificate was cancelled and no longer gives its PDF', async () => {
    await setDelivery(true);
    const id = await kit.create('issued');
    const student = await studentOf(id);
    await printOne(id);
    const token = tokenIn(api.mailer.sent.filter((m) => m.to === student.email).at(-1)!.text);
    const cancel = await kit.post('approver', '/cancelCertificate', {
      student_certificate_id: id,
      cancellation_comment: 'Issued in error',
    });
    expect(cancel.status, cancel.text).toBe(200);
    const page = await api.get(`/delivery/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.delivery.cancelled).toBe(true);
    const pdf = await api.get(`/delivery/${token}/pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.message).toBe('This certificate has been cancelled');
  });
});
