/**
 * What other domains may use of settings/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { digitalDeliveryOn } from './company.js';
export { displayDateFormat, getConfigValues, reportUrl } from './configuration.js';
export { registerSettingsRoutes } from './routes.js';
export { registerSigningRoutes } from './signingCertificateRoutes.js';
