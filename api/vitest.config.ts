import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.mts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // one migrated, seeded database for the run, which every file starts from (test/globalSetup.ts)
    globalSetup: ['./test/globalSetup.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, which leaves a core
    // idle while a test waits on PostgreSQL, a timer or a socket. Each file has its own database
    // (harness.ts), so files run side by side safely.
    maxWorkers: TEST_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
