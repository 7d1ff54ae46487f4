/**
 * /master/course-list — the Course list (access-and-administration §2 "Master area"): search by
 * course code, course id and course name (as you type), the paged table, each course's units, and
 * Import Course.
 */
import type { Locator, Page } from '@playwright/test';

export class CourseListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly importButton: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Course List' });
    this.table = page.getByRole('table', { name: 'Courses' });
    this.importButton = page.getByRole('button', { name: 'Import Course' });
    this.search = page.getByRole('search', { name: 'Search courses' });
  }

  async open(): Promise<void> {
    await this.page.goto('/master/course-list');
  }

  /** Types into the search box labelled `label` ('Course Code', 'Course ID', 'Course Name'). */
  async searchBy(label: 'Course Code' | 'Course ID' | 'Course Name', text: string): Promise<void> {
    await this.search.getByLabel(label).fill(text);
  }

  /** The table row showing `text`. */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** Opens the units of competency of the course `code`; answers the dialog. */
  async openUnits(code: string): Promise<Locator> {
    await this.table.getByRole('button', { name: `Units of ${code}` }).click();
    return this.page.getByRole('dialog', { name: new RegExp(`Units of competency — ${code}`) });
  }
}
