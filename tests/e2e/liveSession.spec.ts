/**
 * The app follows its session (docs/security.md "Live connections"): when the session is
 * logged out elsewhere (another tab, an administrator), the gateway closes the app's subscriptions
 * socket (4401) and the app, without any click, clears the stored login and shows the login page.
 */
import { ACCOUNTS, PASSWORD } from './support/accounts';
import { storedKeys } from './support/browserStorage';
import { expect, test } from './support/fixtures';

test('a session logged out elsewhere sends the open app to the login page within 5 s', async ({ app, request }) => {
  const acknowledged = app.page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).includes('connection_ack')));
  await app.login.open();
  await app.login.logIn(ACCOUNTS.requisitioner, PASSWORD);
  await expect(app.dashboard.welcome('Liam')).toBeVisible();
  await acknowledged; // the live updates are connected

  const token = await app.page.evaluate(() => {
    const details =
      sessionStorage.getItem('certify.authority.details') ?? localStorage.getItem('certify.authority.details');
    return (JSON.parse(details ?? '{}') as { token?: string }).token;
  });
  expect(token).toEqual(expect.any(String));
  const t0 = Date.now();
  const res = await request.post('/graphql', {
    data: { query: 'mutation { logout { success } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await res.json()).toMatchObject({ data: { logout: { success: true } } });
  await expect(app.page).toHaveURL(/\/user\/login$/, { timeout: 5000 });
  console.log(`logout elsewhere → login page in ${Date.now() - t0} ms`);
  await expect(app.login.heading).toBeVisible();
  expect(await storedKeys(app.page)).toEqual([]);
});
