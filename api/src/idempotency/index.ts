/**
 * What other domains may use of idempotency/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { MAX_KEPT_ANSWER_BYTES, registerIdempotency } from './registerIdempotency.js';
