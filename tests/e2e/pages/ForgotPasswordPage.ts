/**
 * The forgot-password page, /user/forgot-password, and the sent page it leads to,
 * /user/forgot-password-sent (access-and-administration §2 "Forgot password").
 */
import type { Locator, Page } from '@playwright/test';

export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;
  /** The sent page's text. */
  readonly sentMessage: Locator;
  /** The sent page's link to the root. */
  readonly backToHome: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Forgot password' });
    this.email = page.getByLabel('Email');
    this.sendButton = page.getByRole('button', { name: 'Send reset link' });
    this.sentMessage = page.getByText('Password reset instructions sent.');
    this.backToHome = page.getByRole('link', { name: 'Back to home' });
  }

  async open(): Promise<void> {
    await this.page.goto('/user/forgot-password');
  }

  /** Types the e-mail address and asks for the reset link. */
  async requestLink(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendButton.click();
  }

  /** A validation message on the page. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
