/**
 * What other domains may use of seed/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { accountsWithDemoPassword, demoPasswordRefusal } from './demoPasswords.js';
export { isSeeded, seedDemoData } from './seed.js';
