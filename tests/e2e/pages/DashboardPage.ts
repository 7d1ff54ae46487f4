/**
 * /dashboard: the welcome, the banner cards, the 30-day issuance clock, the CURRENT MONTH doughnut
 * and the year tables (certificate-workflow §2 "Dashboard").
 */
import type { Locator, Page } from '@playwright/test';

export class DashboardPage {
  readonly heading: Locator;
  /** The year picker of the Campus Data and Course Data tables. */
  readonly year: Locator;
  /** The CURRENT MONTH doughnut (its figure, labelled with every course's count). */
  readonly doughnut: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard' });
    this.year = page.getByRole('combobox', { name: 'Year' });
    this.doughnut = page.locator('figure.dashboard__chart');
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  /** The welcome line, e.g. "Welcome back, Priya." */
  welcome(firstName: string): Locator {
    return this.page.getByText(`Welcome back, ${firstName}.`);
  }

  /** A banner card by its title ('Pending Requests', 'Pending To Be Signed', '30-day issuance clock'). */
  card(title: string): Locator {
    return this.page.getByLabel(title, { exact: true });
  }

  /** The number a banner card shows. */
  async count(title: 'Pending Requests' | 'Pending To Be Signed'): Promise<number> {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return Number(await this.page.getByTestId(`count-${slug}`).textContent());
  }

  /** A table by its caption, e.g. 'Campus Data 2026', 'Courses this month'. */
  table(caption: string): Locator {
    return this.page.getByRole('table', { name: caption });
  }
}
