/**
 * Large stored files kept in parts (`stored_file_parts`, at most FILE_PART_BYTES each) in the
 * product's own database, written and read one part at a time: a bulk printed PDF never sits whole
 * in the api's memory, and any api instance on the same database (PGlite or PostgreSQL) serves it
 * (docs/architecture.md "Bulk work off the request path"; DESIGN.md "Files … stream … nothing buffers a whole
 * large file twice"). A file with `parts = 0` keeps its bytes in `stored_files.data`.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFileParts, storedFiles } from '../db/schema.js';

/** The most bytes in one part (1 MiB). */
export const FILE_PART_BYTES = 1024 * 1024;

/**
 * Appends bytes to stored file `fileId` in parts of FILE_PART_BYTES (the last one shorter); at most
 * one part is buffered. `close()` writes the last part and answers how many parts there are.
 */
export class FilePartWriter {
  private buffer = Buffer.allocUnsafe(FILE_PART_BYTES);
  private filled = 0;
  private part = 0;

  constructor(
    private readonly db: Db,
    readonly fileId: number,
  ) {}

  /** Appends `bytes` (calls must not overlap). */
  async write(bytes: Uint8Array): Promise<void> {
    let at = 0;
    while (at < bytes.byteLength) {
      const n = Math.min(FILE_PART_BYTES - this.filled, bytes.byteLength - at);
      this.buffer.set(bytes.subarray(at, at + n), this.filled);
      this.filled += n;
      at += n;
      if (this.filled === FILE_PART_BYTES) await this.flush();
    }
  }

  /** Writes what is buffered; answers the number of parts. */
  async close(): Promise<number> {
    if (this.filled > 0) await this.flush();
    return this.part;
  }

  private async flush(): Promise<void> {
    const data = Buffer.from(this.buffer.subarray(0, this.filled));
    await this.db.insert(storedFileParts).values({ fileId: this.fileId, part: this.part, data });
    this.part++;
    this.filled = 0;
  }
}

/** What `storedFileBody` needs of a stored file. */
export interface StoredFileRef {
  id: number;
  parts: number;
}

/**
 * The bytes of a stored file: its `data` (read at once: small files), or, for a file in parts, a
 * stream reading one part after another as the client takes them.
 */
export async function storedFileBody(db: Db, file: StoredFileRef): Promise<Buffer | Readable> {
  if (file.parts === 0) {
    const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, file.id));
    return Buffer.from(row?.data ?? new Uint8Array());
  }
  return Readable.from(
    (async function* () {
      for (let part = 0; part < file.parts; part++) {
        const [row] = await db
          .select({ data: storedFileParts.data })
          .from(storedFileParts)
          .where(and(eq(storedFileParts.fileId, file.id), eq(storedFileParts.part, part)));
        if (!row) throw new Error(`stored file ${file.id}: part ${part} is missing`);
        yield Buffer.from(row.data);
      }
    })(),
    { objectMode: false },
  );
}

/** The whole file in memory: only for files known to be small (e.g. an idempotent answer ≤ 5 MB). */
export async function storedFileBytes(db: Db, file: StoredFileRef): Promise<Buffer> {
  const body = await storedFileBody(db, file);
  if (Buffer.isBuffer(body)) return body;
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
