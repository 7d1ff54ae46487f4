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
export * from './codes/certificates.js';
export * from './codes/settings.js';
export * from './codes/lists.js';
export * from './codes/printing.js';
export * from './codes/verification.js';
export * from './codes/access.js';
export * from './codes/codesOf.js';
export * from './codes/integrators.js';
export * from './codes/audit.js';
