import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.mts';

/**
 * Gateway tests: unit tests of the mapping modules and integration tests against a real api.
 * `graphql` resolves to the one copy Node itself loads (its CommonJS entry: the package has no
 * `exports`, so Node ignores its `module` field), as Apollo, graphql-tools and graphql-ws do;
 * otherwise Vite would hand our sources the ESM copy and a schema built by one copy would be
 * refused by the other ("from another module or realm").
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    // the api harness's database, migrated and seeded once for the run (api/test/globalSetup.ts)
    globalSetup: ['../api/test/globalSetup.ts'],
  },
});
