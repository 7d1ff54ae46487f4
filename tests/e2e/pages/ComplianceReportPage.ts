/**
 * /dashboard/compliance: the 30-day compliance report (docs/compliance.md), reached from
 * the dashboard's issuance clock: a row per month (newest first) with certificates issued within and
 * beyond 30 days, the period picker, and the certificates issued late.
 */
import type { Locator, Page } from '@playwright/test';

export class ComplianceReportPage {
  readonly heading: Locator;
  /** The month table ("Issued per month"). */
  readonly months: Locator;
  /** The table of certificates issued beyond 30 days. */
  readonly late: Locator;
  /** The period picker (Last 12 / 24 / 36 months). */
  readonly period: Locator;
  /** "N of M issued within 30 days (P%)." */
  readonly summary: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '30-day compliance report' });
    this.months = page.getByRole('table', { name: 'Issued per month' });
    this.late = page.getByRole('table', { name: 'Issued beyond 30 days' });
    this.period = page.getByRole('combobox', { name: 'Period' });
    this.summary = page.getByTestId('compliance-summary');
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard/compliance');
  }

  /** The month rows, newest first. */
  get monthRows(): Locator {
    return this.months.locator('tbody tr');
  }

  /** The row of a month, by its label (e.g. "November 2026"). */
  month(label: string): Locator {
    return this.monthRows.filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** A month's numbers: issued, within, beyond (the first three number columns). */
  async counts(label: string): Promise<{ issued: number; within: number; beyond: number }> {
    const cells = (await this.month(label).locator('td').allTextContents()).map((t) => Number.parseInt(t, 10));
    return { issued: cells[0]!, within: cells[1]!, beyond: cells[2]! };
  }
}
