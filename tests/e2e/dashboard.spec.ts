/**
 * The dashboard for every role (docs/product.md "Dashboard, register and exports"): each banner's number equals
 * the total of the list it opens (0 and no link for a list the role may not open); the 30-day
 * issuance clock shows the seed's long-waiting certificates (requested 38, 33 and 26 days ago, not
 * issued: api/src/seed/certificatesPlan.ts) over 21 and over 30 days, oldest first, each linking to
 * its certificate; for the administrator and the approver, the CURRENT MONTH doughnut and its course
 * table, and a year change that reloads the Campus Data and Course Data tables; and a live update: the approver's open dashboard counts a
 * certificate the requisitioner requests meanwhile, without a reload; and the 30-day banner's link to the
 * compliance report (docs/compliance.md), whose month rows equal what the api counts.
 * spec: certificate-workflow §2 "Dashboard", §9.
 */
import type { Page } from '@playwright/test';
import type { CertifyApp } from './pages/CertifyApp';
import type { Account } from './support/accounts';
import { expect, storageStateOf, test } from './support/fixtures';
import { asUser, requestCertificate } from './support/restApi';

/** The total a list page's pager reports ("Showing 1–5 of 12" → 12; "No certificates" → 0). */
async function listTotal(page: Page): Promise<number> {
  const summary = page.locator('.list-pagination__summary').first();
  await expect(summary).not.toHaveText('Loading…');
  const text = (await summary.textContent()) ?? '';
  const match = /of (\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

type Banner = 'Pending Requests' | 'Pending To Be Signed';
const LIST_OF: Record<Banner, RegExp> = {
  'Pending Requests': /\/certificates\/requested-list$/,
  'Pending To Be Signed': /\/certificates\/to-be-signed-list$/,
};

/**
 * The seed's certificates waiting longest (not issued), oldest first: signed 38 days ago, QA
 * approved (both signees still to sign) 33 days ago, requested 26 days ago.
 */
const WAITING = {
  signed: { text: /^SCIT-\d{4}-01021 · Cooper Russo$/, student: 'Cooper Russo', days: '38 days', list: 'signed-list' },
  toBeSigned: {
    text: /^SCIT-\d{4}-01020 · Sophie Louise McDonald$/,
    student: 'Sophie Louise McDonald',
    days: '33 days',
    list: 'to-be-signed-list',
  },
  requested: {
    text: /^SCIT-\d{4}-01019 · Harrison Singh$/,
    student: 'Harrison Singh',
    days: '26 days',
    list: 'requested-list',
  },
};
type Waiting = (typeof WAITING)[keyof typeof WAITING];

/**
 * What each role sees: the banners whose list it may open (the others read 0 without a link) and
 * the long-waiting certificates of the lists it holds (requested, to be signed, signed).
 */
const ROLES: { account: Account; banners: Banner[]; waiting: Waiting[] }[] = [
  {
    account: 'admin',
    banners: ['Pending Requests', 'Pending To Be Signed'],
    waiting: [WAITING.signed, WAITING.toBeSigned, WAITING.requested],
  },
  { account: 'requisitioner', banners: ['Pending Requests'], waiting: [WAITING.requested] },
  {
    account: 'approver',
    banners: ['Pending Requests', 'Pending To Be Signed'],
    waiting: [WAITING.signed, WAITING.toBeSigned, WAITING.requested],
  },
  { account: 'signee1', banners: ['Pending To Be Signed'], waiting: [WAITING.signed, WAITING.toBeSigned] },
  { account: 'signee2', banners: ['Pending To Be Signed'], waiting: [WAITING.signed, WAITING.toBeSigned] },
  { account: 'printer', banners: [], waiting: [] },
];

/** Opens the dashboard and waits for its numbers (the banners' skeletons gone). */
async function openDashboard(app: CertifyApp): Promise<void> {
  await app.dashboard.open();
  await expect(app.dashboard.heading).toBeVisible();
  await expect(app.page.locator('.pending-card .bp6-skeleton')).toHaveCount(0);
}

for (const role of ROLES) {
  test.describe(role.account, () => {
    test.use({ storageState: storageStateOf(role.account) });

    test('each banner equals the list it opens; 0 and no link for a list the role may not open', async ({ app }) => {
      await openDashboard(app);
      await expect(app.page.getByText('Your roles do not grant access')).toHaveCount(0);
      for (const banner of ['Pending Requests', 'Pending To Be Signed'] as const) {
        if (role.banners.includes(banner)) continue;
        expect(await app.dashboard.count(banner), banner).toBe(0);
        await expect(app.dashboard.card(banner).getByRole('link')).toHaveCount(0);
      }
      for (const banner of role.banners) {
        await openDashboard(app);
        const count = await app.dashboard.count(banner);
        await app.dashboard.card(banner).getByRole('link', { name: 'Open list →' }).click();
        await expect(app.page).toHaveURL(LIST_OF[banner]);
        // a signee's list holds only what it still has to sign, as its banner counts
        await expect.poll(() => listTotal(app.page), { message: banner }).toBe(count);
      }
    });

    test('the 30-day issuance clock: over 21 and over 30 days, oldest first, each opening its certificate', async ({
      app,
    }) => {
      await openDashboard(app);
      const clock = app.dashboard.card('30-day issuance clock');
      await expect(clock).toBeVisible();
      const over30 = role.waiting.filter((w) => Number.parseInt(w.days, 10) > 30).length;
      expect(await app.dashboard.clockCounts()).toEqual({ over30, over21: role.waiting.length });
      if (role.waiting.length === 0) {
        await expect(clock.getByText('Nothing in your lists has waited more than 21 days.')).toBeVisible();
        // no certificate link: only the compliance report's (docs/compliance.md)
        await expect(clock.getByRole('link')).toHaveText(['View the 30-day compliance report']);
        return;
      }
      const items = app.dashboard.waitingLongest;
      await expect(items).toHaveCount(role.waiting.length);
      for (const [i, waiting] of role.waiting.entries()) {
        await expect(items.nth(i).getByRole('link')).toHaveText(waiting.text);
        await expect(items.nth(i)).toContainText(waiting.days);
      }
      for (const [i, waiting] of role.waiting.entries()) {
        if (i > 0) await openDashboard(app);
        await app.dashboard.waitingLongest.nth(i).getByRole('link').click();
        // the certificate's detail, in the list that holds it
        await expect(app.page).toHaveURL(new RegExp(`/certificates/${waiting.list}/\\d+$`));
        await expect(app.detail.student(waiting.student)).toBeVisible();
      }
    });
  });
}

for (const account of ['admin', 'approver'] as const)
  test.describe(`${account}: the charts`, () => {
    test.use({ storageState: storageStateOf(account) });

    test('the CURRENT MONTH doughnut: its slices, its total and its course table agree', async ({ app }) => {
      await openDashboard(app);
      await expect(app.page.getByRole('heading', { name: 'CURRENT MONTH' })).toBeVisible();
      const table = 'Courses this month';
      await expect(app.dashboard.tableSummary(table)).toHaveText(/^Showing 1–\d+ of \d+$/);
      await app.page
        .locator('.dashboard-table')
        .filter({ has: app.dashboard.table(table) })
        .getByRole('combobox', { name: 'Rows per page' })
        .selectOption('50');
      const rows = app.dashboard.table(table).locator('tbody tr');
      const courses = await rows.count();
      expect(courses).toBeGreaterThan(0);
      const counts = await app.dashboard.columnNumbers(table, 2);
      const total = counts.reduce((a, n) => a + n, 0);
      expect(
        [...counts].sort((a, b) => b - a),
        'most first',
      ).toEqual(counts);
      const month = new Date().toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });
      await expect(
        app.page.getByText(`${month}: ${total} certificate${total === 1 ? '' : 's'} requested`),
      ).toBeVisible();
      // one slice per course, and the figure names each course with its count
      await expect(app.dashboard.doughnut.locator('svg path')).toHaveCount(courses);
      await expect(app.dashboard.doughnut.locator('.dashboard__chart-number')).toHaveText(String(total));
      const label = (await app.dashboard.doughnut.getAttribute('aria-label')) ?? '';
      const names = await rows.locator('td:first-child').allTextContents();
      for (const [i, name] of names.entries()) expect(label).toContain(`${name} ${counts[i]}`);
    });

    test('a year change reloads Campus Data and Course Data; future years are disabled', async ({ app }) => {
      await openDashboard(app);
      const year = new Date().getFullYear();
      await expect(app.dashboard.year).toHaveValue(String(year));
      await expect(app.dashboard.year.locator(`option[value="${year + 1}"]`)).toBeDisabled();
      await expect(app.dashboard.year.locator(`option[value="${year - 1}"]`)).toBeEnabled();
      const campus = `Campus Data ${year}`;
      const course = `Course Data ${year}`;
      await expect(app.dashboard.tableSummary(campus)).toHaveText(/^Showing 1–\d+ of \d+$/);
      for (const caption of [campus, course]) {
        await app.page
          .locator('.dashboard-table')
          .filter({ has: app.dashboard.table(caption) })
          .getByRole('combobox', { name: 'Rows per page' })
          .selectOption('50');
      }
      // the two tables count the same certificates: by campus and by course (Requested is column 2 / 3)
      const byCampus = (await app.dashboard.columnNumbers(campus, 1)).reduce((a, n) => a + n, 0);
      const byCourse = (await app.dashboard.columnNumbers(course, 2)).reduce((a, n) => a + n, 0);
      expect(byCampus).toBeGreaterThan(0);
      expect(byCourse).toBe(byCampus);

      await app.dashboard.year.selectOption(String(year - 5));
      await expect(app.dashboard.table(`Campus Data ${year - 5}`)).toBeVisible();
      await expect(app.dashboard.table(`Course Data ${year - 5}`)).toBeVisible();
      await expect(app.dashboard.tableSummary(`Campus Data ${year - 5}`)).toHaveText('No campuses');
      await expect(app.dashboard.tableSummary(`Course Data ${year - 5}`)).toHaveText('No courses');

      await app.dashboard.year.selectOption(String(year));
      await expect(app.dashboard.tableSummary(campus)).toHaveText(/^Showing 1–\d+ of \d+$/);
    });
  });

test('live: the approver’s open dashboard counts a certificate the requisitioner requests meanwhile, without a reload', async ({
  signedIn,
  request,
}) => {
  const approver = await signedIn('approver');
  const acknowledged = approver.page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).includes('connection_ack')));
  await openDashboard(approver);
  await acknowledged; // the live updates are connected
  const before = await approver.dashboard.count('Pending Requests');
  await approver.page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The requisitioner requests a certificate through the REST api, with a session of its own.
  await asUser(request, 'requisitioner', (call) =>
    requestCertificate(call, {
      student: 0,
      course: 0,
      credentialNumber: `E2E-LIVE-${Date.now().toString(36).toUpperCase()}`,
    }),
  );

  await expect(approver.page.getByTestId('count-pending-requests')).toHaveText(String(before + 1));
  expect(await approver.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

/** What the api reports for the last 12 months as `account` (the page must show the same). */
interface ComplianceMonth {
  month: string;
  issued: number;
  issued_within: number;
  issued_beyond: number;
}
const monthName = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

for (const account of ['admin', 'printer'] as const)
  test.describe(`${account}: the 30-day compliance report (docs/compliance.md)`, () => {
    test.use({ storageState: storageStateOf(account) });

    test('the banner links to the report: a row per month, issued within and beyond 30 days', async ({
      app,
      request,
    }) => {
      await openDashboard(app);
      await app.dashboard.complianceReportLink.click();
      await expect(app.page).toHaveURL(/\/dashboard\/compliance$/);
      await expect(app.compliance.heading).toBeVisible();
      await expect(app.compliance.monthRows).toHaveCount(12);
      const expected = await asUser(request, account, async (call) => {
        const body = await call('/dashboard/issuanceCompliance');
        return body.months as ComplianceMonth[];
      });
      // newest first, as the api counts them
      const labels = await app.compliance.monthRows.locator('th').allTextContents();
      expect(labels).toEqual([...expected].reverse().map((m) => monthName(m.month)));
      for (const m of expected) {
        expect(await app.compliance.counts(monthName(m.month)), m.month).toEqual({
          issued: m.issued,
          within: m.issued_within,
          beyond: m.issued_beyond,
        });
      }
      // the seed issued certificates in the period
      expect(expected.some((m) => m.issued > 0)).toBe(true);
      const issued = expected.reduce((a, m) => a + m.issued, 0);
      const within = expected.reduce((a, m) => a + m.issued_within, 0);
      await expect(app.compliance.summary).toContainText(`${within} of ${issued} issued within 30 days`);

      await app.compliance.period.selectOption('Last 24 months');
      await expect(app.compliance.monthRows).toHaveCount(24);
    });
  });
