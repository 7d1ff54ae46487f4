/**
 * The accessibility and fit check of a screen or a dialog (docs/product.md,
 * "Done when"): no serious or critical axe violation (axe-core, WCAG 2.x A/AA rules
 * and best practices) and nothing scrolling sideways; a dialog also lies inside the viewport.
 * axe-core runs in the page itself, put there once per loaded document: `@axe-core/playwright`'s
 * AxeBuilder injected it again on every check and gathered its results in a new blank page,
 * about 2 s a screen where the check itself takes 0.3 s.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
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

/** axe-core's browser build. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's default rules (WCAG 2.x A/AA and best practices) on the page's document: its violations. */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    // Only violations are read: axe skips gathering the nodes of every passed and inapplicable rule.
    // A frame's own document is not ours (the printed PDF's preview is Chromium's viewer); the
    // frame element itself is still checked (its title).
    return (await axe.run(document, { resultTypes: ['violations'], iframes: false })).violations;
  });
}

/**
 * The toasts shown and the overlays or toasts moving now: a run between two equal, still states
 * saw one picture. A toast times out on its own (3–4 s), so on a slow machine its exit can begin
 * while axe reads colours, which it then reports as a contrast failure of a half-faded toast.
 */
const overlayState = (page: Page): Promise<{ toasts: number; moving: number }> =>
  page.evaluate(
    (transitions) => ({
      toasts: document.querySelectorAll('.bp6-toast').length,
      moving: document.querySelectorAll(transitions).length,
    }),
    TRANSITIONS,
  );

/** How many times a check is run again because a toast or overlay moved during it. */
const AXE_ATTEMPTS = 3;

/** axe's violations on a still picture: run again (up to AXE_ATTEMPTS) when a toast came, went or moved during a run. */
async function stillViolations(page: Page): Promise<AxeResults['violations']> {
  for (let attempt = 1; ; attempt++) {
    const before = await overlayState(page);
    const violations = await axeViolations(page);
    const after = await overlayState(page);
    const still = before.toasts === after.toasts && before.moving + after.moving === 0;
    if (still || attempt === AXE_ATTEMPTS) return violations;
    await expect(page.locator(TRANSITIONS)).toHaveCount(0);
  }
}

/** Runs axe and measures the horizontal page scroll on what `page` shows now. */
async function axe(page: Page, screen: string): Promise<ScreenFindings> {
  const violations = (await stillViolations(page))
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

/** A page signed in as `account` at `viewport`, in a context of its own. */
export async function openAs(browser: Browser, account: Account, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf(account), viewport });
  return context.newPage();
}
