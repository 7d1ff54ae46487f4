/**
 * Lists tell the truth (docs/product.md): after a bulk sign the signee's to-be-signed list holds only what
 * they still have to sign, and its total equals the dashboard's Pending To Be Signed; a list URL
 * the role may not see shows the no-access result, not an empty table; a failed load shows the
 * error with Retry, which loads the rows; a notification about a list the role may not open leads
 * to the certificate's preview instead. The certificates are requested and approved here through
 * the REST api, with credential numbers of their own (no other spec relies on them).
 * spec: certificate-workflow §2 (to-be-signed list, Dashboard), access-and-administration §2
 * (Notifications), §6.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { approveCertificate, asUser, requestCertificate, signCertificates } from './support/restApi';

const RUN = Date.now().toString(36).toUpperCase();
/** Certificates requested so far by this spec (each gets a credential number of its own). */
let requested = 0;

/**
 * The requisitioner requests `n` Certificates (type C: both demo signees sign) and the approver
 * approves them: they wait in the to-be-signed list. Answers their ids and credential numbers.
 */
async function approvedCertificates(request: APIRequestContext, n: number) {
  const made = await asUser(request, 'requisitioner', async (call) => {
    const out: { id: number; credentialNumber: string }[] = [];
    for (let i = 0; i < n; i++) {
      requested += 1;
      const credentialNumber = `E2E-LT-${RUN}-${requested}`;
      out.push({ id: await requestCertificate(call, { student: i, course: 0, credentialNumber }), credentialNumber });
    }
    return out;
  });
  await asUser(request, 'approver', async (call) => {
    for (const { id } of made) await approveCertificate(call, id);
  });
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
    await asUser(request, who, (call) => signCertificates(call, [certificate!.id]));
  }

  const requisitioner = await signedIn('requisitioner');
  await requisitioner.dashboard.open();
  await requisitioner.bell.openNotificationAbout(certificate!.credentialNumber);
  await expect(requisitioner.page).toHaveURL(new RegExp(`/reports/${certificate!.id}/preview$`));
  await expect(requisitioner.lists.noAccess).toHaveCount(0);
  await expect(requisitioner.page.getByRole('heading', { name: 'Certificate Preview' })).toBeVisible();
});
