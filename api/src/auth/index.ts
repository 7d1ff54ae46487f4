/**
 * What other domains may use of auth/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { registerAuthHook } from './authHook.js';
export { ensureFoundation } from './foundation.js';
export { holds, mayExportUsi, maySeeUsi, overseesSigning, splitPermission } from './grants.js';
export { hasModule, requireModule, requirePermission } from './guards.js';
export type { Guard } from './guards.js';
export { attemptKeys } from './passwordAttempt.js';
export { hashPassword, PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE, verifyPassword } from './passwords.js';
export { ROLE } from './principal.js';
export type { Principal } from './principal.js';
export { PrincipalCache } from './principalCache.js';
export type { PrincipalCacheOptions } from './principalCache.js';
export { fileUrl } from './profile.js';
export { registerAuthRoutes } from './routes.js';
export { API_CLIENT_SCOPES, requireScope } from './scopes.js';
export { liveSessionIds, revokeSessions } from './sessions.js';
export { checkSignPassword, requireSignPassword } from './signPassword.js';
export { forgetKeys } from './throttle.js';
export { hashToken, newToken } from './tokens.js';
