/**
 * The login page itself (access-and-administration §2 "Login page", "Logout"): these tests start
 * as a visitor and sign in through the form, never from a saved state.
 */
import { ACCOUNTS, PASSWORD } from './support/accounts';
import { storedKeys } from './support/browserStorage';
import { expect, test } from './support/fixtures';

test('protected pages send a visitor without a login to the login page', async ({ app }) => {
  await app.lists.open('requested-list');
  await expect(app.page).toHaveURL(/\/user\/login$/);
  await expect(app.login.heading).toBeVisible();
});

test('a wrong password keeps the user on the login page with the server message', async ({ app }) => {
  await app.login.open();
  await app.login.submit();
  await expect(app.login.message('Please enter your Username')).toBeVisible();
  await expect(app.login.message('Please enter your Password')).toBeVisible();
  await app.login.logIn(ACCOUNTS.approver, 'not-the-password');
  await expect(app.login.message('Invalid username or password')).toBeVisible();
  await expect(app.page).toHaveURL(/\/user\/login$/);
});

test('a user logs in through the login page to the dashboard, and Logout clears the stored session', async ({
  app,
}) => {
  await app.login.open();
  await expect(app.login.heading).toBeVisible();
  await app.login.logIn(ACCOUNTS.requisitioner, PASSWORD);
  await expect(app.page).toHaveURL(/\/dashboard$/);
  await expect(app.dashboard.welcome('Liam')).toBeVisible();
  expect(await storedKeys(app.page)).toEqual(['certify.authority.details', 'certify.authority.profile']);

  await app.header.logOut();
  await expect(app.page).toHaveURL(/\/user\/login$/);
  await expect(app.login.heading).toBeVisible();
  expect(await storedKeys(app.page)).toEqual([]);
});
