/**
 * The specs' `test`. `app` drives the test's own page; a spec picks its role with
 * `test.use({ storageState: storageStateOf(role) })` (no storage state: a visitor).
 * `signedIn(role)` opens a new browser context per role from the role's saved state (setup
 * project), with the print-dialog stand-in, for specs that play several roles in one test.
 */
import { type BrowserContext, test as base } from '@playwright/test';
import { CertifyApp } from '../pages/CertifyApp';
import type { Account } from './accounts';
import { standInForPrintDialog } from './printDialog';
import { storageStateOf } from './storageState';

interface Fixtures {
  app: CertifyApp;
  signedIn: (account: Account) => Promise<CertifyApp>;
}

export const test = base.extend<Fixtures>({
  app: async ({ page }, use) => {
    await use(new CertifyApp(page));
  },
  signedIn: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ storageState: storageStateOf(account) });
      contexts.push(context);
      await standInForPrintDialog(context);
      return new CertifyApp(await context.newPage());
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
export { storageStateOf };
