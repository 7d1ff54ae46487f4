/**
 * Digital delivery end to end (docs/printing.md "Digital delivery"): the administrator switches "Send
 * learners their certificate by e-mail when it is printed" on in Organisation Settings; the printer
 * prints a certificate of this spec's own in the app; the learner's e-mail arrives at the run's SMTP
 * server (support/mailServer.ts) with the download link and the verify link; the link opens in a
 * NEW browser context without logging in; the downloaded PDF is exactly the printed one: "Check a
 * document" on the verify page says match. The page passes axe and fits at 390 and 1366 px. The
 * switch goes off again at the end (the stack is shared).
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { DeliveryPage } from './pages/DeliveryPage';
import { expectClean, inspect, type ScreenFindings, VIEWPORTS } from './support/axeCheck';
import { OrganisationSettingsPage } from './pages/OrganisationSettingsPage';
import { VerifyPage } from './pages/VerifyPage';
import { expect, test } from './support/fixtures';
import { decodedText, waitForMail } from './support/mailbox';
import { approveCertificate, asUser, requestCertificate, signCertificates } from './support/restApi';

/** The requisitioner's student choice this spec prints for. */
const STUDENT = 3;

/** A certificate of this spec's own, issued over REST; answers its id, number and the student's e-mail. */
async function issuedCertificate(request: APIRequestContext) {
  const credentialNumber = `E2E-DELIVERY-${Date.now().toString(36).toUpperCase()}`;
  const { id, studentId } = await asUser(request, 'requisitioner', async (call) => {
    const choices = (await call('/requisitionerCourseDetails')) as { student_details: { student_id: string }[] };
    const made = await requestCertificate(call, { student: STUDENT, course: 0, credentialNumber });
    return { id: made, studentId: choices.student_details[STUDENT]!.student_id };
  });
  await asUser(request, 'approver', (call) => approveCertificate(call, id));
  for (const signee of ['signee1', 'signee2'] as const) {
    await asUser(request, signee, (call) => signCertificates(call, [id]));
  }
  await asUser(request, 'approver', (call) => call(`/certificate-issue/${id}`, {}));
  const email = await asUser(request, 'admin', async (call) => {
    const found = (await call('/searchStudent', { search: studentId })) as { students: { email: string }[] };
    return found.students[0]!.email;
  });
  return { id, credentialNumber, email };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The download link in a delivery e-mail. */
const DOWNLOAD_LINK = /https?:\/\/[^\s"<>]+\/certificate\/download\/[A-Za-z0-9_-]{43}/;

test('a printed certificate is e-mailed to the learner, who downloads it without an account; its PDF is a known document', async ({
  request,
  signedIn,
  browser,
}) => {
  const admin = await signedIn('admin');
  const settings = new OrganisationSettingsPage(admin.page);
  await settings.open();
  await settings.setDigitalDelivery(true);
  await settings.saveButton.click();
  await expect(admin.page.getByText('Company settings updated successfully')).toBeVisible();
  await admin.page.reload();
  await expect(settings.digitalDelivery).toBeChecked();

  try {
    const { id, credentialNumber, email } = await issuedCertificate(request);

    // The printer prints it in the app.
    const printed = new Date();
    const printer = await signedIn('printer');
    await printer.page.goto(`/certificates/send-to-print-list/${id}`);
    await expect(printer.detail.heading('Certificate Approved Details')).toBeVisible();
    await printer.detail.print();
    const printedPdf = await printer.detail.printResult.downloadPdf();
    expect(printedPdf.text).toContain(credentialNumber);

    // The learner's e-mail: the download link and the verify link, from this stack.
    const mail = await waitForMail(email, { since: printed, match: DOWNLOAD_LINK, timeoutMs: 20_000 });
    const text = decodedText(mail);
    expect(text).toMatch(/Subject: Your certificate from /);
    const link = DOWNLOAD_LINK.exec(text)![0];
    expect(link.startsWith(`${baseURL}/certificate/download/`)).toBe(true);
    expect(text).toContain(`${baseURL}/verify/`);

    // The learner opens it in a fresh browser: no session, no login.
    const learner = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await learner.newPage();
      const delivery = new DeliveryPage(page);
      await page.goto(link);
      await expect(delivery.heading).toBeVisible();
      await expect(page).toHaveURL(/\/certificate\/download\//); // no detour to the login page
      await expect(page.getByText(credentialNumber, { exact: true })).toBeVisible();
      await expect(delivery.expiry).toContainText(/\d{1,2} \w+ \d{4}/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.screenshot({ path: test.info().outputPath('delivery-page.png'), fullPage: true });

      const downloaded = await delivery.download();
      expect(downloaded.fileName).toMatch(/\.pdf$/);
      expect(sha256(downloaded.bytes)).toBe(sha256(printedPdf.bytes));

      // "Check a document" on the verify page the e-mail links to: a match.
      await delivery.verifyLink.click();
      const verify = new VerifyPage(page);
      await expect(verify.heading).toBeVisible();
      await verify.dropDocument(downloaded.bytes, downloaded.fileName);
      await expect(verify.documentResult).toHaveAttribute('data-match', 'true');
      await expect(verify.documentResult).toContainText(credentialNumber);

      // A made-up link says it is not valid.
      const madeUp = `/certificate/download/${'A'.repeat(43)}`;
      await page.goto(madeUp);
      await expect(delivery.invalidNotice).toBeVisible();

      // Both pages pass axe and fit on a phone and a small laptop.
      const findings: ScreenFindings[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const [name, path] of [
          ['download page', link],
          ['made-up link', madeUp],
        ] as const) {
          await page.goto(path);
          findings.push(await inspect(page, `${name} at ${viewport.width} px`));
        }
      }
      expectClean(findings);
    } finally {
      await learner.close();
    }
  } finally {
    await settings.open();
    await settings.setDigitalDelivery(false);
    await settings.saveButton.click();
    await expect(admin.page.getByText('Company settings updated successfully')).toBeVisible();
  }
});
