/**
 * The header of every signed-in page: main menus, settings menu, user menu (access-and-administration §2).
 * Below 900 px the main menus collapse into the "Open menu" button and its drawer (`compact`).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class AppHeader {
  readonly root: Locator;
  readonly userMenuButton: Locator;
  /** The menu button of narrow screens. */
  readonly compactMenuButton: Locator;
  /** The drawer's navigation, once the menu button opened it. */
  readonly compactMenu: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
    this.userMenuButton = this.root.getByRole('button', { name: 'User menu' });
    this.compactMenuButton = this.root.getByRole('button', { name: 'Open menu' });
    this.compactMenu = page.getByRole('navigation', { name: 'Main menu' });
  }

  /** Whether the page is narrower than the header's breakpoint (900 px), so the menus are collapsed. */
  get compact(): boolean {
    return (this.page.viewportSize()?.width ?? 1440) < 900;
  }

  /** A link of the main navigation (Dashboard, Certificate Register, Certificates, Master). */
  navLink(name: string): Locator {
    return this.root.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }

  /**
   * Hovers a main menu (e.g. Certificates) so its granted modules drop down; on a narrow screen
   * opens the drawer instead, which lists every section's modules.
   */
  async openMenu(name: string): Promise<void> {
    if (this.compact) {
      if (!(await this.compactMenu.isVisible())) await this.compactMenuButton.click();
      return;
    }
    await this.navLink(name).hover();
  }

  /** Opens the settings (cog) menu. */
  async openSettingsMenu(): Promise<void> {
    await this.root.getByRole('button', { name: 'Settings' }).click();
  }

  /** An entry of the open drop-down menu (or of the open drawer on a narrow screen). */
  menuItem(name: string): Locator {
    return this.page
      .getByRole('menuitem', { name, exact: true })
      .or(this.compactMenu.getByRole('link', { name, exact: true }));
  }

  /**
   * Clicks an entry of the open menu until the menu takes it (the entry goes). A drop-down is drawn
   * a few frames before its position is computed (longer on a loaded machine); a click that
   * scrolled to it there lands after it moved, leaving the entry focused but not chosen.
   */
  async choose(name: string): Promise<void> {
    const item = this.menuItem(name);
    await expect(async () => {
      await item.click({ timeout: 5_000 });
      await expect(item).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Logout from the user menu. */
  async logOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.choose('Logout');
  }
}
