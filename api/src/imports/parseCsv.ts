/**
 * Reading an import's CSV file as it streams in: bytes → UTF-8 text (a BOM dropped, anything that
 * is not UTF-8 refused) → papaparse with the shared `CSV_PARSE_OPTIONS` (the web preview reads a
 * file with the same options) → records keyed by normalised header, a piece at a time, so a
 * 100,000-row file is never held whole as objects.
 * spec: access-and-administration §3 "Imported CSV"; issue 9 "Import" (UTF-8 with or without BOM,
 * CRLF, quoted commas and newlines, `#` lines skipped).
 */
import { EventEmitter } from 'node:events';
import Papa from 'papaparse';
import { badRequest } from '../http/errors.js';
import {
  CSV_PARSE_OPTIONS,
  type CsvParseProblem,
  csvProblem,
  NOT_UTF8,
  normaliseHeader,
  type RowError,
} from './rows.js';

export { NOT_UTF8 };

/** The records papaparse read from one piece of the file. */
export interface CsvPiece {
  /** The normalised header (known from the first piece with a record on). */
  header: string[];
  /** The records, keyed by normalised header, in file order. */
  records: Record<string, string>[];
  /** The row number of `records[0]` (the header is row 1; comments and empty lines not counted). */
  firstRow: number;
  /** Quote problems of these records (`csvProblem`). */
  problems: RowError[];
}

/** A papaparse input it reads as a Node stream: we emit each piece of text and it parses it at once. */
class TextSource extends EventEmitter {
  readonly readable = true;
  read(): void {}
  pause(): void {}
  resume(): void {}
}

/**
 * The records of the CSV file whose bytes `chunks` yields, one piece per chunk of bytes (400
 * `NOT_UTF8`, naming `field`, at the first byte that is not UTF-8). Line ends are read as CRLF, LF
 * or CR alike. papaparse parses each piece as it is emitted, so nothing but the current piece is
 * held.
 */
export async function* readCsv(chunks: AsyncIterable<Uint8Array>, field: string): AsyncGenerator<CsvPiece> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const source = new TextSource();
  let header: string[] | null = null;
  let remap: string[] | null = null;
  let rowNumber = 1;
  let records: Record<string, string>[] = [];
  let problems: RowError[] = [];
  let failure: unknown = null;

  Papa.parse<Record<string, string>>(source as unknown as NodeJS.ReadableStream, {
    ...CSV_PARSE_OPTIONS,
    step: (results) => {
      rowNumber++;
      if (!header) {
        // papaparse leaves the header as written when blank lines come before it: normalise here.
        const fields = results.meta.fields ?? [];
        header = fields.map(normaliseHeader);
        if (header.some((name, i) => name !== fields[i])) remap = fields;
      }
      let record = results.data;
      if (remap) {
        const renamed: Record<string, string> = {};
        for (const [i, raw] of remap.entries()) renamed[header[i]!] = record[raw]!;
        record = renamed;
      }
      records.push(record);
      for (const problem of results.errors as CsvParseProblem[]) {
        const error = csvProblem(problem, rowNumber);
        if (error) problems.push(error);
      }
    },
    error: (err: unknown) => {
      failure = err;
    },
  });

  const take = (): CsvPiece | null => {
    if (failure) throw failure;
    if (records.length === 0 && problems.length === 0) return null;
    const piece = { header: header ?? [], records, firstRow: rowNumber - records.length + 1, problems };
    records = [];
    problems = [];
    return piece;
  };
  // A CR at the end of a piece may be the first half of a CRLF: it waits for the next piece.
  let carry = '';
  const emit = (text: string, last: boolean) => {
    let t = carry + text;
    carry = '';
    if (!last && t.endsWith('\r')) {
      carry = '\r';
      t = t.slice(0, -1);
    }
    if (t) source.emit('data', t.replace(/\r\n?/g, '\n'));
  };

  for await (const bytes of chunks) {
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      throw badRequest(NOT_UTF8, { [field]: NOT_UTF8 });
    }
    emit(text, false);
    const piece = take();
    if (piece) yield piece;
  }
  let tail: string;
  try {
    tail = decoder.decode();
  } catch {
    throw badRequest(NOT_UTF8, { [field]: NOT_UTF8 });
  }
  emit(tail, true);
  source.emit('end');
  const piece = take();
  if (piece) yield piece;
}
