/**
 * A light web app, as the browser sees it (docs/architecture.md "A light web app"): the login page's scripts
 * and styles arrive brotli-compressed and may be kept for a year (hashed names, `immutable`), the
 * page itself is revalidated (`no-cache`); no screen ever asks for an icon font (TTF, WOFF, EOT)
 * or Blueprint's full set of icon paths; and every icon on every screen is drawn as SVG, none as
 * an icon-font glyph (Blueprint's fallback: an icon element without an svg inside).
 */
import type { Page, Response } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ACCOUNTS, PASSWORD } from './support/accounts';
import { expect, storageStateOf, test } from './support/fixtures';

/** An icon font, or the chunk of Blueprint's loader that fetches every icon's paths. */
const ICON_FONT_OR_FULL_SET = /\.(ttf|woff2?|eot|otf)([?#]|$)|blueprint-icons|splitPathsBySizeLoader/i;

/** Every URL `page` asks for from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Waits for the screen to settle, then checks that none of its icons is drawn as a font glyph;
 * answers how many it draws as SVG.
 */
async function expectSvgIcons(page: Page, screen: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, .login-page, body').first()).toBeVisible();
  await expect(
    page.locator('.bp6-icon:not(svg):not(:has(svg))'),
    `${screen}: icons drawn with the icon font`,
  ).toHaveCount(0);
  return page.locator('svg[data-icon]').count();
}

test.describe('the login page', () => {
  test('arrives compressed, cached for a year by hashed name, with its icons as SVG and no icon font', async ({
    page,
  }) => {
    const urls = requestsOf(page);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const login = new LoginPage(page);
    await login.open();
    await expect(login.loginButton).toBeVisible();
    expect(await expectSvgIcons(page, 'login')).toBeGreaterThan(0);

    const document = responses.find((r) => new URL(r.url()).pathname === '/user/login');
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    expect(await document?.headerValue('content-encoding')).toBe('br');
    const assets = responses.filter((r) => /^\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname));
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const name = new URL(asset.url()).pathname;
      // the build compresses every file but the tiniest (under 512 bytes: compression would not pay)
      const encoding = await asset.headerValue('content-encoding');
      if (encoding === null) expect(Number(await asset.headerValue('content-length')), name).toBeLessThan(512);
      else expect([name, encoding]).toEqual([name, 'br']);
      expect([name, await asset.headerValue('cache-control')]).toEqual([name, 'public, max-age=31536000, immutable']);
    }
    expect(urls.filter((url) => ICON_FONT_OR_FULL_SET.test(url))).toEqual([]);

    // signing in takes the app to its first screen, still without an icon font
    await login.logIn(ACCOUNTS.requisitioner, PASSWORD);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await expectSvgIcons(page, 'after login');
    expect(urls.filter((url) => ICON_FONT_OR_FULL_SET.test(url))).toEqual([]);
  });
});

/** The screens each role opens here: every area of the app, and the ones with date and select inputs. */
const SCREENS = {
  admin: [
    '/dashboard',
    '/dashboard/compliance',
    '/reports',
    '/certificates/requested-list',
    '/certificates/to-be-signed-list',
    '/certificates/signed-list',
    '/certificates/send-to-print-list',
    '/certificates/rejected-list',
    '/certificates/printed-list',
    '/certificates/reprint-request-list',
    '/master/campus-list',
    '/master/course-list',
    '/master/student-list',
    '/master/add-student',
    '/settings/student-import',
    '/settings/user-management',
    '/settings/add-user',
    '/settings/role-management',
    '/settings/template-management',
    '/settings/company-settings',
    '/settings/configuration-settings',
    '/settings/user-configurations',
    '/settings/upload-signature',
    '/settings/api-clients',
    '/settings/audit-log',
    '/help',
    '/no-such-page',
  ],
  requisitioner: ['/certificates/request-certificate'],
} as const;

for (const [role, screens] of Object.entries(SCREENS) as Array<[keyof typeof SCREENS, readonly string[]]>) {
  test.describe(`the screens of the ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('draw every icon as SVG and never ask for an icon font or the full icon set', async ({ page }) => {
      const urls = requestsOf(page);
      let svgIcons = 0;
      for (const screen of screens) {
        await page.goto(screen);
        svgIcons += await expectSvgIcons(page, screen);
      }
      expect(svgIcons).toBeGreaterThan(screens.length);
      // a certificate's detail page, from the first row of a list
      if (role === 'admin') {
        await page.goto('/certificates/requested-list');
        await page.getByRole('button', { name: 'Details' }).first().click();
        await expect(page).toHaveURL(/\/\d+$/);
        await expectSvgIcons(page, 'certificate detail');
      }
      expect(urls.filter((url) => ICON_FONT_OR_FULL_SET.test(url))).toEqual([]);
    });
  });
}
