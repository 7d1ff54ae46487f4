/**
 * What other domains may use of lookups/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { registerLookupRoutes } from './routes.js';
