/**
 * The Node options each service runs with: `npm start` (scripts/start.mjs), the services' own
 * `npm start` (gateway/package.json repeats them; gateway/test/startup.test.ts checks it) and the
 * benchmarks (tests/bench/support/stack.ts).
 * The gateway gets a 64 MB young-generation semi-space (V8's default is 16 MB): every operation
 * turns REST JSON into GraphQL results, short-lived objects all, and a larger nursery cut its CPU
 * per list-with-details operation from 12.2 to 7.3 ms (docs/benchmarks.md; docs/architecture.md "A gateway that adds nothing").
 */
export const SERVICE_NODE_OPTIONS: Readonly<Record<'api' | 'gateway', readonly string[]>> = {
  api: [],
  gateway: ['--max-semi-space-size=64'],
};
