/**
 * Whether the browser suites record a Playwright trace: kept for a failed test when a spec is run
 * by hand; `npm test` records none (it sets E2E_TRACE=off), since recording every test's trace is
 * about a fifth of the browser tests' CPU on two cores, and a failure found there prints its error
 * and screenshot and is rerun by hand with its trace (CONTRIBUTING.md "One test").
 */
type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'retain-on-first-failure';

const MODES: readonly TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'];

export const traceMode: TraceMode = MODES.find((m) => m === process.env.E2E_TRACE) ?? 'retain-on-failure';
