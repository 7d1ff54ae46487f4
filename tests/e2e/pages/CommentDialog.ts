/**
 * A dialog asking for a comment and confirming (reprint request, reprint approval, reject, cancel;
 * certificate-workflow §4), named by the labels the user sees.
 */
import type { Locator, Page } from '@playwright/test';

export class CommentDialog {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly labels: { comment: string | RegExp; confirm: string },
  ) {
    this.root = page.getByRole('dialog');
  }

  /** Writes `comment` (when given) and presses the confirm button. */
  async confirm(comment?: string): Promise<void> {
    if (comment !== undefined) await this.root.getByLabel(this.labels.comment).fill(comment);
    await this.root.getByRole('button', { name: this.labels.confirm, exact: true }).click();
  }

  /** A validation message in the dialog. */
  message(text: string): Locator {
    return this.root.getByText(text);
  }
}
