/**
 * What other domains may use of signatures/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { checkPrintableImage, imageKindOf } from './images.js';
export { registerSignatureRoutes } from './routes.js';
export { NO_SIGNATURE } from './saveSignature.js';
export { drawSignaturePng } from './signatureImage.js';
