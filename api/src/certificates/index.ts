/**
 * What other domains may use of certificates/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { listRowsSql, listVisibilitySql } from './lists/query.js';
export { registerListRoutes } from './lists/routes.js';
export { hydrateSnapshot, loadRenderSnapshot } from './pdfData.js';
export type { RenderSnapshot } from './pdfData.js';
export { registerRegisterRoutes } from './register/routes.js';
export { DELIVERED_EVENT, isInList, statusLabel } from './rules.js';
export { printFileName, storePrintedPdf } from './transitions/print.js';
export { registerViewRoutes } from './views/routes.js';
export {
  CERTIFICATE_NOT_FOUND,
  certificateVisibilitySql,
  certificateVisibleTo,
  requireVisibleCertificate,
} from './views/visibility.js';
export { recordTransition, runInTransaction } from './workflow/apply.js';
export type { TransitionContext, TransitionOutcome } from './workflow/apply.js';
export { registerWorkflowRoutes } from './workflow/routes.js';
export { loadSubjects } from './workflow/subjects.js';
export type { Subject } from './workflow/subjects.js';
