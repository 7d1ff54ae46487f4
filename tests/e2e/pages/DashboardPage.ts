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

  /** The 30-day issuance clock's counts: how many waited over 30 and over 21 days. */
  async clockCounts(): Promise<{ over30: number; over21: number }> {
    const number = async (id: string) => Number.parseInt((await this.page.getByTestId(id).textContent()) ?? '', 10);
    return { over30: await number('count-over-30-days'), over21: await number('count-over-21-days') };
  }

  /** The clock's "Waiting longest" list items (credential number · student, then "N days"), in order. */
  get waitingLongest(): Locator {
    return this.card('30-day issuance clock').getByRole('list', { name: 'Waiting longest' }).getByRole('listitem');
  }

  /** The 30-day banner's link to the compliance report (docs/compliance.md). */
  get complianceReportLink(): Locator {
    return this.card('30-day issuance clock').getByRole('link', { name: 'View the 30-day compliance report' });
  }

  /** The pager summary under a dashboard table, e.g. "Showing 1–3 of 3" or "No campuses". */
  tableSummary(caption: string): Locator {
    return this.page
      .locator('.dashboard-table')
      .filter({ has: this.table(caption) })
      .locator('.list-pagination__summary');
  }

  /** The numbers of one column of a table's shown rows. */
  async columnNumbers(caption: string, column: number): Promise<number[]> {
    const cells = this.table(caption).locator(`tbody tr td:nth-child(${column + 1})`);
    return (await cells.allTextContents()).map(Number);
  }
}
