/**
 * The browser the tests run in is the one tests/chromium.ts describes: Chromium keeps only the last
 * `--disable-features` switch, so the one we add must still carry every feature Playwright turns
 * off on its own (after a Playwright upgrade its list may grow), plus the omnibox WebUI that would
 * otherwise take CPU from every new browser context.
 */
import { expect, test } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../chromium';

test("the browser's disabled features are Playwright's own plus the omnibox WebUI", async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((m) => m[1]!.split(','));
  expect(lists.length, 'Playwright adds --disable-features of its own').toBeGreaterThanOrEqual(2);
  const [playwrights, effective] = [lists[0]!, lists.at(-1)!];
  // the copy in tests/chromium.ts is Playwright's list as this version launches it
  expect(new Set(PLAYWRIGHT_DISABLED_FEATURES)).toEqual(new Set(playwrights));
  expect(effective).toEqual(expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});
