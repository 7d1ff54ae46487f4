/**
 * Less motion when the system asks for it (WCAG 2.2 "Animation from Interactions"; web/src/app/app.css):
 * with `prefers-reduced-motion: reduce` a drop-down appears at once, with no transition; without it
 * the drop-down keeps Blueprint's 300 ms transition. The other specs run with reduced motion
 * (playwright.config.ts), so this is the one place the default is seen.
 */
import type { Page } from '@playwright/test';
import { expect, storageStateOf, test } from './support/fixtures';

/** Opens the Settings drop-down and answers its transition's duration, as computed (e.g. "0.3s"). */
async function settingsMenuTransition(page: Page): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const menu = page.locator('.bp6-popover').filter({ has: page.getByRole('menuitem', { name: 'API Clients' }) });
  await expect(menu).toBeVisible();
  return menu.evaluate((el) => getComputedStyle(el).transitionDuration);
}

test.describe('with reduced motion asked for', () => {
  test.use({ storageState: storageStateOf('admin'), reducedMotion: 'reduce' });

  test('the settings drop-down appears without a transition', async ({ app }) => {
    await app.goto('/dashboard');
    expect(Number.parseFloat(await settingsMenuTransition(app.page))).toBeLessThan(0.001);
  });
});

test.describe('with no preference', () => {
  test.use({ storageState: storageStateOf('admin'), reducedMotion: 'no-preference' });

  test('the settings drop-down keeps its transition', async ({ app }) => {
    await app.goto('/dashboard');
    expect(await settingsMenuTransition(app.page)).toBe('0.3s');
  });
});
