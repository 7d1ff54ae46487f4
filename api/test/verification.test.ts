/**
 * Public verification (docs/verification.md): issuing gives a 128-bit base32 code in the
 * same transaction; `GET /verify/{code}` answers only what the public may know (no date of birth,
 * e-mail, USI or internal id) with the status in plain words; every unknown or malformed code
 * answers the same 404; `POST /verifyDocument` recognises exactly a printed PDF by its SHA-256;
 * the start-up backfill gives old issued certificates a code once.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { storedFileBytes } from '../src/files/storedFileParts.js';
import { backfillVerificationCodes } from '../src/verification/backfill.js';
import { base32, newVerificationCode, normaliseVerificationCode } from '../src/verification/code.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const CODE = /^[A-Z2-7]{26}$/;
const codeOf = async (id: number) => (await kit.row(id)).verificationCode;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** The printed PDF of certificate `id`, as stored. */
async function printedPdf(id: number): Promise<Uint8Array> {
  const [row] = await api.db
    .select({ id: t.storedFiles.id, parts: t.storedFiles.parts })
    .from(t.certificatePrints)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.certificatePrints.fileId))
    .where(eq(t.certificatePrints.certificateId, id));
  return storedFileBytes(api.db, row!);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the code', () => {
  it('is 128 random bits in RFC 4648 base32 without padding: 26 upper-case characters', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI'); // RFC 4648 §10 (padding dropped)
    expect(base32(new Uint8Array(16))).toBe('A'.repeat(26));
    const codes = new Set(Array.from({ length: 200 }, () => newVerificationCode()));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(CODE);
  });

  it('is read in any case, with spaces or hyphens; anything else is no code', () => {
    const code = newVerificationCode();
    const typed = `${code.slice(0, 6).toLowerCase()}-${code.slice(6, 13)} ${code.slice(13)}`;
    expect(normaliseVerificationCode(typed)).toBe(code);
    expect(normaliseVerificationCode(code.slice(1))).toBeNull();
    expect(normaliseVerificationCode(`${code.slice(1)}1`)).toBeNull(); // 1 is not base32
    expect(normaliseVerificationCode('x'.repeat(5000))).toBeNull();
  });
});

describe('issuing', () => {
  it('gives the certificate its code with the issue, and staff see it in the details', async () => {
    const id = await kit.create('signed');
    expect(await codeOf(id)).toBeNull();
    await kit.create('issued').then(async (issued) => {
      const code = await codeOf(issued);
      expect(code).toMatch(CODE);
      const view = await kit.get('approver', `/certificateView/${issued}`);
      expect(view.status).toBe(200);
      expect(view.body.certificate_data.verification_code).toBe(code);
    });
    const view = await kit.get('approver', `/certificateView/${id}`);
    expect(view.body.certificate_data.verification_code).toBeNull();
  });

  it('the demo data: every issued, printed or cancelled-after-issue certificate has a distinct code', async () => {
    const { rows } = await api.db.execute<{ missing: number; coded: number; distinct_codes: number }>(sql`
      SELECT count(*) FILTER (WHERE verification_code IS NULL
               AND (credential_status IN (4, 5, 6) OR (credential_status = 7 AND issued_on IS NOT NULL)))::int AS missing,
             count(verification_code)::int AS coded,
             count(DISTINCT verification_code)::int AS distinct_codes
        FROM certificates`);
    expect(rows[0]!.missing).toBe(0);
    expect(rows[0]!.coded).toBeGreaterThan(0);
    expect(rows[0]!.distinct_codes).toBe(rows[0]!.coded);
  });
});

describe('GET /verify/{code}', () => {
  it('answers the public view of a valid credential, without a token, and nothing private', async () => {
    const id = await kit.create('printed');
    const row = await kit.row(id);
    const [student] = await api.db.select().from(t.students).where(eq(t.students.id, row.studentId));
    await api.db.update(t.students).set({ usi: 'ABCDEFGHJK', dob: '2001-02-03' }).where(eq(t.students.id, student!.id));
    const code = row.verificationCode!;
    const res = await api.get(`/verify/${code}`);
    expect(res.status, res.text).toBe(200);
    // Public, and counted by the per-address rate limit like every direct call.
    expect(res.headers.get('ratelimit-policy')).toMatch(/"address"/);
    const v = res.body.verification;
    expect(v).toMatchObject({
      status: 'valid',
      reissued_on: null,
      cancelled_on: null,
      credential_number: row.credentialNumber,
      issue_date: row.credentialDate,
      certificate_type: 'C',
      certificate_type_name: 'Certificate',
      units: [],
    });
    expect(v.organisation.name).toBeTruthy();
    expect(v.learner_name).toContain(student!.lastName);
    expect(v.course_code).toBeTruthy();
    expect(v.course_title).toBeTruthy();
    // Only these keys, anywhere in the answer.
    expect([...keysOf(res.body)].sort()).toEqual(
      [
        'success',
        'verification',
        'status',
        'reissued_on',
        'cancelled_on',
        'organisation',
        'name',
        'logo_url',
        'learner_name',
        'credential_number',
        'issue_date',
        'certificate_type',
        'certificate_type_name',
        'course_code',
        'course_title',
        'units',
      ].sort(),
    );
    for (const secret of [student!.email, '2001-02-03', 'ABCDEFGHJK', student!.studentId]) {
      expect(res.text).not.toContain(secret);
    }
    // Typed as a person reads it: lower case, in groups.
    const typed = await api.get(`/verify/${code.slice(0, 5).toLowerCase()}-${code.slice(5, 10)}-${code.slice(10)}`);
    expect(typed.status).toBe(200);
    expect(typed.body.verification.credential_number).toBe(row.credentialNumber);
  });

  it('lists the units of a statement of attainment', async () => {
    const id = await kit.create('issued', 'S');
    const res = await api.get(`/verify/${await codeOf(id)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.verification.certificate_type_name).toBe('Statement of Attainment');
    expect(res.body.verification.units).toEqual([{ unit_code: 'BSBOPS501', unit_name: 'Manage business resources' }]);
  });

  it('says reissued with the reprint date, and cancelled with the date but never the reason', async () => {
    const reprinted = await kit.create('reprinted');
    const r = (await api.get(`/verify/${await codeOf(reprinted)}`)).body.verification;
    expect(r.status).toBe('reissued');
    expect(r.reissued_on).toBe((await kit.row(reprinted)).reprintedOn!.toISOString());

    const id = await kit.create('printed');
    const code = await codeOf(id);
    const cancel = await kit.post('approver', '/cancelCertificate', {
      student_certificate_id: id,
      cancellation_comment: 'Secret reason: plagiarism',
    });
    expect(cancel.status).toBe(200);
    const res = await api.get(`/verify/${code}`);
    expect(res.body.verification.status).toBe('cancelled');
    expect(res.body.verification.cancelled_on).toBe((await kit.row(id)).cancelledOn!.toISOString());
    expect(res.text).not.toContain('plagiarism');
  });

  it('answers every unknown, malformed or never-issued code with the same 404', async () => {
    const signed = await kit.create('signed');
    // A code written onto a certificate that was never issued is not public.
    const stray = newVerificationCode();
    await api.db.update(t.certificates).set({ verificationCode: stray }).where(eq(t.certificates.id, signed));
    const answers = await Promise.all(
      [newVerificationCode(), 'short', '!!!', 'A'.repeat(27), stray, '1'.repeat(26), '%20'].map((c) =>
        api.get(`/verify/${c}`),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual({ success: 0, message: 'No credential has this verification code' });
    }
  });
});

describe('POST /verifyDocument', () => {
  it('recognises exactly the printed PDF, and nothing else', async () => {
    const id = await kit.create('printed');
    const pdf = await printedPdf(id);
    const hash = sha256(pdf);
    const res = await api.post('/verifyDocument', { sha256: hash.toUpperCase() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 1, match: true, kind: 'print' });
    expect(res.body.printed_at).toMatch(/^\d{4}-/);
    expect(res.body.certificates).toHaveLength(1);
    expect(res.body.certificates[0]).toMatchObject({
      status: 'valid',
      credential_number: (await kit.row(id)).credentialNumber,
    });

    const changed = Uint8Array.from(pdf);
    changed[Math.floor(changed.length / 2)]! ^= 1;
    const miss = await api.post('/verifyDocument', { sha256: sha256(changed) });
    expect(miss.body).toEqual({ success: 1, match: false, kind: null, printed_at: null, certificates: [] });

    // A stored file of another kind (a template PDF) is no printed document.
    const [template] = await api.db
      .select({ sha256: t.storedFiles.sha256 })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.kind, 'template'))
      .limit(1);
    expect(template).toBeDefined();
    expect((await api.post('/verifyDocument', { sha256: template!.sha256 })).body.match).toBe(false);
  });

  it('refuses anything but 64 hexadecimal characters with a clear 400', async () => {
    for (const body of [{}, { sha256: 'abc' }, { sha256: 'g'.repeat(64) }, { sha256: 'a'.repeat(65) }, { sha256: 5 }]) {
      const res = await api.post('/verifyDocument', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.sha256).toBe('Please give the SHA-256 of the file as 64 hexadecimal characters');
    }
  });
});

describe('GET /files/logo', () => {
  it('serves the organisation logo without a token, and 404 when none is set', async () => {
    await api.db.update(t.companySettings).set({ companyLogoFileId: null }).where(eq(t.companySettings.id, 1));
    expect((await api.get('/files/logo')).status).toBe(404);
    const id = await kit.create('issued');
    expect((await api.get(`/verify/${await codeOf(id)}`)).body.verification.organisation.logo_url).toBeNull();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const [file] = await api.db
      .insert(t.storedFiles)
      .values({
        kind: 'logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        byteSize: png.byteLength,
        sha256: sha256(png),
        data: png,
      })
      .returning({ id: t.storedFiles.id });
    await api.db.update(t.companySettings).set({ companyLogoFileId: file!.id }).where(eq(t.companySettings.id, 1));
    const res = await api.get('/files/logo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-file-id')).toBeNull();
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    expect((await api.get(`/verify/${await codeOf(id)}`)).body.verification.organisation.logo_url).toBe('/files/logo');
  });
});

describe('the start-up backfill', () => {
  it('gives each issued certificate without a code one, once, and leaves the others', async () => {
    const issued = await kit.create('issued');
    const printed = await kit.create('printed');
    const signed = await kit.create('signed');
    const cancelledBeforeIssue = await kit.create('cancelled');
    const kept = await codeOf(printed);
    await api.db.update(t.certificates).set({ verificationCode: null }).where(eq(t.certificates.id, issued));
    expect(await backfillVerificationCodes(api.db)).toBe(1);
    expect(await codeOf(issued)).toMatch(CODE);
    expect(await codeOf(printed)).toBe(kept);
    expect(await codeOf(signed)).toBeNull();
    expect(await codeOf(cancelledBeforeIssue)).toBeNull();
    const again = await codeOf(issued);
    expect(await backfillVerificationCodes(api.db)).toBe(0);
    expect(await codeOf(issued)).toBe(again);
  });
});
