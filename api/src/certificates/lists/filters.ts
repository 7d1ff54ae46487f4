/**
 * The list filters, paging and sorting of api/CONTRACT.md "Certificate lists" as the route schema
 * (POST body, or GET query): every field optional, "sent only when filled".
 * spec: certificate-workflow §2 "Shared search panel", §5 "Search"; api/CONTRACT.md.
 */
import { z } from 'zod';
import {
  ALL_CERTIFICATE_TYPES,
  CERTIFICATE_TYPE,
  codesOf,
  REGISTER_ONLY_SORT_FIELDS,
  SORT_DIRECTION,
  SORT_FIELD,
  type SortFieldCode,
} from '../../codes.js';
import {
  fieldsOf,
  idList,
  LIMITS,
  optionalDate,
  optionalText,
  optionalWholeNumber,
  toList,
} from '../../http/fields.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, pageFields } from '../../http/paging.js';

/** A sort column of the lists (every `SORT_FIELD` but the register's own, `REGISTER_ONLY_SORT_FIELDS`). */
export type SortColumn = Exclude<SortFieldCode, (typeof REGISTER_ONLY_SORT_FIELDS)[number]>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const REGISTER_ONLY: readonly string[] = REGISTER_ONLY_SORT_FIELDS;
/** Whether `sort_by` is a sort column of the lists (not the register's own). */
export const isListSort = (code: SortFieldCode): code is SortColumn => !REGISTER_ONLY.includes(code);
const LIST_SORT_CODES = codesOf(SORT_FIELD).filter((c) => isListSort(c)) as [SortColumn, ...SortColumn[]];
/** The 400 message of a sort the lists do not take: the register's own, or an unknown one. */
const listSortMessage = (input: unknown): string =>
  typeof input === 'string' && REGISTER_ONLY.includes(input)
    ? `sort_by ${input} is only for the certificate register (/reports)`
    : `sort_by must be one of ${LIST_SORT_CODES.join(', ')}`;

const TYPE_CODES = codesOf(CERTIFICATE_TYPE);

/** Most rows one keyset page (`first`) answers: the gateway's CSV exports read pages of this many. */
export const KEYSET_PAGE_MAX = 1000;

/** The fields of the list filters (the register extends them). spec: api/CONTRACT.md "Certificate lists". */
export const listFilterFields = {
  course_id: idList('Invalid course', { required: false }).describe('Courses (any of)'),
  requisitioner_id: idList('Invalid requisitioner', { required: false }).describe('Requisitioners (any of)'),
  ids: idList('Invalid certificate id', { required: false }).describe('Certificates (any of; extension)'),
  certificate_type: z
    .preprocess(
      (v) => toList(v).filter((t) => t !== ALL_CERTIFICATE_TYPES),
      z.array(z.enum(TYPE_CODES, { error: `certificate_type must be one of ${TYPE_CODES.join(', ')}` })).max(20),
    )
    .default([])
    .describe(`Certificate type codes; \`${ALL_CERTIFICATE_TYPES}\` means all`),
  requested_from_date: optionalDate('Requested from date must be a valid date (YYYY-MM-DD)'),
  requested_to_date: optionalDate('Requested to date must be a valid date (YYYY-MM-DD)'),
  student_name: optionalText({ max: LIMITS.search, label: 'Student name' }).describe(
    'Part of the full name ("first middle last" or "first last"), ignoring case and accents',
  ),
  campus_name: optionalText({ max: LIMITS.search, label: 'Campus' }).describe('Exact campus name, or a campus id'),
  ...pageFields(PAGE_SIZE_MAX),
  first: optionalWholeNumber('first', 1, KEYSET_PAGE_MAX).describe(
    `Keyset paging: rows after \`after\` (default ${DEFAULT_PAGE_SIZE}, at most ${KEYSET_PAGE_MAX}); with \`after\`, \`page\` is ignored`,
  ),
  after: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(1000).optional())
    .describe(
      "Keyset paging: the `end_cursor` of the page already read (or a register row's `cursor` of the same sort)",
    ),
  sort_by: z.preprocess(
    blank,
    z.enum(LIST_SORT_CODES, { error: (issue) => listSortMessage(issue.input) }).default('requested_date'),
  ),
  sort_dir: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() || undefined : blank(v)),
    z.enum(codesOf(SORT_DIRECTION), { error: 'sort_dir must be asc or desc' }).default('desc'),
  ),
};

/** The filters of every certificate list. spec: api/CONTRACT.md "Certificate lists" (Filters). */
export const listFilters = fieldsOf(listFilterFields);

export type ListFilters = z.infer<typeof listFilters>;
