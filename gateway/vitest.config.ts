import { defineConfig } from 'vitest/config';

/** Gateway tests: unit tests of the mapping modules and integration tests against a real api. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
