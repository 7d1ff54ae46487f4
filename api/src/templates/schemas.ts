/**
 * The request schemas of the template routes, with the spec's messages: they validate each call
 * (400 with `errors`, nothing changed) and document it in `/openapi.json`. Rules that need the
 * template (every signee slot filled, one slot per signee, dates in order) are checked by the use
 * cases with the same messages.
 *
 * spec: access-and-administration §2 "Template Listing", §3 "Template", §5 "Template",
 * "Assign course", "Assign signee", §7 (/listCertificates, /createCertificate, /assignCourse,
 * /assignSignee); api/CONTRACT.md "Templates".
 */
import { z } from 'zod';
import { pageFields } from '../http/paging.js';
import { ALL_CERTIFICATE_TYPES, CERTIFICATE_TYPE, codesOf } from '../codes.js';
import { UPLOAD_NOT_FOUND } from '../files/uploads.js';
import {
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
  text,
  wholeNumber,
} from '../http/fields.js';
import { uploadedFile } from '../http/uploads.js';

/** Most signee slots of a template (access-and-administration §3, §9). */
export const MAX_SIGNEES = 10;

/** access-and-administration §5 "Assign course", word for word. */
export const SELECT_ALL_REQUIRED = 'Please select all the required fields';
/** access-and-administration §5 "Assign signee", word for word. */
export const ENTER_ALL_REQUIRED = 'Please enter all the required fields';
export const NAME_REQUIRED = 'Please enter the template name';
export const FILE_REQUIRED = 'Please choose a PDF file';
export const SIGNEES_RANGE = 'The number of signees must be between 1 and 10';
export const INVALID_DATE = 'Please enter a valid date (YYYY-MM-DD)';
export const UNKNOWN_TYPE = 'Please select a valid certificate type';
const INVALID_TEMPLATE = 'Invalid template id';
const VERSION_REQUIRED = 'Please send the version of the template you edited';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The `{ id }` path parameter of the template routes. */
export const templateIdParams = z.object({ id: id(INVALID_TEMPLATE) });

/** `GET /listCertificates` query: a page of templates, optionally filtered by name. */
export const listQuery = fieldsOf({
  ...pageFields(),
  search: optionalText({ max: LIMITS.search, label: 'The search' }).describe('Part of the template name'),
});
export type ListQuery = z.infer<typeof listQuery>;

/** An optional `version` the client edited (409 when the template changed since). */
const optionalVersion = () =>
  optionalWholeNumber('The version', 1, MAX_ID).describe(
    'The template version the client edited: 409 when it changed since (not sent: no check)',
  );

/**
 * `POST /createCertificate` (multipart): name, signee slots, skip-sign flag, optional validity and
 * the PDF as the file part `certificate` or as `upload_id` (from `POST /uploads/template`).
 */
export const createBody = fieldsOf({
  name: text({ max: LIMITS.name, required: NAME_REQUIRED, label: 'The template name' }),
  no_of_signees: z
    .preprocess(blankToUndefined, wholeNumber('The number of signees', 1, MAX_SIGNEES).optional())
    .describe('Signee slots, 1 to 10 (default 1)'),
  skip_sign: z
    .preprocess(blankToUndefined, flag('skip_sign must be 0 or 1').optional())
    .describe('1: approving also signs ("Approve and Sign"); default 0'),
  valid_from: optionalDate(INVALID_DATE).describe('First day new requests may use it (none: no start)'),
  valid_to: optionalDate(INVALID_DATE).describe('Last day new requests may use it (none: no end)'),
  certificate: uploadedFile(FILE_REQUIRED).optional().describe('The template PDF (≤ 10 MB, at most 2 pages)'),
  upload_id: optionalId(UPLOAD_NOT_FOUND).describe('Instead of `certificate`: a PDF sent to `POST /uploads/template`'),
});
export type CreateInput = z.infer<typeof createBody>;

/** `certificate_type`: a code; absent, empty and the placeholder SCT are "not selected". */
const certificateTypeField = z.preprocess(
  (v) => (v === '' || v === null || v === ALL_CERTIFICATE_TYPES ? undefined : v),
  z.enum(codesOf(CERTIFICATE_TYPE), {
    error: (issue) => (issue.input === undefined ? SELECT_ALL_REQUIRED : UNKNOWN_TYPE),
  }),
);

/** `POST /assignCourse`: form `certificate_id`, `course_id[]`, `certificate_type`. */
export const assignCourseBody = fieldsOf({
  certificate_id: id(SELECT_ALL_REQUIRED).describe('The template'),
  course_id: idList(SELECT_ALL_REQUIRED).describe('The courses (`course_id[]=1&course_id[]=2`)'),
  certificate_type: certificateTypeField.describe(
    `A certificate type code (not the placeholder ${ALL_CERTIFICATE_TYPES})`,
  ),
  version: optionalVersion(),
});
export type AssignCourseInput = z.infer<typeof assignCourseBody>;

/**
 * `signee_ids[i]` as a list by slot, blanks (`''`, null) kept as empty entries so a slot left
 * empty stays in place: an array (JSON, `signee_ids[0]=…`, `signee_ids[]=…`), an index-keyed
 * object (in index order) or `"4,,7"`. Entry 0 is slot 1.
 */
function toSlotList(value: unknown): unknown {
  const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(blank);
  if (typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => blank(v));
  }
  if (typeof value === 'string' && value.includes(',')) return value.split(',').map((s) => blank(s.trim()));
  return [value];
}

const designation = (slot: number) =>
  optionalText({ max: LIMITS.name, label: 'The designation' }).describe(`The designation of slot ${slot}`);

/**
 * `POST /assignSignee`: `template_id`, `signee_ids[i]` (entry i is slot i + 1: `signee_ids[0]` goes
 * with `signee1_designation`), and `signeeN_designation` for N = 1..no_of_signees.
 */
export const assignSigneeBody = fieldsOf({
  template_id: id(ENTER_ALL_REQUIRED).describe('The template'),
  signee_ids: z
    .preprocess(
      toSlotList,
      z
        .array(id(ENTER_ALL_REQUIRED).optional(), { error: ENTER_ALL_REQUIRED })
        .max(MAX_SIGNEES, { error: `At most ${MAX_SIGNEES} signees` }),
    )
    .describe('The signee of each slot, in slot order: entry 0 (`signee_ids[0]`) is slot 1'),
  ...(Object.fromEntries(
    Array.from({ length: MAX_SIGNEES }, (_, i) => [`signee${i + 1}_designation`, designation(i + 1)]),
  ) as Record<`signee${number}_designation`, ReturnType<typeof designation>>),
  version: optionalVersion(),
});
export type AssignSigneeInput = z.infer<typeof assignSigneeBody>;

/** A date that may be cleared: absent = unchanged, `''` (or null) = none (answered as `''`). */
const clearableDate = () =>
  z
    .preprocess(
      (v) => (v === null ? '' : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: INVALID_DATE })
        .refine((v) => v === '' || isCalendarDate(v), { error: INVALID_DATE })
        .meta({ format: 'date' }),
    )
    .optional();

/** `POST /template/{id}/update` (extension): the fields sent change; `version` is required. */
export const updateBody = fieldsOf({
  name: optionalText({ max: LIMITS.name, label: 'The template name' }),
  skip_sign: z.preprocess(blankToUndefined, flag('skip_sign must be 0 or 1').optional()),
  status: z.preprocess(blankToUndefined, flag('status must be 0 or 1').optional()).describe('Active (1) or not (0)'),
  valid_from: clearableDate().describe('`""` or null clears it (no start)'),
  valid_to: clearableDate().describe('`""` or null clears it (no end)'),
  version: id(VERSION_REQUIRED).describe('The version the client edited: 409 when it changed since'),
});
export type UpdateInput = z.infer<typeof updateBody>;
