import { chromiumLaunchOptions } from './chromium';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real stack (api on in-memory PGlite + gateway serving the built web app)
 * on loopback ports of its own, driven in Debian's Chromium. `npm test` builds first.
 * The `setup` project signs every demo role in once (e2e/auth.setup.ts); the specs depend on it.
 * The global setup starts a real SMTP server the stack delivers its e-mail to (e2e/support/mailServer.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4100);
const API_PORT = PORT + 1;
/** The test SMTP server the stack sends every e-mail to (e2e/support/mailServer.ts, started in globalSetup). */
const SMTP_PORT = PORT + 25;
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The api itself (specs that prepare data through the REST routes, e.g. a throwaway user). */
export const apiURL = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // a run on another port (E2E_PORT) keeps its traces and screenshots apart (npm test runs two side by side)
  outputDir: process.env.E2E_PORT ? `../test-results/e2e-${PORT}` : '../test-results/e2e',
  globalSetup: './e2e/support/mailServer.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // as someone who asks for less motion (web/src/app/app.css): no transition frames to draw or wait
    // for; e2e/reducedMotion.spec.ts checks both preferences
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'e2e', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
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
      CERT_API_URL: `http://127.0.0.1:${API_PORT}`,
      // E-mail (reset links, notifications) goes to the test SMTP server; links open this stack.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      PUBLIC_URL: baseURL,
      // webhook endpoints on loopback (a spec's own receiver, http://127.0.0.1:<port>; docs/integrators.md "Webhooks")
      WEBHOOK_ALLOW_INSECURE_LOOPBACK: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
