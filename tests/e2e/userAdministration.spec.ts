/**
 * User and role management (access-and-administration §2 "User Management", "Role Management",
 * §5 "Add user", §6): the administrator makes a role of grants and a user holding it, who signs in
 * (a fresh browser, not a stored demo session) to exactly that role's menus; the administrator
 * has no delete icon on their own row.
 */
import { AddUserPage } from './pages/AddUserPage';
import { CertifyApp } from './pages/CertifyApp';
import { RoleManagementPage } from './pages/RoleManagementPage';
import { UserManagementPage } from './pages/UserManagementPage';
import { ACCOUNTS } from './support/accounts';
import { expect, storageStateOf, test } from './support/fixtures';

test.use({ storageState: storageStateOf('admin') });

test('a "Campus manager" role of grants and a user holding it, who sees exactly those menus', async ({
  app,
  browser,
}) => {
  // the role: the printed list (Certificates), Student (Master) and adding students
  const roles = new RoleManagementPage(app.page);
  await roles.open();
  await expect(roles.heading).toBeVisible();
  const dialog = await roles.addRoles();
  await dialog.fillName('Campus manager');
  await dialog.grantModule('Certificates', 'Certificate Printed');
  await dialog.grantModule('Master', 'Student');
  await dialog.grantPermission('Add and import students');
  await dialog.create();
  await expect(app.toast('Role created successfully')).toBeVisible();
  await expect(dialog.root).toHaveAccessibleName(/Edit Role — Campus manager/);
  await dialog.close();
  await expect(roles.row('Campus manager')).toBeVisible();

  // a user holding it
  const email = `campus.manager.${Date.now()}@certify.test`;
  const password = 'Campus@2026';
  const users = new UserManagementPage(app.page);
  await users.open();
  await users.addUserButton.click();
  const addUser = new AddUserPage(app.page);
  await expect(addUser.heading).toBeVisible();
  await addUser.fill({ firstName: 'Casey', lastName: 'Campus', mobileNumber: '0400123456', email, password });
  await addUser.chooseRole('Campus manager');
  await addUser.submit();
  await expect(app.toast('User added successfully')).toBeVisible();
  await expect(app.page).toHaveURL(/\/settings\/user-management$/);
  await users.search(email);
  await expect(users.row(email)).toContainText('Campus manager');
  await expect(users.row(email)).toContainText('Active');

  // the user signs in anew and gets exactly the role's menus
  const context = await browser.newContext({ storageState: undefined });
  try {
    const manager = new CertifyApp(await context.newPage());
    await manager.login.open();
    await manager.login.logIn(email, password);
    await expect(manager.page).toHaveURL(/\/dashboard$/);

    await manager.header.openMenu('Certificates');
    await expect(manager.page.getByRole('menuitem')).toHaveText(['Certificate Printed']);
    await manager.page.mouse.move(0, 600);
    await expect(manager.page.getByRole('menuitem')).toHaveCount(0);
    await manager.header.openMenu('Master');
    await expect(manager.page.getByRole('menuitem')).toHaveText(['Student']);
    await expect(manager.header.root.getByRole('button', { name: 'Settings' })).toHaveCount(0);

    await manager.page.mouse.move(0, 600);
    await manager.header.openMenu('Certificates');
    await manager.header.choose('Certificate Printed');
    await expect(manager.page).toHaveURL(/\/certificates\/printed-list$/);
    await expect(manager.page.getByRole('heading', { name: 'CERTIFICATE PRINTED' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the administrator has no delete icon on their own row, only on the others', async ({ app }) => {
  const users = new UserManagementPage(app.page);
  await users.open();
  await expect(users.heading).toBeVisible();
  await users.search('admin@certify.test');
  const own = users.row(ACCOUNTS.admin);
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await users.search(ACCOUNTS.printer);
  await expect(users.row(ACCOUNTS.printer).getByRole('button', { name: /^Delete / })).toBeVisible();
});
