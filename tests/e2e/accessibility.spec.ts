/**
 * Every main screen on a phone (390×844) and a small laptop (1366×768), for each role (docs/product.md
 * "Phones and small laptops", "Done when"): no serious or critical axe violation
 * (axe-core, WCAG 2.x A/AA rules and best practices) and nothing scrolls sideways
 * (`document.scrollingElement.scrollWidth <= innerWidth`).
 * Screens: login, dashboard, the 30-day compliance report, every certificate list the role's menu holds, a certificate detail,
 * the request form, the master lists, an import screen, user management.
 */
import type { Page } from '@playwright/test';
import { CertifyApp } from './pages/CertifyApp';
import { expectClean, inspect, openAs, type ScreenFindings, settle, VIEWPORTS } from './support/axeCheck';
import { expect, test } from './support/fixtures';

/** The certificate list URLs of the signed-in role's menu (its stored profile). */
async function certificateLists(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw =
      localStorage.getItem('certify.authority.profile') ?? sessionStorage.getItem('certify.authority.profile');
    const profile = raw ? (JSON.parse(raw) as { certificates: Array<{ module_url: string }> }) : null;
    return (profile?.certificates ?? []).map((m) => m.module_url);
  });
}

/**
 * Dashboard, the 30-day compliance report, the certificate register and each certificate list; with `detail`, the first
 * certificate's detail of the first list holding one.
 */
async function roleScreens(page: Page, detail: boolean): Promise<ScreenFindings[]> {
  const findings: ScreenFindings[] = [];
  await page.goto('/dashboard');
  findings.push(await inspect(page, '/dashboard'));
  await page.goto('/dashboard/compliance');
  findings.push(await inspect(page, '/dashboard/compliance'));
  await page.goto('/reports');
  findings.push(await inspect(page, '/reports'));
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
  await app.header.choose('Certificate Printed');
  await expect(app.page).toHaveURL(/\/certificates\/printed-list$/);
  await expect(app.header.compactMenu).toBeHidden();
  await app.page.context().close();
});
