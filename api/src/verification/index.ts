/**
 * What other domains may use of verification/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { UNKNOWN_CODE } from './answers.js';
export { backfillVerificationCodes } from './backfill.js';
export {
  groupVerificationCode,
  newVerificationCode,
  normaliseVerificationCode,
  VERIFICATION_CODE_LENGTH,
  verificationUrl,
  verifyPageUrl,
} from './code.js';
export { countLookups, LOOKUP_VIA, lookupCounts } from './lookups.js';
export { loadPublicEntries, PUBLIC_LOGO_PATH } from './publicView.js';
export type { PublicEntry } from './publicView.js';
export { registerVerificationRoutes } from './routes.js';
