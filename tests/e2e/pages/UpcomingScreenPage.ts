/** The fallback screen of areas of a later release (access-and-administration §2). */
import type { Locator, Page } from '@playwright/test';

export class UpcomingScreenPage {
  readonly comingSoon: Locator;

  constructor(private readonly page: Page) {
    this.comingSoon = page.getByText('Coming soon');
  }

  /** The screen's title (the granted module's name at this URL, else the area's). */
  title(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }
}
