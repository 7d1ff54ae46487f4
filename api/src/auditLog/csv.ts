/**
 * The Audit Log's CSV export (docs/security.md "Audit trail": "exports them as CSV"): the filtered events,
 * newest first, read by keyset `CSV_PAGE` at a time and written with back-pressure (never the whole
 * set in memory). UTF-8 with a BOM so Excel opens it; every cell spreadsheet-safe (a leading `=`,
 * `+`, `-`, `@`, tab or CR neutralised with `'`), as the register's export.
 */
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { spreadsheetSafe } from '../imports/rows.js';
import type { AuditFilters } from './schemas.js';
import { type AuditLogEvent, queryAuditLog } from './trail.js';

/** Events read per query while exporting. */
const CSV_PAGE = 1000;

/** The file name of the export. */
export const AUDIT_CSV_FILE_NAME = 'AuditLog.csv';

/** The columns: title and cell. */
export const AUDIT_CSV_COLUMNS: readonly { title: string; cell: (e: AuditLogEvent) => string }[] = [
  { title: 'Time', cell: (e) => e.at },
  { title: 'Source', cell: (e) => e.source },
  { title: 'Action', cell: (e) => e.action },
  { title: 'What', cell: (e) => e.action_label },
  { title: 'Actor', cell: (e) => (e.actor ? e.actor.name + (e.actor.deleted ? ' (deleted)' : '') : 'System') },
  { title: 'Credential Number', cell: (e) => e.credential_number ?? '' },
  { title: 'Subject', cell: (e) => (e.subject_id == null ? e.subject_type : `${e.subject_type} ${e.subject_id}`) },
  { title: 'From', cell: (e) => e.from_label ?? '' },
  { title: 'To', cell: (e) => e.to_label ?? '' },
  { title: 'Comment', cell: (e) => e.comment ?? '' },
  { title: 'Hash', cell: (e) => e.hash ?? '' },
];

/** Streams the events matching `filters` as a CSV attachment (the caller checked the row cap). */
export async function sendAuditCsv(
  db: Db,
  filters: AuditFilters,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const first = await queryAuditLog(db, filters, CSV_PAGE);
  const csv = stringify({
    bom: true,
    header: true,
    columns: AUDIT_CSV_COLUMNS.map((c) => c.title),
    record_delimiter: 'windows',
  });
  let closed = false;
  request.raw.once('close', () => {
    closed = true;
  });
  const pump = async () => {
    let page = first;
    for (;;) {
      for (const event of page.events) {
        if (closed) break;
        if (!csv.write(AUDIT_CSV_COLUMNS.map((c) => spreadsheetSafe(c.cell(event))))) await once(csv, 'drain');
      }
      const last = page.events.at(-1);
      if (closed || !page.hasNext || !last) break;
      page = await queryAuditLog(db, filters, CSV_PAGE, last.cursor);
    }
    csv.end();
  };
  pump().catch((err: unknown) => {
    request.log.error({ err }, `${AUDIT_CSV_FILE_NAME} export failed part-way`);
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${AUDIT_CSV_FILE_NAME}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
