/**
 * Reprint end to end, with a live notification: the printer asks for a reprint of a printed
 * certificate, the approver (already looking at the dashboard) sees the bell count rise without
 * reloading, opens the notification, approves the reprint, and the printer reprints it.
 * Each role opens from its saved state (setup project); the login page is login.spec.ts's job.
 */
import type { CertifyApp } from './pages/CertifyApp';
import type { CertificateList } from './pages/CertificateListPage';
import { expect, test } from './support/fixtures';
import { printRequests } from './support/printDialog';

/** Printed in the demo data, with no reprint open. */
const STUDENT = 'Zoe Anne Stewart';

async function openStudentCertificate(app: CertifyApp, list: CertificateList): Promise<void> {
  await app.lists.open(list);
  await app.lists.searchStudent('Stewart');
  await app.lists.openDetails(STUDENT);
  await expect(app.detail.student(STUDENT)).toBeVisible();
}

test('a reprint is requested, the approver is notified live and approves it, and the printer reprints', async ({
  signedIn,
}) => {
  // The approver sits on the dashboard with the live subscription open before anything happens.
  const approver = await signedIn('approver');
  const subscribed = approver.page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().endsWith('/graphql') })
    .then((ws) =>
      ws.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('notificationAdded') }),
    );
  await approver.dashboard.open();
  await subscribed;
  await expect(approver.bell.button).toBeVisible();
  const before = await approver.bell.unreadCount();

  const printer = await signedIn('printer');
  await openStudentCertificate(printer, 'printed-list');
  await printer.detail.requestReprint();
  const reprintRequest = printer.detail.reprintRequestDialog;
  await reprintRequest.confirm();
  await expect(reprintRequest.message('Please add comment')).toBeVisible();
  await reprintRequest.confirm('Original damaged in the post.');
  await expect(printer.toast('Reprint requested successfully')).toBeVisible();

  // Live: the approver's bell counts the new notification without a reload.
  await expect(approver.bell.withUnread(before + 1)).toBeVisible();
  await approver.bell.openNotificationAbout(STUDENT);
  await expect(approver.page).toHaveURL(/\/certificates\/reprint-request-list$/);
  await expect(approver.bell.withUnread(before)).toBeVisible();

  await approver.lists.openDetails(STUDENT);
  await expect(approver.detail.heading('Certificate Reprint Details')).toBeVisible();
  await approver.detail.approveReprint();
  await expect(approver.toast('Reprint request approved')).toBeVisible();

  // The printer reprints from the approved list; the reprinted PDF is the student's certificate.
  await openStudentCertificate(printer, 'send-to-print-list');
  await printer.detail.print('Reprint');
  await expect.poll(() => printRequests(printer.page)).toBe(1);
  const pdf = await printer.detail.printResult.downloadPdf();
  expect(pdf.text).toContain(STUDENT);
});
