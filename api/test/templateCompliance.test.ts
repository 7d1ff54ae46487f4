/**
 * Template compliance checks (api/src/templates/compliance.ts, complianceOf.ts): the pure checks,
 * and over HTTP the checks answered at upload, on update and by GET /template/{id}/compliance, the
 * refusal of a template printing the USI, and the warnings answered with a template's first print.
 * docs/compliance.md "Compliance checks (Standards for RTOs 2025, Compliance Standards requirements 9–13)".
 */
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { AQF_STATEMENT, testamurFields } from '../src/pdf/defaultLayout.js';
import { buildDemoTemplatePdf } from '../src/pdf/buildDemoTemplatePdf.js';
import {
  COMPLIANCE_CHECK_IDS,
  COMPLIANCE_CHECKS,
  type ComplianceCheck,
  checkTemplateCompliance,
  usiFieldOf,
} from '../src/templates/compliance.js';
import { localDay } from '../src/templates/validity.js';
import { changedTables } from './dbDigest.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

const ORG = { name: 'Southern Cross Institute of Training', rtoCode: '45123' };
const statusOf = (checks: ComplianceCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c.status]));
const byId = (checks: ComplianceCheck[], id: string) => checks.find((c) => c.id === id)!;

/** Every field a custom template needs to pass the field checks. */
const FULL = [
  'organisation_name',
  'rto_code',
  'student_name',
  'course_code',
  'course_name',
  'credential_date',
  'credential_number',
];

/** An A4-landscape PDF with `lines` of text on its design and a text field per name. */
async function templatePdf(fieldNames: string[], lines: string[] = []): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 2 });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 60, y: 540 - i * 18, size: 11, font });
  });
  const form = doc.getForm();
  fieldNames.forEach((name, i) => {
    form.createTextField(name).addToPage(page, { x: 450, y: 500 - i * 30, width: 300, height: 24, borderWidth: 0 });
  });
  return new Uint8Array(await doc.save());
}

describe('checkTemplateCompliance (pure)', () => {
  const fields = (names: string[]) =>
    Object.fromEntries(names.map((n) => [n, { page: 0, x: 0, y: 0, width: 10, height: 10 }]));
  const everything = [
    { certificateType: 'C', isQualification: true },
    { certificateType: 'S', isQualification: true },
    { certificateType: 'CC', isQualification: false },
  ];

  it('the built-in layout passes every check, one row per check in order, with its requirement', () => {
    const checks = checkTemplateCompliance(
      { fields: null, text: null },
      { assignments: everything, organisation: ORG },
    );
    expect(checks.map((c) => c.id)).toEqual(COMPLIANCE_CHECK_IDS);
    expect(checks.every((c) => c.status === 'pass')).toBe(true);
    for (const c of checks) expect(c.requirement).toBe(COMPLIANCE_CHECKS[c.id].requirement);
  });

  it('the built-in design’s fields with its wording pass for a qualification', () => {
    const text = `SOUTHERN CROSS INSTITUTE OF TRAINING RTO Code 45123 This is to certify that ${AQF_STATEMENT}`;
    const { student_name, course_code, course_name, credential_date, credential_number } = testamurFields(
      'qualification',
      1,
    );
    const checks = checkTemplateCompliance(
      { fields: { student_name, course_code, course_name, credential_date, credential_number } as never, text },
      { assignments: [{ certificateType: 'C', isQualification: true }], organisation: ORG },
    );
    expect(checks.filter((c) => c.status === 'warning')).toEqual([]);
  });

  it('warns when the RTO code is neither a field nor in the wording, naming the requirement', () => {
    const checks = checkTemplateCompliance(
      { fields: fields(FULL.filter((f) => f !== 'rto_code')), text: 'Certificate' },
      { assignments: [], organisation: ORG },
    );
    const rto = byId(checks, 'rto_identity');
    expect(rto).toMatchObject({ status: 'warning', label: 'RTO name and code' });
    expect(rto.requirement).toMatch(/Compliance Standards .* s 11/);
    expect(rto.detail).toContain('rto_code');
    // Printed in the design's own text instead: passes.
    const inText = checkTemplateCompliance(
      { fields: fields(FULL.filter((f) => f !== 'rto_code')), text: 'R T O  C o d e 4 5 1 2 3' },
      { assignments: [], organisation: ORG },
    );
    expect(byId(inText, 'rto_identity').status).toBe('pass');
  });

  it('AQF wording only for an AQF qualification; statement wording for type S; NRT logo not on other types', () => {
    const f = fields(FULL);
    const qual = [{ certificateType: 'C', isQualification: true }];
    expect(
      statusOf(checkTemplateCompliance({ fields: f, text: '' }, { assignments: qual, organisation: ORG })),
    ).toMatchObject({
      aqf_wording: 'warning',
    });
    expect(
      byId(
        checkTemplateCompliance(
          { fields: f, text: '' },
          { assignments: [{ certificateType: 'C', isQualification: false }], organisation: ORG },
        ),
        'aqf_wording',
      ).status,
    ).toBe('pass');
    const soa = [{ certificateType: 'S', isQualification: true }];
    expect(
      byId(
        checkTemplateCompliance({ fields: f, text: 'Certificate' }, { assignments: soa, organisation: ORG }),
        'statement_wording',
      ).status,
    ).toBe('warning');
    expect(
      byId(
        checkTemplateCompliance(
          { fields: f, text: 'STATEMENT OF ATTAINMENT' },
          { assignments: soa, organisation: ORG },
        ),
        'statement_wording',
      ).status,
    ).toBe('pass');
    expect(
      byId(
        checkTemplateCompliance(
          { fields: fields([...FULL, 'certificate_type']), text: null },
          { assignments: soa, organisation: ORG },
        ),
        'statement_wording',
      ).status,
    ).toBe('pass');
    const nrt = fields([...FULL, 'nrt_logo']);
    expect(
      byId(
        checkTemplateCompliance(
          { fields: nrt, text: '' },
          { assignments: [{ certificateType: 'CC', isQualification: false }], organisation: ORG },
        ),
        'nrt_logo',
      ).status,
    ).toBe('warning');
    expect(
      byId(
        checkTemplateCompliance(
          { fields: f, text: 'Nationally Recognised Training' },
          { assignments: [{ certificateType: 'P', isQualification: true }], organisation: ORG },
        ),
        'nrt_logo',
      ).status,
    ).toBe('warning');
    expect(
      byId(
        checkTemplateCompliance({ fields: nrt, text: '' }, { assignments: [...qual, ...soa], organisation: ORG }),
        'nrt_logo',
      ).status,
    ).toBe('pass');
  });

  it('finds a USI field whatever its spelling', () => {
    expect(usiFieldOf({ USI: {}, student_name: {} })).toBe('USI');
    expect(usiFieldOf({ 'Student-USI': {} })).toBe('Student-USI');
    expect(usiFieldOf({ unique_student_identifier: {} })).toBe('unique_student_identifier');
    expect(usiFieldOf({ student_name: {}, usi_note: {} })).toBeNull();
  });
});

describe('over HTTP', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ certificates: false });
  });
  beforeEach(async () => {
    await api.reset({ certificates: false });
    admin = await api.login('admin@certify.test');
  });
  afterAll(() => api?.close());

  const create = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('name', name);
    form.append('certificate', new Blob([bytes], { type: 'application/pdf' }), 'award.pdf');
    return api.request('POST', '/createCertificate', { token: admin, multipart: form });
  };
  const newTemplate = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const res = await create(name, bytes);
    expect(res.status, res.text).toBe(200);
    return res.body.certificate as { id: number; version: number; compliance: ComplianceCheck[] };
  };
  /** Assigns the first AQF qualification course to template `id` for certificate type `type`. */
  const assign = async (id: number, type: string) => {
    const [course] = await api.db
      .select({ id: t.courses.id })
      .from(t.courses)
      .where(eq(t.courses.isQualification, true))
      .orderBy(asc(t.courses.id))
      .limit(1);
    const res = await api.post(
      '/assignCourse',
      { certificate_id: id, course_id: [course!.id], certificate_type: type },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    return course!.id;
  };
  const checksOf = async (id: number) => {
    const res = await api.get(`/template/${id}/compliance`, admin);
    expect(res.status, res.text).toBe(200);
    return res.body.checks as ComplianceCheck[];
  };

  it('a PDF without fields (the built-in layout) passes every check at upload and on GET', async () => {
    const created = await newTemplate('Plain', await templatePdf([]));
    expect(created.compliance.map((c) => c.id)).toEqual(COMPLIANCE_CHECK_IDS);
    expect(created.compliance.every((c) => c.status === 'pass')).toBe(true);
    await assign(created.id, 'S');
    expect((await checksOf(created.id)).every((c) => c.status === 'pass')).toBe(true);
  });

  it('the built-in design as an uploaded template (its wording read from the PDF) passes for a qualification', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Testamur',
      kind: 'qualification',
      signeeSlots: 1,
      organisationName: ORG.name,
      rtoCode: ORG.rtoCode,
    });
    const created = await newTemplate('Testamur', new Uint8Array(pdf));
    await assign(created.id, 'C');
    expect((await checksOf(created.id)).filter((c) => c.status === 'warning')).toEqual([]);
    // The seeded demo templates (qualification C/CN, statement S, course completion CC; built-in design) pass too.
    const all = await api.db.select({ id: t.templates.id, name: t.templates.name }).from(t.templates);
    expect(all.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Qualification Testamur', 'Statement of Attainment', 'Course Completion']),
    );
    for (const { id, name } of all) {
      expect([name, (await checksOf(id)).filter((c) => c.status === 'warning')]).toEqual([name, []]);
    }
  });

  it('a custom template without the RTO code: a warning naming the requirement, at upload and on update', async () => {
    const created = await newTemplate(
      'No code',
      await templatePdf(
        FULL.filter((f) => f !== 'rto_code'),
        ['Award'],
      ),
    );
    const rto = byId(created.compliance, 'rto_identity');
    expect(rto.status).toBe('warning');
    expect(rto.requirement).toContain('s 11 (Issue of VET qualifications and VET statements of attainment)');
    const updated = await api.post(`/template/${created.id}/update`, { name: 'No code yet', version: 1 }, admin);
    expect(updated.status, updated.text).toBe(200);
    expect(byId(updated.body.compliance, 'rto_identity').status).toBe('warning');
    // The same design printing the code in its own wording passes.
    const inText = await newTemplate(
      'Code in design',
      await templatePdf(
        FULL.filter((f) => f !== 'rto_code'),
        [`RTO Code ${ORG.rtoCode}`],
      ),
    );
    expect(byId(inText.compliance, 'rto_identity').status).toBe('pass');
  });

  it('a statement-of-attainment template without the wording warns; with it, it passes', async () => {
    const bare = await newTemplate('SoA bare', await templatePdf(FULL, ['This is to certify that']));
    expect(byId(bare.compliance, 'statement_wording').status).toBe('pass'); // nothing assigned yet
    await assign(bare.id, 'S');
    const after = await checksOf(bare.id);
    expect(byId(after, 'statement_wording')).toMatchObject({ status: 'warning' });
    expect(byId(after, 'statement_wording').detail).toContain('Statement of Attainment');
    const worded = await newTemplate('SoA', await templatePdf(FULL, ['This is a Statement of Attainment']));
    await assign(worded.id, 'S');
    expect(byId(await checksOf(worded.id), 'statement_wording').status).toBe('pass');
  });

  it('an NRT logo slot on a template assigned to a course completion warns', async () => {
    const created = await newTemplate('Completion', await templatePdf([...FULL, 'nrt_logo']));
    expect(byId(created.compliance, 'nrt_logo').status).toBe('pass');
    await assign(created.id, 'CC');
    const nrt = byId(await checksOf(created.id), 'nrt_logo');
    expect(nrt.status).toBe('warning');
    expect(nrt.requirement).toContain('Schedule 2');
  });

  it('a template with a USI field is refused (400) and nothing is stored', async () => {
    const before = await api.digest();
    for (const name of ['usi', 'Student_USI', 'unique_student_identifier']) {
      const res = await create('With USI', await templatePdf(['student_name', name]));
      expect(res.status).toBe(400);
      const message = `A certificate may never print the Unique Student Identifier (USI): remove the field ${name} from the template PDF`;
      expect(res.body).toEqual({ success: 0, message, errors: { certificate: message } });
    }
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('a template stored with a USI field (before the rule) warns, and may only be deactivated', async () => {
    const created = await newTemplate('Legacy', await templatePdf(FULL));
    const layout = (await api.db.select().from(t.templates).where(eq(t.templates.id, created.id)))[0]!.fieldLayout!;
    await api.db
      .update(t.templates)
      .set({ fieldLayout: { ...layout, usi: { page: 0, x: 1, y: 1, width: 10, height: 10 } } })
      .where(eq(t.templates.id, created.id));
    expect(byId(await checksOf(created.id), 'no_usi').status).toBe('warning');
    const rename = await api.post(`/template/${created.id}/update`, { name: 'Legacy 2', version: 1 }, admin);
    expect(rename.status).toBe(400);
    expect(rename.body.message).toContain('remove the field usi');
    const off = await api.post(`/template/${created.id}/update`, { status: 0, version: 1 }, admin);
    expect(off.status, off.text).toBe(200);
  });

  it('GET /template/{id}/compliance: 404 unknown, 400 bad id, 403 without the module, 401 anonymous', async () => {
    expect((await api.get('/template/999999/compliance', admin)).status).toBe(404);
    expect((await api.get('/template/x/compliance', admin)).status).toBe(400);
    expect((await api.get('/template/1/compliance', await api.login('requisitioner@certify.test'))).status).toBe(403);
    expect((await api.get('/template/1/compliance')).status).toBe(401);
  });

  it('the first print with a template that has warnings proceeds and says so; the next print does not', async () => {
    const kit = new WorkflowKit(api);
    const form = new FormData();
    form.append('name', 'Thin');
    form.append('no_of_signees', '2');
    form.append('valid_from', localDay()); // the latest valid_from: new requests pick it
    const thin = await templatePdf(['student_name', 'course_name', 'course_code']);
    form.append('certificate', new Blob([thin], { type: 'application/pdf' }), 'thin.pdf');
    const res = await api.request('POST', '/createCertificate', { token: admin, multipart: form });
    expect(res.status, res.text).toBe(200);
    const created = res.body.certificate as { id: number };
    // The course the workflow kit requests (the first course + type C assignment).
    const [tc] = await api.db
      .select({ courseId: t.templateCourses.courseId })
      .from(t.templateCourses)
      .where(eq(t.templateCourses.certificateType, 'C'))
      .orderBy(asc(t.templateCourses.id))
      .limit(1);
    const courseId = tc!.courseId;
    const assigned = await api.post(
      '/assignCourse',
      { certificate_id: created.id, course_id: [courseId], certificate_type: 'C' },
      admin,
    );
    expect(assigned.status, assigned.text).toBe(200);
    const signees = await api.post(
      '/assignSignee',
      {
        template_id: created.id,
        signee_ids: [await api.userId('signee1@certify.test'), await api.userId('signee2@certify.test')],
        signee1_designation: 'CEO',
        signee2_designation: 'Trainer',
      },
      admin,
    );
    expect(signees.status, signees.text).toBe(200);
    const print = async () => {
      const id = await kit.create('issued', 'C');
      const [row] = await api.db
        .select({ templateId: t.certificates.templateId, courseId: t.certificates.courseId })
        .from(t.certificates)
        .where(eq(t.certificates.id, id));
      expect(row).toEqual({ templateId: created.id, courseId });
      return api.request('POST', '/printCertificate', {
        token: await kit.token('printer'),
        body: { student_certificate_id: id },
        headers: { accept: 'application/json' },
      });
    };
    const first = await print();
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toMatch(
      /^Certificate printed successfully[^.]*\. First print with this template: its compliance checks warn about /,
    );
    expect(first.body.message).toContain('Issue date');
    expect(first.body.message).toContain('Certificate number');
    const second = await print();
    expect(second.body.message).not.toContain('First print');
  });
});
