/**
 * What other domains may use of util/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { DEFAULT_DATE_FORMAT, formatDate, isDateFormat } from './formatDate.js';
export { memo } from './memo.js';
