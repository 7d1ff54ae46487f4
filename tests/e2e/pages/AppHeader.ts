/** The header of every signed-in page: main menus, settings menu, user menu (access-and-administration §2). */
import type { Locator, Page } from '@playwright/test';

export class AppHeader {
  readonly root: Locator;
  readonly userMenuButton: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
    this.userMenuButton = this.root.getByRole('button', { name: 'User menu' });
  }

  /** A link of the main navigation (Dashboard, Certificate Register, Certificates, Master). */
  navLink(name: string): Locator {
    return this.root.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }

  /** Hovers a main menu (e.g. Certificates) so its granted modules drop down. */
  async openMenu(name: string): Promise<void> {
    await this.navLink(name).hover();
  }

  /** Opens the settings (cog) menu. */
  async openSettingsMenu(): Promise<void> {
    await this.root.getByRole('button', { name: 'Settings' }).click();
  }

  /** An entry of the open drop-down menu. */
  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  /** Logout from the user menu. */
  async logOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.menuItem('Logout').click();
  }
}
