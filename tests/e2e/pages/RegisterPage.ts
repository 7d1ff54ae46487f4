/**
 * /reports, the certificate register (certificate-workflow §2 "Reports list", "Shared search
 * panel"): the search panel with the register's own fields, the table, the cursor pager and Export
 * To CSV.
 */
import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The register's columns in the spec's order (certificate-workflow §2 "Reports list"). */
export const REGISTER_COLUMNS = [
  'Sl.No',
  'Student Name',
  'Course',
  'Campus',
  'Requested By',
  'Credential Date',
  'Requested Date',
  'Credential Number',
  'Status',
  'Certificate Type',
  'Preview',
] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

export class RegisterPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly table: Locator;
  /** The pager's "Showing a–b of N". */
  readonly summary: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Certificate Register' });
    this.form = page.getByRole('form', { name: 'Search the certificate register' });
    this.table = page.getByRole('table', { name: 'Certificate register' });
    this.summary = page.locator('.list-pagination__summary');
  }

  async open(): Promise<void> {
    await this.page.goto('/reports');
    await this.settled();
  }

  /** Waits until the page asked for has answered (no skeleton, table not busy). */
  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.page.locator('.table-skeleton__row')).toHaveCount(0);
  }

  /** The Student Name field. */
  get studentName(): Locator {
    return this.form.getByLabel('Student Name');
  }

  /** The Credential Number field. */
  get credentialNumber(): Locator {
    return this.form.getByLabel('Credential Number');
  }

  /** Picks `label` (e.g. 'Stage 1 Requested') in the Status multi-select. */
  async selectStatus(label: string): Promise<void> {
    await this.form.getByLabel('Status', { exact: true }).click();
    await this.page.getByRole('option', { name: label }).click();
    await this.page.keyboard.press('Escape');
  }

  async search(): Promise<void> {
    await this.form.getByRole('button', { name: 'Search', exact: true }).click();
    await this.settled();
  }

  async clearSearch(): Promise<void> {
    await this.form.getByRole('button', { name: 'Clear Search' }).click();
    await this.settled();
  }

  /** The data rows of the page shown. */
  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** The row showing `text`. */
  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The texts of every row of the page shown, by column. */
  async rowTexts(): Promise<Array<Record<RegisterColumn, string>>> {
    const rows = await this.rows().all();
    return Promise.all(
      rows.map(async (row) => {
        const cells = await row.getByRole('cell').allTextContents();
        return Object.fromEntries(REGISTER_COLUMNS.map((c, i) => [c, (cells[i] ?? '').trim()])) as Record<
          RegisterColumn,
          string
        >;
      }),
    );
  }

  /** One column's texts on the page shown. */
  async column(name: RegisterColumn): Promise<string[]> {
    return (await this.rowTexts()).map((r) => r[name]);
  }

  /** The total the pager reports ("Showing 1–5 of 12" → 12; "No certificates" → 0). */
  async total(): Promise<number> {
    await expect(this.summary).not.toHaveText('Loading…');
    const match = /of (\d+)/.exec((await this.summary.textContent()) ?? '');
    return match ? Number(match[1]) : 0;
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.settled();
  }

  async previous(): Promise<void> {
    await this.page.getByRole('button', { name: 'Previous' }).click();
    await this.settled();
  }

  /** Shows `size` rows a page. */
  async rowsPerPage(size: 5 | 10 | 20 | 50): Promise<void> {
    await this.page.getByLabel('Rows per page').selectOption(String(size));
    await this.settled();
  }

  /** Sorts by the column `name` (ascending on the first click). */
  async sortBy(name: RegisterColumn): Promise<void> {
    await this.table.getByRole('button', { name, exact: true }).click();
    await this.settled();
  }

  /** Opens the preview of the row showing `text`. */
  async openPreview(text: string): Promise<void> {
    await this.row(text)
      .getByRole('link', { name: /Preview/ })
      .click();
  }

  /** Presses Export To CSV and returns the download. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export To CSV' }).click();
    return download;
  }
}
