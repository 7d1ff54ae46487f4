/**
 * Reading an import's CSV file a piece at a time, the same in the api (an upload as it streams in,
 * parseCsv.ts) and in the browser (the import screen's preview, web parseImportFile.ts): bytes →
 * UTF-8 text (a BOM dropped, anything that is not UTF-8 refused) → papaparse with the shared
 * `CSV_PARSE_OPTIONS` → records keyed by the normalised header, so a 100,000-row file is never
 * held whole as objects. Line ends are read as CRLF, LF or CR alike. Uses nothing of Node's or
 * the browser's own (TextDecoder is in both).
 * spec: access-and-administration §3 "Imported CSV"; docs/product.md "Master data and CSV import" (UTF-8 with or without BOM,
 * CRLF, quoted commas and newlines, `#` lines skipped).
 */
import Papa from 'papaparse';
import { CSV_PARSE_OPTIONS, type CsvParseProblem, csvProblem, normaliseHeader, type RowError } from './rows.js';

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

type Listener = (value?: unknown) => void;

/**
 * A text source papaparse reads as a stream: each piece `emit`ted is parsed at once (papaparse's
 * `ReadableStreamStreamer` needs `readable`, `read`, `on`, `removeListener`, `pause`, `resume`).
 */
class TextSource {
  readonly readable = true;
  private readonly listeners = new Map<string, Listener[]>();
  read(): void {}
  pause(): void {}
  resume(): void {}
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }
  emit(event: string, value?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }
}

/**
 * One CSV file read a piece at a time: `write` each piece of its bytes, then `write()` at its end;
 * `take` after each write answers the records read meanwhile.
 */
export class CsvReader {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly source = new TextSource();
  /** The normalised header, once read (null before). */
  header: string[] | null = null;
  /** The header as written, when normalising changed it (records are renamed to `header`). */
  private remap: string[] | null = null;
  private rowNumber = 1;
  private records: Record<string, string>[] = [];
  private problems: RowError[] = [];
  private failure: unknown = null;
  /** A CR at the end of a piece may be the first half of a CRLF: it waits for the next piece. */
  private carry = '';

  constructor() {
    Papa.parse<Record<string, string>>(this.source as unknown as File, {
      ...CSV_PARSE_OPTIONS,
      step: (results) => {
        this.rowNumber++;
        if (!this.header) {
          // papaparse leaves the header as written when blank lines come before it: normalise here.
          const fields = results.meta.fields ?? [];
          this.header = fields.map(normaliseHeader);
          if (this.header.some((name, i) => name !== fields[i])) this.remap = fields;
        }
        let record = results.data;
        if (this.remap) {
          const renamed: Record<string, string> = {};
          for (const [i, raw] of this.remap.entries()) renamed[this.header[i] ?? raw] = record[raw] ?? '';
          record = renamed;
        }
        this.records.push(record);
        for (const problem of results.errors as CsvParseProblem[]) {
          const error = csvProblem(problem, this.rowNumber);
          if (error) this.problems.push(error);
        }
      },
      error: (err: unknown) => {
        this.failure = err;
      },
    });
  }

  /**
   * Reads the next `bytes` of the file; without them, the file has ended. Answers false, reading
   * nothing more, when the bytes so far are not UTF-8.
   */
  write(bytes?: Uint8Array): boolean {
    let text: string;
    try {
      text = bytes ? this.decoder.decode(bytes, { stream: true }) : this.decoder.decode();
    } catch {
      return false;
    }
    const last = bytes === undefined;
    text = this.carry + text;
    this.carry = '';
    if (!last && text.endsWith('\r')) {
      this.carry = '\r';
      text = text.slice(0, -1);
    }
    if (text) this.source.emit('data', text.replace(/\r\n?/g, '\n'));
    if (last) this.source.emit('end');
    return true;
  }

  /**
   * The records and quote problems read since the last call (null when there are none); throws
   * what papaparse failed with.
   */
  take(): CsvPiece | null {
    if (this.failure) throw this.failure;
    if (this.records.length === 0 && this.problems.length === 0) return null;
    const piece = {
      header: this.header ?? [],
      records: this.records,
      firstRow: this.rowNumber - this.records.length + 1,
      problems: this.problems,
    };
    this.records = [];
    this.problems = [];
    return piece;
  }
}
