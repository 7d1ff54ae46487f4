import { defineConfig } from '@playwright/test';

/**
 * Several instances on one PostgreSQL (docs/operations.md "Running several instances"; `tests/instances/`): two apis and two gateways —
 * the built processes — on one new database on TEST_DATABASE_URL's server, each port chosen by the
 * system (the stack is started by the spec itself: it kills and restarts an api). No browser.
 * `npm test` runs it after the build when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  testDir: './instances',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: '../test-results/instances',
});
