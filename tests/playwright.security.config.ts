import { chromiumLaunchOptions } from './chromium';
import { defineConfig } from '@playwright/test';

/**
 * The security suite (`tests/security/`): attacks on the real stack over HTTP and WebSocket — query
 * limits, rate limits, throttles, live access after logout, authorisation of every door, size
 * limits, headers. Its own stack on its own ports and a fresh in-memory database, so locking
 * accounts here never disturbs the end-to-end tests. `npm test` runs it after the build.
 */
const PORT = Number(process.env.SECURITY_PORT ?? Number(process.env.E2E_PORT ?? 4100) + 10);
const API_PORT = PORT + 1;
export const baseURL = `http://127.0.0.1:${PORT}`;
export const apiURL = `http://127.0.0.1:${API_PORT}`;
/** Operations a minute per session on this stack: low, so rateLimits.spec.ts reaches it quickly. */
export const RATE_LIMIT_PRINCIPAL = 60;

export default defineConfig({
  testDir: './security',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: '../test-results/security',
  use: {
    baseURL,
    // the headers spec runs the built app in Debian's Chromium (as tests/playwright.config.ts)
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build --quiet',
    cwd: '..',
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      CERT_API_URL: apiURL,
      // Short throttle windows, so throttle.spec.ts waits out an announced Retry-After in seconds.
      THROTTLE_WINDOW_SECONDS: '5',
      RATE_LIMIT_PRINCIPAL: String(RATE_LIMIT_PRINCIPAL),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
