/** The login page, /user/login (access-and-administration §2 "Login page"). */
import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly loginButton: Locator;
  /** The 'Forgot password' link (to /user/forgot-password). */
  readonly forgotPassword: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Login Account' });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.loginButton = page.getByRole('button', { name: 'Login' });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password' });
  }

  async open(): Promise<void> {
    await this.page.goto('/user/login');
  }

  /** Types the username and password and presses Login. */
  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.loginButton.click();
  }

  /** Presses Login with whatever the form holds (e.g. nothing). */
  async submit(): Promise<void> {
    await this.loginButton.click();
  }

  /** A validation or server message on the page. */
  message(text: string): Locator {
    return this.page.getByText(text);
  }
}
