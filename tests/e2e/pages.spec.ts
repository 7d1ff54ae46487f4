/** Routes of certificate-workflow §2 that are not part of a workflow: protection, 404, exceptions. */
import { expect, test } from '@playwright/test';
import { loginViaApi } from './support/fixtures';

test('protected pages send a visitor without a login to the login page', async ({ page }) => {
  await page.goto('/certificates/requested-list');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('heading', { name: 'Login Account' })).toBeVisible();
});

test('a wrong password keeps the user on the login page with the server message', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter your Username')).toBeVisible();
  await expect(page.getByText('Please enter your Password')).toBeVisible();
  await page.getByLabel('Username').fill('approver@certify.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('unknown pages show the 404 page and /exception/{code} the server error page', async ({ page }) => {
  await loginViaApi(page, 'requisitioner', '/no-such-page');
  await expect(page.getByText('Sorry, the page you visited does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/exception/500');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByText('Sorry, the server is reporting an error')).toBeVisible();
});

test('/certificates opens the first certificate list the role is granted', async ({ page }) => {
  await loginViaApi(page, 'printer', '/certificates');
  await expect(page).toHaveURL(/\/certificates\/send-to-print-list$/);
});

test('screens of the administration release show a fallback screen, not a 404', async ({ page }) => {
  await loginViaApi(page, 'signee1', '/settings/upload-signature');
  await expect(page.getByRole('heading', { name: 'Signature' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toBeVisible();
  await page.goto('/master/campus-list');
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page.getByText('Sorry, the page you visited does not exist')).toHaveCount(0);
});
