/**
 * Reading an uploaded import's CSV file as it streams in (csvReader.ts: the same reading as the web
 * preview's), a piece per chunk of bytes, so a 100,000-row file is never held whole as objects.
 * spec: access-and-administration §3 "Imported CSV"; docs/product.md "Master data and CSV import".
 */
import { badRequest } from '../http/errors.js';
import { type CsvPiece, CsvReader } from './csvReader.js';
import { NOT_UTF8 } from './rows.js';

/**
 * The records of the CSV file whose bytes `chunks` yields, one piece per chunk of bytes (400
 * `NOT_UTF8`, naming `field`, at the first byte that is not UTF-8). papaparse parses each piece as
 * it arrives, so nothing but the current piece is held.
 */
export async function* readCsv(chunks: AsyncIterable<Uint8Array>, field: string): AsyncGenerator<CsvPiece> {
  const reader = new CsvReader();
  const notUtf8 = () => badRequest(NOT_UTF8, { [field]: NOT_UTF8 });
  for await (const bytes of chunks) {
    if (!reader.write(bytes)) throw notUtf8();
    const piece = reader.take();
    if (piece) yield piece;
  }
  if (!reader.write()) throw notUtf8();
  const piece = reader.take();
  if (piece) yield piece;
}
