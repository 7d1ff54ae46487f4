/**
 * Every screen of the staff app, as the role that uses it, at 390×844 and 1366×768: full-page PNGs
 * in $SCREENSHOT_DIR named `<width>-<role>-<screen>.png`. Run with playwright.screenshots.config.ts.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Account } from '../e2e/support/accounts';
import { VerifyPage } from '../e2e/pages/VerifyPage';
import { expect, storageStateOf, test } from '../e2e/support/fixtures';
import { demoCodes } from '../e2e/support/verificationCodes';

const OUT = resolve(process.env.SCREENSHOT_DIR ?? '../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Screens by role: [file name, URL]. */
const SCREENS: Record<Account, Array<[string, string]>> = {
  admin: [
    ['dashboard', '/dashboard'],
    ['compliance-report', '/dashboard/compliance'],
    ['reports', '/reports'],
    ['campus-list', '/master/campus-list'],
    ['course-list', '/master/course-list'],
    ['student-list', '/master/student-list'],
    ['add-student', '/master/add-student'],
    ['student-import', '/settings/student-import'],
    ['user-management', '/settings/user-management'],
    ['add-user', '/settings/add-user'],
    ['role-management', '/settings/role-management'],
    ['template-management', '/settings/template-management'],
    ['company-settings', '/settings/company-settings'],
    ['configuration-settings', '/settings/configuration-settings'],
    ['user-configurations', '/settings/user-configurations'],
    ['upload-signature', '/settings/upload-signature'],
    ['api-clients', '/settings/api-clients'],
    ['audit-log', '/settings/audit-log'],
    ['help', '/help'],
    ['not-found', '/no-such-page'],
  ],
  requisitioner: [
    ['dashboard', '/dashboard'],
    ['requested-list', '/certificates/requested-list'],
    ['request-certificate', '/certificates/request-certificate'],
    ['printed-list', '/certificates/printed-list'],
  ],
  approver: [
    ['dashboard', '/dashboard'],
    ['requested-list', '/certificates/requested-list'],
    ['signed-list', '/certificates/signed-list'],
    ['rejected-list', '/certificates/rejected-list'],
    ['reprint-request-list', '/certificates/reprint-request-list'],
  ],
  signee1: [
    ['dashboard', '/dashboard'],
    ['to-be-signed-list', '/certificates/to-be-signed-list'],
  ],
  signee2: [],
  printer: [
    ['dashboard', '/dashboard'],
    ['send-to-print-list', '/certificates/send-to-print-list'],
    ['printed-list', '/certificates/printed-list'],
  ],
};

/** Waits until the routed screen has answered (requests done, spinners and skeletons gone). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, .login-page')).toBeVisible();
  await expect(page.locator('.bp6-skeleton, main .bp6-spinner')).toHaveCount(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

/** The API Clients screen's Add dialog and, when a client exists, the first one's webhooks drawer. */
async function shootApiClientOverlays(page: Page, prefix: string): Promise<void> {
  await page.getByRole('button', { name: 'Add API Client' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add API Client' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add).toContainText('Choose at least one scope');
  await page.screenshot({ path: `${OUT}/${prefix}-api-clients-add-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  const webhooks = page.getByRole('button', { name: /^Webhooks of / });
  if ((await webhooks.count()) === 0) return;
  await webhooks.first().click();
  await expect(page.getByRole('dialog', { name: /^Webhooks — / })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${OUT}/${prefix}-api-clients-webhooks.png` });
  await page.keyboard.press('Escape');
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('login', async ({ page }) => {
      await page.goto('/user/login');
      await shoot(page, `${viewport.width}-anonymous-login`);
    });

    // docs/verification.md: the public page, as a visitor sees it (no login)
    test('verify', async ({ page, request }) => {
      const codes = await demoCodes(request);
      for (const [name, path] of [
        ['verify-valid', `/verify/${codes.valid}`],
        ['verify-cancelled', `/verify/${codes.cancelled}`],
        ['verify-unknown', '/verify/UNKNOWNCODE'],
        ['verify', '/verify'],
      ] as const) {
        await page.goto(path);
        await shoot(page, `${viewport.width}-anonymous-${name}`);
      }
      await new VerifyPage(page).dropDocument(new TextEncoder().encode('%PDF-1.7 not a printed certificate'));
      await expect(page.locator('[data-match]')).toBeVisible();
      await shoot(page, `${viewport.width}-anonymous-verify-no-match`);
    });

    for (const [account, screens] of Object.entries(SCREENS) as Array<[Account, Array<[string, string]>]>) {
      if (screens.length === 0) continue;
      test.describe(account, () => {
        test.use({ storageState: storageStateOf(account) });
        test('screens', async ({ page }) => {
          for (const [name, url] of screens) {
            await page.goto(url);
            await shoot(page, `${viewport.width}-${account}-${name}`);
            if (name === 'api-clients') await shootApiClientOverlays(page, `${viewport.width}-${account}`);
            // the first certificate of a list: its detail (and the approve dialog on the requested list)
            const details = page.getByRole('button', { name: 'Details' });
            if (url.startsWith('/certificates/') && url.endsWith('-list') && (await details.count()) > 0) {
              await details.first().click();
              await shoot(page, `${viewport.width}-${account}-${name}-detail`);
              const approve = page.getByRole('button', { name: 'Approve', exact: true });
              if (account === 'approver' && (await approve.count()) > 0) {
                await approve.click();
                await expect(page.getByRole('dialog')).toBeVisible();
                await page.screenshot({ path: `${OUT}/${viewport.width}-${account}-approve-dialog.png` });
                await page.keyboard.press('Escape');
              }
            }
          }
        });
      });
    }
  });
}
