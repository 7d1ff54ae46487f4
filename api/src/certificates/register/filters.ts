/**
 * The certificate register's request: the list filters (api/src/certificates/lists/filters.ts) plus
 * the register's own (credential date range, status multi-select, credential number) and keyset
 * paging (`first`, `after`). spec: certificate-workflow §2 "Shared search panel", "Reports list",
 * §7 POST /reports, §9 "Report status filter options"; api/CONTRACT.md "Certificate register".
 */
import { z } from 'zod';
import { CREDENTIAL_STATUS, codesOf, SORT_FIELD, type SortFieldCode } from '../../codes.js';
import { KEYSET_PAGE_MAX, type ListFilters, listFilterFields } from '../lists/filters.js';
import { fieldsOf, flag, LIMITS, optionalDate, optionalText, toList } from '../../http/fields.js';
import { pageFields } from '../../http/paging.js';

/**
 * Most rows one register page answers (`first`, `per_page`): the gateway's CSV export reads keyset
 * pages of 1000; the GraphQL connection (and so an integrator) gives at most 500 (docs/integrators.md).
 */
export const REGISTER_PAGE_MAX = KEYSET_PAGE_MAX;
/** Longest student id (`students.student_id`, as the student import takes it). */
const STUDENT_ID_MAX = 50;

const SORT_CODES = codesOf(SORT_FIELD);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const UPDATED_SINCE_MESSAGE = 'updated_since must be an ISO-8601 instant with a time zone, e.g. 2026-05-01T00:00:00Z';
/** Whether an ISO instant is one PostgreSQL stores (years 1900–9999, as dates elsewhere). */
const storableInstant = (v: string) => {
  const year = new Date(v).getUTCFullYear();
  return year >= 1900 && year <= 9999;
};

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
  student_id: optionalText({ max: STUDENT_ID_MAX, label: 'Student ID' }).describe(
    "The student's own id (students.student_id, the lists' `student.student_id`), whole, ignoring case",
  ),
  updated_since: z
    .preprocess(
      blank,
      z.iso
        .datetime({ offset: true, error: UPDATED_SINCE_MESSAGE })
        .refine(storableInstant, { error: UPDATED_SINCE_MESSAGE })
        .optional(),
    )
    .describe('Certificates last changed at or after this instant (`updated_at` ≥ it); ISO-8601 with a zone'),
  sort_by: z
    .preprocess(
      blank,
      z.enum(SORT_CODES, { error: `sort_by must be one of ${SORT_CODES.join(', ')}` }).default('requested_date'),
    )
    .describe(
      "The lists' sort columns, or `updated_at`: the incremental-sync order (the order in which changes " +
        'committed, then id), always ascending whatever `sort_dir` says',
    ),
  per_page: pageFields(REGISTER_PAGE_MAX).per_page,
  after: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(1000).optional())
    .describe('Keyset paging: the `cursor` of the last row already read'),
  with_total: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), flag('with_total must be true or false').optional())
    .describe('Count the matching rows (`total`; default true); false skips the count (exports)'),
});

export type RegisterFilters = z.infer<typeof registerFilters>;

/**
 * What one certificate query takes: a list's filters (the register's own absent) or the register's.
 * docs/architecture.md "Queries that scale" (one query engine for the lists and the register).
 */
export type CertificateQuery = Omit<ListFilters, 'sort_by'> &
  Partial<Omit<RegisterFilters, keyof ListFilters>> & { sort_by: SortFieldCode };
