/**
 * The writes of the imports: checked rows upserted on their natural key (campus code, course code
 * and a course's unit code, student id; whatever their case), many rows per statement, sent as one
 * JSON parameter (`json_to_recordset`: one text value, which PGlite and PostgreSQL both read fast).
 * A row equal to what is stored writes nothing: `ON CONFLICT … DO UPDATE … WHERE (stored columns)
 * IS DISTINCT FROM (the file's)`, and `RETURNING (xmax = 0)` tells an added row from an updated
 * one, so the rows not returned are the unchanged ones. Only the columns the file has are written
 * on an update (a column the file lacks keeps its stored values; one it has but leaves empty clears
 * them); values are stored as typed. spec: docs/product.md "Master data and CSV import" (upsert on the natural key, the same
 * file twice changes nothing, a corrected file updates in place).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { COURSE_COLUMNS, type CampusRow, type CourseRow, type StudentRow } from './rows.js';

/** What an import did to its rows (or a course import to its units). */
export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export const noCounts = (): ImportCounts => ({ added: 0, updated: 0, unchanged: 0 });

/** Adds `b` into `a`. */
export const addCounts = (a: ImportCounts, b: ImportCounts): void => {
  a.added += b.added;
  a.updated += b.updated;
  a.unchanged += b.unchanged;
};

/** The columns of one upsert: the table's, the key expression, and which may be updated. */
interface UpsertShape {
  table: string;
  /** The columns written, in order. */
  columns: readonly string[];
  /** The records' fields → type in `json_to_recordset` (default: each column as text). */
  source: Readonly<Record<string, string>>;
  /** The conflict target (a unique index on these expressions). */
  conflict: string;
  /** The columns an update writes (the key is never rewritten). */
  update: readonly string[];
  /** SELECT expressions per column (default: the column of the record). */
  select?: Readonly<Record<string, string>>;
  /** Extra FROM items and WHERE clause (units: joined to their course). */
  from?: string;
  where?: string;
}

/**
 * Upserts `records` (objects keyed by column) as `shape` says; answers the counts (`records`
 * that were neither added nor updated are unchanged).
 */
async function upsert(tx: Tx, shape: UpsertShape, records: readonly object[]): Promise<ImportCounts> {
  if (records.length === 0) return noCounts();
  const names = shape.columns;
  const recordType = Object.entries(shape.source)
    .map(([field, type]) => `${field} ${type}`)
    .join(', ');
  const select = names.map((c) => shape.select?.[c] ?? `r.${c}`).join(', ');
  const conflictAction = `DO UPDATE SET ${shape.update.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE ROW(${shape.update.map((c) => `${shape.table}.${c}`).join(', ')})
         IS DISTINCT FROM ROW(${shape.update.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  const query: SQL = sql`INSERT INTO ${sql.raw(shape.table)} (${sql.raw(names.join(', '))})
    SELECT ${sql.raw(select)}
    FROM json_to_recordset(${JSON.stringify(records)}::json) AS r(${sql.raw(recordType)})${sql.raw(shape.from ?? '')}
    ${sql.raw(shape.where ? `WHERE ${shape.where}` : '')}
    ON CONFLICT (${sql.raw(shape.conflict)}) ${sql.raw(conflictAction)}
    RETURNING (xmax = 0) AS inserted`;
  const result = await tx.execute<{ inserted: boolean }>(query);
  const added = result.rows.filter((r) => r.inserted).length;
  const updated = result.rows.length - added;
  return { added, updated, unchanged: records.length - added - updated };
}

const STUDENT_COLUMNS = ['student_id', 'first_name', 'middle_name', 'last_name', 'email', 'mobile', 'dob', 'usi'];
const CAMPUS_COLUMNS = ['campus_code', 'campus_name', 'campus_id', 'address', 'short_name'];
const COURSE_TABLE_COLUMNS = ['course_code', ...COURSE_COLUMNS];
const textFields = (columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, 'text']));

/** The required columns and those of `optional` the file has. */
const updatable = (required: readonly string[], optional: readonly string[], present: ReadonlySet<string>) => [
  ...required,
  ...optional.filter((c) => present.has(c)),
];

/** Upserts students on `lower(student_id)`. */
export const upsertStudents = (tx: Tx, rows: readonly StudentRow[], present: ReadonlySet<string>) =>
  upsert(
    tx,
    {
      table: 'students',
      columns: STUDENT_COLUMNS,
      source: { ...textFields(STUDENT_COLUMNS), dob: 'date' },
      conflict: 'lower(student_id)',
      update: updatable(['first_name', 'last_name', 'email', 'mobile', 'dob'], ['middle_name', 'usi'], present),
    },
    rows,
  );

/** A campus row with its campus id decided (the file's, else the stored one, else the code). */
export type CampusWrite = Omit<CampusRow, 'campus_id'> & { campus_id: string };

/** Upserts campuses on `lower(campus_code)`. */
export const upsertCampuses = (tx: Tx, rows: readonly CampusWrite[], present: ReadonlySet<string>) =>
  upsert(
    tx,
    {
      table: 'campuses',
      columns: CAMPUS_COLUMNS,
      source: textFields(CAMPUS_COLUMNS),
      conflict: 'lower(campus_code)',
      update: updatable(['campus_name', 'campus_id'], ['address', 'short_name'], present),
    },
    rows,
  );

/** A course's own columns, merged from its rows. */
export type CourseWrite = Omit<CourseRow, 'unit_code' | 'unit_name' | 'unit_core'>;

/** Upserts courses on `lower(course_code)`. */
export const upsertCourses = (tx: Tx, rows: readonly CourseWrite[], present: ReadonlySet<string>) =>
  upsert(
    tx,
    {
      table: 'courses',
      columns: COURSE_TABLE_COLUMNS,
      source: { ...textFields(COURSE_TABLE_COLUMNS), expiry_date: 'date' },
      conflict: 'lower(course_code)',
      update: updatable(
        ['course_name'],
        [
          'course_id',
          'certificate_course_name',
          'course_short_name',
          'expiry_date',
          'graduate_certificate_course_name',
        ],
        present,
      ),
    },
    rows,
  );

/** A unit of a course row. */
export interface UnitWrite {
  course_code: string;
  unit_code: string;
  unit_name: string;
  core: boolean;
}

/** Upserts units on their course and `lower(unit_code)` (their courses are written first). */
export const upsertUnits = (tx: Tx, rows: readonly UnitWrite[], present: ReadonlySet<string>) =>
  upsert(
    tx,
    {
      table: 'course_units',
      columns: ['course_id', 'unit_code', 'unit_name', 'core'],
      source: { course_code: 'text', unit_code: 'text', unit_name: 'text', core: 'boolean' },
      select: { course_id: 'c.id' },
      from: ', courses c',
      where: 'lower(c.course_code) = lower(r.course_code)',
      conflict: 'course_id, lower(unit_code)',
      update: present.has('unit_core') ? ['unit_name', 'core'] : ['unit_name'],
    },
    rows,
  );
