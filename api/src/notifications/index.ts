/**
 * What other domains may use of notifications/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { certificateEvent, notificationEvent } from './answers.js';
export { AfterCommit, createNotifications } from './notify.js';
export type { NotificationSpec } from './notify.js';
export { registerNotificationRoutes } from './routes.js';
