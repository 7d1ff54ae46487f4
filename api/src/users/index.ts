/**
 * What other domains may use of users/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { ensureAnAdministratorRemains, lockAccessChanges } from './administrators.js';
export { loadUserRow } from './list.js';
export { auditUser, isUniqueViolation } from './manage.js';
export { runOperatorCommand } from './operatorCommand.js';
export { registerPasswordResetRoutes } from './passwordResetRoutes.js';
export { activeUsersWithPermission } from './queries.js';
export { registerUserRoutes } from './routes.js';
export { optionalVersion } from './schemas.js';
export { endAccessOfUsers, writeUserStatus } from './status.js';
