/**
 * The certificate register, /reports (docs/product.md "Dashboard, register and exports"; certificate-workflow §2
 * "Reports list", "Shared search panel", §9 "CSV exports"): its filters (status, credential number,
 * name), cursor paging, the preview, criteria kept across visits, and Export To CSV whose
 * Report.csv holds exactly the rows the register shows for the same search; a list's Export To CSV
 * (Certificates.csv) holds its total. Read-only: no certificate changes.
 */
import type { Page } from '@playwright/test';
import type { RegisterColumn } from './pages/RegisterPage';
import { type CsvFile, readCsv } from './support/csvDownload';
import { expect, storageStateOf, test } from './support/fixtures';

/** Report.csv's columns, word for word (§9). */
const REPORT_HEADER = [
  'Student Name',
  'Course',
  'Campus',
  'Requested Name',
  'Credential Date',
  'Requested Date',
  'Credential Number',
  'Status',
  'Certificate Type',
];

/** A date's numbers, whatever the display format ('01-03-2026' and '2026-03-01' → 01 03 2026). */
const dateParts = (value: string) => (value.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

/** Expects the CSV records to be the register rows, in order, column by column. */
function expectSameRows(csv: CsvFile, rows: Array<Record<RegisterColumn, string>>): void {
  expect(csv.records).toHaveLength(rows.length);
  csv.records.forEach((record, i) => {
    const row = rows[i]!;
    expect({
      student: record['Student Name'],
      course: record.Course,
      campus: record.Campus,
      requestedBy: record['Requested Name'],
      credentialNumber: record['Credential Number'],
      status: record.Status,
      type: record['Certificate Type'],
      credentialDate: dateParts(record['Credential Date'] ?? ''),
      requestedDate: dateParts(record['Requested Date'] ?? ''),
    }).toEqual({
      student: row['Student Name'],
      course: row.Course,
      campus: row.Campus,
      requestedBy: row['Requested By'],
      credentialNumber: row['Credential Number'],
      status: row.Status,
      type: row['Certificate Type'],
      credentialDate: dateParts(row['Credential Date']),
      requestedDate: dateParts(row['Requested Date']),
    });
  });
}

/** The total a certificate list's pager reports. */
async function listTotal(page: Page): Promise<number> {
  const summary = page.locator('.list-pagination__summary').first();
  await expect(summary).toHaveText(/of \d+|No certificates/);
  return Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
}

test.describe('the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('filters by status: every row is Requested and Report.csv holds the same rows', async ({ app }) => {
    const register = app.register;
    await register.open();
    await register.rowsPerPage(50);
    const everything = await register.total();

    await register.selectStatus('Stage 1 Requested');
    await register.search();
    const total = await register.total();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(everything);
    const rows = await register.rowTexts();
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['Requested']));

    const csv = await readCsv(await register.exportCsv());
    expect(csv.fileName).toBe('Report.csv');
    expect(csv.bom).toBe(true);
    // The administrator alone (permission student_usi.export) also gets the learners' USIs, last (docs/printing.md "Digital delivery").
    expect(csv.header).toEqual([...REPORT_HEADER, 'USI']);
    expectSameRows(csv, rows);
  });

  test('filters by credential number and by name', async ({ app }) => {
    const register = app.register;
    await register.open();
    const [first] = await register.rowTexts();
    if (!first) throw new Error('the register is empty');

    await register.credentialNumber.fill(first['Credential Number']);
    await register.search();
    const byNumber = await register.rowTexts();
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.map((r) => r['Sl.No'])[0]).toBe('1');
    for (const row of byNumber) expect(row['Credential Number']).toContain(first['Credential Number']);
    expect(byNumber.map((r) => r['Student Name'])).toContain(first['Student Name']);
    expectSameRows(await readCsv(await register.exportCsv()), byNumber);

    await register.clearSearch();
    await expect(register.credentialNumber).toHaveValue('');
    const surname = first['Student Name'].split(' ').at(-1) ?? first['Student Name'];
    await register.studentName.fill(surname.toUpperCase());
    await register.search();
    const byName = await register.rowTexts();
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName) expect(row['Student Name'].toLowerCase()).toContain(surname.toLowerCase());
    expect(await register.total()).toBe(byName.length);
  });

  test('pages on the server: the next page shows other rows, the total stays', async ({ app }) => {
    const register = app.register;
    await register.open();
    const total = await register.total();
    expect(total).toBeGreaterThan(5);
    await expect(register.summary).toHaveText(`Showing 1–5 of ${total}`);
    const firstPage = await register.column('Credential Number');
    expect(firstPage).toHaveLength(5);

    await register.next();
    await expect(register.summary).toHaveText(new RegExp(`^Showing 6–\\d+ of ${total}$`));
    const secondPage = await register.rowTexts();
    expect(secondPage[0]?.['Sl.No']).toBe('6');
    const overlap = secondPage.filter((r) => firstPage.includes(r['Credential Number']));
    expect(overlap).toEqual([]);
    expect(await register.total()).toBe(total);

    await register.previous();
    expect(await register.column('Credential Number')).toEqual(firstPage);

    await register.sortBy('Student Name');
    await expect(register.table.getByRole('columnheader', { name: 'Student Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(register.summary).toHaveText(`Showing 1–5 of ${total}`);
  });

  test('the search is kept after going elsewhere and coming back', async ({ app }) => {
    const register = app.register;
    await register.open();
    await register.studentName.fill('a');
    await register.selectStatus('Stage 5 Printed');
    await register.search();
    const rows = await register.column('Credential Number');
    const total = await register.total();

    await app.header.navLink('Dashboard').click();
    await expect(app.page).toHaveURL(/\/dashboard$/);
    await app.header.navLink('Certificate Register').click();
    await expect(app.page).toHaveURL(/\/reports$/);
    await register.settled();
    await expect(register.studentName).toHaveValue('a');
    await expect(register.form.getByText('Stage 5 Printed')).toBeVisible();
    expect(await register.total()).toBe(total);
    expect(await register.column('Credential Number')).toEqual(rows);

    await app.page.reload();
    await register.settled();
    await expect(register.studentName).toHaveValue('a');
    expect(await register.total()).toBe(total);
  });

  test('Preview opens the certificate PDF', async ({ app }) => {
    const register = app.register;
    await register.open();
    const [first] = await register.rowTexts();
    if (!first) throw new Error('the register is empty');
    await register.openPreview(first['Credential Number']);
    await expect(app.page).toHaveURL(/\/reports\/\d+\/preview$/);
    await expect(app.page.getByRole('heading', { name: 'Certificate Preview' })).toBeVisible();
    await expect(app.page.getByText(first['Student Name']).first()).toBeVisible();
    await expect(app.page.locator('.react-pdf__Page canvas').first()).toBeVisible();
    await app.page.getByRole('button', { name: 'Back' }).first().click();
    await expect(app.page).toHaveURL(/\/reports$/);
  });

  test("a list's Export To CSV downloads Certificates.csv with the list's rows", async ({ app }) => {
    await app.lists.open('printed-list');
    const total = await listTotal(app.page);
    expect(total).toBeGreaterThan(0);
    const download = app.page.waitForEvent('download');
    await app.page.getByRole('button', { name: 'Export To CSV' }).click();
    const csv = await readCsv(await download);
    expect(csv.fileName).toBe('Certificates.csv');
    expect(csv.header).toEqual(REPORT_HEADER.filter((c) => c !== 'Credential Date'));
    expect(csv.records).toHaveLength(total);
    const shown = await app.page.locator('tbody tr td.certificate-table__student').allTextContents();
    expect(csv.records.slice(0, shown.length).map((r) => r['Student Name'])).toEqual(shown);
  });
});

test.describe('the approver', () => {
  test.use({ storageState: storageStateOf('approver') });

  test('sees the register and exports what it shows', async ({ app }) => {
    const register = app.register;
    await app.dashboard.open();
    await app.header.navLink('Certificate Register').click();
    await register.settled();
    const total = await register.total();
    expect(total).toBeGreaterThan(0);
    await register.rowsPerPage(50);
    const rows = await register.rowTexts();
    expect(rows).toHaveLength(Math.min(total, 50));

    await register.selectStatus('Rejected');
    await register.search();
    const rejected = await register.rowTexts();
    expect(rejected.length).toBeGreaterThan(0);
    expect(new Set(rejected.map((r) => r.Status))).toEqual(new Set(['QA Rejected']));
    expectSameRows(await readCsv(await register.exportCsv()), rejected);
  });
});

for (const account of ['requisitioner', 'signee1', 'signee2', 'printer'] as const) {
  test.describe(`the ${account}`, () => {
    test.use({ storageState: storageStateOf(account) });

    test('sees the register of what it may see, exports the same rows and previews one', async ({ app }) => {
      const register = app.register;
      await app.dashboard.open();
      await app.header.navLink('Certificate Register').click();
      await register.settled();
      await register.clearSearch();
      await register.rowsPerPage(50);
      const total = await register.total();
      expect(total).toBeGreaterThan(0);
      const rows = await register.rowTexts();
      expect(rows).toHaveLength(Math.min(total, 50));
      if (total <= 50) expectSameRows(await readCsv(await register.exportCsv()), rows);

      await register.openPreview(rows[0]!['Credential Number']);
      await expect(app.page).toHaveURL(/\/reports\/\d+\/preview$/);
    });
  });
}
