/**
 * The template routes over HTTP (api/src/templates/): the listing, Add Template with the PDF's
 * field report (file part or upload_id; checked by content, pages and parse), courses and signees
 * of a template, Assign Course and Assign Signee with the spec's messages, the preview and the
 * update extensions, who may call each, the audit trail and versions, which template a new
 * request picks by validity, and that a certificate keeps what it was requested with.
 * spec: access-and-administration §2 "Template Listing", §3 "Template", §5, §7; DESIGN.md "PDFs".
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { UPLOAD_NOT_FOUND } from '../src/files/uploads.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';
import { expectedFields } from '../src/templates/expectedFields.js';
import { localDay } from '../src/templates/validity.js';
import { changedTables } from './dbDigest.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';
import { pageTexts } from './pdfText.js';

let api: TestApi;
let kit: WorkflowKit;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ certificates: false });
});
beforeEach(async () => {
  await api.reset({ certificates: false });
  kit = new WorkflowKit(api);
  admin = await api.login('admin@certify.test');
});
afterAll(() => api?.close());

// ───────────────────────────── helpers ─────────────────────────────

/**
 * A PDF of `pages` A4-landscape pages, each with a border (its design), and a text field for each
 * name on the first page; `blank`: no design (pages without content).
 */
async function templatePdf(fieldNames: string[] = [], pages = 1, blank = false): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([842, 595]);
    if (!blank) page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 2 });
  }
  const form = doc.getForm();
  fieldNames.forEach((name, i) => {
    const field = form.createTextField(name);
    field.addToPage(doc.getPage(0), { x: 50, y: 500 - i * 30, width: 300, height: 24, borderWidth: 0 });
  });
  return new Uint8Array(await doc.save());
}

const PNG = new Uint8Array(drawSignaturePng(3));

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A multipart body of text fields and, optionally, the file `certificate`. */
function multipart(fields: Record<string, string | number>, file?: { bytes: Uint8Array<ArrayBuffer>; name?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append('certificate', new Blob([file.bytes], { type: 'application/pdf' }), file.name ?? 'award.pdf');
  return form;
}

const create = (token: string | undefined, fields: Record<string, string | number>, bytes?: Uint8Array<ArrayBuffer>) =>
  api.request('POST', '/createCertificate', { token, multipart: multipart(fields, bytes ? { bytes } : undefined) });

/** Uploads `bytes` ahead (`POST /uploads/{purpose}`) and answers the upload id. */
async function uploadAhead(token: string, purpose: 'template' | 'image', bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), purpose === 'template' ? 'award.pdf' : 'image.png');
  const res = await api.request('POST', `/uploads/${purpose}`, { token, multipart: form });
  expect(res.status, res.text).toBe(200);
  return res.body.upload.id as number;
}

/** Creates a template (as the administrator) and answers its id. */
async function newTemplate(fields: Record<string, string | number> = {}, bytes?: Uint8Array<ArrayBuffer>) {
  const res = await create(admin, { name: 'Award', ...fields }, bytes ?? (await templatePdf(['student_name'])));
  expect(res.status, res.text).toBe(200);
  return res.body.certificate.id as number;
}

const auditOf = (action: string) =>
  api.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, action)).orderBy(asc(t.auditEvents.id));

const templateOf = async (id: number) => (await api.db.select().from(t.templates).where(eq(t.templates.id, id)))[0]!;

const courseIds = async () =>
  (await api.db.select({ id: t.courses.id }).from(t.courses).orderBy(asc(t.courses.id))).map((c) => c.id);

const daysFrom = (days: number) => localDay(new Date(Date.now() + days * 86_400_000));

// ───────────────────────────── POST /createCertificate ─────────────────────────────

describe('POST /createCertificate', () => {
  it('stores the PDF (kind template, SHA-256) and its field rectangles, and reports found and missing fields', async () => {
    const bytes = await templatePdf([
      'student_name',
      'course_name',
      'credential_number',
      'signee_1_name',
      'signee_2_signature',
      'organisation_logo',
      'decoration',
    ]);
    const res = await create(admin, { name: 'Diploma 2027', no_of_signees: 2, skip_sign: 0 }, bytes);
    expect(res.status, res.text).toBe(200);
    const found = [
      'student_name',
      'course_name',
      'credential_number',
      'company_logo',
      'signee_1_name',
      'signee_2_signature',
    ];
    const missing = expectedFields(2).filter((f) => !found.includes(f));
    expect(missing).toEqual([
      'course_code',
      'campus_name',
      'certificate_type',
      'credential_date',
      'signee_1_designation',
      'signee_1_signature',
      'signee_2_name',
      'signee_2_designation',
    ]);
    expect(res.body).toEqual({
      success: 1,
      message: `Template created successfully. Not in the PDF, so not printed on it: ${missing.join(', ')}.`,
      certificate: {
        id: expect.any(Number),
        version: 1,
        fields: { found: expectedFields(2).filter((f) => found.includes(f)), missing },
        compliance: expect.any(Array), // docs/compliance.md: test/templateCompliance.test.ts
      },
    });
    const row = await templateOf(res.body.certificate.id);
    expect(row).toMatchObject({ name: 'Diploma 2027', noOfSignees: 2, skipSign: false, status: true, version: 1 });
    expect(row.fieldLayout?.student_name).toEqual({
      page: 0,
      x: 50,
      y: 500,
      width: 300,
      height: 24,
      fontSize: expect.any(Number),
    });
    expect(Object.keys(row.fieldLayout ?? {})).toContain('decoration');
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, row.fileId!));
    expect(file).toMatchObject({
      kind: 'template',
      contentType: 'application/pdf',
      byteSize: bytes.length,
      sha256: sha256(bytes),
      fileName: 'award.pdf',
    });
    expect(Buffer.from(file!.data)).toEqual(Buffer.from(bytes));

    const [audit] = await auditOf('template.created');
    expect(audit).toMatchObject({
      actorId: await api.userId('admin@certify.test'),
      subjectType: 'template',
      subjectId: String(row.id),
      before: null,
      after: expect.objectContaining({
        name: 'Diploma 2027',
        no_of_signees: 2,
        pages: 1,
        fields: res.body.certificate.fields,
      }),
    });
    // The template PDF is served to template managers as `sample_file`.
    const pdf = await api.get(`/files/${row.fileId}`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-file-sha256')).toBe(sha256(bytes));
  });

  it('a PDF without fields reports every expected field missing (the default layout)', async () => {
    const res = await create(admin, { name: 'Plain', no_of_signees: 3, skip_sign: 1 }, await templatePdf());
    expect(res.status, res.text).toBe(200);
    expect(res.body.certificate.fields).toEqual({ found: [], missing: expectedFields(3) });
    expect(res.body.message).toBe(
      'Template created successfully. The PDF has none of the expected form fields, so certificates use the default layout.',
    );
    expect(expectedFields(3)).toHaveLength(8 + 9);
    expect(await templateOf(res.body.certificate.id)).toMatchObject({
      skipSign: true,
      noOfSignees: 3,
      fieldLayout: {},
    });
  });

  it('every expected field found: the plain success message; no_of_signees defaults to 1', async () => {
    const res = await create(admin, { name: 'Complete' }, await templatePdf(expectedFields(1)));
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Template created successfully');
    expect(res.body.certificate.fields).toEqual({ found: expectedFields(1), missing: [] });
    expect(await templateOf(res.body.certificate.id)).toMatchObject({ noOfSignees: 1, skipSign: false });
  });

  it('takes the PDF as upload_id: the upload becomes the template file, once', async () => {
    const bytes = await templatePdf(['student_name', 'campus_name']);
    const uploadId = await uploadAhead(admin, 'template', bytes);
    const res = await api.request('POST', '/createCertificate', {
      token: admin,
      form: { name: 'Uploaded', no_of_signees: 1, skip_sign: 0, upload_id: uploadId },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.certificate.fields.found).toEqual(['student_name', 'campus_name']);
    const row = await templateOf(res.body.certificate.id);
    expect(row.fileId).toBe(uploadId);
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, uploadId));
    expect(file).toMatchObject({ kind: 'template', sha256: sha256(bytes) });
    const again = await api.request('POST', '/createCertificate', {
      token: admin,
      body: { name: 'Again', upload_id: uploadId },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: UPLOAD_NOT_FOUND, errors: { upload_id: UPLOAD_NOT_FOUND } });
    // Someone else's upload is not found either.
    const theirs = await uploadAhead(await api.login('printer@certify.test'), 'template', bytes);
    const stolen = await api.request('POST', '/createCertificate', {
      token: admin,
      body: { name: 'X', upload_id: theirs },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(UPLOAD_NOT_FOUND);
  });

  it('refuses a PDF of 3 pages, a blank page and a broken PDF (400), changing nothing', async () => {
    const before = await api.digest();
    const three = await create(admin, { name: 'Long' }, await templatePdf(['student_name'], 3));
    expect(three.status).toBe(400);
    expect(three.body).toEqual({
      success: 0,
      message: 'The template PDF must have at most 2 pages (this one has 3)',
      errors: { certificate: 'The template PDF must have at most 2 pages (this one has 3)' },
    });
    const broken = await create(
      admin,
      { name: 'Broken' },
      new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 9 0 R >>\n%%EOF'),
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      message: 'The template must be a valid PDF file',
      errors: { certificate: 'The template must be a valid PDF file' },
    });
    const blank = await create(admin, { name: 'Blank' }, await templatePdf(['student_name'], 2, true));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(
      'Page 1 of the template PDF is blank; please upload a PDF with its design (a background or a border) on every page',
    );
    const truncated = (await templatePdf(['student_name'])).slice(0, 200);
    const cut = await create(admin, { name: 'Cut' }, truncated);
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe('The template must be a valid PDF file');
    // Via upload_id too (the upload stays the caller's, unused).
    const uploadId = await uploadAhead(admin, 'template', await templatePdf([], 3));
    const viaUpload = await api.request('POST', '/createCertificate', {
      token: admin,
      body: { name: 'Long', upload_id: uploadId },
    });
    expect(viaUpload.status).toBe(400);
    expect(viaUpload.body.errors).toEqual({ upload_id: 'The template PDF must have at most 2 pages (this one has 3)' });
    const [upload] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, uploadId));
    expect(upload!.kind).toBe('upload');
    await api.db.delete(t.storedFiles).where(eq(t.storedFiles.id, uploadId));
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('refuses a PNG sent as certificate (415), as a part or as upload_id', async () => {
    const before = await api.digest();
    const res = await api.request('POST', '/createCertificate', {
      token: admin,
      multipart: (() => {
        const form = multipart({ name: 'Image' });
        form.append('certificate', new Blob([PNG], { type: 'application/pdf' }), 'award.pdf');
        return form;
      })(),
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: 0,
      message: 'The certificate file must be a PDF',
      errors: { certificate: 'The certificate file must be a PDF' },
    });
    const imageUpload = await uploadAhead(admin, 'image', PNG);
    const viaUpload = await api.request('POST', '/createCertificate', {
      token: admin,
      form: { name: 'Image', upload_id: imageUpload },
    });
    expect(viaUpload.status).toBe(415);
    expect(viaUpload.body).toMatchObject({
      message: 'The certificate file must be a PDF',
      errors: { upload_id: 'The certificate file must be a PDF' },
    });
    // A PNG is refused by the upload route for templates as well.
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'award.pdf');
    const ahead = await api.request('POST', '/uploads/template', { token: admin, multipart: form });
    expect(ahead.status).toBe(415);
    await api.db.delete(t.storedFiles).where(eq(t.storedFiles.id, imageUpload));
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await create(admin, { name: 'Huge' }, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The certificate file must be at most 10 MB');
  });

  it('validates the fields with clear messages, changing nothing', async () => {
    const before = await api.digest();
    const pdf = await templatePdf();
    const cases: [Record<string, string | number>, Uint8Array<ArrayBuffer> | undefined, string, string][] = [
      [{}, pdf, 'name', 'Please enter the template name'],
      [{ name: '   ' }, pdf, 'name', 'Please enter the template name'],
      [{ name: 'x'.repeat(101) }, pdf, 'name', 'The template name must be at most 100 characters'],
      [{ name: 'A', no_of_signees: 0 }, pdf, 'no_of_signees', 'The number of signees must be between 1 and 10'],
      [{ name: 'A', no_of_signees: 11 }, pdf, 'no_of_signees', 'The number of signees must be between 1 and 10'],
      [{ name: 'A', skip_sign: 'maybe' }, pdf, 'skip_sign', 'skip_sign must be 0 or 1'],
      [{ name: 'A', valid_from: '2026-02-30' }, pdf, 'valid_from', 'Please enter a valid date (YYYY-MM-DD)'],
      [
        { name: 'A', valid_from: '2027-01-02', valid_to: '2027-01-01' },
        pdf,
        'valid_from',
        'The valid from date must be on or before the valid to date',
      ],
      [{ name: 'A' }, undefined, 'certificate', 'Please choose a PDF file'],
    ];
    for (const [fields, bytes, field, message] of cases) {
      const res = await create(admin, fields, bytes);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message, JSON.stringify(fields)).toBe(message);
      expect(res.body.errors[field], JSON.stringify(fields)).toBe(message);
    }
    const uploadId = await uploadAhead(admin, 'template', pdf);
    const both = await api.request('POST', '/createCertificate', {
      token: admin,
      multipart: multipart({ name: 'Both', upload_id: uploadId }, { bytes: pdf }),
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Send the template PDF either as the file certificate or as upload_id, not both');
    await api.db.delete(t.storedFiles).where(eq(t.storedFiles.id, uploadId));
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('needs module template_management and permission template_management.add', async () => {
    const pdf = await templatePdf();
    expect((await create(undefined, { name: 'A' }, pdf)).status).toBe(401);
    const req = await create(await api.login('requisitioner@certify.test'), { name: 'A' }, pdf);
    expect(req.status).toBe(403);
    expect(req.body.message).toBe('Your roles do not grant access to template_management');
    // A role granting the screen but not the Add Template permission: may list, may not add.
    await grantTemplateModule('printer@certify.test');
    const printer = await api.login('printer@certify.test');
    expect((await api.get('/listCertificates', printer)).status).toBe(200);
    const res = await create(printer, { name: 'A' }, pdf);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have the add permission on template_management');
    expect(await api.db.select().from(t.templates)).toHaveLength(3);
  });
});

/** Gives `email` a new role granting the template_management module (and no permission). */
async function grantTemplateModule(email: string) {
  const [role] = await api.db.insert(t.roles).values({ name: 'Template viewer' }).returning({ id: t.roles.id });
  const [module] = await api.db
    .select({ id: t.modules.id })
    .from(t.modules)
    .where(eq(t.modules.moduleName, 'template_management'));
  await api.db.insert(t.roleModules).values({ roleId: role!.id, moduleId: module!.id });
  await api.db.insert(t.userRoles).values({ userId: await api.userId(email), roleId: role!.id });
}

// ───────────────────────────── GET /listCertificates ─────────────────────────────

describe('GET /listCertificates', () => {
  it('pages the templates (5 a page), newest first, with courses, field reports and sample files', async () => {
    for (let i = 1; i <= 4; i++) await newTemplate({ name: `Extra ${i}` });
    const res = await api.get('/listCertificates?page=1', admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 1, total: 7, page: 1, per_page: 5, has_next_page: true });
    expect(res.body.certificates.map((c: { name: string }) => c.name)).toEqual([
      'Extra 4',
      'Extra 3',
      'Extra 2',
      'Extra 1',
      'Course Completion',
    ]);
    // without paging keys (a client of the spec): every template
    const whole = await api.get('/listCertificates', admin);
    expect(whole.body).toMatchObject({ total: 7, has_next_page: false });
    expect(whole.body.certificates).toHaveLength(7);
    const page2 = await api.get('/listCertificates?page=2', admin);
    expect(page2.body.certificates.map((c: { name: string }) => c.name)).toEqual([
      'Statement of Attainment',
      'Qualification Testamur',
    ]);
    const testamur = page2.body.certificates[1];
    const [firstCourse] = await api.db.select().from(t.courses).orderBy(asc(t.courses.courseName)).limit(1);
    expect(testamur).toMatchObject({
      name: 'Qualification Testamur',
      no_of_signees: 2,
      skip_sign: false,
      status: true,
      valid_from: '2025-01-01',
      valid_to: null,
      version: 1,
      sample_file: expect.stringMatching(/^\/files\/\d+$/),
    });
    expect(testamur.courses).toContain(`${firstCourse!.courseName}-C`);
    expect(testamur.courses).toContain(`${firstCourse!.courseName}-CN`);
    expect(testamur.courses).toHaveLength(2 * (await courseIds()).length);
    expect(testamur.fields.missing).not.toContain('student_name');
    expect(testamur.fields.found).toContain('signee_2_signature');
    expect((await api.get(testamur.sample_file, admin)).status).toBe(200);

    const extra = res.body.certificates[0];
    expect(extra).toMatchObject({ courses: [], valid_from: null, fields: { found: ['student_name'] } });

    const big = await api.get('/listCertificates?per_page=3&page=3', admin);
    expect(big.body.certificates).toHaveLength(1);
    expect(big.body.total).toBe(7);
  });

  it('searches by name (case-insensitive; % and _ match themselves)', async () => {
    await newTemplate({ name: 'Diploma 100% Online' });
    const res = await api.get('/listCertificates?search=statement', admin);
    expect(res.body.certificates.map((c: { name: string }) => c.name)).toEqual(['Statement of Attainment']);
    expect(res.body.total).toBe(1);
    const pct = await api.get(`/listCertificates?search=${encodeURIComponent('100%')}`, admin);
    expect(pct.body.certificates.map((c: { name: string }) => c.name)).toEqual(['Diploma 100% Online']);
    expect((await api.get('/listCertificates?search=_', admin)).body.total).toBe(0);
  });

  it('refuses bad paging and other callers', async () => {
    const over = await api.get('/listCertificates?per_page=101', admin);
    expect(over.status).toBe(400);
    expect(over.body.errors.per_page).toBe('per_page must be between 1 and 100');
    expect((await api.get('/listCertificates?page=0', admin)).status).toBe(400);
    expect((await api.get('/listCertificates')).status).toBe(401);
    for (const who of ['requisitioner', 'approver', 'signee1', 'printer'] as const) {
      const res = await api.get('/listCertificates', await kit.token(who));
      expect(res.status, who).toBe(403);
    }
  });
});

// ───────────────────────────── GET /certificateCourseSignee/{id} ─────────────────────────────

describe('GET /certificateCourseSignee/{id}', () => {
  it('answers the courses (with labels) and the signee slots of a template', async () => {
    const [tpl] = await api.db.select().from(t.templates).where(eq(t.templates.name, 'Statement of Attainment'));
    const res = await api.get(`/certificateCourseSignee/${tpl!.id}`, admin);
    expect(res.status, res.text).toBe(200);
    const courses = await api.db.select().from(t.courses);
    expect(res.body.certificate_courses).toHaveLength(courses.length);
    const first = res.body.certificate_courses[0];
    const course = courses.find((c) => c.id === first.course_id)!;
    expect(first).toEqual({
      id: expect.any(Number),
      course_id: course.id,
      course_name: course.courseName,
      course_code: course.courseCode,
      certificate_type: 'S',
      label: `${course.courseName}-S`,
    });
    expect(res.body.certificate_signees).toEqual([
      {
        slot: 1,
        user_id: await api.userId('signee1@certify.test'),
        name: expect.any(String),
        designation: 'Chief Executive Officer',
      },
      {
        slot: 2,
        user_id: await api.userId('signee2@certify.test'),
        name: expect.any(String),
        designation: 'Training Manager',
      },
    ]);
  });

  it('404 for an unknown template, 400 for a bad id, 403 without the module', async () => {
    const unknown = await api.get('/certificateCourseSignee/999999', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Template not found');
    expect((await api.get('/certificateCourseSignee/abc', admin)).status).toBe(400);
    expect((await api.get('/certificateCourseSignee/1', await kit.token('approver'))).status).toBe(403);
    expect((await api.get('/certificateCourseSignee/1')).status).toBe(401);
  });
});

// ───────────────────────────── POST /assignCourse ─────────────────────────────

describe('POST /assignCourse', () => {
  it('assigns courses for a type (kept once), bumps the version and writes the audit event', async () => {
    const id = await newTemplate({ name: 'Graduate' });
    const [c1, c2] = await courseIds();
    const res = await api.postForm(
      '/assignCourse',
      { certificate_id: id, 'course_id[]': [c1!, c2!], certificate_type: 'SN' },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: 1, message: 'Courses assigned successfully', version: 2 });
    const again = await api.postForm(
      '/assignCourse',
      { certificate_id: id, 'course_id[]': [c1!], certificate_type: 'SN', version: 2 },
      admin,
    );
    expect(again.body).toEqual({ success: 1, message: 'Courses assigned successfully', version: 2 });
    const more = await api.post(
      '/assignCourse',
      { certificate_id: id, course_id: [c1], certificate_type: 'AC' },
      admin,
    );
    expect(more.body.version).toBe(3);
    const detail = await api.get(`/certificateCourseSignee/${id}`, admin);
    expect(
      detail.body.certificate_courses
        .map((c: { course_id: number; certificate_type: string }) => `${c.course_id}${c.certificate_type}`)
        .sort(),
    ).toEqual([`${c1}AC`, `${c1}SN`, `${c2}SN`].sort());
    const row = await templateOf(id);
    expect(row.version).toBe(3);
    const audits = await auditOf('template.courses_assigned');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      subjectId: String(id),
      before: { version: 1, courses: [] },
      after: { version: 2 },
    });
    expect((audits[0]!.after as { added: string[] }).added).toHaveLength(2);
    // A course + type may now have several templates (the seed's testamur is assigned to C of every course).
    const both = await api.post('/assignCourse', { certificate_id: id, course_id: [c1], certificate_type: 'C' }, admin);
    expect(both.status).toBe(200);
  });

  it("refuses missing fields and the placeholder SCT with 'Please select all the required fields'", async () => {
    const id = await newTemplate();
    const [c1] = await courseIds();
    const before = await api.digest();
    const M = 'Please select all the required fields';
    const cases: [Record<string, string | number | (string | number)[]>, string][] = [
      [{ certificate_id: id, certificate_type: 'C' }, 'course_id'],
      [{ certificate_id: id, 'course_id[]': [], certificate_type: 'C' }, 'course_id'],
      [{ certificate_id: id, 'course_id[]': [c1!] }, 'certificate_type'],
      [{ certificate_id: id, 'course_id[]': [c1!], certificate_type: 'SCT' }, 'certificate_type'],
      [{ certificate_id: id, 'course_id[]': [c1!], certificate_type: '' }, 'certificate_type'],
      [{ 'course_id[]': [c1!], certificate_type: 'C' }, 'certificate_id'],
    ];
    for (const [form, field] of cases) {
      const res = await api.postForm('/assignCourse', form, admin);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.body.message, JSON.stringify(form)).toBe(M);
      expect(res.body.errors[field], JSON.stringify(form)).toBe(M);
    }
    const unknownType = await api.postForm(
      '/assignCourse',
      { certificate_id: id, 'course_id[]': [c1!], certificate_type: 'ZZ' },
      admin,
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors.certificate_type).toBe('Please select a valid certificate type');
    const unknownCourse = await api.postForm(
      '/assignCourse',
      { certificate_id: id, 'course_id[]': [c1!, 999_999], certificate_type: 'C' },
      admin,
    );
    expect(unknownCourse.status).toBe(400);
    expect(unknownCourse.body.message).toBe('One of the chosen courses does not exist');
    const unknownTemplate = await api.postForm(
      '/assignCourse',
      { certificate_id: 999_999, 'course_id[]': [c1!], certificate_type: 'C' },
      admin,
    );
    expect(unknownTemplate.status).toBe(404);
    expect(unknownTemplate.body.message).toBe('Template not found');
    const stale = await api.postForm(
      '/assignCourse',
      { certificate_id: id, 'course_id[]': [c1!], certificate_type: 'C', version: 7 },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This template was changed by someone else; please reload it and try again');
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('needs the template_management module', async () => {
    const [c1] = await courseIds();
    const form = { certificate_id: 1, 'course_id[]': [c1!], certificate_type: 'S' };
    expect((await api.postForm('/assignCourse', form, await kit.token('requisitioner'))).status).toBe(403);
    expect((await api.postForm('/assignCourse', form)).status).toBe(401);
  });
});

// ───────────────────────────── POST /assignSignee ─────────────────────────────

describe('POST /assignSignee', () => {
  it('assigns a signee and a designation per slot (signee_ids[0] is slot 1), with audit and version', async () => {
    const id = await newTemplate({ name: 'Two signees', no_of_signees: 2 });
    const [s1, s2] = [await api.userId('signee1@certify.test'), await api.userId('signee2@certify.test')];
    const res = await api.postForm(
      '/assignSignee',
      {
        template_id: id,
        'signee_ids[0]': s2,
        'signee_ids[1]': s1,
        signee1_designation: 'Registrar',
        signee2_designation: 'Chief Executive Officer',
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: 1, message: 'Signees assigned successfully', version: 2 });
    const detail = await api.get(`/certificateCourseSignee/${id}`, admin);
    expect(detail.body.certificate_signees).toEqual([
      { slot: 1, user_id: s2, name: expect.any(String), designation: 'Registrar' },
      { slot: 2, user_id: s1, name: expect.any(String), designation: 'Chief Executive Officer' },
    ]);
    // 1-based indices land on the same slots; the administrator holds certificate.sign too.
    const adminId = await api.userId('admin@certify.test');
    const oneBased = await api.postForm(
      '/assignSignee',
      {
        template_id: id,
        'signee_ids[1]': adminId,
        'signee_ids[2]': s2,
        signee1_designation: 'Principal',
        signee2_designation: 'Registrar',
        version: 2,
      },
      admin,
    );
    expect(oneBased.status, oneBased.text).toBe(200);
    expect(oneBased.body.version).toBe(3);
    const after = await api.get(`/certificateCourseSignee/${id}`, admin);
    expect(after.body.certificate_signees.map((s: { slot: number; user_id: number }) => [s.slot, s.user_id])).toEqual([
      [1, adminId],
      [2, s2],
    ]);
    // The same choice again changes nothing.
    const same = await api.post(
      '/assignSignee',
      {
        template_id: id,
        signee_ids: [adminId, s2],
        signee1_designation: 'Principal',
        signee2_designation: 'Registrar',
      },
      admin,
    );
    expect(same.body.version).toBe(3);
    const audits = await auditOf('template.signees_assigned');
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      subjectId: String(id),
      before: {
        version: 2,
        signees: [
          { slot: 1, user_id: s2, designation: 'Registrar' },
          { slot: 2, user_id: s1, designation: 'Chief Executive Officer' },
        ],
      },
      after: {
        version: 3,
        signees: [
          { slot: 1, user_id: adminId, designation: 'Principal' },
          { slot: 2, user_id: s2, designation: 'Registrar' },
        ],
      },
    });
  });

  it("every slot needs a signee and a designation: 'Please enter all the required fields'", async () => {
    const id = await newTemplate({ no_of_signees: 2 });
    const [s1, s2] = [await api.userId('signee1@certify.test'), await api.userId('signee2@certify.test')];
    const before = await api.digest();
    const M = 'Please enter all the required fields';
    const cases: [Record<string, string | number | (string | number)[]>, Record<string, string>][] = [
      [
        { template_id: id, 'signee_ids[0]': s1, signee1_designation: 'CEO' },
        { 'signee_ids.1': M, signee2_designation: M },
      ],
      [
        {
          template_id: id,
          'signee_ids[0]': s1,
          'signee_ids[1]': s2,
          signee1_designation: 'CEO',
          signee2_designation: ' ',
        },
        { signee2_designation: M },
      ],
      [
        {
          template_id: id,
          'signee_ids[0]': '',
          'signee_ids[1]': s2,
          signee1_designation: 'CEO',
          signee2_designation: 'TM',
        },
        { 'signee_ids.0': M },
      ],
      [{ template_id: id }, { 'signee_ids.0': M, 'signee_ids.1': M, signee1_designation: M, signee2_designation: M }],
      [{ 'signee_ids[0]': s1, signee1_designation: 'CEO' }, { template_id: M }],
    ];
    for (const [form, errors] of cases) {
      const res = await api.postForm('/assignSignee', form, admin);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.body.message, JSON.stringify(form)).toBe(M);
      expect(res.body.errors, JSON.stringify(form)).toEqual(errors);
    }
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('a signee may be chosen for only one slot, must hold certificate.sign, and slots stop at no_of_signees', async () => {
    const id = await newTemplate({ no_of_signees: 2 });
    const [s1, s2] = [await api.userId('signee1@certify.test'), await api.userId('signee2@certify.test')];
    const before = await api.digest();
    const twice = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [s1, s1], signee1_designation: 'A', signee2_designation: 'B' },
      admin,
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      success: 0,
      message: 'A signee may be chosen for only one slot',
      errors: { 'signee_ids.1': 'A signee may be chosen for only one slot' },
    });
    const requisitioner = await api.userId('requisitioner@certify.test');
    const noGrant = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [s1, requisitioner], signee1_designation: 'A', signee2_designation: 'B' },
      admin,
    );
    expect(noGrant.status).toBe(400);
    expect(noGrant.body).toMatchObject({
      message: 'The chosen user may not sign certificates',
      errors: { 'signee_ids.1': 'The chosen user may not sign certificates' },
    });
    // An inactive signee no longer holds the grant.
    await api.db.update(t.users).set({ status: false }).where(eq(t.users.id, s2));
    const inactive = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [s1, s2], signee1_designation: 'A', signee2_designation: 'B' },
      admin,
    );
    expect(inactive.body.message).toBe('The chosen user may not sign certificates');
    await api.db.update(t.users).set({ status: true }).where(eq(t.users.id, s2));
    const three = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [s1, s2, requisitioner], signee1_designation: 'A', signee2_designation: 'B' },
      admin,
    );
    expect(three.status).toBe(400);
    expect(three.body).toMatchObject({
      message: 'This template has 2 signee slots',
      errors: { 'signee_ids.2': 'This template has 2 signee slots' },
    });
    const unknown = await api.post(
      '/assignSignee',
      { template_id: 999_999, signee_ids: [s1], signee1_designation: 'A' },
      admin,
    );
    expect(unknown.status).toBe(404);
    const stale = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [s1, s2], signee1_designation: 'A', signee2_designation: 'B', version: 5 },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(changedTables(before, await api.digest())).toEqual([]);
    expect(
      (
        await api.post(
          '/assignSignee',
          { template_id: id, signee_ids: [s1, s2], signee1_designation: 'A', signee2_designation: 'B' },
          await kit.token('signee1'),
        )
      ).status,
    ).toBe(403);
    expect((await api.post('/assignSignee', { template_id: id })).status).toBe(401);
  });
});

// ───────────────────────────── history and validity ─────────────────────────────

describe('a certificate keeps its template, signees and designations', () => {
  it('changing the template’s signees afterwards changes no existing certificate', async () => {
    const certificateId = await kit.request('C');
    const [cert] = await api.db.select().from(t.certificates).where(eq(t.certificates.id, certificateId));
    const snapshot = await api.db
      .select()
      .from(t.certificateSignees)
      .where(eq(t.certificateSignees.certificateId, certificateId))
      .orderBy(asc(t.certificateSignees.slot));
    const [s1, s2, adminId] = [
      await api.userId('signee1@certify.test'),
      await api.userId('signee2@certify.test'),
      await api.userId('admin@certify.test'),
    ];
    expect(snapshot.map((s) => [s.userId, s.designation])).toEqual([
      [s1, 'Chief Executive Officer'],
      [s2, 'Training Manager'],
    ]);
    const res = await api.post(
      '/assignSignee',
      {
        template_id: cert!.templateId,
        signee_ids: [adminId, s1],
        signee1_designation: 'Principal',
        signee2_designation: 'Dean',
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    const after = await api.db
      .select()
      .from(t.certificateSignees)
      .where(eq(t.certificateSignees.certificateId, certificateId))
      .orderBy(asc(t.certificateSignees.slot));
    expect(after).toEqual(snapshot);
    const view = await kit.get('approver', `/certificateView/${certificateId}`);
    expect(view.body.certificate_data.signed_by.map((s: { designation: string }) => s.designation)).toEqual([
      'Chief Executive Officer',
      'Training Manager',
    ]);
    // signee2 still signs the certificate they were assigned; a new request takes the new slots.
    expect(
      (
        await kit.post('approver', '/requestedCertificateApprove', {
          certificate_id: certificateId,
          approve_comment: 'ok',
          fee_due: 0,
        })
      ).status,
    ).toBe(200);
    const signed = await kit.post('signee2', '/bulkSignCertificate', {
      certificate: [certificateId],
      password: 'Certify@2026',
    });
    expect(signed.status, signed.text).toBe(200);
    const newer = await kit.request('C');
    const newSlots = await api.db
      .select({ userId: t.certificateSignees.userId, designation: t.certificateSignees.designation })
      .from(t.certificateSignees)
      .where(eq(t.certificateSignees.certificateId, newer))
      .orderBy(asc(t.certificateSignees.slot));
    expect(newSlots).toEqual([
      { userId: adminId, designation: 'Principal' },
      { userId: s1, designation: 'Dean' },
    ]);
  });
});

describe('which template a new request picks', () => {
  /** A template assigned to `courseId` + `type` with signee1 in its one slot. */
  async function assigned(name: string, courseId: number, type: string, fields: Record<string, string> = {}) {
    const id = await newTemplate({ name, ...fields });
    expect(
      (await api.post('/assignCourse', { certificate_id: id, course_id: [courseId], certificate_type: type }, admin))
        .status,
    ).toBe(200);
    const signee = await api.userId('signee1@certify.test');
    const res = await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [signee], signee1_designation: 'CEO' },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    return id;
  }
  const requestFor = async (courseId: number, type: string) =>
    kit.post(
      'requisitioner',
      '/saveCertificate',
      await kit.payload('C', { course: String(courseId), certification_type: type }),
    );
  const templateOfCertificate = async (id: number) =>
    (
      await api.db
        .select({ templateId: t.certificates.templateId })
        .from(t.certificates)
        .where(eq(t.certificates.id, id))
    )[0]!.templateId;

  it('the active template valid today with the latest valid_from, then the newest; the rest keep theirs', async () => {
    const [courseId] = await courseIds();
    const [seeded] = await api.db
      .select({ id: t.templates.id })
      .from(t.templates)
      .where(eq(t.templates.name, 'Qualification Testamur'));
    const first = await requestFor(courseId!, 'C');
    expect(first.status, first.text).toBe(200);
    expect(await templateOfCertificate(first.body.certificate.id)).toBe(seeded!.id);

    await assigned('Older design', courseId!, 'C', { valid_from: '2020-01-01' });
    const future = await assigned('Next year', courseId!, 'C', { valid_from: daysFrom(1) });
    const current = await assigned('This month', courseId!, 'C', { valid_from: daysFrom(-10), valid_to: daysFrom(10) });
    const expired = await assigned('Last month', courseId!, 'C', { valid_from: daysFrom(-5), valid_to: daysFrom(-1) });
    const second = await requestFor(courseId!, 'C');
    expect(second.status, second.text).toBe(200);
    expect(await templateOfCertificate(second.body.certificate.id)).toBe(current);
    expect([future, expired]).not.toContain(current);

    // Same valid_from: the newest wins. An inactive template is never picked.
    const twin = await assigned('This month, corrected', courseId!, 'C', { valid_from: daysFrom(-10) });
    const third = await requestFor(courseId!, 'C');
    expect(await templateOfCertificate(third.body.certificate.id)).toBe(twin);
    const version = (await templateOf(twin)).version;
    const off = await api.post(`/template/${twin}/update`, { status: 0, version }, admin);
    expect(off.status, off.text).toBe(200);
    const fourth = await requestFor(courseId!, 'C');
    expect(await templateOfCertificate(fourth.body.certificate.id)).toBe(current);
    // Ends today: still valid today (inclusive).
    await api.post(
      `/template/${current}/update`,
      { valid_to: daysFrom(0), version: (await templateOf(current)).version },
      admin,
    );
    const fifth = await requestFor(courseId!, 'C');
    expect(await templateOfCertificate(fifth.body.certificate.id)).toBe(current);

    // Every earlier certificate keeps the template it was requested with.
    expect(await templateOfCertificate(first.body.certificate.id)).toBe(seeded!.id);
    expect(await templateOfCertificate(second.body.certificate.id)).toBe(current);
    expect(await templateOfCertificate(third.body.certificate.id)).toBe(twin);
  });

  it('refuses the request with a clear message when no assigned template is valid today, or none is active', async () => {
    const [courseId] = await courseIds();
    const expired = await assigned('Expired', courseId!, 'MD', { valid_to: daysFrom(-1) });
    await assigned('Not yet', courseId!, 'MD', { valid_from: daysFrom(1) });
    await kit.token('requisitioner');
    const before = await api.digest();
    const res = await requestFor(courseId!, 'MD');
    expect(res.status).toBe(400);
    const message = `No certificate template for this course and certificate type is valid on ${localDay()}`;
    expect(res.body).toMatchObject({
      message,
      errors: { certification_type: message },
      certificate: { success: 0, message },
    });
    expect(changedTables(before, await api.digest())).toEqual([]);

    await api.db
      .update(t.templates)
      .set({ status: false })
      .where(sql`${t.templates.id} IN (SELECT template_id FROM template_courses WHERE certificate_type = 'MD')`);
    const none = await requestFor(courseId!, 'MD');
    expect(none.body.message).toBe('No certificate template is assigned to this course and certificate type');
    expect(expired).toBeGreaterThan(0);
  });
});

// ───────────────────────────── GET /template/{id}/preview ─────────────────────────────

describe('GET /template/{id}/preview', () => {
  it('renders the template with sample data and a PREVIEW watermark', async () => {
    const id = await newTemplate(
      { name: 'Preview me', no_of_signees: 1 },
      await templatePdf(['student_name', 'signee_1_name', 'signee_1_signature']),
    );
    const res = await api.get(`/template/${id}/preview`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const doc = await PDFDocument.load(res.body as Buffer);
    expect(doc.getTitle()).toBe('Preview me (preview)');
    const [first, ...rest] = await pageTexts(res.body as Buffer);
    expect(first).toContain('AlexSampleStudent');
    expect(first).toContain('PREVIEW');
    const signee = await api.db.select().from(t.users).where(eq(t.users.email, 'signee1@certify.test'));
    expect(first).not.toContain(signee[0]!.lastName); // no signee assigned yet: a sample name
    expect(first).toContain('Signee1');
    expect(rest.join('')).toContain('PREVIEW'); // every page (the Record of Results too)
    // The seeded templates (with and without a PDF) preview too.
    const [seeded] = await api.db
      .select({ id: t.templates.id })
      .from(t.templates)
      .orderBy(asc(t.templates.id))
      .limit(1);
    expect((await api.get(`/template/${seeded!.id}/preview`, admin)).status).toBe(200);
    await api.db.update(t.templates).set({ fileId: null, fieldLayout: null }).where(eq(t.templates.id, seeded!.id));
    expect((await api.get(`/template/${seeded!.id}/preview`, admin)).status).toBe(200);
  });

  it('404 unknown, 403 without the module, 401 anonymous', async () => {
    expect((await api.get('/template/999999/preview', admin)).status).toBe(404);
    expect((await api.get('/template/1/preview', await kit.token('printer'))).status).toBe(403);
    expect((await api.get('/template/1/preview')).status).toBe(401);
  });
});

// ───────────────────────────── POST /template/{id}/update ─────────────────────────────

describe('POST /template/{id}/update', () => {
  it('changes the fields sent, bumps the version, audits; a stale version is refused (409)', async () => {
    const id = await newTemplate({ name: 'Draft', valid_from: '2027-01-01' });
    const res = await api.post(
      `/template/${id}/update`,
      { name: 'Final', skip_sign: 1, valid_to: '2027-12-31', version: 1 },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: 1,
      message: 'Template updated successfully',
      version: 2,
      certificate: {
        id,
        name: 'Final',
        skip_sign: true,
        status: true,
        valid_from: '2027-01-01',
        valid_to: '2027-12-31',
        version: 2,
      },
    });
    const stale = await api.post(`/template/${id}/update`, { name: 'Other', version: 1 }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This template was changed by someone else; please reload it and try again');
    const cleared = await api.postForm(`/template/${id}/update`, { valid_from: '', version: 2 }, admin);
    expect(cleared.body.certificate).toMatchObject({ valid_from: null, valid_to: '2027-12-31', version: 3 });
    const order = await api.post(`/template/${id}/update`, { valid_from: '2028-01-01', version: 3 }, admin);
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('The valid from date must be on or before the valid to date');
    const noVersion = await api.post(`/template/${id}/update`, { name: 'X' }, admin);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.version).toBe('Please send the version of the template you edited');
    const audits = await auditOf('template.updated');
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [
        { version: 1, name: 'Draft', skip_sign: false, valid_to: null },
        { version: 2, name: 'Final', skip_sign: true, valid_to: '2027-12-31' },
      ],
      [
        { version: 2, valid_from: '2027-01-01' },
        { version: 3, valid_from: null },
      ],
    ]);
    expect((await api.post('/template/999999/update', { version: 1 }, admin)).status).toBe(404);
    expect((await api.post(`/template/${id}/update`, { version: 3 }, await kit.token('approver'))).status).toBe(403);
  });
});

// ───────────────────────────── the audit trail is in the change's transaction ─────────────────────────────

describe('audit', () => {
  it('every change writes exactly one audit event; refused calls write none', async () => {
    const id = await newTemplate({ no_of_signees: 1 });
    const [c1] = await courseIds();
    await api.post('/assignCourse', { certificate_id: id, course_id: [c1], certificate_type: 'P' }, admin);
    await api.post(
      '/assignSignee',
      { template_id: id, signee_ids: [await api.userId('signee1@certify.test')], signee1_designation: 'CEO' },
      admin,
    );
    await api.post('/assignSignee', { template_id: id, signee_ids: [] }, admin);
    const rows = await api.db
      .select({ action: t.auditEvents.action })
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.subjectType, 'template'), eq(t.auditEvents.subjectId, String(id))))
      .orderBy(desc(t.auditEvents.id));
    expect(rows.map((r) => r.action)).toEqual([
      'template.signees_assigned',
      'template.courses_assigned',
      'template.created',
    ]);
    expect((await templateOf(id)).version).toBe(3);
  });
});
