/**
 * A certificate's detail page, /certificates/<list>/<id> (certificate-workflow §2): what it shows
 * and the workflow actions the server offers, with their dialogs.
 */
import type { Locator, Page } from '@playwright/test';
import { ApproveDialog } from './ApproveDialog';
import { CommentDialog } from './CommentDialog';
import { PrintResultDialog } from './PrintResultDialog';

export class CertificateDetailPage {
  readonly approveDialog: ApproveDialog;
  readonly reprintRequestDialog: CommentDialog;
  readonly approveReprintDialog: CommentDialog;
  readonly printResult: PrintResultDialog;

  constructor(private readonly page: Page) {
    this.approveDialog = new ApproveDialog(page);
    this.reprintRequestDialog = new CommentDialog(page, {
      comment: /Why does this certificate need a reprint/,
      confirm: 'Request Reprint',
    });
    this.approveReprintDialog = new CommentDialog(page, { comment: 'Comment', confirm: 'Approve' });
    this.printResult = new PrintResultDialog(page);
  }

  /** The page title, e.g. "Certificate Reprint Details". */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title });
  }

  /** The student's name where the page first shows it. */
  student(name: string): Locator {
    return this.page.getByText(name).first();
  }

  private action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens the Approve dialog of a requested certificate (to look at it before `approveDialog.approve`). */
  async openApproveDialog(): Promise<ApproveDialog> {
    await this.action('Approve').click();
    return this.approveDialog;
  }

  /** Approve of a requested certificate, through its dialog. */
  async approveRequest(values: { fee: 'Paid' | 'Not Paid'; comment: string }): Promise<void> {
    await this.action('Approve').click();
    await this.approveDialog.approve(values);
  }

  /** Sign: opens the sign page. */
  async openSignPage(): Promise<void> {
    await this.action('Sign').click();
  }

  /** Issue Certificate, then confirm in the 'Issue this certificate?' dialog. */
  async issue(): Promise<void> {
    await this.action('Issue Certificate').click();
    const dialog = this.page.getByRole('dialog', { name: 'Issue certificate' });
    await dialog.getByText('Issue this certificate?').waitFor();
    await dialog.getByRole('button', { name: 'Issue Certificate', exact: true }).click();
  }

  /** Print (or Reprint): the PDF goes to the print dialog, then the print result dialog opens. */
  async print(kind: 'Print' | 'Reprint' = 'Print'): Promise<void> {
    await this.action(kind).click();
  }

  /** Reprint Request: opens the dialog asking why (see reprintRequestDialog). */
  async requestReprint(): Promise<void> {
    await this.action('Reprint Request').click();
  }

  /** Approve of a reprint request, with no comment. */
  async approveReprint(): Promise<void> {
    await this.action('Approve').click();
    await this.approveReprintDialog.confirm();
  }

  /** The History tab (docs/security.md "Audit trail"): opens it and answers its table. */
  async openHistory(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'History' }).click();
    const table = this.page.getByRole('table', { name: 'Certificate history' });
    await table.locator('tbody tr[data-event-id]').first().waitFor();
    return table;
  }

  /** The "What" of each row of the History tab, oldest first. */
  async historyActions(): Promise<string[]> {
    const table = await this.openHistory();
    return table.locator('tbody tr[data-event-id] td:nth-child(3) .audit-table__what').allInnerTexts();
  }
}
