/**
 * The list filters, paging and sorting of api/CONTRACT.md "Certificate lists", validated with zod.
 * Accepts qs-parsed forms (`course_id[]` → `course_id`), JSON, and literal `course_id[]` keys.
 * spec: certificate-workflow §2 "Shared search panel", §5 "Search"; api/CONTRACT.md.
 */
import { z } from 'zod';
import { asArray, parseInput } from '../../http/validate.js';
import { ALL_TYPES_PLACEHOLDER } from '../../lookups/certificateTypes.js';

export const SORT_COLUMNS = [
  'student_name',
  'course_name',
  'campus_name',
  'requisitioner_name',
  'requested_date',
  'credential_date',
  'credential_number',
  'credential_status',
  'certificate_type',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const idList = (label: string) =>
  z.array(z.coerce.number({ error: `Invalid ${label}` }).int(`Invalid ${label}`).positive(`Invalid ${label}`)).max(1000);
const day = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} must be a valid date`)
      .optional(),
  );

const schema = z.object({
  course_id: idList('course'),
  requisitioner_id: idList('requisitioner'),
  ids: idList('id'),
  certificate_type: z.array(z.string().trim().min(1).max(10)).max(20),
  requested_from_date: day('Requested from date'),
  requested_to_date: day('Requested to date'),
  student_name: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  campus_name: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').optional()),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'per_page must be a number' }).int('per_page must be a whole number').min(1, 'per_page must be between 1 and 100').max(100, 'per_page must be between 1 and 100').optional(),
  ),
  sort_by: z.preprocess(emptyToUndefined, z.enum(SORT_COLUMNS, { error: `sort_by must be one of ${SORT_COLUMNS.join(', ')}` }).default('requested_date')),
  sort_dir: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : emptyToUndefined(v)),
    z.enum(['asc', 'desc'], { error: 'sort_dir must be asc or desc' }).default('desc'),
  ),
});

export type ListFilters = z.infer<typeof schema>;

const pick = (body: Record<string, unknown>, key: string) => body[key] ?? body[`${key}[]`];

/** Parses the list filters of a request body or query. spec: api/CONTRACT.md "Certificate lists". */
export function parseListFilters(input: unknown): ListFilters {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const types = asArray(pick(body, 'certificate_type'))
    .map(String)
    .filter((t) => t !== ALL_TYPES_PLACEHOLDER);
  return parseInput(schema, {
    ...body,
    course_id: asArray(pick(body, 'course_id')),
    requisitioner_id: asArray(pick(body, 'requisitioner_id')),
    ids: asArray(pick(body, 'ids')),
    certificate_type: types,
  });
}
