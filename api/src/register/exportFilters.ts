/**
 * The filter schemas a CSV export parses its query string with (the gateway's `/files/register.csv`
 * and `/files/lists/:list.csv`): the same zod schemas the api's `POST /reports` and list searches
 * check their bodies with, so an export's filters have one home and one set of messages.
 * Exported as `@certify/api/filters`. spec: certificate-workflow §2 "Shared search panel", §9.
 */
export { listFilters } from '../certificates/lists/filters.js';
export { registerFilters } from './filters.js';
