/**
 * The certificate register query: every certificate the caller may see (the one visibility rule,
 * certificates/views/visibility.ts), through the list filters (lists/query.ts `filterSql`) and the
 * register's own, sorted by a list sort column then id, paged by page/offset or by keyset cursor;
 * or, sorted by `updated_at`, in incremental-sync order (change_xid, id) up to the sync horizon.
 * spec: certificate-workflow §2 "Reports list", §7 POST /reports; api/CONTRACT.md "Certificate register";
 * issue 11 "The register for machines".
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.js';
import { isListSort, type SortColumn } from '../certificates/lists/filters.js';
import {
  type CertificateRowRecord,
  filterSql,
  requisitioner,
  rowColumns,
  SORT_SQL,
} from '../certificates/lists/query.js';
import { certificateVisibilitySql } from '../certificates/views/visibility.js';
import type { Db } from '../db/client.js';
import { campuses, certificates, courses, students, templates } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { isCalendarDate } from '../http/fields.js';
import { decodeCursor, encodeCursor, INVALID_CURSOR, type RegisterCursor } from './cursor.js';
import type { RegisterFilters } from './filters.js';

/** Text PostgreSQL can hold (no NUL). */
const anyText = (v: string) => !v.includes('\u0000');
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:\d{2}){0,2}$/;
/** `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]` naming a real instant (no month 99 or hour 25). */
function isTimestampText(v: string): boolean {
  const m = TIMESTAMP.exec(v);
  return (
    m !== null &&
    isCalendarDate(m[1]!) &&
    Number(m[2]) <= 23 &&
    Number(m[3]) <= 59 &&
    Number(m[4]) <= 59 &&
    Number(m[6]) <= 15
  );
}

/** The PostgreSQL type of each sort key, and whether a cursor's key text is a value of it. */
const KEY_TYPE: Record<SortColumn, { cast: SQL; valid: (key: string) => boolean }> = {
  student_name: { cast: sql`text`, valid: anyText },
  course_name: { cast: sql`text`, valid: anyText },
  campus_name: { cast: sql`text`, valid: anyText },
  requisitioner_name: { cast: sql`text`, valid: anyText },
  credential_number: { cast: sql`text`, valid: anyText },
  certificate_type: { cast: sql`text`, valid: anyText },
  requested_date: { cast: sql`timestamptz`, valid: isTimestampText },
  credential_date: { cast: sql`date`, valid: isCalendarDate },
  credential_status: { cast: sql`smallint`, valid: (v) => /^\d{1,4}$/.test(v) },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The sync horizon: rows whose last writing transaction is older than every transaction still
 * running (the statement's snapshot `xmin`). Every transaction below it has ended, and any later
 * write gets a higher xid, so no change can later appear behind a sync cursor (a row that changes
 * again moves ahead of it). issue 11 "The register for machines".
 */
const belowSyncHorizon = sql`${certificates.changeXid} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/**
 * The register's own filters. spec: certificate-workflow §2 "Shared search panel" (on reports
 * also …); issue 11 "The register for machines" (updated since, student id).
 */
function registerFilterSql(f: RegisterFilters): SQL[] {
  const where: SQL[] = [];
  if (f.updated_since) where.push(sql`${certificates.updatedAt} >= ${f.updated_since}::timestamptz`);
  if (f.student_id) where.push(sql`lower(${students.studentId}) = lower(${f.student_id})`);
  if (f.credential_from_date) where.push(sql`${certificates.credentialDate} >= ${f.credential_from_date}::date`);
  if (f.credential_to_date) where.push(sql`${certificates.credentialDate} <= ${f.credential_to_date}::date`);
  if (f.certificate_status.length) where.push(inArray(certificates.credentialStatus, f.certificate_status));
  if (f.credential_number) {
    where.push(sql`${certificates.credentialNumber} ILIKE ${`%${escapeLike(f.credential_number)}%`}`);
  }
  return where;
}

/** A register row record with its cursor. */
export type RegisterRecord = CertificateRowRecord & { cursor: string; studentUsi: string | null };

export interface RegisterPage {
  rows: RegisterRecord[];
  /** Rows matching the filters (null when `with_total` is false). */
  total: number | null;
  hasNext: boolean;
}

/**
 * One page of the register as `principal` sees it. Keyset mode when `first` or `after` is given
 * (rows strictly after the cursor in (sort key, id) order: none missed or repeated while rows are
 * added or change), else page/per_page. Sorted by `updated_at`: (change_xid, id) ascending whatever
 * the direction asked, only rows below the sync horizon, with a sync cursor.
 * spec: api/CONTRACT.md "Certificate register" (Paging, Incremental sync).
 */
export async function queryRegister(db: Db, principal: Principal, f: RegisterFilters): Promise<RegisterPage> {
  const sortBy = f.sort_by;
  const sync = !isListSort(sortBy);
  const sortSql = sync ? sql`${certificates.changeXid}` : sql`${SORT_SQL[sortBy]}`;
  const dir = sync || f.sort_dir === 'asc' ? asc : desc;
  const where: SQL[] = [certificateVisibilitySql(principal), ...filterSql(f), ...registerFilterSql(f)];
  if (sync) where.push(belowSyncHorizon);
  const keyset = f.first !== undefined || f.after !== undefined;
  const size = (keyset ? f.first : f.per_page) ?? 5;
  const pageWhere = [...where];
  if (keyset && f.after !== undefined) {
    const cursor = decodeCursor(f.after, sortBy, f.sort_dir);
    if (cursor.kind === 'sync') {
      pageWhere.push(
        sql`(${certificates.changeXid}, ${certificates.id}) > (${cursor.changeXid}::bigint, ${cursor.id}::int)`,
      );
    } else {
      const type = KEY_TYPE[cursor.sortBy];
      if (!type.valid(cursor.key)) throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
      const key = sql`${cursor.key}::${type.cast}`;
      pageWhere.push(
        f.sort_dir === 'asc'
          ? sql`(${sortSql}, ${certificates.id}) > (${key}, ${cursor.id}::int)`
          : sql`(${sortSql}, ${certificates.id}) < (${key}, ${cursor.id}::int)`,
      );
    }
  }
  const offset = keyset ? 0 : ((f.page ?? 1) - 1) * size;
  const found = sync
    ? await syncPageRows(db, pageWhere, readsPeople(f), size + 1, offset)
    : await db
        .select({ ...rowColumns, studentUsi: students.usi, sortKey: sql<string>`(${sortSql})::text` })
        .from(certificates)
        .innerJoin(students, eq(students.id, certificates.studentId))
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .innerJoin(campuses, eq(campuses.id, certificates.campusId))
        .innerJoin(requisitioner, eq(requisitioner.id, certificates.requisitionerId))
        .innerJoin(templates, eq(templates.id, certificates.templateId))
        .where(and(...pageWhere))
        .orderBy(dir(sortSql), dir(certificates.id))
        .limit(size + 1)
        .offset(offset);
  const cursorOf = (key: string, id: number): RegisterCursor =>
    isListSort(sortBy) ? { kind: 'sort', sortBy, sortDir: f.sort_dir, key, id } : { kind: 'sync', changeXid: key, id };
  const rows = found.slice(0, size).map(({ sortKey, ...record }) => ({
    ...record,
    cursor: encodeCursor(cursorOf(sortKey, record.id)),
  }));
  const total = f.with_total !== false ? await countRows(db, where) : null;
  return { rows, total, hasNext: found.length > size };
}

/** Whether the filters read a student's or campus's columns (the sync page's inner query then joins them). */
const readsPeople = (f: RegisterFilters): boolean => !!(f.student_name || f.campus_name || f.student_id);

/**
 * A page in sync order, in two steps of one statement: the page's (id, change_xid) from
 * `certificates` alone, walking the index `certificates_change_idx` from the cursor and stopping at
 * `limit`; then the row columns of those ids. Joining first would let the planner hash the whole
 * table and sort it on every page: it cannot estimate the cursor's row comparison when many rows
 * share one transaction (a bulk import), and guesses one row. issue 11 (≥ 5,000 certificates/s).
 */
async function syncPageRows(db: Db, where: SQL[], joinPeople: boolean, limit: number, offset: number) {
  let ids = db.select({ pageId: certificates.id, pageXid: certificates.changeXid }).from(certificates).$dynamic();
  if (joinPeople) {
    ids = ids
      .innerJoin(students, eq(students.id, certificates.studentId))
      .innerJoin(campuses, eq(campuses.id, certificates.campusId));
  }
  const page = ids
    .where(and(...where))
    .orderBy(asc(certificates.changeXid), asc(certificates.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...rowColumns, studentUsi: students.usi, sortKey: sql<string>`(${page.pageXid})::text` })
    .from(page)
    .innerJoin(certificates, eq(certificates.id, page.pageId))
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(campuses, eq(campuses.id, certificates.campusId))
    .innerJoin(requisitioner, eq(requisitioner.id, certificates.requisitionerId))
    .innerJoin(templates, eq(templates.id, certificates.templateId))
    .orderBy(asc(page.pageXid), asc(page.pageId));
}

/** The number of certificates matching `where` (with the joins the filters need). */
async function countRows(db: Db, where: SQL[]): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(campuses, eq(campuses.id, certificates.campusId))
    .where(and(...where));
  return Number(counted?.n ?? 0);
}
