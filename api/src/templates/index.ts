/**
 * What other domains may use of templates/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { firstPrintNote, firstPrintWarnings } from './complianceOf.js';
export { pickTemplate } from './pick.js';
export { registerTemplateRoutes } from './routes.js';
export { localDay } from './validity.js';
