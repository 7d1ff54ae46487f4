/**
 * What other domains may use of delivery/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { deliverCopies, deliveryRecipients } from './deliver.js';
export type { DeliveryRecipient } from './deliver.js';
export { registerDeliveryRoutes } from './routes.js';
