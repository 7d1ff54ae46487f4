/** /settings/add-user — the Add User form (access-and-administration §2, §5 "Add user"). */
import type { Locator, Page } from '@playwright/test';

/** What the form asks for. */
export interface NewUser {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  password: string;
}

export class AddUserPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly submitButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Add User' });
    this.form = page.getByRole('form', { name: 'User details' });
    this.submitButton = this.form.getByRole('button', { name: 'Submit' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/add-user');
  }

  /** Fills every field. */
  async fill(user: NewUser): Promise<void> {
    await this.form.getByLabel('First name').fill(user.firstName);
    await this.form.getByLabel('Last name').fill(user.lastName);
    await this.form.getByLabel('Mobile Number').fill(user.mobileNumber);
    await this.form.getByLabel('Email').fill(user.email);
    await this.form.getByLabel('Password').fill(user.password);
  }

  /** Ticks a role in the Roles group. */
  async chooseRole(name: string): Promise<void> {
    await this.form.getByRole('group', { name: 'Roles' }).getByText(name, { exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** A validation message on the form. */
  message(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
