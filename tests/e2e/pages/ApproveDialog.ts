/** The Approve dialog of a requested certificate: fee status and comment (certificate-workflow §4, §5). */
import { expect, type Locator, type Page } from '@playwright/test';

export class ApproveDialog {
  readonly root: Locator;
  /** The student-portal assessment report link (certificate-workflow §1), when the certificate has one. */
  readonly assessmentReportLink: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog');
    // a Blueprint AnchorButton: an <a href> with role "button"
    this.assessmentReportLink = this.root.getByRole('button', { name: 'View assessment report' });
  }

  /** Chooses the fee status, writes the comment and presses Approve. */
  async approve({ fee, comment }: { fee: 'Paid' | 'Not Paid'; comment: string }): Promise<void> {
    // the user clicks the option's label (Blueprint's indicator covers the radio input itself)
    await this.root.getByText(fee, { exact: true }).click();
    await expect(this.root.getByRole('radio', { name: fee, exact: true })).toBeChecked();
    await this.root.getByLabel(/Comment/).fill(comment);
    await this.root.getByRole('button', { name: 'Approve', exact: true }).click();
  }
}
