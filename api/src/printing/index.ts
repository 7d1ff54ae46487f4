/**
 * What other domains may use of printing/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { PrintJobRunner } from './runner.js';
export type { PrintJobRunnerOptions } from './runner.js';
