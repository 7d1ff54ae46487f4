/**
 * Template management end to end (access-and-administration §2 "Template Listing", §5; docs/product.md "Administration"
 * "Templates"): the administrator uploads a template PDF with AcroForm fields (built here with
 * pdf-lib), sees which expected fields were found and which are missing, assigns a course with a
 * certificate type, assigns signee 1 and signee 2 with designations (a signee is offered for one slot
 * only), reads View Details, and opens View: the template filled with sample data renders, as a
 * certificate would print, watermarked PREVIEW; View Details lists the template's compliance checks and
 * a PDF with a USI field is refused (docs/compliance.md). Screenshots of each screen are attached.
 */
import type { Locator, Page } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
import { TemplateManagementPage } from './pages/TemplateManagementPage';
import { expect, storageStateOf, test } from './support/fixtures';
import { pdfText } from './support/pdfText';

test.use({ storageState: storageStateOf('admin') });

/** The AcroForm text fields of the template (two signee slots; no designations, codes or campus). */
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

/** A one-page A4-landscape template: a border and a title (its design) and a text field per name. */
async function templatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 3, borderColor: rgb(0.69, 0.55, 0.27) });
  page.drawText('Certificate of Achievement', { x: 250, y: 500, size: 28, color: rgb(0.06, 0.16, 0.3) });
  const form = doc.getForm();
  const place: Record<string, [number, number, number, number]> = {
    student_name: [221, 420, 400, 36],
    course_name: [171, 360, 500, 28],
    credential_number: [60, 60, 200, 18],
    credential_date: [600, 60, 180, 18],
    signee_1_name: [120, 130, 220, 20],
    signee_1_signature: [120, 155, 220, 60],
    signee_2_name: [500, 130, 220, 20],
    signee_2_signature: [500, 155, 220, 60],
    company_logo: [40, 480, 120, 80],
  };
  for (const name of FIELDS) {
    const [x, y, width, height] = place[name]!;
    form.createTextField(name).addToPage(page, { x, y, width, height, borderWidth: 0 });
  }
  return Buffer.from(await doc.save());
}

/** Saves a screenshot of the page (or a dialog) under the test's output and attaches it to the report. */
async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await (target ?? page).screenshot({ path, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const tagsOf = (locator: Locator) => locator.allInnerTexts();

test('the administrator adds a template PDF, assigns a course and two signees, and previews it', async ({ app }) => {
  const templates = new TemplateManagementPage(app.page);
  const name = `E2E Testamur ${Date.now().toString(36).toUpperCase()}`;

  await templates.open();
  await expect(templates.addButton).toBeVisible();
  await shot(app.page, 'templates-listing');

  // Add Template: the PDF goes through the upload route, then the field report shows.
  await templates.addTemplate(
    { name, signees: 2, validFrom: '01-01-2026', pdf: { name: 'e2e-testamur.pdf', buffer: await templatePdf() } },
    (dialog) => shot(app.page, 'templates-add-dialog', dialog),
  );
  await expect(templates.foundFields().first()).toBeVisible();
  expect((await tagsOf(templates.foundFields())).sort()).toEqual([...FIELDS].sort());
  expect((await tagsOf(templates.missingFields())).sort()).toEqual(
    ['campus_name', 'certificate_type', 'course_code', 'signee_1_designation', 'signee_2_designation'].sort(),
  );
  await expect(app.page.getByText(/Missing fields are not printed on this PDF/)).toBeVisible();
  await shot(app.page, 'templates-add-result', templates.dialog('Template added'));
  await templates.closeDialog();

  // The new template heads the listing; the search narrows it to it.
  await templates.search(name);
  await expect(app.page.getByRole('row')).toHaveCount(2);
  await expect(templates.row(name)).toContainText('2 signees');

  // Assign Course: a course and a certificate type.
  await templates.assignCourses(
    name,
    [{ search: 'BSB50420', option: /Leadership and Management/ }],
    'Certificate (C)',
    (dialog) => shot(app.page, 'templates-assign-course', dialog),
  );
  await expect(app.toast('Courses assigned successfully')).toBeVisible();

  // Assign Signee: one signee per slot, each with a designation.
  await templates.assignSignees(
    name,
    [
      { signee: 'Margaret Hughes', designation: 'Chief Executive Officer' },
      { signee: "James O'Connor", designation: 'Training Manager' },
    ],
    async (dialog) => {
      // Margaret, chosen for slot 1, is not offered for slot 2.
      await expect(templates.signeeSelect(2).getByRole('option', { name: /Margaret Hughes/ })).toBeDisabled();
      await shot(app.page, 'templates-assign-signee', dialog);
    },
  );
  await expect(app.toast('Signees assigned successfully')).toBeVisible();

  // View Details: courses as 'course name-typecode', the signees with designations, the fields.
  const details = await templates.openDetails(name);
  await expect(details.getByText(/Leadership and Management-C$/)).toBeVisible();
  await expect(details.getByRole('row').filter({ hasText: 'Margaret Hughes' })).toContainText(
    'Chief Executive Officer',
  );
  await expect(details.getByRole('row').filter({ hasText: "James O'Connor" })).toContainText('Training Manager');
  await expect(details.getByText('01-01-2026')).toBeVisible();
  await expect(details.getByRole('region', { name: 'Missing fields' })).toContainText('course_code');
  await shot(app.page, 'templates-details', details);
  await templates.closeDialog();

  // View: the template filled with sample data and the assigned signees, watermarked PREVIEW.
  await templates.openView(name);
  const previewPath = app.page
    .url()
    .replace(/^.*\/settings\/template-management\/(\d+)\/preview$/, '/files/templates/$1/preview');
  const token = await app.page.evaluate(
    () => (JSON.parse(localStorage.getItem('certify.authority.details') ?? '{}') as { token?: string }).token,
  );
  const response = await app.page.request.get(previewPath, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await response.body()))).replace(/\s+/g, '');
  expect(text).toContain('AlexSampleStudent');
  expect(text).toContain('MargaretHughes');
  expect(text).toContain('PREVIEW');
  await expect(templates.previewCanvas).toBeVisible();
  await expect(app.page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await app.page.waitForTimeout(300);
  await shot(app.page, 'templates-view');
});

test('View Details lists the compliance checks; a template PDF with a USI field is refused', async ({ app }) => {
  const templates = new TemplateManagementPage(app.page);
  const name = `E2E Checks ${Date.now().toString(36).toUpperCase()}`;
  await templates.open();
  await templates.addTemplate({ name, signees: 2, pdf: { name: 'e2e-checks.pdf', buffer: await templatePdf() } });
  await templates.closeDialog();
  await templates.search(name);

  // docs/compliance.md: each check pass or warning with the requirement it comes from.
  const details = await templates.openDetails(name);
  await expect(templates.complianceChecks(details)).toHaveCount(9);
  const learner = templates.complianceCheck(details, 'Learner’s name');
  await expect(learner).toHaveAttribute('data-status', 'pass');
  await expect(learner).toContainText('Pass');
  // The PDF has no organisation_name / rto_code field and its design does not print them.
  const rto = templates.complianceCheck(details, 'RTO name and code');
  await expect(rto).toHaveAttribute('data-status', 'warning');
  await expect(rto).toContainText('Compliance Standards for NVR RTOs 2025, s 11');
  await expect(templates.complianceCheck(details, 'Qualification or unit code and title')).toHaveAttribute(
    'data-status',
    'warning',
  );
  await expect(templates.complianceCheck(details, 'Unique Student Identifier never printed')).toHaveAttribute(
    'data-status',
    'pass',
  );
  await details.getByRole('region', { name: 'Compliance checks' }).scrollIntoViewIfNeeded();
  await shot(app.page, 'templates-compliance-checks', details);
  await templates.closeDialog();

  // A template that would print the USI is refused with that reason; nothing is added.
  const doc = await PDFDocument.load(await templatePdf());
  doc.getForm().createTextField('usi').addToPage(doc.getPage(0), { x: 60, y: 90, width: 200, height: 18 });
  const refused = `E2E USI ${Date.now().toString(36).toUpperCase()}`;
  await templates.submitTemplate({
    name: refused,
    signees: 1,
    pdf: { name: 'e2e-usi.pdf', buffer: Buffer.from(await doc.save()) },
  });
  const dialog = templates.dialog('Add Template');
  await expect(
    dialog.getByText(/may never print the Unique Student Identifier \(USI\): remove the field usi/),
  ).toBeVisible();
  await shot(app.page, 'templates-usi-refused', dialog);
  await templates.closeDialog();
  await templates.search(refused);
  await expect(templates.row(refused)).toHaveCount(0);
});
