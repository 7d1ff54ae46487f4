/**
 * The dashboard for each role (issue 10 "Dashboard"): the banners' numbers equal what the lists
 * they open hold (0 and no link for a list the role may not open), the CURRENT MONTH doughnut and
 * its course table, and a year change that reloads the Campus Data and Course Data tables.
 * spec: certificate-workflow §2 "Dashboard", §9.
 */
import { expect, storageStateOf, test } from './support/fixtures';

/** The total a list page's pager reports ("Showing 1–5 of 12" → 12; "No certificates" → 0). */
async function listTotal(page: import('@playwright/test').Page): Promise<number> {
  const summary = page.locator('.list-pagination__summary').first();
  await expect(summary).not.toHaveText('Loading…');
  const text = (await summary.textContent()) ?? '';
  const match = /of (\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

test.describe('approver', () => {
  test.use({ storageState: storageStateOf('approver') });

  test('the banners match the lists they open', async ({ app }) => {
    await app.dashboard.open();
    await expect(app.dashboard.card('Pending Requests').getByRole('link')).toBeVisible();
    const requests = await app.dashboard.count('Pending Requests');
    const toSign = await app.dashboard.count('Pending To Be Signed');
    await app.dashboard.card('Pending Requests').getByRole('link').click();
    await expect(app.page).toHaveURL(/\/certificates\/requested-list$/);
    await expect.poll(() => listTotal(app.page)).toBe(requests);

    await app.dashboard.open();
    await app.dashboard.card('Pending To Be Signed').getByRole('link').click();
    await expect(app.page).toHaveURL(/\/certificates\/to-be-signed-list$/);
    await expect.poll(() => listTotal(app.page)).toBe(toSign);
  });

  test('the CURRENT MONTH doughnut, its course table and a year change', async ({ app }) => {
    await app.dashboard.open();
    await expect(app.page.getByRole('heading', { name: 'CURRENT MONTH' })).toBeVisible();
    await expect(app.dashboard.doughnut.locator('svg path').first()).toBeVisible();
    await expect(app.dashboard.table('Courses this month').getByRole('row')).not.toHaveCount(1);

    const year = new Date().getFullYear();
    await expect(app.dashboard.year).toHaveValue(String(year));
    await expect(app.dashboard.year.locator(`option[value="${year + 1}"]`)).toBeDisabled();
    await expect(app.dashboard.table(`Campus Data ${year}`).getByRole('row')).not.toHaveCount(1);
    await app.dashboard.year.selectOption(String(year - 5));
    await expect(app.dashboard.table(`Campus Data ${year - 5}`)).toBeVisible();
    await expect(app.page.getByRole('heading', { name: 'No campuses' })).toBeVisible();
  });
});

test.describe('signee', () => {
  test.use({ storageState: storageStateOf('signee1') });

  test('no requested list: 0 without a link; pending to be signed is what is left to sign', async ({ app }) => {
    await app.dashboard.open();
    await expect(app.dashboard.card('Pending To Be Signed').getByRole('link')).toBeVisible();
    await expect(app.page.getByText('Your roles do not grant access')).toHaveCount(0);
    expect(await app.dashboard.count('Pending Requests')).toBe(0);
    await expect(app.dashboard.card('Pending Requests').getByRole('link')).toHaveCount(0);
    const toSign = await app.dashboard.count('Pending To Be Signed');
    expect(toSign).toBeGreaterThan(0);
    await app.dashboard.card('Pending To Be Signed').getByRole('link').click();
    await expect(app.page).toHaveURL(/\/certificates\/to-be-signed-list$/);
    // the list also holds what this signee already signed while others still have to
    await expect.poll(() => listTotal(app.page)).toBeGreaterThanOrEqual(toSign);
  });
});
