/**
 * What other domains may use of db/: every import from outside the folder comes through this
 * file (the dependency check refuses one past it; docs/architecture.md "Domains and their dependencies").
 */
export { batches, insertInBatches, insertReturningInBatches } from './batches.js';
export { openDatabase } from './client.js';
export type { Database, Db, Tx } from './client.js';
export { idIn, intArrayLiteral } from './idIn.js';
export {
  apiClients,
  auditEvents,
  campuses,
  certificateEvents,
  certificatePrints,
  certificates,
  certificateSignees,
  certificateUnits,
  companySettings,
  configuration,
  courses,
  courseUnits,
  deliveryLinks,
  mailOutbox,
  modules,
  notifications,
  organisationKeys,
  passwordResets,
  printJobs,
  roleModules,
  rolePermissions,
  roles,
  sessions,
  storedFileParts,
  storedFiles,
  students,
  templateCourses,
  templates,
  templateSignees,
  userRoles,
  users,
  userSignatures,
  verificationLookups,
  webhookEndpoints,
} from './schema.js';
export type { FieldRect } from './schema.js';
export { containsSql } from './search.js';
export { fullNameOf, namesTextOf, searchTextOf } from './studentText.js';
export * as tables from './schema.js';
