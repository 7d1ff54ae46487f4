/**
 * Signing in and out and recovering a password (access-and-administration §2 "Login page",
 * "Forgot password", "Reset your Password", §3 "Login response", §5, §7, §8): the answer keys and
 * messages a spec client reads, and the reset link in the spec's form `/user/reset/{token}` ("the
 * token is the last URL segment unless it is 'reset'") opening the reset page in the browser.
 */
import { expect, test } from '@playwright/test';
import { linksOf, waitForMail } from './support/mailbox';
import { LOGINS, PASSWORD, SpecClient } from './support/specClient';
import { addThrowawayUser, NEW_PASSWORD } from './support/users';

test.describe('POST /login {email, password}', () => {
  test('→ success, message, token, user, roles, modules, module_permissions, logos, password_security', async () => {
    const anon = await SpecClient.anonymous();
    const answer = (await anon.postJson('/login', { email: LOGINS.admin, password: PASSWORD })).expectSuccess();
    for (const key of [
      'message',
      'token',
      'user',
      'roles',
      'modules',
      'module_permissions',
      'company_logo',
      'product_logo',
      'password_security',
    ]) {
      expect(answer, `the login answer has ${key}`).toHaveProperty(key);
    }
    for (const key of ['id', 'first_name', 'last_name', 'email']) expect(answer.user).toHaveProperty(key);
    expect(answer.roles.every((r: { id?: unknown }) => typeof r.id === 'number')).toBe(true);
    for (const module of answer.modules) {
      for (const key of ['module_display_name', 'url', 'section', 'priority']) expect(module).toHaveProperty(key);
    }
    for (const permission of [
      'requested_certificate',
      'campus_management',
      'course_management',
      'student_management',
    ]) {
      expect(answer.module_permissions[permission], permission).toHaveProperty('add');
    }
  });

  test("§5's messages word for word; a wrong password is success 0 with a message", async () => {
    const anon = await SpecClient.anonymous();
    const empty = await anon.postJson('/login', {});
    expect(JSON.stringify(empty.body)).toContain('Please enter your Username');
    expect(JSON.stringify(empty.body)).toContain('Please enter your Password');
    (await anon.postJson('/login', { email: 'not-an-email', password: 'x' })).expectRefusal(
      'Please enter a valid Username',
    );
    const wrong = await anon.postJson('/login', { email: LOGINS.printer, password: 'Wrong@2026x' });
    expect(wrong.body.success, wrong.describe()).toBe(0);
    expect(typeof wrong.body.message).toBe('string');
  });
});

test.describe('POST /logout', () => {
  test('ends the session: its token no longer opens a call', async () => {
    const user = await addThrowawayUser('logout');
    const client = await SpecClient.login(user.email, user.password);
    expect((await client.postNothing('/notifications')).ok).toBe(true);
    const answer = await client.postNothing('/logout');
    expect(answer.ok, answer.describe()).toBe(true);
    expect((await client.postNothing('/notifications')).status).toBe(401);
  });
});

test.describe('password recovery', () => {
  test('POST /password/email {email} → success, message; its messages word for word', async () => {
    const anon = await SpecClient.anonymous();
    (await anon.postJson('/password/email', {})).expectRefusal('Please enter your email');
    (await anon.postJson('/password/email', { email: 'not-an-email' })).expectRefusal('Please enter a valid email');
    const answer = (await anon.postJson('/password/email', { email: 'nobody.at.all@certify.test' })).expectSuccess();
    expect(answer.message).toBe('Password reset instructions sent.');
  });

  test('POST /password/reset {email, password, password_confirmation, token}: its messages word for word', async () => {
    const anon = await SpecClient.anonymous();
    const empty = await anon.postJson('/password/reset', {});
    const text = JSON.stringify(empty.body);
    for (const message of ['Please enter your email', 'Please enter Password', 'Please confirm your password']) {
      expect(text, message).toContain(message);
    }
    const mismatch = await anon.postJson('/password/reset', {
      email: LOGINS.printer,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
      token: 'whatever',
    });
    expect(JSON.stringify(mismatch.body)).toContain('The two passwords that you entered do not match');
  });

  test('the link /user/reset/{token} opens Reset your Password, and resetting there works', async ({ page }) => {
    const user = await addThrowawayUser('reset');
    const since = new Date(Date.now() - 1000);
    const anon = await SpecClient.anonymous();
    (await anon.postJson('/password/email', { email: user.email })).expectSuccess();
    const mail = await waitForMail(user.email, since);
    const link = linksOf(mail).find((l) => /\/user\/reset/.test(l));
    expect(link, `a reset link in ${linksOf(mail).join(', ')}`).toBeTruthy();
    const token = new URL(link!).pathname.split('/').filter(Boolean).at(-1)!;

    await page.goto(`/user/reset/${token}`);
    await expect(page.getByRole('heading', { name: 'Reset your Password' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);

    const signedIn = await SpecClient.login(user.email, NEW_PASSWORD);
    expect(signedIn.token).toBeTruthy();
  });

  test('/user/reset alone asks for the e-mailed link', async ({ page }) => {
    await page.goto('/user/reset');
    await expect(page.getByRole('heading', { name: 'Reset your Password' })).toBeVisible();
    await expect(page.getByText('Open the link in your password reset e-mail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});
