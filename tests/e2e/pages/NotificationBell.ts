/** The header's notification bell: unread count and drop-down (access-and-administration §2 Notifications). */
import type { Locator, Page } from '@playwright/test';

const ANY_COUNT = /^Notifications, \d+ unread$/;

export class NotificationBell {
  /** The bell, whatever its count. */
  readonly button: Locator;

  constructor(private readonly page: Page) {
    this.button = page.getByRole('button', { name: ANY_COUNT });
  }

  /** The bell showing exactly `count` unread notifications. */
  withUnread(count: number): Locator {
    return this.page.getByRole('button', { name: `Notifications, ${count} unread` });
  }

  /** The unread count the bell shows now. */
  async unreadCount(): Promise<number> {
    const label = await this.button.getAttribute('aria-label');
    return Number(/(\d+)/.exec(label ?? '')?.[1]);
  }

  /** Opens the drop-down and the first notification mentioning `text`. */
  async openNotificationAbout(text: string): Promise<void> {
    await this.button.click();
    await this.page.getByRole('menuitem').filter({ hasText: text }).first().click();
  }
}
