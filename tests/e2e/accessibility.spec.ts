/**
 * Every main screen on a phone (390×844) and a small laptop (1366×768), for each role (issue 10
 * "Phones and small laptops", "Done when"): no serious or critical axe violation
 * (`@axe-core/playwright`, WCAG 2.x A/AA rules and best practices) and nothing scrolls sideways
 * (`document.scrollingElement.scrollWidth <= innerWidth`).
 * Screens: login, dashboard, every certificate list the role's menu holds, a certificate detail,
 * the request form, the master lists, an import screen, user management.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { CertifyApp } from './pages/CertifyApp';
import type { Account } from './support/accounts';
import { expect, storageStateOf, test } from './support/fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** What the check found on one screen: serious/critical axe rules (with their nodes) and the sideways overflow. */
interface ScreenFindings {
  screen: string;
  violations: string[];
  overflow: number;
}

/** Waits for the routed screen to answer (heading shown, requests done, skeletons gone). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, .login-page').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
}

/** Runs axe and measures the horizontal page scroll on the screen open in `page`. */
async function inspect(page: Page, screen: string): Promise<ScreenFindings> {
  await settle(page);
  const result = await new AxeBuilder({ page }).analyze();
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? document.body.scrollWidth) - window.innerWidth,
  );
  return { screen, violations, overflow };
}

/** Fails listing every screen with a finding, so one run shows them all. */
function expectClean(findings: ScreenFindings[]): void {
  const bad = findings.filter((f) => f.violations.length > 0 || f.overflow > 0);
  expect(
    bad.map((f) => ({ screen: f.screen, overflow: f.overflow, violations: f.violations })),
    `screens checked: ${findings.map((f) => f.screen).join(', ')}`,
  ).toEqual([]);
}

/** The certificate list URLs of the signed-in role's menu (its stored profile). */
async function certificateLists(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw =
      localStorage.getItem('certify.authority.profile') ?? sessionStorage.getItem('certify.authority.profile');
    const profile = raw ? (JSON.parse(raw) as { certificates: Array<{ module_url: string }> }) : null;
    return (profile?.certificates ?? []).map((m) => m.module_url);
  });
}

async function openAs(browser: Browser, account: Account, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  // AxeBuilder needs a page of a context opened here (STACK.md)
  const context = await browser.newContext({ storageState: storageStateOf(account), viewport });
  return context.newPage();
}

/** Dashboard and each certificate list; with `detail`, the first certificate's detail of the first list holding one. */
async function roleScreens(page: Page, detail: boolean): Promise<ScreenFindings[]> {
  const findings: ScreenFindings[] = [];
  await page.goto('/dashboard');
  findings.push(await inspect(page, '/dashboard'));
  let detailChecked = !detail;
  for (const url of await certificateLists(page)) {
    await page.goto(url);
    findings.push(await inspect(page, url));
    const details = page.getByRole('button', { name: 'Details' });
    if (!detailChecked && (await details.count()) > 0) {
      await details.first().click();
      await expect(page).not.toHaveURL(url);
      findings.push(await inspect(page, `${new URL(page.url()).pathname} (detail)`));
      detailChecked = true;
    }
  }
  return findings;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test('the login page', async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/user/login');
      expectClean([await inspect(page, '/user/login')]);
      await context.close();
    });

    test('the requisitioner: dashboard, lists, a detail and the request form', async ({ browser }) => {
      const page = await openAs(browser, 'requisitioner', viewport);
      const findings = await roleScreens(page, true);
      await page.goto('/certificates/request-certificate');
      findings.push(await inspect(page, '/certificates/request-certificate'));
      expectClean(findings);
      await page.context().close();
    });

    for (const account of ['approver', 'signee1', 'printer'] as const) {
      test(`the ${account}: dashboard, lists and a detail`, async ({ browser }) => {
        const page = await openAs(browser, account, viewport);
        expectClean(await roleScreens(page, true));
        await page.context().close();
      });
    }

    test("a dialog fits the screen and passes axe (the approver's Approve dialog)", async ({ browser }) => {
      const page = await openAs(browser, 'approver', viewport);
      await page.goto('/certificates/requested-list');
      await settle(page);
      await page.getByRole('button', { name: 'Details' }).first().click();
      await settle(page);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expectClean([await inspect(page, 'Approve dialog')]);
      await page.context().close();
    });

    test('the administrator: dashboard, lists, master lists, an import screen, user management', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'admin', viewport);
      const findings = await roleScreens(page, false);
      for (const url of [
        '/master/campus-list',
        '/master/course-list',
        '/master/student-list',
        '/settings/student-import',
        '/settings/user-management',
      ]) {
        await page.goto(url);
        findings.push(await inspect(page, url));
      }
      expectClean(findings);
      await page.context().close();
    });
  });
}

test('on a phone the header is a menu button whose drawer leads to the granted screens', async ({ browser }) => {
  const app = new CertifyApp(await openAs(browser, 'requisitioner', VIEWPORTS[0]));
  await app.goto('/dashboard');
  await expect(app.header.navLink('Dashboard')).toBeHidden();
  await app.header.openMenu('Certificates');
  await expect(app.header.menuItem('Certificate Requests')).toBeVisible();
  await expect(app.header.menuItem('Certificate To Be Signed')).toHaveCount(0);
  await app.header.menuItem('Certificate Printed').click();
  await expect(app.page).toHaveURL(/\/certificates\/printed-list$/);
  await expect(app.header.compactMenu).toBeHidden();
  await app.page.context().close();
});
