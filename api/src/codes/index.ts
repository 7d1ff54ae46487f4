/**
 * The spec's codes, each table written once, keyed by the GraphQL enum value names of `schema/`
 * (DESIGN.md "GraphQL conventions"). The api builds its rules, validation and OpenAPI enums on
 * these; the gateway imports this module (`@certify/api/codes`) as its enums' internal values, so
 * no other package keeps a table of its own. Each table lives in codes/ with the tables of its area
 * (certificates, lists, settings, printing, verification, access, integrators, audit); this module
 * gathers them. Dependency-free on purpose: it is the contract.
 *
 * spec: certificate-workflow §4 (status codes), §9 (certificate types, fee values);
 * access-and-administration §3 (module sections); DESIGN.md "Certificate state machine".
 */
export * from './certificates.js';
export * from './settings.js';
export * from './lists.js';
export * from './printing.js';
export * from './verification.js';
export * from './access.js';
export * from './codesOf.js';
export * from './integrators.js';
export * from './audit.js';
export { CERTIFICATE_TYPES, certificateTypeName } from './certificateTypes.js';
