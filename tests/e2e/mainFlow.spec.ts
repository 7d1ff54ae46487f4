/**
 * The main job end to end (issue #2 §5): each role, in a browser of its own opened from its saved
 * state (setup project), plays its part — request, QA approval, both signatures (one with password
 * security), issue, print — and the printed PDF's text carries the student's name, the credential
 * number and the units. Signing in through the login page is login.spec.ts's job.
 */
import type { CertifyApp } from './pages/CertifyApp';
import type { CertificateList } from './pages/CertificateListPage';
import { PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { printRequests } from './support/printDialog';

const STUDENT = 'Ruby Papadopoulos';
const COURSE_CODE = 'BSB50420';
const UNITS = [
  { code: 'BSBLDR523', name: 'Lead and manage effective workplace relationships' },
  { code: 'BSBOPS502', name: 'Manage business operational plans' },
];
const credentialNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
const ENROLMENT_ID = `ENR-${credentialNumber}`;
/** The seed's student_portal_report_url with this request's enrolment id (certificate-workflow §1). */
const ASSESSMENT_REPORT_URL = `https://portal.southerncross.example.edu.au/reports/assessment?enrolment=${ENROLMENT_ID}`;

/** Opens a list, narrows it to our student, and opens the Details of our certificate's row. */
async function openOurCertificate(app: CertifyApp, list: CertificateList): Promise<void> {
  await app.lists.open(list);
  await app.lists.searchStudent(STUDENT);
  await expect(app.lists.row(credentialNumber)).toBeVisible();
  await app.lists.openDetails(credentialNumber);
  await expect(app.detail.student(STUDENT)).toBeVisible();
}

test('a certificate is requested, approved, signed, issued and printed by each role in the browser', async ({
  signedIn,
}) => {
  // Requisitioner: the Request Certificate form.
  const requisitioner = await signedIn('requisitioner');
  await requisitioner.lists.open('requested-list');
  await requisitioner.lists.requestCertificate();
  await expect(requisitioner.page).toHaveURL(/\/certificates\/request-certificate/);

  const form = requisitioner.request;
  await form.chooseStudent('Papadopoulos', STUDENT);
  await form.chooseCourse(COURSE_CODE, /Leadership and Management/);
  await form.chooseCampus('Melbourne');
  await form.chooseCertificateType('Certificate (C)');
  await form.setCredentialDate('20-11-2026');
  await form.setCredentialNumber(credentialNumber);
  await form.setEnrolmentId(ENROLMENT_ID);
  for (const [index, unit] of UNITS.entries()) {
    if (index > 0) await form.addUnit();
    await form.fillUnit(index, { ...unit, startDate: '03-02-2026', mark: '85', outcome: 'Competent', grade: 'CA' });
  }
  await form.submit();
  await expect(requisitioner.page).toHaveURL(/\/certificates\/requested-list$/);
  await expect(requisitioner.lists.row(credentialNumber)).toBeVisible();

  // Approver: QA approval with a comment and the fee choice; the dialog links to the assessment report.
  const approver = await signedIn('approver');
  await openOurCertificate(approver, 'requested-list');
  const approve = await approver.detail.openApproveDialog();
  await expect(approve.assessmentReportLink).toHaveAttribute('href', ASSESSMENT_REPORT_URL);
  await approve.approve({ fee: 'Paid', comment: 'Evidence checked against the assessment record.' });
  await expect(approver.toast('Certificate approved successfully')).toBeVisible();

  // Signee 1: confirmation. Signee 2 (password security on): password.
  for (const signee of ['signee1', 'signee2'] as const) {
    const app = await signedIn(signee);
    await openOurCertificate(app, 'to-be-signed-list');
    await app.detail.openSignPage();
    await expect(app.page).toHaveURL(/\/sign$/);
    if (signee === 'signee2') await app.sign.signWithPassword(PASSWORD);
    else await app.sign.signWithConfirmation();
    await expect(app.toast('Certificate signed successfully')).toBeVisible();
  }

  // Approver: issue.
  await openOurCertificate(approver, 'signed-list');
  await approver.detail.issue();
  await expect(approver.toast('Certificate issued successfully')).toBeVisible();

  // Printer: print; the printed PDF is what the gateway streamed from the stored file.
  const printer = await signedIn('printer');
  await openOurCertificate(printer, 'send-to-print-list');
  await printer.detail.print();
  await expect(printer.toast('Certificate printed successfully')).toBeVisible();
  await expect.poll(() => printRequests(printer.page)).toBe(1);
  const pdf = await printer.detail.printResult.downloadPdf();
  expect(pdf.fileName).toMatch(/\.pdf$/);
  expect(pdf.text).toContain(STUDENT);
  expect(pdf.text).toContain(credentialNumber);
  for (const unit of UNITS) {
    expect(pdf.text).toContain(unit.code);
    expect(pdf.text).toContain(unit.name);
  }
  await printer.detail.printResult.close();

  // It is now on the printed list.
  await printer.lists.open('printed-list');
  await expect(printer.lists.row(credentialNumber)).toBeVisible();
});
