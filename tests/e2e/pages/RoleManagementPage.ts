/**
 * /settings/role-management — Role Management (access-and-administration §2): the paged table of
 * roles with Details (the role's users) and the edit icon, and the Add Roles button; `RoleDialog`
 * drives the role modal (name, status, grants by section, permissions, users to assign).
 */
import type { Locator, Page } from '@playwright/test';

/** The Add Roles / Edit Role modal. */
export class RoleDialog {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: /Add Roles|Edit Role/ });
  }

  async fillName(name: string): Promise<void> {
    await this.root.getByLabel('Name').fill(name);
  }

  /** Ticks the module shown as `displayName` in the `section` group (Certificates, Master, Settings). */
  async grantModule(section: 'Certificates' | 'Master' | 'Settings', displayName: string): Promise<void> {
    await this.root.getByRole('group', { name: section }).getByText(displayName, { exact: true }).click();
  }

  /** Ticks the permission labelled `label`. */
  async grantPermission(label: string): Promise<void> {
    await this.root.getByRole('group', { name: 'Permissions' }).getByText(label, { exact: true }).click();
  }

  /** Ticks a user offered for assignment (users not holding the role yet). */
  async assignUser(fullName: string): Promise<void> {
    await this.root.getByRole('group', { name: 'Assign users' }).getByText(fullName, { exact: true }).click();
  }

  /** The checkboxes of a grant group, by label. */
  group(name: string): Locator {
    return this.root.getByRole('group', { name });
  }

  async create(): Promise<void> {
    await this.root.getByRole('button', { name: 'Create' }).click();
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: 'Save' }).click();
  }

  async close(): Promise<void> {
    await this.root
      .locator('.bp6-dialog-footer')
      .getByRole('button', { name: /^(Close|Cancel)$/ })
      .click();
  }
}

export class RoleManagementPage {
  readonly heading: Locator;
  readonly addRolesButton: Locator;
  readonly table: Locator;
  readonly dialog: RoleDialog;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Role Management' });
    this.addRolesButton = page.getByRole('button', { name: 'Add Roles' });
    this.table = page.getByRole('table', { name: 'Roles' });
    this.dialog = new RoleDialog(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/role-management');
  }

  /** Shows `size` roles a page (the table's 'Rows per page'; 5 by default). */
  async showPerPage(size: 5 | 10 | 20 | 50): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: `${size} / page` });
  }

  /** The row of the role named `name`. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Opens the modal for a new role. */
  async addRoles(): Promise<RoleDialog> {
    await this.addRolesButton.click();
    return this.dialog;
  }

  /** Opens the modal of the role named `name` (its edit icon). */
  async edit(name: string): Promise<RoleDialog> {
    await this.table.getByRole('button', { name: `Edit ${name}` }).click();
    return this.dialog;
  }

  /** Opens the users of the role named `name` (its Details button); answers that dialog. */
  async details(name: string): Promise<Locator> {
    await this.table.getByRole('button', { name: `Details of ${name}` }).click();
    return this.page.getByRole('dialog', { name: `Users — ${name}` });
  }
}
