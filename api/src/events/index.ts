/**
 * What other domains may use of events/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export type { ApiEvent, EventListener } from './apiEvent.js';
export { EventChannel, LISTENER_APPLICATION_NAME } from './bus.js';
export type { CertificateAudience } from './bus.js';
