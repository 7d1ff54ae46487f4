/**
 * Template management (src/templates/) against the real in-process api: Add Template from a PDF sent
 * through `POST /files/uploads?purpose=template` with its field report, the listing (paged, searched),
 * one template, Assign Course and Assign Signee with the spec's messages under the input's field
 * names, the update with its version check, who may (FORBIDDEN for a requisitioner; a certificate's
 * template shows its administration fields as null to them), and the `/files/templates/:id/preview` PDF.
 * spec: access-and-administration §2 "Template Listing", §3 Template, §5, §7, §8; api/CONTRACT.md "Templates".
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.token('admin');
});
afterAll(() => stack?.close());

/** The AcroForm fields the e2e template carries (two signee slots, no designations, no codes). */
const FIELDS = [
  'student_name',
  'course_name',
  'credential_number',
  'credential_date',
  'signee_1_name',
  'signee_1_signature',
  'signee_2_name',
  'signee_2_signature',
  'company_logo',
];

/** A one-page A4-landscape PDF with a border (its design) and a text field per name. */
async function templatePdf(names: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 2, borderColor: rgb(0, 0, 0) });
  const form = doc.getForm();
  names.forEach((name, i) => {
    form.createTextField(name).addToPage(page, { x: 60, y: 500 - i * 40, width: 300, height: 28, borderWidth: 0 });
  });
  return new Uint8Array(await doc.save());
}

/** Sends a PDF through the gateway's upload route; answers its upload id. */
async function uploadPdf(token: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'award.pdf');
  const res = await fetch(`${stack.gatewayUrl}/files/uploads?purpose=template`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { upload: { id: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.upload.id;
}

const TEMPLATE = `id name skipSign noOfSignees active validFrom validTo fileUrl previewUrl version
  fields { found missing }
  courses { label certificateType course { id name code } }
  signees { slot designation user { id fullName } }
  complianceChecks { code label requirement status detail }`;

const CREATE = `mutation($input: CreateTemplateInput!) {
  createTemplate(input: $input) { message fields { found missing } template { ${TEMPLATE} } } }`;
const ASSIGN_COURSES = `mutation($input: AssignTemplateCoursesInput!) {
  assignTemplateCourses(input: $input) { message template { ${TEMPLATE} } } }`;
const ASSIGN_SIGNEES = `mutation($input: AssignTemplateSigneesInput!) {
  assignTemplateSignees(input: $input) { message template { ${TEMPLATE} } } }`;
const UPDATE = `mutation($input: UpdateTemplateInput!) {
  updateTemplate(input: $input) { message template { ${TEMPLATE} } } }`;
const LIST = `query($search: String, $page: Int, $pageSize: Int) {
  templates(search: $search, page: $page, pageSize: $pageSize) { totalCount page pageSize nodes { id name } } }`;

interface TemplateData {
  id: string;
  name: string;
  noOfSignees: number;
  active: boolean;
  version: number;
  fileUrl: string | null;
  previewUrl: string;
  fields: { found: string[]; missing: string[] };
  courses: { label: string; certificateType: string; course: { id: string } }[];
  signees: { slot: number; designation: string; user: { id: string; fullName: string } }[];
  complianceChecks: { code: string; label: string; requirement: string; status: string; detail: string }[];
}

/** Adds a template (as the administrator) from a PDF with `names` fields; answers the payload. */
async function createTemplate(name: string, noOfSignees = 2, names = FIELDS) {
  const uploadId = await uploadPdf(admin, await templatePdf(names));
  const res = await stack.gql<{
    createTemplate: { message: string; fields: TemplateData['fields']; template: TemplateData };
  }>(CREATE, { input: { name, noOfSignees, skipSign: false, uploadId, validFrom: '2026-01-01' } }, admin);
  return ok(res).createTemplate;
}

/** The ids of the signing users (`formOptions.signees`) by full name. */
async function signeeIds(): Promise<Record<string, string>> {
  const res = await stack.gql<{ formOptions: { signees: { id: string; fullName: string }[] } }>(
    '{ formOptions { signees { id fullName } } }',
    {},
    admin,
  );
  return Object.fromEntries(ok(res).formOptions.signees.map((s) => [s.fullName, s.id]));
}

describe('createTemplate', () => {
  it('adds a template from an uploaded PDF and reports the expected fields found and missing', async () => {
    const created = await createTemplate('Gateway Testamur');
    expect(created.fields).toEqual({
      found: [
        'student_name',
        'course_name',
        'credential_number',
        'credential_date',
        'company_logo',
        'signee_1_name',
        'signee_1_signature',
        'signee_2_name',
        'signee_2_signature',
      ],
      missing: ['course_code', 'campus_name', 'certificate_type', 'signee_1_designation', 'signee_2_designation'],
    });
    expect(created.message).toContain('Not in the PDF, so not printed on it: course_code');
    expect(created.template).toMatchObject({
      name: 'Gateway Testamur',
      skipSign: false,
      noOfSignees: 2,
      active: true,
      validFrom: '2026-01-01',
      validTo: null,
      version: 1,
      fields: created.fields,
      courses: [],
      signees: [],
      previewUrl: `/files/templates/${created.template.id}/preview`,
    });
    expect(created.template.fileUrl).toMatch(/^\/files\/\d+$/);
    // docs/compliance.md: every check, in order, with its requirement (no course assigned yet).
    const checks = created.template.complianceChecks;
    expect(checks.map((c) => c.code)).toEqual([
      'rto_identity',
      'learner_name',
      'training_product',
      'issue_date',
      'certificate_number',
      'aqf_wording',
      'nrt_logo',
      'statement_wording',
      'no_usi',
    ]);
    expect(checks.find((c) => c.code === 'training_product')).toMatchObject({ status: 'WARNING' });
    expect(checks.find((c) => c.code === 'learner_name')).toMatchObject({ status: 'PASS' });
    expect(checks[0]!.requirement).toContain('Compliance Standards');
    // The stored PDF is served at fileUrl.
    const file = await fetch(stack.gatewayUrl + created.template.fileUrl, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers the api’s messages under the input’s field names', async () => {
    const uploadId = await uploadPdf(admin, await templatePdf([]));
    const noName = await stack.gql(CREATE, { input: { name: ' ', noOfSignees: 1, skipSign: false, uploadId } }, admin);
    expect(codeOf(noName)).toBe('BAD_USER_INPUT');
    expect(noName.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: 'Please enter the template name' });
    const slots = await stack.gql(CREATE, { input: { name: 'X', noOfSignees: 11, skipSign: false, uploadId } }, admin);
    expect(slots.errors?.[0]?.extensions?.fieldErrors).toEqual({
      noOfSignees: 'The number of signees must be between 1 and 10',
    });
    const order = await stack.gql(
      CREATE,
      {
        input: { name: 'X', noOfSignees: 1, skipSign: false, uploadId, validFrom: '2027-02-01', validTo: '2027-01-01' },
      },
      admin,
    );
    expect(order.errors?.[0]?.extensions?.fieldErrors).toEqual({
      validFrom: 'The valid from date must be on or before the valid to date',
    });
    const unknown = await stack.gql(
      CREATE,
      { input: { name: 'X', noOfSignees: 1, skipSign: false, uploadId: '999999' } },
      admin,
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(Object.keys(unknown.errors?.[0]?.extensions?.fieldErrors as object)).toEqual(['uploadId']);
  });
});

describe('templates and template', () => {
  it('pages on the server (newest first), searches by name, and answers one template or null', async () => {
    const { template } = await createTemplate('Searchable Diploma Award', 1, ['student_name']);
    const page = ok(await stack.gql<{ templates: any }>(LIST, { search: 'searchable diploma' }, admin)).templates;
    expect(page).toMatchObject({ totalCount: 1, page: 1, pageSize: 5, nodes: [{ id: template.id }] });
    const all = ok(await stack.gql<{ templates: any }>(LIST, { page: 1, pageSize: 2 }, admin)).templates;
    expect(all.nodes).toHaveLength(2);
    expect(all.nodes[0].id).toBe(template.id);
    expect(all.totalCount).toBeGreaterThan(2);
    const tooBig = await stack.gql(LIST, { pageSize: 101 }, admin);
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    expect(tooBig.errors?.[0]?.extensions?.fieldErrors).toEqual({ pageSize: 'per_page must be between 1 and 100' });

    const one = await stack.gql<{ template: TemplateData }>(
      `query($id: ID!) { template(id: $id) { ${TEMPLATE} } }`,
      { id: template.id },
      admin,
    );
    expect(ok(one).template).toMatchObject({ id: template.id, name: 'Searchable Diploma Award', version: 1 });
    const none = await stack.gql('query { template(id: "999999") { id } }', {}, admin);
    expect(ok(none)).toEqual({ template: null });
  });
});

describe('assignTemplateCourses and assignTemplateSignees', () => {
  it("assigns courses and a type ('Please select all the required fields' without a course)", async () => {
    const { template } = await createTemplate('Course Award', 1, ['student_name']);
    const courses = ok(
      await stack.gql<{ formOptions: { courses: { id: string; name: string }[] } }>(
        '{ formOptions { courses { id name } } }',
        {},
        admin,
      ),
    ).formOptions.courses;
    const none = await stack.gql(
      ASSIGN_COURSES,
      { input: { templateId: template.id, courseIds: [], certificateType: 'CERTIFICATE' } },
      admin,
    );
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0]?.message).toBe('Please select all the required fields');
    expect(none.errors?.[0]?.extensions?.fieldErrors).toEqual({ courseIds: 'Please select all the required fields' });

    const res = await stack.gql<{ assignTemplateCourses: { message: string; template: TemplateData } }>(
      ASSIGN_COURSES,
      { input: { templateId: template.id, courseIds: [courses[0]!.id], certificateType: 'CERTIFICATE', version: 1 } },
      admin,
    );
    const assigned = ok(res).assignTemplateCourses;
    expect(assigned.message).toBe('Courses assigned successfully');
    expect(assigned.template.version).toBe(2);
    expect(assigned.template.courses).toEqual([
      {
        label: `${courses[0]!.name}-C`,
        certificateType: 'CERTIFICATE',
        course: { id: courses[0]!.id, name: courses[0]!.name, code: expect.any(String) },
      },
    ]);
    const stale = await stack.gql(
      ASSIGN_COURSES,
      { input: { templateId: template.id, courseIds: [courses[1]!.id], certificateType: 'CERTIFICATE', version: 1 } },
      admin,
    );
    expect(codeOf(stale)).toBe('CONFLICT');
  });

  it('sets a signee and a designation per slot, with the spec’s messages per slot', async () => {
    const { template } = await createTemplate('Signee Award', 2);
    const ids = await signeeIds();
    const [first, second] = Object.values(ids);
    const assign = (signees: object[], version?: number) =>
      stack.gql<{ assignTemplateSignees: { message: string; template: TemplateData } }>(
        ASSIGN_SIGNEES,
        { input: { templateId: template.id, signees, ...(version ? { version } : {}) } },
        admin,
      );

    const missing = await assign([{ slot: 1, userId: first, designation: 'Chief Executive Officer' }]);
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toBe('Please enter all the required fields');
    expect(missing.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'signees.1.userId': 'Please enter all the required fields',
      'signees.1.designation': 'Please enter all the required fields',
    });
    const blank = await assign([
      { slot: 1, userId: first, designation: 'Chief Executive Officer' },
      { slot: 2, userId: second, designation: ' ' },
    ]);
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'signees.1.designation': 'Please enter all the required fields',
    });
    const twice = await assign([
      { slot: 2, userId: first, designation: 'Training Manager' },
      { slot: 1, userId: first, designation: 'Chief Executive Officer' },
    ]);
    expect(twice.errors?.[0]?.message).toBe('A signee may be chosen for only one slot');
    expect(twice.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'signees.0.userId': 'A signee may be chosen for only one slot',
    });
    const requisitioner = ok(
      await stack.gql<{ viewer: { user: { id: string } } }>(
        '{ viewer { user { id } } }',
        {},
        await stack.token('requisitioner'),
      ),
    ).viewer.user.id;
    const cannotSign = await assign([
      { slot: 1, userId: first, designation: 'Chief Executive Officer' },
      { slot: 2, userId: requisitioner, designation: 'Training Manager' },
    ]);
    expect(cannotSign.errors?.[0]?.message).toBe('The chosen user may not sign certificates');
    expect(cannotSign.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'signees.1.userId': 'The chosen user may not sign certificates',
    });
    const sameSlot = await assign([
      { slot: 1, userId: first, designation: 'A' },
      { slot: 1, userId: second, designation: 'B' },
    ]);
    expect(sameSlot.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'signees.1.slot': 'Each signee slot may be given once',
    });

    const res = ok(
      await assign(
        [
          { slot: 2, userId: second, designation: 'Training Manager' },
          { slot: 1, userId: first, designation: 'Chief Executive Officer' },
        ],
        1,
      ),
    ).assignTemplateSignees;
    expect(res.message).toBe('Signees assigned successfully');
    expect(res.template.version).toBe(2);
    expect(res.template.signees).toEqual([
      { slot: 1, designation: 'Chief Executive Officer', user: { id: first, fullName: expect.any(String) } },
      { slot: 2, designation: 'Training Manager', user: { id: second, fullName: expect.any(String) } },
    ]);
    expect(codeOf(await assign([{ slot: 1, userId: first, designation: 'X' }], 1))).toBe('CONFLICT');
  });
});

describe('updateTemplate', () => {
  it('changes the fields sent, clears a date with null, and refuses a stale version', async () => {
    const { template } = await createTemplate('Draft Award', 1, ['student_name']);
    const res = ok(
      await stack.gql<{ updateTemplate: { message: string; template: TemplateData & { validTo: string } } }>(
        UPDATE,
        { input: { id: template.id, name: 'Final Award', active: false, validTo: '2027-12-31', version: 1 } },
        admin,
      ),
    ).updateTemplate;
    expect(res.message).toBe('Template updated successfully');
    expect(res.template).toMatchObject({ name: 'Final Award', active: false, validTo: '2027-12-31', version: 2 });
    const cleared = ok(
      await stack.gql<{ updateTemplate: { template: { validFrom: string | null; version: number } } }>(
        UPDATE,
        { input: { id: template.id, validFrom: null, version: 2 } },
        admin,
      ),
    ).updateTemplate;
    expect(cleared.template).toMatchObject({ validFrom: null, version: 3 });
    const order = await stack.gql(UPDATE, { input: { id: template.id, validFrom: '2028-01-01', version: 3 } }, admin);
    expect(order.errors?.[0]?.extensions?.fieldErrors).toEqual({
      validFrom: 'The valid from date must be on or before the valid to date',
    });
    expect(codeOf(await stack.gql(UPDATE, { input: { id: template.id, name: 'Other', version: 1 } }, admin))).toBe(
      'CONFLICT',
    );
  });
});

describe('who may', () => {
  it('a requisitioner is FORBIDDEN; a certificate’s template shows them its administration fields as null', async () => {
    const requisitioner = await stack.token('requisitioner');
    expect(codeOf(await stack.gql(LIST, {}, requisitioner))).toBe('FORBIDDEN');
    expect(codeOf(await stack.gql('query { template(id: "1") { id } }', {}, requisitioner))).toBe('FORBIDDEN');
    const uploadId = await uploadPdf(requisitioner, await templatePdf([]));
    const create = await stack.gql(
      CREATE,
      { input: { name: 'Mine', noOfSignees: 1, skipSign: false, uploadId } },
      requisitioner,
    );
    expect(codeOf(create)).toBe('FORBIDDEN');
    expect(
      codeOf(
        await stack.gql(
          ASSIGN_COURSES,
          { input: { templateId: '1', courseIds: ['1'], certificateType: 'CERTIFICATE' } },
          requisitioner,
        ),
      ),
    ).toBe('FORBIDDEN');

    const query = `{ certificates(list: REQUESTED, pageSize: 1) { nodes { template { ${TEMPLATE} } } } }`;
    const theirs = await stack.gql<{ certificates: { nodes: { template: TemplateData }[] } }>(query, {}, requisitioner);
    const template = ok(theirs).certificates.nodes[0]!.template;
    expect(template).toMatchObject({
      name: expect.any(String),
      noOfSignees: expect.any(Number),
      active: null,
      version: null,
      fileUrl: null,
      fields: null,
      courses: null,
      signees: null,
    });
    // The administrator reads the same template's administration fields through the loader.
    const mine = ok(await stack.gql<{ certificates: { nodes: { template: TemplateData }[] } }>(query, {}, admin))
      .certificates.nodes[0]!.template;
    expect(mine.active).toBe(true);
    expect(mine.version).toEqual(expect.any(Number));
    expect(mine.signees?.length).toBe(mine.noOfSignees);
  });
});

describe('GET /files/templates/:id/preview', () => {
  it('streams the sample preview PDF to template managers only', async () => {
    const { template } = await createTemplate('Preview Award', 2);
    const get = (path: string, token?: string) =>
      fetch(stack.gatewayUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const res = await get(template.previewUrl, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const forbidden = await get(template.previewUrl, await stack.token('requisitioner'));
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect((await get(template.previewUrl)).status).toBe(401);
    expect((await get('/files/templates/999999/preview', admin)).status).toBe(404);
  });
});
