/**
 * The rows of the three CSV imports — campuses, courses (with their units of competency) and
 * students — as ONE definition shared by the api (which re-validates every row) and the web app
 * (whose preview validates every row before Upload), exported as `@certify/api/imports`. Depends
 * only on zod and the api's dependency-free field builders and codes, so the browser can bundle it.
 *
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV" (header lower-cased,
 * non-word characters to `_`, `#` lines are comments), §5 "Add Student" (the same rules as a
 * student added by hand); docs/product.md "Master data and CSV import".
 */
import { z } from 'zod';
import { DATE_FORMAT, type DateFormatCode } from '../codes.js';
import { isCalendarDate } from '../http/fields.js';
import { isValidUsi, normaliseUsi, USI_MESSAGE } from '../people/usi.js';

export { isValidUsi, normaliseUsi, USI_CHARACTERS, USI_MESSAGE, usiCheckCharacter } from '../people/usi.js';

/** The most characters a USI cell may hold before its spaces are dropped (a USI is 10). */
const USI_INPUT_MAX = 40;

/** The three imports. */
export const IMPORT_KIND = { CAMPUS: 'campus', COURSE: 'course', STUDENT: 'student' } as const;
export type ImportKind = (typeof IMPORT_KIND)[keyof typeof IMPORT_KIND];

/** Most rows one import takes (a bigger file is split by the client; api/CONTRACT.md "Imports"). */
export const MAX_IMPORT_ROWS = 100_000;

/** §3: a header is lower-cased and each non-word character becomes `_` (a BOM is dropped first). */
export const normaliseHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\W/g, '_');

/** One column an import takes. */
export interface ImportColumn {
  /** The normalised header name. */
  name: string;
  required: boolean;
  /** What goes in it (the sample file's comment and the screen's help). */
  description: string;
  /** A value for the sample file. */
  example: string;
}

const col = (name: string, required: boolean, description: string, example: string): ImportColumn => ({
  name,
  required,
  description,
  example,
});

/**
 * The columns of each import, in the sample file's order. A course row may carry one unit of
 * competency: a student management system exports a course's units as one row per unit with the
 * course's columns repeated, so a course with 12 units is 12 rows (a course without units, one row
 * with the unit columns empty).
 */
export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  campus: [
    col('campus_code', true, 'Short code, unique (the key: a row with a known code updates it)', 'MEL'),
    col('campus_name', true, 'Name', 'Melbourne'),
    col('campus_id', false, 'Identifier in the student management system (default: the code)', 'CMP-MEL'),
    col('address', false, 'Street address', 'Level 4, 250 Collins Street, Melbourne VIC 3000'),
    col('short_name', false, 'Short name', 'MEL'),
  ],
  course: [
    col('course_code', true, 'National code, unique (the key)', 'BSB50420'),
    col('course_name', true, 'Name', 'Diploma of Leadership and Management'),
    col('course_id', false, 'Identifier in the student management system', 'C-1042'),
    col('certificate_course_name', false, 'Name printed on certificates (default: the name)', ''),
    col('course_short_name', false, 'Short name', 'Dip Leadership'),
    col('expiry_date', false, 'Last day it may be awarded (date)', '2027-12-31'),
    col('graduate_certificate_course_name', false, 'Name on graduate certificates', ''),
    col('unit_code', false, 'A unit of competency of the course: its code', 'BSBLDR523'),
    col(
      'unit_name',
      false,
      'The unit’s title (required with a unit code)',
      'Lead and manage effective workplace relationships',
    ),
    col('unit_core', false, 'Core unit: yes or no (default yes)', 'yes'),
  ],
  student: [
    col('student_id', true, 'Identifier in the student management system, unique (the key)', 'SCI240101'),
    col('first_name', true, 'First name', 'Ruby'),
    col('middle_name', false, 'Middle name', ''),
    col('last_name', true, 'Last name', 'Papadopoulos'),
    col('email', true, 'E-mail address', 'ruby.papadopoulos@student.example.com.au'),
    col('mobile', true, 'Mobile number, at least 10 characters', '0412345678'),
    col('dob', true, 'Date of birth (date)', '1996-03-14'),
    col('usi', false, 'Unique Student Identifier: 10 letters and digits, the last a check character', ''),
  ],
};

/**
 * How a CSV file is read, as papaparse options, for the web preview and the api alike (§3): the
 * first line that is not a comment is the header (normalised), lines starting with `#` are
 * comments, empty lines (also ones of only commas or spaces, as spreadsheets export blank rows) are
 * skipped, the delimiter is a comma, quotes follow RFC 4180 (commas and line breaks inside quotes).
 * Rows are numbered as a spreadsheet would number them without the comments and empty lines: the
 * header is row 1, the first record row 2. A UTF-8 BOM is dropped.
 */
export const CSV_PARSE_OPTIONS = {
  header: true,
  delimiter: ',',
  quoteChar: '"',
  comments: '#',
  skipEmptyLines: 'greedy',
  transformHeader: (header: string) => normaliseHeader(header),
} as const;

/**
 * §8's words ('Upload Success', 'Upload Failed', 'No Data') and the other answers of an import:
 * the api answers them, the web screen shows and compares them.
 */
export const IMPORT_MESSAGES = {
  success: 'Upload Success',
  failed: 'Upload Failed',
  noData: 'No Data',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} rows; split it into smaller files`,
  missingColumns: (names: readonly string[]) => `The file lacks the required columns: ${names.join(', ')}`,
  missingColumn: 'This required column is missing',
} as const;

/** The answer to a file whose bytes are not UTF-8 text (the api's 400, the web preview's failure). */
export const NOT_UTF8 = 'The file must be UTF-8 text';

/** A problem papaparse reports while reading (the fields papaparse's `ParseError` has). */
export interface CsvParseProblem {
  type: string;
  code: string;
  message: string;
}

/**
 * The row error of a problem papaparse reported on row `row`, or null when it is harmless: an
 * unterminated or misplaced quote is an error (the row's values cannot be trusted); a row with
 * fewer or more fields than the header is not (missing values are checked as empty, extra ones
 * ignored).
 */
export const csvProblem = (problem: CsvParseProblem, row: number): RowError | null =>
  problem.type === 'Quotes'
    ? {
        row,
        column: null,
        message:
          problem.code === 'MissingQuotes'
            ? 'A quoted value is not closed (a " is missing)'
            : 'A quote inside a value must be doubled ("")',
      }
    : null;

/** The natural key of each import's rows (a course's rows are keyed by course and unit). */
export const IMPORT_KEY: Readonly<Record<ImportKind, readonly string[]>> = {
  campus: ['campus_code'],
  course: ['course_code', 'unit_code'],
  student: ['student_id'],
};

// ───────────────────────────── dates ─────────────────────────────

const FORMAT_ORDER: Readonly<Record<DateFormatCode, { order: 'dmy' | 'mdy' | 'ymd'; sep: string }>> = {
  [DATE_FORMAT.DAY_MONTH_YEAR_HYPHEN]: { order: 'dmy', sep: '-' },
  [DATE_FORMAT.DAY_MONTH_YEAR_SLASH]: { order: 'dmy', sep: '/' },
  [DATE_FORMAT.MONTH_DAY_YEAR_HYPHEN]: { order: 'mdy', sep: '-' },
  [DATE_FORMAT.MONTH_DAY_YEAR_SLASH]: { order: 'mdy', sep: '/' },
  [DATE_FORMAT.YEAR_MONTH_DAY_HYPHEN]: { order: 'ymd', sep: '-' },
  [DATE_FORMAT.YEAR_MONTH_DAY_SLASH]: { order: 'ymd', sep: '/' },
};

/**
 * `value` as `YYYY-MM-DD` when it is a real date written as ISO (`2026-03-14`) or in the
 * configured display format (`14-03-2026` for dd-mm-yyyy); null otherwise. Days and months may
 * have one digit.
 */
export function importDate(value: string, format: DateFormatCode): string | null {
  const v = value.trim();
  const pad = (n: string) => n.padStart(2, '0');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (iso) {
    const date = `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
    return isCalendarDate(date) ? date : null;
  }
  const { order, sep } = FORMAT_ORDER[format];
  const parts = v.split(sep);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [a, b, c] = parts as [string, string, string];
  const [y, m, d] = order === 'dmy' ? [c, b, a] : order === 'mdy' ? [c, a, b] : [a, b, c];
  if (y.length !== 4 || m.length > 2 || d.length > 2) return null;
  const date = `${y}-${pad(m)}-${pad(d)}`;
  return isCalendarDate(date) ? date : null;
}

// ───────────────────────────── rules ─────────────────────────────

/** §5 "Add Student" messages, word for word; the same rules check an imported student row. */
export const STUDENT_MESSAGES = {
  studentId: 'Please enter Student ID',
  firstName: 'Please enter First name',
  lastName: 'Please enter Last name',
  mobile: 'Please enter Mobile Number',
  mobileValid: 'Please enter Valid Mobile Number',
  email: 'Please enter your email',
  emailValid: 'Please enter a valid email',
  dob: 'Please enter your DOB',
} as const;

const NUL = String.fromCharCode(0);
/** Cells are text: trimmed; empty when absent; numbers and booleans as written; lists and objects refused. */
const clean = (v: unknown) =>
  typeof v === 'string' ? v.trim() : v == null ? '' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
/** A text cell (anything else: "<label> must be text"). */
const textCell = (label = 'This value') => z.string({ error: `${label} must be text` });

/** Required text of at most `max` characters. */
const required = (message: string, max: number, label: string) =>
  z.preprocess(
    clean,
    textCell(label)
      .min(1, { error: message })
      .max(max, { error: `${label} must be at most ${max} characters` })
      .refine((s) => !s.includes(NUL), { error: `${label} must not contain NUL characters` }),
  );

/** Optional text of at most `max` characters: empty becomes null. */
const optional = (max: number, label: string) =>
  z.preprocess(
    clean,
    textCell(label)
      .max(max, { error: `${label} must be at most ${max} characters` })
      .refine((s) => !s.includes(NUL), { error: `${label} must not contain NUL characters` })
      .transform((s) => (s === '' ? null : s)),
  );

/** A date in ISO or `format`, required with `message`, or optional (empty → null). */
const dateIn = (format: DateFormatCode, message: string, isRequired: boolean) =>
  z.preprocess(
    clean,
    textCell().transform((s, ctx) => {
      if (s === '') {
        if (isRequired) ctx.addIssue({ code: 'custom', message });
        return null;
      }
      const date = importDate(s, format);
      if (!date) ctx.addIssue({ code: 'custom', message: `${message} (use ${format} or yyyy-mm-dd)` });
      return date;
    }),
  );

/** yes/no, true/false, 1/0, y/n; empty → `fallback`. */
const yesNo = (label: string, fallback: boolean) =>
  z.preprocess(
    clean,
    textCell().transform((s, ctx) => {
      const t = s.toLowerCase();
      if (t === '') return fallback;
      if (['yes', 'y', 'true', '1'].includes(t)) return true;
      if (['no', 'n', 'false', '0'].includes(t)) return false;
      ctx.addIssue({ code: 'custom', message: `${label} must be yes or no` });
      return fallback;
    }),
  );

/**
 * A student's fields (§5 "Add Student"): the Add Student form, `POST /addStudent` and every row of
 * a student import. Dates in ISO or the configured `dateFormat`.
 */
export const studentFields = (dateFormat: DateFormatCode) =>
  z.object({
    student_id: required(STUDENT_MESSAGES.studentId, 50, 'Student ID'),
    first_name: required(STUDENT_MESSAGES.firstName, 100, 'First name'),
    middle_name: optional(100, 'Middle name'),
    last_name: required(STUDENT_MESSAGES.lastName, 100, 'Last name'),
    email: z.preprocess(
      clean,
      textCell()
        .min(1, { error: STUDENT_MESSAGES.email })
        .max(254, { error: 'E-mail must be at most 254 characters' })
        .pipe(z.email({ error: STUDENT_MESSAGES.emailValid })),
    ),
    mobile: z.preprocess(
      clean,
      textCell()
        .min(1, { error: STUDENT_MESSAGES.mobile })
        .min(10, { error: STUDENT_MESSAGES.mobileValid })
        .max(20, { error: STUDENT_MESSAGES.mobileValid })
        .regex(/^\+?[\d ()-]+$/, { error: STUDENT_MESSAGES.mobileValid }),
    ),
    dob: dateIn(dateFormat, STUDENT_MESSAGES.dob, true),
    // The USI: spaces dropped, upper case, then the check character (people/usi.ts); empty → null.
    usi: z.preprocess(
      clean,
      textCell('USI')
        .max(USI_INPUT_MAX, { error: USI_MESSAGE })
        .transform((s) => normaliseUsi(s))
        .refine((s) => s === '' || isValidUsi(s), { error: USI_MESSAGE })
        .transform((s) => (s === '' ? null : s)),
    ),
  });

/** A campus row. */
export const campusRow = z.object({
  campus_code: required('Please enter the campus code', 50, 'Campus code'),
  campus_name: required('Please enter the campus name', 100, 'Campus name'),
  campus_id: optional(50, 'Campus ID'),
  address: optional(500, 'Address'),
  short_name: optional(50, 'Short name'),
});

/** A course row, with at most one unit of competency (see `IMPORT_COLUMNS`). */
export const courseRow = (dateFormat: DateFormatCode) =>
  z
    .object({
      course_code: required('Please enter the course code', 50, 'Course code'),
      course_name: required('Please enter the course name', 200, 'Course name'),
      course_id: optional(50, 'Course ID'),
      certificate_course_name: optional(200, 'Certificate course name'),
      course_short_name: optional(100, 'Course short name'),
      expiry_date: dateIn(dateFormat, 'Please enter a valid expiry date', false),
      graduate_certificate_course_name: optional(200, 'Graduate certificate course name'),
      unit_code: optional(50, 'Unit code'),
      unit_name: optional(200, 'Unit name'),
      unit_core: yesNo('Unit core', true),
    })
    .superRefine((row, ctx) => {
      if (row.unit_code && !row.unit_name) {
        ctx.addIssue({ code: 'custom', path: ['unit_name'], message: 'Please enter the unit name of the unit code' });
      }
      if (!row.unit_code && row.unit_name) {
        ctx.addIssue({ code: 'custom', path: ['unit_code'], message: 'Please enter the unit code of the unit name' });
      }
    });

/** The schema of one row of `kind`. */
export const importRowSchema = (kind: ImportKind, dateFormat: DateFormatCode) =>
  kind === 'campus' ? campusRow : kind === 'course' ? courseRow(dateFormat) : studentFields(dateFormat);

export type CampusRow = z.output<typeof campusRow>;
export type CourseRow = z.output<ReturnType<typeof courseRow>>;
export type StudentRow = z.output<ReturnType<typeof studentFields>>;
export type ImportRow<K extends ImportKind> = K extends 'campus'
  ? CampusRow
  : K extends 'course'
    ? CourseRow
    : StudentRow;

// ───────────────────────────── a whole file ─────────────────────────────

/** What is wrong with one row (or, with `row` 1, the header). */
export interface RowError {
  /** The row number as a spreadsheet shows it with the header as row 1 (comment lines not counted). */
  row: number;
  /** The column (normalised header name), or null for the whole row. */
  column: string | null;
  message: string;
}

/** The columns `headers` lacks of `kind`'s required ones. */
export const missingColumns = (kind: ImportKind, headers: readonly string[]): string[] =>
  IMPORT_COLUMNS[kind].filter((c) => c.required && !headers.includes(c.name)).map((c) => c.name);

/** The checked rows of a file and its errors, row by row (the first error of each column). */
export interface ValidatedRows<K extends ImportKind> {
  rows: ImportRow<K>[];
  /** The row number of each of `rows` (rows with an error are left out). */
  rowNumbers: number[];
  errors: RowError[];
}

/** A course's own columns: the same on each of its rows (a course row also carries one unit). */
export const COURSE_COLUMNS = [
  'course_name',
  'course_id',
  'certificate_course_name',
  'course_short_name',
  'expiry_date',
  'graduate_certificate_course_name',
] as const;

const COURSE_COLUMN_LABELS: Record<(typeof COURSE_COLUMNS)[number], string> = {
  course_name: 'Course name',
  course_id: 'Course ID',
  certificate_course_name: 'Certificate course name',
  course_short_name: 'Course short name',
  expiry_date: 'Expiry date',
  graduate_certificate_course_name: 'Graduate certificate course name',
};

/**
 * A course's rows must agree on its columns: a value given on two of its rows must be the same (a
 * row may leave an optional one empty). Answers the error of `row`, or null, and remembers its
 * values in `seen` (under keys that start with NUL, which no row key does: keys are required).
 */
function courseConflict(row: number, data: CourseRow, seen: Map<string, number>): RowError | null {
  const course = data.course_code.toLowerCase();
  for (const column of COURSE_COLUMNS) {
    const value = data[column];
    if (value == null) continue;
    const first = seen.get(`\u0000${course}\u0000${column}`);
    if (first === undefined) {
      seen.set(`\u0000${course}\u0000${column}`, row);
      seen.set(`\u0000${course}\u0000${column}\u0000${value}`, row);
    } else if (!seen.has(`\u0000${course}\u0000${column}\u0000${value}`)) {
      return { row, column, message: `${COURSE_COLUMN_LABELS[column]} differs from row ${first} of the same course` };
    }
  }
  return null;
}

/** The key of a checked row (`IMPORT_KEY`), lower-cased. */
export const rowKey = (kind: ImportKind, row: Record<string, unknown>): string =>
  IMPORT_KEY[kind].map((k) => String(row[k] ?? '').toLowerCase()).join('\u0000');

/**
 * Checks the records of a file (objects keyed by normalised header) of `kind`: every row against
 * the row schema, that no key appears twice in the file ("Duplicate of row N"), and that the rows
 * of one course agree on the course's columns ("Course name differs from row N of the same
 * course"). `firstRow` is the row number of `records[0]` (2: right under the header); `seen`
 * carries keys (and courses' values) across chunks of one file. Answers the valid rows with their
 * row numbers and every error; a row with an error is left out of `rows`.
 */
export function validateImportRows<K extends ImportKind>(
  kind: K,
  records: readonly Record<string, unknown>[],
  options: { dateFormat: DateFormatCode; firstRow?: number; seen?: Map<string, number> },
): ValidatedRows<K> {
  const schema = importRowSchema(kind, options.dateFormat);
  const seen = options.seen ?? new Map<string, number>();
  const firstRow = options.firstRow ?? 2;
  const rows: ImportRow<K>[] = [];
  const rowNumbers: number[] = [];
  const errors: RowError[] = [];
  records.forEach((record, i) => {
    const row = firstRow + i;
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const columns = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = issue.path.length ? String(issue.path[0]) : null;
        const key = column ?? '';
        if (columns.has(key)) continue;
        columns.add(key);
        errors.push({ row, column, message: issue.message });
      }
      return;
    }
    const key = rowKey(kind, parsed.data);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const [first] = IMPORT_KEY[kind];
      errors.push({ row, column: first ?? null, message: `Duplicate of row ${earlier}` });
      return;
    }
    if (kind === 'course') {
      const conflict = courseConflict(row, parsed.data as CourseRow, seen);
      if (conflict) {
        errors.push(conflict);
        return;
      }
    }
    seen.set(key, row);
    rows.push(parsed.data as ImportRow<K>);
    rowNumbers.push(row);
  });
  return { rows, rowNumbers, errors };
}

// ───────────────────────────── CSV cells this product writes ─────────────────────────────

/**
 * A value as a CSV cell that a spreadsheet shows as typed (OWASP CSV injection): a value starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so it never becomes a
 * formula. Stored values are kept as typed; only what the product writes is guarded.
 */
export const spreadsheetSafe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
