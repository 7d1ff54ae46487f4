/**
 * /master/campus-list — the Campus list (access-and-administration §2 "Master area"): the paged,
 * sorted table of campuses and Import Campus.
 */
import type { Locator, Page } from '@playwright/test';

export class CampusListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly importButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Campus List' });
    this.table = page.getByRole('table', { name: 'Campuses' });
    this.importButton = page.getByRole('button', { name: 'Import Campus' });
  }

  async open(): Promise<void> {
    await this.page.goto('/master/campus-list');
  }

  /** The table row showing `text` (a name, a code). */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** Sorts by the column titled `title` (ascending, then toggling). */
  async sortBy(title: string): Promise<void> {
    await this.table.getByRole('button', { name: title }).click();
  }
}
