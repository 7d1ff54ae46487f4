/**
 * Answer schemas of the CSV imports: the counts of an import, and its 400 with the row errors.
 * spec: access-and-administration §7 (`success (1)`), §8 ('Upload Success', 'Upload Failed',
 * 'No Data'); api/CONTRACT.md "CSV imports".
 */
import { z } from 'zod';
import { errorAnswer } from '../http/answers.js';

const counts = {
  added: z.int().describe('Rows whose key was new: added'),
  updated: z.int().describe('Rows of a stored key with a changed value: updated'),
  unchanged: z.int().describe('Rows equal to what was stored: nothing written'),
};

/** `{ success: 1, message: 'Upload Success', … }`. */
export const importAnswer = z
  .object({
    success: z.literal(1),
    message: z.literal('Upload Success'),
    rows: z.int().describe('The data rows of the file'),
    ...counts,
    units: z
      .object(counts)
      .optional()
      .describe('A course import: its units of competency (added, updated, unchanged counts count courses)'),
  })
  .meta({ id: 'ImportResult' });

/** One bad row (or, on row 1, the header). */
export const rowError = z
  .object({
    row: z
      .int()
      .describe('The row number as a spreadsheet shows it: the header is row 1 (comment and empty lines not counted)'),
    column: z.string().nullable().describe('The column (normalised header), or null for the whole row'),
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });

/**
 * The 400 of an import: `errors` lists the bad rows (`Upload Failed`, or the header's missing
 * columns), or, for a refused request (`No Data`, no rows nor upload_id, not UTF-8…), maps the
 * payload field to its message as every other 400 does.
 */
export const importError = errorAnswer
  .extend({
    errors: z
      .union([z.array(rowError), z.record(z.string(), z.string())])
      .optional()
      .describe('Row errors (file order, at most 1,000), or payload field → message'),
    more_errors: z.int().optional().describe('How many more row errors the file has beyond those listed'),
    missing_columns: z.array(z.string()).optional().describe('The required columns the header lacks'),
  })
  .meta({ id: 'ImportError' });
