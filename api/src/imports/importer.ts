/**
 * One import, all or nothing, inside the caller's transaction: the header checked, EVERY row
 * re-validated with the rules the web preview uses (`validateImportRows`, one `seen` for the whole
 * file), the rows upserted on their natural key while no row has failed, and at the end either the
 * counts or a 400 `Upload Failed` naming every bad row (the transaction then rolls back: nothing is
 * written). Students are written a batch at a time as the file is read, so a large file is never
 * held as objects; campuses and courses (a course's columns come from all of its rows) are
 * gathered first. spec: access-and-administration §3 "Imported CSV", §4 "Import", §8; docs/product.md "Master data and CSV import"
 * "Import".
 */
import { sql } from 'drizzle-orm';
import type { DateFormatCode } from '../codes.js';
import type { Tx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import {
  COURSE_COLUMNS,
  type CampusRow,
  type CourseRow,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportRow,
  MAX_IMPORT_ROWS,
  missingColumns,
  type RowError,
  type StudentRow,
  validateImportRows,
} from './rows.js';
import {
  addCounts,
  type CampusWrite,
  type CourseWrite,
  type ImportCounts,
  noCounts,
  type UnitWrite,
  upsertCampuses,
  upsertCourses,
  upsertStudents,
  upsertUnits,
} from './upserts.js';

/** §8's words and the other answers of an import (their home is rows.ts, shared with the web). */
export { IMPORT_MESSAGES };

/** Most row errors one answer lists (`more_errors` counts the rest). */
export const MAX_REPORTED_ERRORS = 1000;
/** Rows per INSERT. */
export const BATCH_ROWS = 1000;

/** What an import did. */
export interface ImportOutcome extends ImportCounts {
  /** The data rows of the file. */
  rows: number;
  /** A course import: what it did to the units. */
  units?: ImportCounts;
}

/** Reads one import's records and writes them; `finish` answers the outcome or throws 400. */
export class Importer<K extends ImportKind> {
  private readonly seen = new Map<string, number>();
  private readonly errors: RowError[] = [];
  private errorCount = 0;
  private rowCount = 0;
  private present: ReadonlySet<string> | null = null;
  private readonly counts = noCounts();
  private pending: ImportRow<K>[] = [];
  private pendingRows: number[] = [];

  constructor(
    private readonly tx: Tx,
    readonly kind: K,
    private readonly dateFormat: DateFormatCode,
  ) {}

  /**
   * The file's header (normalised names): 400 naming the required columns it lacks (`errors` on
   * row 1, `missing_columns`).
   */
  header(names: readonly string[]): void {
    if (this.present) return;
    const missing = missingColumns(this.kind, names);
    if (missing.length) {
      throw badRequest(IMPORT_MESSAGES.missingColumns(missing), undefined, {
        errors: missing.map((column) => ({ row: 1, column, message: IMPORT_MESSAGES.missingColumn })),
        missing_columns: missing,
      });
    }
    this.present = new Set(names.filter((n) => IMPORT_COLUMNS[this.kind].some((c) => c.name === n)));
  }

  /**
   * The next records of the file (keyed by normalised header), `firstRow` the row number of the
   * first, with the problems the CSV reader found on them. 400 past `MAX_IMPORT_ROWS` rows.
   */
  async add(records: readonly Record<string, unknown>[], firstRow: number, problems: readonly RowError[] = []) {
    this.rowCount += records.length;
    if (this.rowCount > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
    const checked = validateImportRows(this.kind, records, { dateFormat: this.dateFormat, firstRow, seen: this.seen });
    const errors = [...problems, ...checked.errors];
    if (problems.length) errors.sort((a, b) => a.row - b.row);
    this.report(errors);
    if (this.errorCount > 0) {
      // Nothing will be written: only the errors of the rest of the file matter now.
      this.pending = [];
      this.pendingRows = [];
      return;
    }
    for (const [i, row] of checked.rows.entries()) {
      this.pending.push(row);
      this.pendingRows.push(checked.rowNumbers[i]!);
    }
    if (this.kind === 'student') {
      while (this.pending.length >= BATCH_ROWS) {
        const batch = this.pending.splice(0, BATCH_ROWS);
        this.pendingRows.splice(0, BATCH_ROWS);
        addCounts(this.counts, await upsertStudents(this.tx, batch as StudentRow[], this.present!));
      }
    }
  }

  private report(errors: readonly RowError[]): void {
    for (const error of errors) {
      if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push(error);
      this.errorCount++;
    }
  }

  /** 400 `Upload Failed` with the row errors, when there are any. */
  private failIfErrors(): void {
    if (this.errorCount === 0) return;
    const more = this.errorCount - this.errors.length;
    throw badRequest(IMPORT_MESSAGES.failed, undefined, {
      errors: this.errors,
      ...(more > 0 ? { more_errors: more } : {}),
    });
  }

  /**
   * Writes what is left and answers what the import did; 400 `No Data` for a file without rows,
   * `Upload Failed` with every row error (the first `MAX_REPORTED_ERRORS`, and `more_errors`).
   */
  async finish(): Promise<ImportOutcome> {
    if (this.rowCount === 0) throw badRequest(IMPORT_MESSAGES.noData);
    this.failIfErrors();
    const present = this.present!;
    if (this.kind === 'student') {
      addCounts(this.counts, await inBatches(this.pending as StudentRow[], (b) => upsertStudents(this.tx, b, present)));
      return { rows: this.rowCount, ...this.counts };
    }
    if (this.kind === 'campus') {
      const rows = await this.campusWrites(this.pending as CampusRow[]);
      this.failIfErrors();
      addCounts(this.counts, await inBatches(rows, (b) => upsertCampuses(this.tx, b, present)));
      return { rows: this.rowCount, ...this.counts };
    }
    const { courses, units } = courseWrites(this.pending as CourseRow[]);
    addCounts(this.counts, await inBatches(courses, (b) => upsertCourses(this.tx, b, present)));
    const unitCounts = await inBatches(units, (b) => upsertUnits(this.tx, b, present));
    return { rows: this.rowCount, ...this.counts, units: unitCounts };
  }

  /**
   * The campus rows with their campus id decided — the file's, else the stored campus's, else the
   * code — reporting a campus id that another campus has (stored, or on an earlier row).
   */
  private async campusWrites(rows: readonly CampusRow[]): Promise<CampusWrite[]> {
    const result = await this.tx.execute<{ code: string; campus_id: string }>(
      sql`SELECT lower(campus_code) AS code, campus_id FROM campuses`,
    );
    const storedIdOf = new Map(result.rows.map((r) => [r.code, r.campus_id]));
    const codeOfId = new Map(result.rows.map((r) => [r.campus_id, r.code]));
    const rowOfId = new Map<string, number>();
    const writes: CampusWrite[] = [];
    for (const [i, row] of rows.entries()) {
      const code = row.campus_code.toLowerCase();
      const campusId = row.campus_id ?? storedIdOf.get(code) ?? row.campus_code;
      const rowNumber = this.pendingRows[i]!;
      const holder = codeOfId.get(campusId);
      const earlier = rowOfId.get(campusId);
      if (earlier !== undefined) {
        this.report([
          { row: rowNumber, column: 'campus_id', message: `Campus ID ${campusId} is also on row ${earlier}` },
        ]);
      } else if (holder !== undefined && holder !== code) {
        this.report([
          { row: rowNumber, column: 'campus_id', message: `Campus ID ${campusId} belongs to another campus` },
        ]);
      }
      rowOfId.set(campusId, rowNumber);
      writes.push({ ...row, campus_id: campusId });
    }
    return writes;
  }
}

/** Runs `write` on `rows` `BATCH_ROWS` at a time, adding up the counts. */
async function inBatches<T>(rows: readonly T[], write: (batch: readonly T[]) => Promise<ImportCounts>) {
  const counts = noCounts();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) addCounts(counts, await write(rows.slice(i, i + BATCH_ROWS)));
  return counts;
}

/**
 * The courses of the course rows — each course once, its columns merged from its rows (a value
 * given on any of them; the rows agree, `validateImportRows` saw to it) — and their units.
 */
function courseWrites(rows: readonly CourseRow[]): { courses: CourseWrite[]; units: UnitWrite[] } {
  const courses = new Map<string, CourseWrite>();
  const units: UnitWrite[] = [];
  for (const row of rows) {
    const key = row.course_code.toLowerCase();
    const course = courses.get(key);
    if (!course) {
      const { unit_code: _code, unit_name: _name, unit_core: _core, ...fields } = row;
      courses.set(key, fields);
    } else {
      for (const column of COURSE_COLUMNS) if (course[column] == null) Object.assign(course, { [column]: row[column] });
    }
    if (row.unit_code && row.unit_name) {
      units.push({
        course_code: row.course_code,
        unit_code: row.unit_code,
        unit_name: row.unit_name,
        core: row.unit_core,
      });
    }
  }
  return { courses: [...courses.values()], units };
}
