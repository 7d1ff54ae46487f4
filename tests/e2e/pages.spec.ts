/**
 * Routes of certificate-workflow §2 that are not part of a workflow: 404, exceptions, area
 * redirects, fallback screens. Each role starts from its saved state (setup project).
 */
import { expect, storageStateOf, test } from './support/fixtures';

test.describe('as the requisitioner', () => {
  test.use({ storageState: storageStateOf('requisitioner') });

  test('unknown pages show the 404 page and /exception/{code} the server error page', async ({ app }) => {
    await app.goto('/no-such-page');
    await expect(app.result.message('Sorry, the page you visited does not exist')).toBeVisible();
    await app.result.backToHome();
    await expect(app.page).toHaveURL(/\/dashboard$/);

    await app.result.openException('500');
    await expect(app.result.code('500')).toBeVisible();
    await expect(app.result.message('Sorry, the server is reporting an error')).toBeVisible();
  });
});

test.describe('as the printer', () => {
  test.use({ storageState: storageStateOf('printer') });

  test('/certificates opens the first certificate list the role is granted', async ({ app }) => {
    await app.goto('/certificates');
    await expect(app.page).toHaveURL(/\/certificates\/send-to-print-list$/);
  });
});

test.describe('as a signee', () => {
  test.use({ storageState: storageStateOf('signee1') });

  test('screens of the administration release show a fallback screen, not a 404', async ({ app }) => {
    // an unknown settings path (access-and-administration §2: "Unknown settings paths show a fallback screen")
    await app.goto('/settings/no-such-screen');
    await expect(app.upcoming.title('Settings')).toBeVisible();
    await expect(app.upcoming.comingSoon).toBeVisible();
    // the master lists are built (docs/product.md "Master data and CSV import"): a role without the module sees the screen, not a 404
    await app.goto('/master/campus-list');
    await expect(app.page.getByRole('heading', { name: 'Campus List' })).toBeVisible();
    await expect(app.result.message('Sorry, the page you visited does not exist')).toHaveCount(0);
  });
});
