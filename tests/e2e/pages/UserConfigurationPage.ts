/**
 * User Configurations, /settings/user-configurations (access-and-administration §2 "User
 * Configuration Settings"): the Password Security and Email Notifications switches (saved at
 * once) and the password dialog that turning password security off may ask for.
 */
import type { Locator, Page } from '@playwright/test';

export type UserSwitch = 'Password Security' | 'Email Notifications';

export class UserConfigurationPage {
  readonly heading: Locator;
  readonly passwordDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'User Configurations' });
    this.passwordDialog = page.getByRole('dialog', { name: 'Confirm your password' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/user-configurations');
    await this.heading.waitFor();
  }

  /** One of the two switches. */
  switch(name: UserSwitch): Locator {
    return this.page.getByRole('switch', { name });
  }

  /** Flips a switch (it saves at once). */
  async toggle(name: UserSwitch): Promise<void> {
    // Blueprint draws the switch over its input: click the label, as a user does
    await this.page
      .locator('label')
      .filter({ has: this.switch(name) })
      .click();
  }

  /** Answers the password dialog. */
  async confirmPassword(password: string): Promise<void> {
    await this.passwordDialog.getByLabel('Password').fill(password);
    await this.passwordDialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
