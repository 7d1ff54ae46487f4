/**
 * Configuration Settings, /settings/configuration-settings (access-and-administration §2
 * "Configuration Settings", §9): one row per item (key, text, value); a choice saves on change, a
 * free-text value with its Save button.
 */
import type { Locator, Page } from '@playwright/test';

export class ConfigurationSettingsPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Configuration Settings' });
    this.table = page.getByRole('table', { name: 'Configuration items' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/configuration-settings');
    await this.table.waitFor();
  }

  /** The row of the item `key` (e.g. `display_date_format`). */
  row(key: string): Locator {
    return this.table.locator(`tr[data-key="${key}"]`);
  }

  /** The value control of the item `key` (a select, or a text box). */
  value(key: string): Locator {
    return this.row(key).locator('select, input');
  }

  /** Sets the item `key` to `value`: a choice saves on change, a free-text value is saved with Save. */
  async setItem(key: string, value: string): Promise<void> {
    const control = this.value(key);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
      await control.selectOption(value);
    } else {
      await control.fill(value);
      await this.row(key).getByRole('button', { name: /^Save/ }).click();
    }
  }
}
