/**
 * Lists tell the truth (issue 10): after a bulk sign the signee's to-be-signed list holds only what
 * they still have to sign, and its total equals the dashboard's Pending To Be Signed; a list URL
 * the role may not see shows the no-access result, not an empty table; a failed load shows the
 * error with Retry, which loads the rows; a notification about a list the role may not open leads
 * to the certificate's preview instead. The certificates are requested and approved here through
 * the REST api, with credential numbers of their own (no other spec relies on them).
 * spec: certificate-workflow §2 (to-be-signed list, Dashboard), access-and-administration §2
 * (Notifications), §6.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { ACCOUNTS, type Account, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

const RUN = Date.now().toString(36).toUpperCase();
/** Certificates requested so far by this spec (each gets a credential number of its own). */
let requested = 0;

/** Signs `who` in on the REST api; answers its bearer header and a logout. */
async function restSession(request: APIRequestContext, who: Account) {
  const login = await request.post(`${apiURL}/login`, { data: { email: ACCOUNTS[who], password: PASSWORD } });
  expect(login.ok(), `${who} login: ${login.status()}`).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return { headers, logout: () => request.post(`${apiURL}/logout`, { headers }) };
}

/**
 * The requisitioner requests `n` Certificates (type C: both demo signees sign) and the approver
 * approves them: they wait in the to-be-signed list. Answers their ids and credential numbers.
 */
async function approvedCertificates(request: APIRequestContext, n: number) {
  const requisitioner = await restSession(request, 'requisitioner');
  const choices = await request.get(`${apiURL}/requisitionerCourseDetails`, { headers: requisitioner.headers });
  expect(choices.ok(), `choices: ${choices.status()}`).toBe(true);
  const { course_details, student_details, campus_details } = (await choices.json()) as Record<
    'course_details' | 'student_details' | 'campus_details',
    { id: number }[]
  >;
  const made: { id: number; credentialNumber: string }[] = [];
  for (let i = 0; i < n; i++) {
    requested += 1;
    const credentialNumber = `E2E-LT-${RUN}-${requested}`;
    const saved = await request.post(`${apiURL}/saveCertificate`, {
      headers: requisitioner.headers,
      data: {
        student_name: student_details[i]!.id,
        course: course_details[0]!.id,
        campus: campus_details[0]!.id,
        certification_type: 'C',
        credential_date: new Date().toISOString().slice(0, 10),
        credential_number: credentialNumber,
        units: [
          {
            unit_start_date: '2026-02-03',
            unit_code: 'BSBOPS502',
            unit_name: 'Manage business operational plans',
            mark: '80',
            outcome_result: 'Competent',
            outcome_grade_short_code: 'CA',
          },
        ],
      },
    });
    expect(saved.ok(), `saveCertificate: ${saved.status()} ${await saved.text()}`).toBe(true);
    made.push({ id: ((await saved.json()) as { certificate: { id: number } }).certificate.id, credentialNumber });
  }
  await requisitioner.logout();

  const approver = await restSession(request, 'approver');
  for (const { id } of made) {
    const approved = await request.post(`${apiURL}/requestedCertificateApprove`, {
      headers: approver.headers,
      data: { certificate_id: id, approve_comment: 'Evidence checked', fee_due: 0 },
    });
    expect(approved.ok(), `approve ${id}: ${approved.status()} ${await approved.text()}`).toBe(true);
  }
  await approver.logout();
  return made;
}

test('signee1 bulk-signs two certificates: they leave its to-be-signed list, whose total is the banner', async ({
  signedIn,
  request,
}) => {
  const [first, second] = await approvedCertificates(request, 2);
  const signee = await signedIn('signee1');
  await signee.lists.open('to-be-signed-list');
  await expect(signee.lists.row(first!.credentialNumber)).toBeVisible();
  await expect(signee.lists.row(second!.credentialNumber)).toBeVisible();

  await signee.lists.select(first!.credentialNumber);
  await signee.lists.select(second!.credentialNumber);
  await signee.lists.bulkSignWithConfirmation();
  await expect(signee.toast('2 certificates signed successfully')).toBeVisible();

  // Gone from this signee's list at once (no reload), and after a reload (the server's answer).
  await expect(signee.lists.row(first!.credentialNumber)).toHaveCount(0);
  await expect(signee.lists.row(second!.credentialNumber)).toHaveCount(0);
  await signee.page.reload();
  await expect(signee.lists.count).toBeVisible();
  await expect(signee.lists.row(first!.credentialNumber)).toHaveCount(0);
  const total = await signee.lists.total();

  await signee.dashboard.open();
  await expect(signee.dashboard.card('Pending To Be Signed')).toBeVisible();
  await expect.poll(() => signee.dashboard.count('Pending To Be Signed')).toBe(total);

  // The co-signee still has to sign them, and the approver sees them awaiting signatures.
  for (const who of ['signee2', 'approver'] as const) {
    const other = await signedIn(who);
    await other.lists.open('to-be-signed-list');
    await expect(other.lists.row(first!.credentialNumber)).toBeVisible();
  }
});

test('a list URL the role may not see shows the no-access result, not an empty table', async ({ signedIn }) => {
  const printer = await signedIn('printer');
  await printer.lists.open('to-be-signed-list');
  await expect(printer.lists.noAccess).toBeVisible();
  await expect(printer.page.getByRole('table')).toHaveCount(0);
  await expect(printer.page.getByText('No certificates')).toHaveCount(0);
});

test('a failed load shows the error with Retry, and Retry loads the list', async ({ signedIn }) => {
  const approver = await signedIn('approver');
  await approver.page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"CertificateList"')
      ? route.abort('failed')
      : route.fallback(),
  );
  await approver.lists.open('requested-list');
  await expect(approver.lists.loadFailure).toBeVisible();
  await expect(approver.page.getByText('No certificates')).toHaveCount(0);
  await expect(approver.lists.count).toHaveCount(0);

  await approver.page.unroute('**/graphql');
  await approver.lists.retry.click();
  await expect(approver.lists.loadFailure).toHaveCount(0);
  await expect(approver.lists.count).toHaveText(/^\d+$/);
  await expect(approver.page.getByRole('button', { name: 'Details' }).first()).toBeVisible();
});

test('a notification about a list the role may not open leads to the certificate instead', async ({
  signedIn,
  request,
}) => {
  const [certificate] = await approvedCertificates(request, 1);
  // Both signees sign: the requisitioner is told the certificate is signed (the signed list, not theirs).
  for (const who of ['signee1', 'signee2'] as const) {
    const signee = await restSession(request, who);
    const signed = await request.post(`${apiURL}/bulkSignCertificate`, {
      headers: signee.headers,
      data: { certificate: [certificate!.id], password: PASSWORD },
    });
    expect(signed.ok(), `${who} sign: ${signed.status()} ${await signed.text()}`).toBe(true);
    await signee.logout();
  }

  const requisitioner = await signedIn('requisitioner');
  await requisitioner.dashboard.open();
  await requisitioner.bell.openNotificationAbout(certificate!.credentialNumber);
  await expect(requisitioner.page).toHaveURL(new RegExp(`/reports/${certificate!.id}/preview$`));
  await expect(requisitioner.lists.noAccess).toHaveCount(0);
  await expect(requisitioner.page.getByRole('heading', { name: 'Certificate Preview' })).toBeVisible();
});
