/**
 * /master/student-list — the Student list (access-and-administration §2 "Master area", §6): search
 * by student id, student name and email (as you type; any part, case and accents ignored), the
 * paged table, Import Student, Add Student and the Request certificate action per row.
 */
import type { Locator, Page } from '@playwright/test';

export class StudentListPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly importButton: Locator;
  readonly addStudentButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Student List' });
    this.table = page.getByRole('table', { name: 'Students' });
    this.search = page.getByRole('search', { name: 'Search students' });
    this.importButton = page.getByRole('button', { name: 'Import Student' });
    this.addStudentButton = page.getByRole('button', { name: 'Add Student' });
  }

  async open(): Promise<void> {
    await this.page.goto('/master/student-list');
  }

  /** Types into the search box labelled `label` (it searches as you type). */
  async searchBy(label: 'Student ID' | 'Student Name' | 'Email', text: string): Promise<void> {
    await this.search.getByLabel(label).fill(text);
  }

  /** The table row showing `text` (a student id, a name, an e-mail). */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** The Request certificate action of the student named `fullName`. */
  requestCertificateButton(fullName: string): Locator {
    return this.table.getByRole('button', { name: `Request certificate for ${fullName}` });
  }
}
