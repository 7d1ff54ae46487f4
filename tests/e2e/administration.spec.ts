/**
 * Administration end to end (docs/product.md "Administration"; access-and-administration §2 "Organization
 * Settings", "Role Management", "User Management", "Template Listing", "Signature Settings"):
 * the administrator uploads the organisation's logo, makes a role of grants and a user holding it,
 * adds a template PDF with AcroForm fields (built here with pdf-lib), assigns it a course with a
 * certificate type and two signees (the new user and a demo signee); the new user signs in through
 * the login page and draws a signature, the demo signee uploads one; a certificate requested for
 * that course and type goes through approval, both signatures, issue and print, and the printed
 * PDF is this template filled in: its title, the student, the credential number, both signees'
 * names and designations, and three images on the certificate page — the logo and both signatures.
 *
 * The course and type (CHC33021, Certificate) are ones no other spec requests or assigns, so the
 * new template (valid from 01-01-2026, later than the demo templates) is the one requests of
 * them pick without changing what other specs print; names and e-mails are unique per run.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { AddUserPage } from './pages/AddUserPage';
import { CertifyApp } from './pages/CertifyApp';
import type { CertificateList } from './pages/CertificateListPage';
import { OrganisationSettingsPage } from './pages/OrganisationSettingsPage';
import { RoleManagementPage } from './pages/RoleManagementPage';
import { SignatureSettingsPage } from './pages/SignatureSettingsPage';
import { TemplateManagementPage } from './pages/TemplateManagementPage';
import { UserManagementPage } from './pages/UserManagementPage';
import { ACCOUNTS } from './support/accounts';
import { expect, test } from './support/fixtures';
import { pdfPageImages } from './support/pdfImages';
import { printRequests } from './support/printDialog';
import { logoPng, signaturePng } from './support/pngImages';

const runId = Date.now().toString(36).toUpperCase();

/** The template's own design text: the printed PDF carries it only if it was printed on this template. */
const TITLE = 'CERTIFY E2E TESTAMUR';
const TEMPLATE_NAME = `E2E Administration Testamur ${runId}`;
const ROLE_NAME = `Signing officer ${runId}`;
const OFFICER = {
  firstName: 'Sasha',
  lastName: `Whitlock ${runId}`,
  mobileNumber: '0400555123',
  email: `signing.officer.${runId.toLowerCase()}@certify.test`,
  password: 'Certify@2026',
};
const OFFICER_NAME = `${OFFICER.firstName} ${OFFICER.lastName}`;
const SIGNEE1_NAME = 'Margaret Hughes';
const DESIGNATIONS = ['Director of Studies', 'Chief Executive Officer'] as const;

const STUDENT = 'Matilda Fraser';
const COURSE = { code: 'CHC33021', option: /Individual Support/ };
const CERTIFICATE_TYPE = 'Certificate (C)';
const UNIT = { code: 'CHCCCS031', name: 'Provide individualised support' };
const credentialNumber = `E2E-ADM-${runId}`;

/** The logo and the uploaded signature, with sizes no other image of the certificate has. */
const LOGO = { width: 180, height: 60 };
const SIGNATURE_SCAN = { width: 320, height: 96 };

/** [x, y, width, height] of each AcroForm text field on the A4-landscape page. */
const FIELDS: Record<string, [number, number, number, number]> = {
  company_logo: [56, 470, 150, 80],
  student_name: [171, 372, 500, 34],
  course_code: [321, 300, 200, 22],
  course_name: [121, 272, 600, 26],
  credential_number: [60, 52, 220, 16],
  credential_date: [582, 52, 200, 16],
  signee_1_signature: [110, 150, 220, 60],
  signee_1_name: [110, 122, 220, 20],
  signee_1_designation: [110, 102, 220, 16],
  signee_2_signature: [512, 150, 220, 60],
  signee_2_name: [512, 122, 220, 20],
  signee_2_designation: [512, 102, 220, 16],
};

/** A one-page A4-landscape template: a double frame, the title, captions, signature lines and the fields. */
async function templatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const navy = rgb(0.06, 0.16, 0.3);
  const gold = rgb(0.69, 0.55, 0.27);
  const centred = (text: string, y: number, size: number, font = regular) =>
    page.drawText(text, { x: (842 - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: navy });
  page.drawRectangle({ x: 20, y: 20, width: 802, height: 555, borderWidth: 4, borderColor: gold });
  page.drawRectangle({ x: 32, y: 32, width: 778, height: 531, borderWidth: 1, borderColor: navy });
  centred(TITLE, 486, 30, bold);
  centred('This is to certify that', 426, 14);
  centred('has fulfilled the requirements of', 340, 14);
  for (const x of [110, 512]) page.drawLine({ start: { x, y: 146 }, end: { x: x + 220, y: 146 }, color: navy });
  page.drawText('Credential number', { x: 60, y: 72, size: 9, font: regular, color: gold });
  page.drawText('Date of issue', { x: 582, y: 72, size: 9, font: regular, color: gold });
  const form = doc.getForm();
  for (const [name, [x, y, width, height]] of Object.entries(FIELDS)) {
    form.createTextField(name).addToPage(page, { x, y, width, height, borderWidth: 0 });
  }
  return Buffer.from(await doc.save());
}

/** Opens a list, narrows it to our student, and opens the Details of our certificate's row. */
async function openOurCertificate(app: CertifyApp, list: CertificateList): Promise<void> {
  await app.lists.open(list);
  await app.lists.searchStudent(STUDENT);
  await expect(app.lists.row(credentialNumber)).toBeVisible();
  await app.lists.openDetails(credentialNumber);
  await expect(app.detail.student(STUDENT)).toBeVisible();
}

/** The new user signs in through the login page in `context`, a browser of their own (no stored session). */
async function logInAsOfficer(context: BrowserContext): Promise<CertifyApp> {
  const officer = new CertifyApp(await context.newPage());
  await officer.login.open();
  await officer.login.logIn(OFFICER.email, OFFICER.password);
  await expect(officer.page).toHaveURL(/\/dashboard$/);
  return officer;
}

test('an administrator sets up a role, a user, a template and its signees, and a certificate prints on it', async ({
  signedIn,
  browser,
}) => {
  test.slow();
  const admin = await signedIn('admin');
  const approver = await signedIn('approver');

  await test.step('Organization Settings: the logo', async () => {
    const organisation = new OrganisationSettingsPage(admin.page);
    await organisation.open();
    await organisation.save({
      logo: { name: 'e2e-logo.png', mimeType: 'image/png', buffer: logoPng(LOGO.width, LOGO.height) },
    });
    await expect(admin.toast('Company settings updated successfully')).toBeVisible();
    await expect(organisation.logoPreview).toHaveAttribute('alt', 'Current logo');
  });

  await test.step('Role Management and User Management: a signing role and a user holding it', async () => {
    const roles = new RoleManagementPage(admin.page);
    await roles.open();
    const dialog = await roles.addRoles();
    await dialog.fillName(ROLE_NAME);
    await dialog.grantModule('Certificates', 'Certificate To Be Signed');
    await dialog.grantModule('Certificates', 'Certificate Signed');
    await dialog.grantModule('Settings', 'Signature');
    await dialog.grantModule('Settings', 'User Configurations');
    await dialog.grantPermission('Sign certificates when assigned as a signee');
    await dialog.create();
    await expect(admin.toast('Role created successfully')).toBeVisible();
    await expect(dialog.root).toHaveAccessibleName(new RegExp(`Edit Role — ${ROLE_NAME}`));
    await dialog.close();
    await roles.showPerPage(50);
    await expect(roles.row(ROLE_NAME)).toContainText('Active');

    const users = new UserManagementPage(admin.page);
    await users.open();
    await users.addUserButton.click();
    const addUser = new AddUserPage(admin.page);
    await expect(addUser.heading).toBeVisible();
    await addUser.fill(OFFICER);
    await addUser.chooseRole(ROLE_NAME);
    await addUser.submit();
    await expect(admin.toast('User added successfully')).toBeVisible();
    await expect(admin.page).toHaveURL(/\/settings\/user-management$/);
    await users.search(OFFICER.email);
    await expect(users.row(OFFICER.email)).toContainText(ROLE_NAME);
  });

  await test.step('Template Management: the template, its course and type, its two signees', async () => {
    const templates = new TemplateManagementPage(admin.page);
    await templates.open();
    await templates.addTemplate({
      name: TEMPLATE_NAME,
      signees: 2,
      validFrom: '01-01-2026',
      pdf: { name: 'e2e-administration-testamur.pdf', buffer: await templatePdf() },
    });
    await expect(templates.foundFields().first()).toBeVisible();
    expect((await templates.foundFields().allInnerTexts()).sort()).toEqual(Object.keys(FIELDS).sort());
    expect((await templates.missingFields().allInnerTexts()).sort()).toEqual(['campus_name', 'certificate_type']);
    await templates.closeDialog();

    await templates.search(TEMPLATE_NAME);
    await expect(templates.row(TEMPLATE_NAME)).toContainText('2 signees');
    await templates.assignCourses(TEMPLATE_NAME, [{ search: COURSE.code, option: COURSE.option }], CERTIFICATE_TYPE);
    await expect(admin.toast('Courses assigned successfully')).toBeVisible();
    await templates.assignSignees(TEMPLATE_NAME, [
      { signee: OFFICER_NAME, designation: DESIGNATIONS[0] },
      { signee: SIGNEE1_NAME, designation: DESIGNATIONS[1] },
    ]);
    await expect(admin.toast('Signees assigned successfully')).toBeVisible();

    const details = await templates.openDetails(TEMPLATE_NAME);
    await expect(details.getByText(/Certificate III in Individual Support-C$/)).toBeVisible();
    await expect(details.getByRole('row').filter({ hasText: OFFICER_NAME })).toContainText(DESIGNATIONS[0]);
    await expect(details.getByRole('row').filter({ hasText: SIGNEE1_NAME })).toContainText(DESIGNATIONS[1]);
    await templates.closeDialog();
  });

  // The new user, signed in through the login page, sees the role's menus and draws a signature.
  const officerContext = await browser.newContext({ storageState: undefined });
  try {
    const officer = await logInAsOfficer(officerContext);
    await test.step('the new user draws a signature', async () => {
      await officer.header.openSettingsMenu();
      await expect(officer.page.getByRole('menuitem')).toHaveText(['User Configurations', 'Signature']);
      await officer.header.choose('Signature');
      const signature = new SignatureSettingsPage(officer.page);
      await expect(signature.heading).toBeVisible();
      await signature.drawSignature();
      await expect(officer.toast('Signature saved successfully')).toBeVisible();
      await expect(officer.page.getByText(/^Drawn on /)).toBeVisible();
    });

    const signee1 = await signedIn('signee1');
    await test.step(`${ACCOUNTS.signee1} uploads a signature file`, async () => {
      const signature = new SignatureSettingsPage(signee1.page);
      await signature.open();
      await signature.uploadSignature({
        name: 'margaret-hughes-signature.png',
        mimeType: 'image/png',
        buffer: signaturePng(SIGNATURE_SCAN.width, SIGNATURE_SCAN.height),
      });
      await expect(signee1.toast('Signature saved successfully')).toBeVisible();
      await expect(signature.currentSignature).toBeVisible();
      await expect
        .poll(() =>
          signature.currentSignature.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`),
        )
        .toBe(`${SIGNATURE_SCAN.width}x${SIGNATURE_SCAN.height}`);
    });

    await test.step('the requisitioner requests a certificate of the course and type', async () => {
      const requisitioner = await signedIn('requisitioner');
      await requisitioner.lists.open('requested-list');
      await requisitioner.lists.requestCertificate();
      const form = requisitioner.request;
      await form.chooseStudent('Fraser', STUDENT);
      await form.chooseCourse(COURSE.code, COURSE.option);
      await form.chooseCampus('Sydney');
      await form.chooseCertificateType(CERTIFICATE_TYPE);
      await form.setCredentialDate('20-11-2026');
      await form.setCredentialNumber(credentialNumber);
      await form.fillUnit(0, { ...UNIT, startDate: '02-03-2026', mark: '78', outcome: 'Competent', grade: 'CA' });
      await form.submit();
      await expect(requisitioner.page).toHaveURL(/\/certificates\/requested-list$/);
      await expect(requisitioner.lists.row(credentialNumber)).toBeVisible();
    });

    await test.step('the approver approves', async () => {
      await openOurCertificate(approver, 'requested-list');
      await approver.detail.approveRequest({ fee: 'Paid', comment: 'Checked against the assessment record.' });
      await expect(approver.toast('Certificate approved successfully')).toBeVisible();
    });

    await test.step('both signees sign (password security off for both)', async () => {
      for (const app of [officer, signee1]) {
        await openOurCertificate(app, 'to-be-signed-list');
        await app.detail.openSignPage();
        await expect(app.page).toHaveURL(/\/sign$/);
        await app.sign.signWithConfirmation();
        await expect(app.toast('Certificate signed successfully')).toBeVisible();
      }
      // the new user's role shows the certificate they signed on the signed list
      await officer.lists.open('signed-list');
      await officer.lists.searchStudent(STUDENT);
      await expect(officer.lists.row(credentialNumber)).toBeVisible();
    });
  } finally {
    await officerContext.close();
  }

  await test.step('the approver issues; the printer prints, and the printed PDF is the new template filled in', async () => {
    await openOurCertificate(approver, 'signed-list');
    await approver.detail.issue();
    await expect(approver.toast('Certificate issued successfully')).toBeVisible();

    const printer = await signedIn('printer');
    await openOurCertificate(printer, 'send-to-print-list');
    await printer.detail.print();
    await expect(printer.toast('Certificate printed successfully')).toBeVisible();
    await expect.poll(() => printRequests(printer.page)).toBe(1);
    const pdf = await printer.detail.printResult.downloadPdf();
    await printer.detail.printResult.close();
    const saved = test.info().outputPath('printed-certificate.pdf');
    await writeFile(saved, pdf.bytes);
    await test.info().attach('printed certificate', { path: saved, contentType: 'application/pdf' });

    expect(pdf.text).toContain(TITLE);
    expect(pdf.text).toContain(STUDENT);
    expect(pdf.text).toContain(credentialNumber);
    expect(pdf.text).toContain(COURSE.code);
    for (const name of [OFFICER_NAME, SIGNEE1_NAME, ...DESIGNATIONS]) expect(pdf.text).toContain(name);

    // the certificate page draws three distinct images: the logo, the drawing and the uploaded scan
    const images = await pdfPageImages(pdf.bytes, 1);
    expect(images.length).toBeGreaterThanOrEqual(3);
    const sizes = images.map((image) => `${image.width}x${image.height}`);
    const [logo, scan] = [LOGO, SIGNATURE_SCAN].map((image) => `${image.width}x${image.height}`);
    expect(sizes).toContain(logo);
    expect(sizes).toContain(scan);
    // the drawing: the ink trimmed from the pad, of a size of its own
    expect(sizes.filter((size) => size !== logo && size !== scan).length).toBeGreaterThanOrEqual(1);
  });
});
