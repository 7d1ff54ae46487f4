/**
 * What other domains may use of jobs/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { BackgroundWork } from './backgroundWork.js';
export { consoleLog, describeError, Dispatcher, LeaseKeeper, retryDelaySeconds } from './dispatcher.js';
export type { BackoffPolicy, DispatcherLog, DispatchLoopPolicy, RoundResult } from './dispatcher.js';
