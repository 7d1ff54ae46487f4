/** The certificate lists, /certificates/<list> (certificate-workflow §2): search panel and table. */
import { expect, type Locator, type Page } from '@playwright/test';

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

  /** The list's count badge ("Total certificates"); a skeleton stands in while it loads. */
  get count(): Locator {
    return this.page.getByLabel('Total certificates');
  }

  /** The number of certificates the list holds, once loaded. */
  async total(): Promise<number> {
    return Number(await this.count.textContent());
  }

  /** Ticks the checkbox of the row showing `text` (to-be-signed and send-to-print lists). */
  async select(text: string): Promise<void> {
    const row = this.row(text);
    // Blueprint draws the box over the input: click its label, as a user does
    await row.locator('label.bp6-checkbox').click();
    await expect(row.getByRole('checkbox')).toBeChecked();
  }

  /** BULK SIGN (n) for the selected rows, then Sign in the confirmation (password security off). */
  async bulkSignWithConfirmation(): Promise<void> {
    await this.page.getByRole('button', { name: /^BULK SIGN \(\d+\)$/ }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click();
  }

  /** The result a list URL shows to a role that may not see the list. */
  get noAccess(): Locator {
    return this.page.getByText('You do not have access to this list');
  }

  /** The failed load's message and its Retry button. */
  get loadFailure(): Locator {
    return this.page.getByText('Could not load the certificates');
  }

  get retry(): Locator {
    return this.page.getByRole('button', { name: 'Retry' });
  }
}
