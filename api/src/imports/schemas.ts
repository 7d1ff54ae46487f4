/**
 * Request schemas of the three CSV imports: `POST /importCampus`, `/importCourse`,
 * `/importStudent` (the spec's "array of parsed CSV rows", bare or as `rows`, or `upload_id` of a
 * CSV sent to `POST /uploads/csv`), and `GET /importSample/{kind}`.
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §7; api/CONTRACT.md
 * "CSV imports".
 */
import { z } from 'zod';
import { fieldsOf, optionalId, orBareList } from '../http/fields.js';
import { codesOf } from '../codes.js';
import { IMPORT_COLUMNS, IMPORT_KIND, type ImportKind, MAX_IMPORT_ROWS } from './rows.js';

/** Our messages where the spec gives none (§8's 'Upload Success' etc.: importer.ts). */
export const IMPORT_INPUT_MESSAGES = {
  neither: 'Send the rows to import (rows) or the id of an uploaded CSV file (upload_id)',
  both: 'Send either rows or upload_id, not both',
  rows: 'rows must be a list of rows, each an object of column → value',
} as const;

/** The longest cell a `rows` entry may carry (each column's own limit is checked with the row). */
const MAX_CELL = 10_000;

/** A cell: text (a number or boolean is read as its text, null as empty). */
const cell = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v),
  z.string({ error: 'A cell must be text' }).max(MAX_CELL, { error: `A cell must be at most ${MAX_CELL} characters` }),
);

/**
 * One parsed CSV row of `kind`: header → cell. The import's columns are listed (by their
 * normalised names); any other header is taken too (normalised, and ignored when it is none of them).
 */
const parsedRow = (kind: ImportKind) =>
  z
    .object(
      Object.fromEntries(
        IMPORT_COLUMNS[kind].map((c) => [
          c.name,
          cell.optional().describe(`${c.required ? 'Required. ' : ''}${c.description}`),
        ]),
      ),
      { error: IMPORT_INPUT_MESSAGES.rows },
    )
    .catchall(cell);

/** The parsed CSV rows of an import of `kind`. */
const parsedRows = (kind: ImportKind) =>
  z
    .array(parsedRow(kind), { error: IMPORT_INPUT_MESSAGES.rows })
    .max(MAX_IMPORT_ROWS, { error: `At most ${MAX_IMPORT_ROWS} rows in one import` })
    .describe(
      'The parsed CSV rows, each an object keyed by the header (normalised here as §3 says: lower case, ' +
        'non-word characters to _); row numbers in errors count the header as row 1',
    );

/**
 * The body of `POST /importCampus`, `/importCourse`, `/importStudent`: the spec's bare array of
 * parsed rows, or an object of `rows` or `upload_id`.
 */
export const importBody = (kind: ImportKind) =>
  orBareList(
    fieldsOf({
      rows: parsedRows(kind).optional(),
      upload_id: optionalId('Invalid upload id').describe(
        'Instead of rows: the id of a CSV file sent before to POST /uploads/csv (by the caller; used once)',
      ),
    }),
    'rows',
    parsedRows(kind),
  );
export type ImportBody = z.infer<ReturnType<typeof importBody>>;

/** `GET /importSample/{kind}`. */
export const importSampleParams = z.object({
  kind: z.enum(codesOf(IMPORT_KIND), { error: 'kind must be campus, course or student' }),
});
