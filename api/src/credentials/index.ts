/**
 * What other domains may use of credentials/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { ensureCredentialKey } from './keys.js';
export { registerCredentialRoutes } from './routes.js';
