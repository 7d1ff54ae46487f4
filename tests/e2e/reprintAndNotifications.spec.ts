/**
 * Reprint end to end, with a live notification: the printer asks for a reprint of a printed
 * certificate, the approver (already looking at the dashboard) sees the bell count rise without
 * reloading, opens the notification, approves the reprint, and the printer reprints it.
 * Sessions come from the API (fixtures); the login page is exercised in mainFlow and login specs.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Account } from './support/accounts';
import { loginViaApi } from './support/fixtures';
import { pdfText } from './support/pdfText';
import { printRequests, standInForPrintDialog } from './support/printDialog';

/** Printed in the demo data, with no reprint open. */
const STUDENT = 'Zoe Anne Stewart';

async function pageAs(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  await standInForPrintDialog(context);
  const page = await context.newPage();
  await loginViaApi(page, account, path);
  return page;
}

async function openDetails(page: Page, listPath: string): Promise<void> {
  await page.goto(`/certificates/${listPath}`);
  await page.getByPlaceholder('Name').fill('Stewart');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row').filter({ hasText: STUDENT }).getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText(STUDENT).first()).toBeVisible();
}

const unreadCount = async (page: Page) => {
  const label = await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  return Number(/(\d+)/.exec(label ?? '')?.[1]);
};

test('a reprint is requested, the approver is notified live and approves it, and the printer reprints', async ({ browser }) => {
  // The approver sits on the dashboard with the live subscription open before anything happens.
  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  const subscribed = approver
    .waitForEvent('websocket', { predicate: (ws) => ws.url().endsWith('/graphql') })
    .then((ws) => ws.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('notificationAdded') }));
  await loginViaApi(approver, 'approver', '/dashboard');
  await subscribed;
  await expect(approver.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  const before = await unreadCount(approver);

  const printer = await pageAs(browser, 'printer', '/dashboard');
  await openDetails(printer, 'printed-list');
  await printer.getByRole('button', { name: 'Reprint Request' }).click();
  const dialog = printer.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Request Reprint' }).click();
  await expect(dialog.getByText('Please add comment')).toBeVisible();
  await dialog.getByLabel(/Why does this certificate need a reprint/).fill('Original damaged in the post.');
  await dialog.getByRole('button', { name: 'Request Reprint' }).click();
  await expect(printer.getByText('Reprint requested successfully')).toBeVisible();

  // Live: the approver's bell counts the new notification without a reload.
  await expect(approver.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  await approver.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await approver.getByText(new RegExp(STUDENT)).first().click();
  await expect(approver).toHaveURL(/\/certificates\/reprint-request-list$/);
  await expect(approver.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();

  await approver.getByRole('row').filter({ hasText: STUDENT }).getByRole('button', { name: 'Details' }).click();
  await expect(approver.getByRole('heading', { name: 'Certificate Reprint Details' })).toBeVisible();
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await approver.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approver.getByText('Reprint request approved')).toBeVisible();

  // The printer reprints from the approved list; the reprinted PDF is the student's certificate.
  await openDetails(printer, 'send-to-print-list');
  await printer.getByRole('button', { name: 'Reprint', exact: true }).click();
  await expect.poll(() => printRequests(printer)).toBe(1);
  const download = printer.waitForEvent('download');
  await printer.getByRole('dialog').getByRole('button', { name: 'Download PDF' }).click();
  const text = await pdfText(new Uint8Array(await readFile((await (await download).path())!)));
  expect(text).toContain(STUDENT);
});
