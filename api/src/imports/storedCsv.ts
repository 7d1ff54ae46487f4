/**
 * The CSV file of an import sent before to `POST /uploads/csv`: claimed in the import's
 * transaction (the caller's own, unused, a CSV), read back a piece at a time, and removed when the
 * import succeeds (an import that fails leaves it, so it is removed with the other unused uploads
 * after a day). spec: api/CONTRACT.md "Uploads ahead of a call", "CSV imports".
 */
import { sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.js';
import type { Tx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { FILE_KINDS } from '../http/fileKinds.js';
import { UPLOAD_NOT_FOUND } from '../files/uploads.js';

/** How many bytes one read takes (a piece of the file parsed at a time). */
export const READ_BYTES = 256 * 1024;

/** An upload an import is reading. */
export interface ClaimedCsv {
  id: number;
  fileName: string;
  byteSize: number;
  sha256: string;
}

/**
 * Locks the caller's unused CSV upload `uploadId` for this transaction: 400 `UPLOAD_NOT_FOUND`
 * (naming `upload_id`) when it is unknown, another user's, used already or not a CSV.
 */
export async function claimCsvUpload(
  tx: Tx,
  principal: Pick<Principal, 'userId'>,
  uploadId: number,
): Promise<ClaimedCsv> {
  const result = await tx.execute<{ id: number; file_name: string; byte_size: number; sha256: string }>(sql`
    SELECT id, file_name, byte_size, sha256 FROM stored_files
    WHERE id = ${uploadId} AND kind = 'upload' AND created_by = ${principal.userId}
      AND content_type = ${FILE_KINDS.csv.contentType}
    FOR UPDATE`);
  const row = result.rows[0];
  if (!row) throw badRequest(UPLOAD_NOT_FOUND, { upload_id: UPLOAD_NOT_FOUND });
  return { id: row.id, fileName: row.file_name, byteSize: row.byte_size, sha256: row.sha256 };
}

/**
 * The bytes of stored file `file`, `READ_BYTES` at a time. Read as base64 text: an embedded
 * database (PGlite) returns a large `bytea` many times slower than the same bytes as text.
 */
export async function* storedBytes(tx: Tx, file: Pick<ClaimedCsv, 'id' | 'byteSize'>): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < file.byteSize; offset += READ_BYTES) {
    const result = await tx.execute<{ piece: string }>(
      sql`SELECT encode(substring(data FROM ${offset + 1} FOR ${READ_BYTES}), 'base64') AS piece
          FROM stored_files WHERE id = ${file.id}`,
    );
    const piece = result.rows[0]?.piece ?? '';
    yield Buffer.from(piece, 'base64');
  }
}

/** Removes the upload an import has used. */
export async function removeUpload(tx: Tx, file: Pick<ClaimedCsv, 'id'>): Promise<void> {
  await tx.execute(sql`DELETE FROM stored_files WHERE id = ${file.id} AND kind = 'upload'`);
}
