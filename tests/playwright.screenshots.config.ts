import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Screenshots of every screen at a phone's and a small laptop's width, for people to look at
 * (docs/product.md): `npm run screenshots -w tests` after `npm run build`. Not a test suite:
 * it asserts only that each screen rendered. PNGs go to $SCREENSHOT_DIR (../test-results/screenshots).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  projects: [
    { name: 'setup', testMatch: /e2e\/auth\.setup\.ts$/ },
    { name: 'screenshots', testMatch: /screenshots\/.*\.shots\.ts$/, dependencies: ['setup'] },
  ],
});
