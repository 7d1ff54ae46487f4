/** /dashboard: the welcome and the pending cards. */
import type { Locator, Page } from '@playwright/test';

export class DashboardPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard' });
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  /** The welcome line, e.g. "Welcome back, Priya." */
  welcome(firstName: string): Locator {
    return this.page.getByText(`Welcome back, ${firstName}.`);
  }
}
