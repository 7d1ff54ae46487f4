/** The sign page, /certificates/to-be-signed-list/<id>/sign (certificate-workflow §2, §4). */
import type { Locator, Page } from '@playwright/test';

export class SignPage {
  private readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  /** Sign, then Sign in the confirmation (password security off). */
  async signWithConfirmation(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await this.dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  }

  /** Sign, then the password and Sign (password security on). */
  async signWithPassword(password: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await this.dialog.getByLabel('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  }
}
