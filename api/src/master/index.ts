/**
 * What other domains may use of master/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { RECENT_STUDENTS, recentStudents } from './queries.js';
export { registerMasterRoutes } from './routes.js';
