/**
 * What other domains may use of audit/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { recordAudit } from './recordAudit.js';
