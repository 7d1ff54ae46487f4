/** The full-page results: the 404 page and /exception/{code} (certificate-workflow §2). */
import type { Locator, Page } from '@playwright/test';

export class ResultPage {
  readonly backHomeLink: Locator;

  constructor(private readonly page: Page) {
    this.backHomeLink = page.getByRole('link', { name: 'Back to home' });
  }

  async openException(code: string): Promise<void> {
    await this.page.goto(`/exception/${code}`);
  }

  /** The big status code, e.g. "500". */
  code(code: string): Locator {
    return this.page.getByText(code, { exact: true });
  }

  message(text: string): Locator {
    return this.page.getByText(text);
  }

  async backToHome(): Promise<void> {
    await this.backHomeLink.click();
  }
}
