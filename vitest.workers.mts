import { availableParallelism } from 'node:os';

/**
 * How many test files each Vitest suite (api, gateway, web) runs at once. Vitest's own default
 * leaves a core free: a single worker on CI's 2 cores, idle whenever its test waits on PostgreSQL,
 * a timer or a socket. Every api and gateway test file has a database of its own
 * (api/test/harness.ts), so files run side by side safely. `VITEST_MAX_WORKERS` overrides it
 * (Vitest reads it itself).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism());
