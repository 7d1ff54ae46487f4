/**
 * Reads a downloaded CSV export (Report.csv, Certificates.csv; certificate-workflow §9 "CSV
 * exports") with csv-parse: the header row and the records by column title.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';

export interface CsvFile {
  fileName: string;
  /** Whether it starts with the UTF-8 byte order mark (so Excel reads it as UTF-8). */
  bom: boolean;
  header: string[];
  records: Array<Record<string, string>>;
}

/** The download's file name, header and records. */
export async function readCsv(download: Download): Promise<CsvFile> {
  const path = await download.path();
  const bytes = await readFile(path);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const rows = parse(bytes, { bom: true, relax_column_count: false }) as string[][];
  const [header = [], ...data] = rows;
  return {
    fileName: download.suggestedFilename(),
    bom,
    header,
    records: data.map((row) => Object.fromEntries(header.map((title, i) => [title, row[i] ?? '']))),
  };
}
