/**
 * How the end-to-end tests, the security tests and the web benchmark start Debian's Chromium
 * (`/usr/bin/chromium`, or CHROMIUM_PATH): one home for the path and the switches.
 */
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium features Playwright turns off on every launch (playwright-core 1.65,
 * server/chromium/chromiumSwitches.ts). Chromium keeps only the LAST `--disable-features`, so a
 * launch that adds one must repeat these; e2e/chromiumSwitches.spec.ts checks that it still does.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own omnibox drop-down, which Chromium 156 draws as WebUI pages (the suggestions
 * and the AI-mode compose box) in a renderer process of their own for every new window, that is
 * for every Playwright browser context, headless too: about 250 ms of CPU each time, spent while
 * the page under test loads. On 2 cores that delayed a cold visit's first list row by 300–500 ms
 * (traced: the `--top-chrome-webui` renderer running omnibox_composebox.js and lit). No headless
 * run ever shows the omnibox, and a person's browser builds it once, not per visit.
 */
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright's `launchOptions` for Debian's Chromium. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
  ],
};
