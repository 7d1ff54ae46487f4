/**
 * /settings/user-management — User Management (access-and-administration §2): the searched, paged
 * table of users with Assign Role, edit and delete per row, and the Add User button.
 */
import type { Locator, Page } from '@playwright/test';

export class UserManagementPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly addUserButton: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'User Management' });
    this.searchBox = page.getByRole('searchbox', { name: 'Search users' });
    this.addUserButton = page.getByRole('button', { name: 'Add User' });
    this.table = page.getByRole('table', { name: 'Users' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/user-management');
  }

  /** Types into the search box (it searches as you type). */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** The table row showing `text` (a name, an e-mail). */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** The edit icon of the user named `fullName`. */
  editButton(fullName: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${fullName}` });
  }

  /** The delete icon of the user named `fullName` (absent on the viewer's own row). */
  deleteButton(fullName: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${fullName}` });
  }

  /** Opens Assign Role for the row showing `text`, sets exactly `roles` and saves. */
  async assignRoles(text: string, roles: string[]): Promise<void> {
    await this.row(text).getByRole('button', { name: 'Assign Role' }).click();
    const dialog = this.page.getByRole('dialog', { name: /Assign Role/ });
    const group = dialog.getByRole('group', { name: 'Roles' });
    for (const box of await group.getByRole('checkbox').all()) {
      const label = (await box.locator('xpath=..').textContent())?.trim() ?? '';
      const wanted = roles.includes(label.replace(/ \(inactive\)$/, ''));
      if ((await box.isChecked()) !== wanted) await box.locator('xpath=..').click();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  /** Presses the delete icon of `fullName` and confirms. */
  async deleteUser(fullName: string): Promise<void> {
    await this.deleteButton(fullName).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  }
}
