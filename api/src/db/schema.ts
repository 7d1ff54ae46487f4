/**
 * The Certify data model (Drizzle, pg-core): every table, one file per domain under db/tables/,
 * gathered here for Drizzle (the client's schema, `drizzle-kit`). One schema for PGlite and
 * PostgreSQL; migrations in `api/drizzle/` are generated from it with `npm run db:generate -w api`
 * and committed. Code imports a table from here or from its db/tables/ file alike.
 *
 * spec: certificate-workflow §3–§4, access-and-administration §3; DESIGN.md "Data".
 */
export { bytea } from './columns.js';
export * from './tables/access.js';
export * from './tables/limits.js';
export * from './tables/audit.js';
export * from './tables/mail.js';
export * from './tables/files.js';
export * from './tables/settings.js';
export * from './tables/master.js';
export * from './tables/templates.js';
export * from './tables/certificates.js';
export * from './tables/notifications.js';
export * from './tables/integrators.js';
export * from './tables/trust.js';
