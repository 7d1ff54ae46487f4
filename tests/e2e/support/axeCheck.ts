/**
 * The accessibility and fit check of a screen or a dialog (issue 10 "Phones and small laptops",
 * "Done when"): no serious or critical axe violation (`@axe-core/playwright`, WCAG 2.x A/AA rules
 * and best practices) and nothing scrolling sideways; a dialog also lies inside the viewport.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { storageStateOf } from './storageState';

/** A phone and a small laptop. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** What the check found on one screen: serious/critical axe rules (with their nodes), the sideways overflow. */
export interface ScreenFindings {
  screen: string;
  violations: string[];
  overflow: number;
  /** For a dialog: how far it reaches past the viewport's left or right edge (0 when it fits). */
  offscreen?: number;
}

/** Waits for the routed screen to answer (heading shown, requests done, skeletons gone). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, .login-page').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
}

/** Elements in the middle of one of Blueprint's enter/exit transitions (overlays and toasts). */
const TRANSITIONS = ['overlay', 'toast']
  .flatMap((kind) => ['enter', 'appear', 'exit'].map((phase) => `.bp6-${kind}-${phase}`))
  .join(', ');

/** Runs axe and measures the horizontal page scroll on what `page` shows now. */
async function axe(page: Page, screen: string): Promise<ScreenFindings> {
  const result = await new AxeBuilder({ page }).analyze();
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any[0] ? ` [${n.any[0].message.slice(0, 160)}]` : ''}`)
          .join(', ')}`,
    );
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? document.body.scrollWidth) - window.innerWidth,
  );
  return { screen, violations, overflow };
}

/** Checks the screen open in `page` once it has settled. */
export async function inspect(page: Page, screen: string): Promise<ScreenFindings> {
  // a signed-in check that landed on the login page would check the wrong screen
  if (!screen.startsWith('/user/')) await expect(page).not.toHaveURL(/\/user\/login/);
  await settle(page);
  await expect(page.locator(TRANSITIONS)).toHaveCount(0);
  return axe(page, screen);
}

/** Checks the open `dialog` (its content loaded): axe on the page with it open, and whether it fits the width. */
export async function inspectDialog(page: Page, dialog: Locator, screen: string): Promise<ScreenFindings> {
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.bp6-skeleton, .bp6-spinner')).toHaveCount(0);
  // Blueprint's transitions (a dialog opening, a toast coming or going over it): measure once they
  // stand still, or axe reads a half-faded toast's colours as a contrast failure
  await expect(page.locator(TRANSITIONS)).toHaveCount(0);
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const offscreen = box ? Math.max(0, -box.x, box.x + box.width - width) : 0;
  return { ...(await axe(page, screen)), offscreen: Math.round(offscreen) };
}

/** Fails listing every screen with a finding, so one run shows them all. */
export function expectClean(findings: ScreenFindings[]): void {
  const bad = findings.filter((f) => f.violations.length > 0 || f.overflow > 0 || (f.offscreen ?? 0) > 0);
  expect(
    bad.map((f) => ({ screen: f.screen, overflow: f.overflow, offscreen: f.offscreen, violations: f.violations })),
    `screens checked: ${findings.map((f) => f.screen).join(', ')}`,
  ).toEqual([]);
}

/** A page signed in as `account` at `viewport`, in a context of its own (AxeBuilder needs one: STACK.md). */
export async function openAs(browser: Browser, account: Account, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf(account), viewport });
  return context.newPage();
}
