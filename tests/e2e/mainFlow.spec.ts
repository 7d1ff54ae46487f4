/**
 * The main job end to end (issue #2 §5): each role logs in through the login page and plays its
 * part — request, QA approval, both signatures (one with password security), issue, print — and
 * the printed PDF's text carries the student's name, the credential number and the units.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, type Account } from './support/accounts';
import { pdfText } from './support/pdfText';
import { printRequests, standInForPrintDialog } from './support/printDialog';

const STUDENT = 'Ruby Papadopoulos';
const COURSE_CODE = 'BSB50420';
const UNITS = [
  { code: 'BSBLDR523', name: 'Lead and manage effective workplace relationships' },
  { code: 'BSBOPS502', name: 'Manage business operational plans' },
];
const credentialNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;

/** A fresh browser context (no stored login), signed in through the login page. */
async function signIn(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  await standInForPrintDialog(context);
  const page = await context.newPage();
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: 'Login Account' })).toBeVisible();
  await page.getByLabel('Username').fill(ACCOUNTS[account]);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Opens a list, narrows it to our student, and opens the Details of our certificate's row. */
async function openDetails(page: Page, listPath: string): Promise<void> {
  await page.goto(`/certificates/${listPath}`);
  await page.getByPlaceholder('Name').fill(STUDENT);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: credentialNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText(STUDENT).first()).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await page.context().close();
}

async function fillDate(page: Page, inputId: string, ddmmyyyy: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Enter');
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue(ddmmyyyy);
}

test('a certificate is requested, approved, signed, issued and printed by each role in the browser', async ({ browser }) => {
  // Requisitioner: the Request Certificate form.
  const requisitioner = await signIn(browser, 'requisitioner');
  await requisitioner.goto('/certificates/requested-list');
  await requisitioner.getByRole('button', { name: 'Request certificate' }).click();
  await expect(requisitioner).toHaveURL(/\/certificates\/request-certificate/);

  await requisitioner.locator('#request-studentId').click();
  await requisitioner.getByRole('combobox', { expanded: true }).fill('Papadopoulos');
  await requisitioner.getByRole('option', { name: new RegExp(STUDENT) }).click();
  await requisitioner.locator('#request-courseId').click();
  await requisitioner.getByRole('combobox', { expanded: true }).fill(COURSE_CODE);
  await requisitioner.getByRole('option', { name: /Leadership and Management/ }).click();
  await requisitioner.locator('#request-campusId').selectOption({ label: 'Melbourne' });
  await requisitioner.locator('#request-certificateType').selectOption({ label: 'Certificate (C)' });
  await fillDate(requisitioner, 'request-credentialDate', '20-11-2026');
  await requisitioner.locator('#request-credentialNumber').fill(credentialNumber);

  for (const [index, unit] of UNITS.entries()) {
    if (index > 0) await requisitioner.getByRole('button', { name: 'Add Unit' }).click();
    await fillDate(requisitioner, `unit-${index}-unitStartDate`, '03-02-2026');
    await requisitioner.locator(`#unit-${index}-unitCode`).fill(unit.code);
    await requisitioner.locator(`#unit-${index}-unitName`).fill(unit.name);
    await requisitioner.locator(`#unit-${index}-mark`).fill('85');
    await requisitioner.locator(`#unit-${index}-outcomeResult`).fill('Competent');
    await requisitioner.locator(`#unit-${index}-outcomeGradeShortCode`).fill('CA');
  }
  await requisitioner.getByRole('button', { name: 'Submit' }).click();
  await expect(requisitioner).toHaveURL(/\/certificates\/requested-list$/);
  await expect(requisitioner.getByRole('row').filter({ hasText: credentialNumber })).toBeVisible();
  await signOut(requisitioner);

  // Approver: QA approval with a comment and the fee choice.
  const approver = await signIn(browser, 'approver');
  await openDetails(approver, 'requested-list');
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  const approveDialog = approver.getByRole('dialog');
  await approveDialog.getByText('Paid', { exact: true }).click();
  await approveDialog.getByLabel(/Comment/).fill('Evidence checked against the assessment record.');
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approver.getByText('Certificate approved successfully')).toBeVisible();
  await approver.context().close();

  // Signee 1: confirmation. Signee 2 (password security on): password.
  for (const signee of ['signee1', 'signee2'] as const) {
    const page = await signIn(browser, signee);
    await openDetails(page, 'to-be-signed-list');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(/\/sign$/);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog');
    if (signee === 'signee2') await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByText('Certificate signed successfully')).toBeVisible();
    await page.context().close();
  }

  // Approver: issue.
  const issuer = await signIn(browser, 'approver');
  await openDetails(issuer, 'signed-list');
  await issuer.getByRole('button', { name: 'Issue Certificate' }).click();
  await expect(issuer.getByText('Certificate issued successfully')).toBeVisible();
  await issuer.context().close();

  // Printer: print; the printed PDF is what the gateway streamed from the stored file.
  const printer = await signIn(browser, 'printer');
  await openDetails(printer, 'send-to-print-list');
  await printer.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(printer.getByText('Certificate printed successfully')).toBeVisible();
  await expect.poll(() => printRequests(printer)).toBe(1);
  const download = printer.waitForEvent('download');
  await printer.getByRole('dialog').getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain(STUDENT);
  expect(text).toContain(credentialNumber);
  for (const unit of UNITS) {
    expect(text).toContain(unit.code);
    expect(text).toContain(unit.name);
  }
  await printer.keyboard.press('Escape');

  // It is now on the printed list.
  await printer.goto('/certificates/printed-list');
  await expect(printer.getByRole('row').filter({ hasText: credentialNumber })).toBeVisible();
  await signOut(printer);
});
