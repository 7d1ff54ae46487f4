/**
 * Password recovery end to end (access-and-administration §2 "Login page", "Forgot password",
 * "Reset your Password", §5, §7): a visitor goes from the login page to Forgot password, asks for a
 * link, reads it from the e-mail the stack delivered to the run's real SMTP server
 * (support/mailServer.ts), sets a new password through it and signs in with it. The account is a
 * throwaway user the administrator adds through the api (POST /addUser), so no demo account's
 * password changes for the other specs.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiURL, baseURL } from '../playwright.config';
import { ACCOUNTS, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { RESET_LINK, resetLinkOf, waitForMail } from './support/mailbox';

const NEW_PASSWORD = 'Renewed@2026x';
const PATTERN = 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';

/** Adds an active requisitioner with the demo password through the api as the administrator; answers its e-mail. */
async function addThrowawayUser(request: APIRequestContext): Promise<string> {
  const email = `reset.${Date.now()}@certify.test`;
  const login = await request.post(`${apiURL}/login`, { data: { email: ACCOUNTS.admin, password: PASSWORD } });
  expect(login.ok(), `admin login: ${login.status()}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const added = await request.post(`${apiURL}/addUser`, {
    headers,
    data: {
      first_name: 'Robin',
      last_name: 'Reset',
      email,
      mobile_number: '0400000000',
      password: PASSWORD,
      status: 1,
      role_ids: [2],
    },
  });
  expect(added.ok(), `addUser: ${added.status()} ${await added.text()}`).toBe(true);
  await request.post(`${apiURL}/logout`, { headers });
  return email;
}

test('a user recovers a forgotten password through the e-mailed link and signs in with the new one', async ({
  app,
  request,
}) => {
  const email = await addThrowawayUser(request);

  await app.login.open();
  await app.login.forgotPassword.click();
  await expect(app.page).toHaveURL(/\/user\/forgot-password$/);
  await expect(app.forgotPassword.heading).toBeVisible();
  await app.forgotPassword.sendButton.click();
  await expect(app.forgotPassword.message('Please enter your email')).toBeVisible();
  await app.forgotPassword.requestLink('robin.reset');
  await expect(app.forgotPassword.message('Please enter a valid email')).toBeVisible();

  const asked = new Date();
  await app.forgotPassword.requestLink(email);
  await expect(app.page).toHaveURL(/\/user\/forgot-password-sent$/);
  await expect(app.forgotPassword.sentMessage).toBeVisible();
  await expect(app.forgotPassword.backToHome).toBeVisible();

  const link = resetLinkOf(await waitForMail(email, { since: asked, match: RESET_LINK }));
  expect(link.startsWith(`${baseURL}/user/reset-password/`), link).toBe(true);

  await app.resetPassword.open(link);
  await expect(app.resetPassword.heading).toBeVisible();
  await app.resetPassword.submit();
  await expect(app.resetPassword.message('Please enter your email')).toBeVisible();
  await expect(app.resetPassword.message('Please enter Password')).toBeVisible();
  await expect(app.resetPassword.message('Please confirm your password')).toBeVisible();
  await app.resetPassword.reset(email, 'password1', 'password2');
  await expect(app.resetPassword.message(PATTERN)).toBeVisible();
  await expect(app.resetPassword.message('The two passwords that you entered do not match')).toBeVisible();

  await app.resetPassword.reset(email, NEW_PASSWORD);
  await expect(app.page).toHaveURL(/\/user\/login$/);
  await expect(app.toast('Your password has been reset.')).toBeVisible();

  // The link works once.
  await app.resetPassword.open(link);
  await app.resetPassword.reset(email, 'Another@2026x');
  await expect(app.toast(INVALID_LINK)).toBeVisible();
  await expect(app.page).toHaveURL(/\/user\/reset-password\//);

  await app.login.open();
  await app.login.logIn(email, PASSWORD);
  await expect(app.login.message('Invalid username or password')).toBeVisible();
  await app.login.logIn(email, NEW_PASSWORD);
  await expect(app.page).toHaveURL(/\/dashboard$/);
  await expect(app.dashboard.welcome('Robin')).toBeVisible();
});

test('/user/reset shows the reset form and asks for the e-mailed link', async ({ app }) => {
  await app.resetPassword.open('/user/reset');
  await expect(app.resetPassword.heading).toBeVisible();
  await expect(app.page.getByText('Open the link in your password reset e-mail to reset your password.')).toBeVisible();
  await app.page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(app.forgotPassword.heading).toBeVisible();
});
