/**
 * What other domains may use of webhooks/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { WebhookDispatcher } from './dispatcher.js';
export type { WebhookDispatcherOptions } from './dispatcher.js';
export { queueWebhookDeliveries } from './outbox.js';
export { registerWebhookRoutes } from './routes.js';
