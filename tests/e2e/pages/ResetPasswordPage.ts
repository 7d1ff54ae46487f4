/**
 * The reset page: the e-mailed link /user/reset-password/{token}, or /user/reset
 * (access-and-administration §2 "Reset your Password").
 */
import type { Locator, Page } from '@playwright/test';

export class ResetPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly resetButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reset your Password' });
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmation = page.getByLabel('Confirm Password');
    this.resetButton = page.getByRole('button', { name: 'Reset Password' });
  }

  /** Opens the page at `pathOrLink` (an e-mailed link or a path such as /user/reset). */
  async open(pathOrLink: string): Promise<void> {
    await this.page.goto(pathOrLink);
  }

  /** Fills the three fields and presses Reset Password. */
  async reset(email: string, password: string, confirmation = password): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.resetButton.click();
  }

  /** Presses Reset Password with whatever the form holds. */
  async submit(): Promise<void> {
    await this.resetButton.click();
  }

  /** A validation or server message on the page. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
