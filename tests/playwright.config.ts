import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real stack (api on in-memory PGlite + gateway serving the built web app)
 * on loopback ports of its own, driven in Debian's Chromium. `npm test` builds first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4100);
const API_PORT = PORT + 1;
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build --quiet',
    cwd: '..',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      CERT_API_URL: `http://127.0.0.1:${API_PORT}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
