import { chromiumLaunchOptions } from './chromium';
import { defineConfig } from '@playwright/test';

/**
 * The contract suite (`tests/contract/`): every endpoint row of the two specs' §7 tables, called
 * as a client written only from the spec would (paths, methods, payload keys, answer keys and
 * messages), on its own stack, ports and in-memory database. The global setup clears the record
 * of calls (zz-coverage.spec.ts checks it covers both tables) and starts a test SMTP server the
 * stack delivers its e-mail to (password reset links).
 */
const PORT = Number(process.env.CONTRACT_PORT ?? Number(process.env.E2E_PORT ?? 4100) + 20);
const API_PORT = PORT + 1;
/** The test SMTP server (contract/support/mailServer.ts, started by the global setup). */
export const SMTP_PORT = PORT + 25;
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The REST api: the specs' "provider's API host". */
export const apiURL = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: './contract',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: '../test-results/contract',
  globalSetup: './contract/support/globalSetup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
      // reset links in e-mail point at this stack's web app
      PUBLIC_URL: baseURL,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      // the suite calls the api directly, several hundred times a minute
      API_RATE_LIMIT_ADDRESS: '100000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
