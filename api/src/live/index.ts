/**
 * What other domains may use of live/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { EventBus } from './eventBus.js';
export { registerEventRoutes } from './routes.js';
