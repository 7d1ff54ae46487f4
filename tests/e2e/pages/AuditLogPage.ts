/**
 * /settings/audit-log — Audit Log (docs/security.md "Audit trail"): the filters (date range, actor, action,
 * credential number), Search, Export CSV, and the table of events with its paging.
 */
import type { Download, Locator, Page } from '@playwright/test';

export class AuditLogPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Audit log' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/audit-log');
    await this.page.getByRole('heading', { name: 'Audit Log' }).waitFor();
  }

  /** Chooses an action by its label in the Action select (workflow actions read "Certificate: <label>"). */
  async chooseAction(label: string): Promise<void> {
    const select = this.page.getByLabel('Action', { exact: true });
    await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label });
  }

  /** Chooses who acted, by their full name. */
  async chooseActor(name: string): Promise<void> {
    const select = this.page.getByLabel('Actor', { exact: true });
    await select.locator('option', { hasText: name }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: name });
  }

  async fillCredentialNumber(value: string): Promise<void> {
    await this.page.getByLabel('Credential Number', { exact: true }).fill(value);
  }

  async search(): Promise<void> {
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The table's body rows. */
  rows(): Locator {
    return this.table.locator('tbody tr[data-event-id]');
  }

  /** The text of one column ('Time', 'Who', 'What', 'Subject', 'From → To', 'Comment', 'Hash') of every row. */
  async column(title: 'Time' | 'Who' | 'What' | 'Subject' | 'From → To' | 'Comment' | 'Hash'): Promise<string[]> {
    const titles = (await this.table.locator('thead th').allTextContents()).map((t) => t.trim());
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`No column ${title}`);
    return (
      await this.rows()
        .locator(`td:nth-child(${index + 1})`)
        .allTextContents()
    ).map((t) => t.trim());
  }

  /** Export CSV: answers the download (AuditLog.csv). */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: /Export CSV/ }).click();
    return download;
  }
}
