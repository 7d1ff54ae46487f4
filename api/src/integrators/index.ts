/**
 * What other domains may use of integrators/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { listApiClients, loadApiClient } from './apiClients.js';
export { registerApiClientRoutes } from './routes.js';
export { apiClientRow } from './schemas.js';
export type { ApiClientRow } from './schemas.js';
