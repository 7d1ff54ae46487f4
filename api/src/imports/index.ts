/**
 * What other domains may use of imports/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { registerImportRoutes } from './routes.js';
export { spreadsheetSafe, STUDENT_MESSAGES, studentFields } from './rows.js';
