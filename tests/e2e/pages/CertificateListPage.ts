/** The certificate lists, /certificates/<list> (certificate-workflow §2): search panel and table. */
import type { Locator, Page } from '@playwright/test';

export type CertificateList =
  | 'requested-list'
  | 'to-be-signed-list'
  | 'signed-list'
  | 'send-to-print-list'
  | 'rejected-list'
  | 'printed-list'
  | 'reprint-request-list';

export class CertificateListPage {
  constructor(private readonly page: Page) {}

  async open(list: CertificateList): Promise<void> {
    await this.page.goto(`/certificates/${list}`);
  }

  /** Types `name` into the search panel's Student Name and presses Search. */
  async searchStudent(name: string): Promise<void> {
    const search = this.page.getByRole('form', { name: 'Search certificates' });
    await search.getByLabel('Student Name').fill(name);
    await search.getByRole('button', { name: 'Search' }).click();
  }

  /** The table row showing `text` (a student name, a credential number…). */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Presses Details on the row showing `text`. */
  async openDetails(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: 'Details' }).click();
  }

  /** The "Request certificate" button of the requested list. */
  async requestCertificate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Request certificate' }).click();
  }
}
