/**
 * Reads a chosen CSV file for the import preview, a slice at a time, with the reader the api reads
 * an upload with (`CsvReader` of `@certify/api/csv`): bytes → UTF-8 text (a BOM dropped, anything
 * else refused) → papaparse with the shared `CSV_PARSE_OPTIONS` (header normalised, `#` lines and
 * empty lines skipped, quoted commas and line breaks, CRLF/LF/CR) → every row checked with the api's own
 * rules (`validateImportRows` of `@certify/api/imports`: the same messages, duplicate keys, dates in
 * ISO or the configured display format). Only the counts, the errors and a sample of rows for the
 * preview table are kept, so a 100,000-row file is never held as objects.
 *
 * Runs in the import screen's web worker (parseWorker.ts); a pure function so tests call it directly.
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §4 "Import", §5;
 * docs/product.md "Master data and CSV import".
 */
import type { DateFormatCode } from '@certify/api/codes';
import { CsvReader } from '@certify/api/csv';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportKind,
  missingColumns,
  NOT_UTF8,
  type RowError,
  validateImportRows,
} from '@certify/api/imports';

/** Bytes read at a time. */
export const SLICE_BYTES = 512 * 1024;
/** Rows the preview table shows (bad rows first). */
export const PREVIEW_ROWS = 100;
/** Row errors kept for the screen (`errorCount` counts them all), as many as the api lists. */
export const MAX_LISTED_ERRORS = 1000;

/** One row of the preview table: its row number, its cells (the import's columns) and its problems. */
export interface PreviewRow {
  row: number;
  values: Record<string, string>;
  errors: RowError[];
}

/** What the preview knows of a file once read. */
export interface ParseOutcome {
  /** The file's header, normalised (§3). */
  header: string[];
  /** The import's required columns the header lacks. */
  missingColumns: string[];
  /** The data rows (comments and empty lines not counted). */
  rowCount: number;
  /** Rows with at least one problem (the header counts when columns are missing). */
  badRowCount: number;
  /** Every problem found (`errors` lists the first `MAX_LISTED_ERRORS`). */
  errorCount: number;
  /** The problems, by row number: row, column (normalised header, or null for the row), message. */
  errors: RowError[];
  /** Up to `PREVIEW_ROWS` rows: the bad ones first, then the first good ones, each in file order. */
  preview: PreviewRow[];
  /** Why the file could not be read at all (not UTF-8), else null. */
  failure: string | null;
}

/** Reports how far the reading got: bytes read of the file's size. */
export type ParseProgress = (bytesRead: number, totalBytes: number) => void;

/** A slice of a file's bytes (`Blob.arrayBuffer`, or FileReader where a Blob lacks it). */
function readSlice(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The cells of `record` in the import's columns, as text. */
function cellsOf(kind: ImportKind, record: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name } of IMPORT_COLUMNS[kind]) {
    const v = record[name];
    if (v !== undefined && v !== null) values[name] = String(v);
  }
  return values;
}

/**
 * Reads `file` as an import of `kind` (dates in ISO or `dateFormat`), reporting progress after each
 * slice. Never throws for the file's content: a file that is not UTF-8 answers `failure`.
 */
export async function parseImportFile(
  file: Blob,
  kind: ImportKind,
  dateFormat: DateFormatCode,
  onProgress: ParseProgress = () => {},
): Promise<ParseOutcome> {
  const reader = new CsvReader();
  const seen = new Map<string, number>();
  let rowCount = 0;

  const errors: RowError[] = [];
  let errorCount = 0;
  const badRows = new Set<number>();
  let badRowCount = 0;
  /** The first rows of the file and the first bad ones, with their cells, for the preview. */
  const firstRows: PreviewRow[] = [];
  const firstBadRows = new Map<number, PreviewRow>();

  const report = (error: RowError) => {
    errorCount++;
    if (errors.length < MAX_LISTED_ERRORS) errors.push(error);
    if (!badRows.has(error.row)) {
      badRows.add(error.row);
      if (error.row > 1) badRowCount++;
    }
  };

  /** Checks the records read so far and keeps what the screen needs of them. */
  const take = () => {
    const piece = reader.take();
    if (!piece) return;
    const { records, firstRow } = piece;
    rowCount += records.length;
    const found = [...piece.problems];
    // Without its required columns every row would fail for the same reason: the header's errors say it.
    if (missingColumns(kind, piece.header).length === 0) {
      found.push(...validateImportRows(kind, records, { dateFormat, firstRow, seen }).errors);
    }
    found.sort((a, b) => a.row - b.row);
    const byRow = new Map<number, RowError[]>();
    for (const error of found) {
      report(error);
      byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
    }
    records.forEach((record, i) => {
      const row = firstRow + i;
      const rowErrors = byRow.get(row) ?? [];
      const wanted = firstRows.length < PREVIEW_ROWS || (rowErrors.length > 0 && firstBadRows.size < PREVIEW_ROWS);
      if (!wanted) return;
      const entry = { row, values: cellsOf(kind, record), errors: rowErrors };
      if (firstRows.length < PREVIEW_ROWS) firstRows.push(entry);
      if (rowErrors.length > 0 && firstBadRows.size < PREVIEW_ROWS) firstBadRows.set(row, entry);
    });
  };

  const total = file.size;
  let failure: string | null = null;
  for (let offset = 0; offset < total && !failure; offset += SLICE_BYTES) {
    const bytes = new Uint8Array(await readSlice(file.slice(offset, Math.min(total, offset + SLICE_BYTES))));
    if (!reader.write(bytes)) failure = NOT_UTF8;
    else {
      take();
      onProgress(Math.min(total, offset + SLICE_BYTES), total);
    }
  }
  if (!failure) {
    if (reader.write()) take();
    else failure = NOT_UTF8;
  }
  onProgress(total, total);

  const headerNames: string[] = reader.header ?? [];
  // the required columns the header lacks (none when the file has no records: there is no header to check)
  const missing = reader.header ? missingColumns(kind, reader.header) : [];
  const headerErrors: RowError[] = missing.map((column) => ({
    row: 1,
    column,
    message: IMPORT_MESSAGES.missingColumn,
  }));
  const good = firstRows.filter((r) => r.errors.length === 0);
  return {
    header: headerNames,
    missingColumns: missing,
    rowCount,
    badRowCount,
    errorCount: errorCount + headerErrors.length,
    errors: [...headerErrors, ...errors].slice(0, MAX_LISTED_ERRORS),
    preview: [...firstBadRows.values(), ...good].slice(0, PREVIEW_ROWS),
    failure,
  };
}
