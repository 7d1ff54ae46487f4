/**
 * The certificate register's request: the list filters (api/src/certificates/lists/filters.ts) plus
 * the register's own (credential date range, status multi-select, credential number) and keyset
 * paging (`first`, `after`). spec: certificate-workflow §2 "Shared search panel", "Reports list",
 * §7 POST /reports, §9 "Report status filter options"; api/CONTRACT.md "Certificate register".
 */
import { z } from 'zod';
import { CREDENTIAL_STATUS, codesOf } from '../codes.js';
import { listFilterFields } from '../certificates/lists/filters.js';
import { fieldsOf, flag, LIMITS, optionalDate, optionalText, optionalWholeNumber, toList } from '../http/fields.js';

/** Most rows one register page answers (`first`, `per_page`). */
export const REGISTER_PAGE_MAX = 1000;

const STATUS_CODES = codesOf(CREDENTIAL_STATUS);
const STATUS_MESSAGE = `certificate_status must be one of ${STATUS_CODES.join(', ')}`;

/** The register's filters and paging. spec: api/CONTRACT.md "Certificate register". */
export const registerFilters = fieldsOf({
  ...listFilterFields,
  credential_from_date: optionalDate('Credential from date must be a valid date (YYYY-MM-DD)'),
  credential_to_date: optionalDate('Credential to date must be a valid date (YYYY-MM-DD)'),
  certificate_status: z
    .preprocess(
      (v) =>
        toList(v)
          .filter((s) => s !== '' && s !== null)
          .map((s) => (typeof s === 'string' && /^\d+$/.test(s.trim()) ? Number(s) : s)),
      z.array(z.literal(STATUS_CODES, { error: STATUS_MESSAGE })).max(20),
    )
    .default([])
    .describe('Credential status codes (any of): the stage options of §9'),
  credential_number: optionalText({ max: LIMITS.search, label: 'Credential number' }).describe(
    'Case-insensitive part of the credential number',
  ),
  per_page: optionalWholeNumber('per_page', 1, REGISTER_PAGE_MAX).describe('Rows per page (default 5)'),
  first: optionalWholeNumber('first', 1, REGISTER_PAGE_MAX).describe(
    'Keyset paging: rows after `after` (default 5); with `after`, `page` is ignored',
  ),
  after: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(1000).optional())
    .describe('Keyset paging: the `cursor` of the last row already read'),
  with_total: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), flag('with_total must be true or false').optional())
    .describe('Count the matching rows (`total`; default true); false skips the count (exports)'),
});

export type RegisterFilters = z.infer<typeof registerFilters>;
