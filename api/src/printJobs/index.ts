/**
 * What other domains may use of printJobs/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { PRINT_JOB_MAX_ATTEMPTS, printJobAnswer, printJobEvent, printJobJson } from './answers.js';
export type { PrintJobJson } from './answers.js';
export { waitForPrintJob } from './loadPrintJob.js';
export { queuePrintJob } from './queuePrintJob.js';
export { registerPrintJobRoutes } from './routes.js';
