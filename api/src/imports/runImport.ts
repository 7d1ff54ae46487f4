/**
 * An import from its request: the spec's parsed rows (`rows`) or a CSV upload (`upload_id`), read
 * and written in ONE transaction with its audit event (`import.campuses`, `import.courses`,
 * `import.students`: the counts, never row data); the upload is used up when the import succeeds.
 * spec: access-and-administration §4 "Import", §7; docs/product.md "Master data and CSV import"; api/CONTRACT.md "CSV imports".
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { badRequest, conflict } from '../http/errors.js';
import { displayDateFormat } from '../settings/configuration.js';
import { isUniqueViolation } from '../users/manage.js';
import { BATCH_ROWS, type ImportOutcome, Importer } from './importer.js';
import { readCsv } from './parseCsv.js';
import { type ImportKind, normaliseHeader } from './rows.js';
import type { ImportBody } from './schemas.js';
import { IMPORT_INPUT_MESSAGES } from './schemas.js';
import { claimCsvUpload, removeUpload, storedBytes } from './storedCsv.js';

/** A unique key taken by another change at the same moment (409). */
export const IMPORT_CONFLICT = 'Another change to these records was saved at the same moment; please import again';

/** The audit action of each import. */
export const IMPORT_AUDIT_ACTION: Record<ImportKind, string> = {
  campus: 'import.campuses',
  course: 'import.courses',
  student: 'import.students',
};

/**
 * The normalised header of `rows` (every key any row has) and a function giving rows keyed by it,
 * so rows are re-keyed a batch at a time (one look-up per distinct key).
 */
function normalisedRows(rows: readonly Record<string, unknown>[]) {
  const names = new Map<string, string>();
  for (const row of rows) for (const key in row) if (!names.has(key)) names.set(key, normaliseHeader(key));
  const rekey = (row: Record<string, unknown>) => {
    const record: Record<string, unknown> = {};
    for (const key in row) record[names.get(key)!] = row[key];
    return record;
  };
  return { header: [...new Set(names.values())], slice: (from: number, to: number) => rows.slice(from, to).map(rekey) };
}

/**
 * Imports `body` (`rows` or `upload_id`, exactly one: else 400) as `kind` for `principal`.
 * Answers what the import did; 400 `No Data`, `Upload Failed` with the row errors, the header's
 * missing columns, an unknown or used upload, a file that is not UTF-8: nothing is written then.
 */
export async function runImport(
  deps: Pick<AppDeps, 'db'>,
  principal: Principal,
  kind: ImportKind,
  body: ImportBody,
): Promise<ImportOutcome> {
  const { rows, upload_id: uploadId } = body;
  if (rows !== undefined && uploadId !== undefined) {
    throw badRequest(IMPORT_INPUT_MESSAGES.both, {
      rows: IMPORT_INPUT_MESSAGES.both,
      upload_id: IMPORT_INPUT_MESSAGES.both,
    });
  }
  if (rows === undefined && uploadId === undefined) {
    throw badRequest(IMPORT_INPUT_MESSAGES.neither, { rows: IMPORT_INPUT_MESSAGES.neither });
  }
  try {
    return await importInTransaction(deps, principal, kind, rows, uploadId);
  } catch (err) {
    // Only a change made by another path at the same moment (imports of a kind run one at a time).
    if (isUniqueViolation(err)) throw conflict(IMPORT_CONFLICT);
    throw err;
  }
}

/** The import itself: one transaction with its audit event (see `runImport`). */
async function importInTransaction(
  deps: Pick<AppDeps, 'db'>,
  principal: Principal,
  kind: ImportKind,
  rows: ImportBody['rows'],
  uploadId: number | undefined,
): Promise<ImportOutcome> {
  return deps.db.transaction(async (tx) => {
    // Imports of one kind run one at a time: two files naming the same keys in another order
    // would otherwise wait on each other's rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('certify.import'), hashtext(${kind}))`);
    const importer = new Importer(tx, kind, await displayDateFormat(tx));
    let source: Record<string, unknown>;
    let outcome: ImportOutcome;
    if (uploadId !== undefined) {
      const file = await claimCsvUpload(tx, principal, uploadId);
      for await (const piece of readCsv(storedBytes(tx, file), 'upload_id')) {
        importer.header(piece.header);
        for (let i = 0; i < piece.records.length; i += BATCH_ROWS) {
          const records = piece.records.slice(i, i + BATCH_ROWS);
          const first = piece.firstRow + i;
          const problems = piece.problems.filter((p) => p.row >= first && p.row < first + records.length);
          await importer.add(records, first, problems);
        }
      }
      outcome = await importer.finish();
      await removeUpload(tx, file);
      source = { source: 'upload', file_name: file.fileName, byte_size: file.byteSize, sha256: file.sha256 };
    } else {
      const { header, slice } = normalisedRows(rows!);
      if (rows!.length) importer.header(header);
      for (let i = 0; i < rows!.length; i += BATCH_ROWS) await importer.add(slice(i, i + BATCH_ROWS), 2 + i);
      outcome = await importer.finish();
      source = { source: 'rows' };
    }
    await recordAudit(tx, {
      actorId: principal.userId,
      action: IMPORT_AUDIT_ACTION[kind],
      subjectType: 'import',
      subjectId: kind,
      before: null,
      after: { ...source, ...outcome },
    });
    return outcome;
  });
}
