/**
 * What other domains may use of http/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { binary, day, errorAnswer, errors, json, messageAnswer, timestamp } from './answers.js';
export { BODY_LIMIT, parseQuery, registerBodyParsers } from './bodyParsers.js';
export { registerClientAddress } from './clientAddress.js';
export { certificateType, credentialStatus, reprintStatus } from './codeAnswers.js';
export { registerErrorHandling, sendError } from './errorHandler.js';
export { ApiError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthenticated } from './errors.js';
export {
  calendarDate,
  certificateIdParams,
  fieldsOf,
  flag,
  id,
  idList,
  isCalendarDate,
  LIMITS,
  MAX_ID,
  optionalDate,
  optionalId,
  optionalText,
  optionalWholeNumber,
  orBareList,
  password,
  text,
  toList,
  wholeNumber,
} from './fields.js';
export { FILE_KINDS } from './fileKinds.js';
export type { FileKind } from './fileKinds.js';
export { registerHealthRoutes } from './health.js';
export {
  IDEMPOTENCY_CODE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  parseIdempotencyKey,
} from './idempotencyKey.js';
export { registerOpenApi } from './openapi.js';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_MAX,
  pageAnswerKeys,
  pageFields,
  pageKeysOf,
  pageWindow,
  UNPAGED_LIST_MAX,
} from './paging.js';
export type { PageRequest, PageWindow } from './paging.js';
export { fastifyPath } from './paths.js';
export { registerRateLimit } from './rateLimit.js';
export { registerSecurityHeaders } from './securityHeaders.js';
export { formatBytes, UPLOAD_LIMITS, uploadedFile } from './uploads.js';
export type { UploadedFile, UploadSpec } from './uploads.js';
