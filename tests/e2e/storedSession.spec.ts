/**
 * A saved token alone is a login (access-and-administration §3 Stored session): the setup project
 * stores only the details record; the app fetches the viewer, stores the profile record itself and
 * shows the role's header and menus. A token the server refuses leads to the login page.
 */
import { storedKeys } from './support/browserStorage';
import { expect, storageStateOf, test } from './support/fixtures';
import { detailsOnlyState } from './support/storageState';

test.describe("with the printer's saved token", () => {
  test.use({ storageState: storageStateOf('printer') });

  test("a role's saved token alone opens the app with its name, menus and stored profile", async ({ app }) => {
    await app.dashboard.open();
    await expect(app.dashboard.welcome('Priya')).toBeVisible();
    await expect(app.header.userMenuButton).toContainText('Priya Sharma');
    await expect(app.header.navLink('Master')).toHaveCount(0);

    await app.header.openMenu('Certificates');
    for (const list of ['Certificate Approved', 'Certificate Printed', 'Certificate Reprint Requests']) {
      await expect(app.header.menuItem(list)).toBeVisible();
    }
    await expect(app.header.menuItem('Certificate Requests')).toHaveCount(0);

    await app.header.openSettingsMenu();
    await expect(app.header.menuItem('User Configurations')).toBeVisible();
    expect(await storedKeys(app.page)).toEqual(['certify.authority.details', 'certify.authority.profile']);
  });
});

test.describe('with a token the server does not know', () => {
  test.use({
    storageState: async ({ baseURL }, use) => {
      await use(detailsOnlyState(new URL(baseURL!).origin, { token: 'unknown', expiresAt: '2030-01-01T00:00:00Z' }));
    },
  });

  test('a saved token the server refuses leads to the login page and clears the stored session', async ({ app }) => {
    await app.lists.open('printed-list');
    await expect(app.page).toHaveURL(/\/user\/login$/);
    await expect(app.login.heading).toBeVisible();
    expect(await storedKeys(app.page)).toEqual([]);
  });
});
