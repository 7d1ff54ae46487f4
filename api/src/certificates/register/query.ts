/**
 * The one query of the certificate register and of every certificate list: the certificates of a
 * scope (the caller's visibility, certificates/views/visibility.ts, or a list's rows as the caller
 * sees them, lists/query.ts `listRowsSql`), through the list filters (lists/query.ts `filterSql`)
 * and the register's own, sorted by a list sort column then id, paged by page/offset or by keyset
 * cursor; or, sorted by `updated_at`, in incremental-sync order (change_xid, id) up to the sync
 * horizon. A page is cut from `certificates` alone (joined only to the table its sort reads), by
 * the index of its order, before its rows are joined; the count runs beside it, without joins.
 * spec: certificate-workflow §2 "Reports list", §7 POST /reports; api/CONTRACT.md "Certificate
 * register", "Certificate lists"; docs/integrators.md "Sync the register"; docs/architecture.md "Queries that scale".
 */
import { and, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import { isListSort, type SortColumn } from '../lists/filters.js';
import { DEFAULT_PAGE_SIZE, type PageWindow, pageWindow } from '../../http/paging.js';
import { filterSql, ROW_JOINS, rowColumns, SORT_JOIN, SORT_SQL, studentsWhere } from '../lists/query.js';
import { certificateVisibilitySql } from '../views/visibility.js';
import type { Db } from '../../db/client.js';
import { certificates, students } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { isCalendarDate } from '../../http/fields.js';
import { decodeCursor, encodeCursor, INVALID_CURSOR, type RegisterCursor } from './cursor.js';
import type { CertificateQuery, RegisterFilters } from './filters.js';

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
 * again moves ahead of it). docs/integrators.md "Sync the register".
 */
const belowSyncHorizon = sql`${certificates.changeXid} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/**
 * The register's own filters, each on `certificates` alone. spec: certificate-workflow §2 "Shared
 * search panel" (on reports also …); docs/integrators.md "Sync the register" (updated since, student id).
 */
function registerFilterSql(f: CertificateQuery): SQL[] {
  const where: SQL[] = [];
  if (f.updated_since) where.push(sql`${certificates.updatedAt} >= ${f.updated_since}::timestamptz`);
  if (f.student_id) where.push(studentsWhere(sql`lower(${students.studentId}) = lower(${f.student_id})`));
  if (f.credential_from_date) where.push(sql`${certificates.credentialDate} >= ${f.credential_from_date}::date`);
  if (f.credential_to_date) where.push(sql`${certificates.credentialDate} <= ${f.credential_to_date}::date`);
  if (f.certificate_status?.length) where.push(inArray(certificates.credentialStatus, f.certificate_status));
  if (f.credential_number) {
    where.push(sql`${certificates.credentialNumber} ILIKE ${`%${escapeLike(f.credential_number)}%`}`);
  }
  return where;
}

/** A page's row record with its cursor. */
export type RegisterRecord = CertificateRowRecord & { cursor: string };

export interface RegisterPage {
  rows: RegisterRecord[];
  /** Rows matching the filters (null when `with_total` is false). */
  total: number | null;
  hasNext: boolean;
}

/** Whether the query pages by keyset (`first` or `after` given) rather than by page number. */
export const isKeyset = (f: Pick<CertificateQuery, 'first' | 'after'>): boolean =>
  f.first !== undefined || f.after !== undefined;

/**
 * The rows a query asks for: a keyset page of `first` rows (default `DEFAULT_PAGE_SIZE`) after
 * `after`, or the page window of http/paging.ts (a page, or every row up to the unpaged ceiling).
 */
export function certificatePageOf(
  f: Pick<CertificateQuery, 'first' | 'after' | 'page' | 'per_page'>,
): PageWindow & { keyset: boolean } {
  if (isKeyset(f)) return { keyset: true, page: 1, perPage: f.first ?? DEFAULT_PAGE_SIZE, offset: 0 };
  return { keyset: false, ...pageWindow(f) };
}

/**
 * One page of the certificates of `scope` (a where-clause on `certificates`). Keyset mode when
 * `first` or `after` is given (rows strictly after the cursor in (sort key, id) order: none missed
 * or repeated while rows are added or change), else page/per_page. Sorted by `updated_at`:
 * (change_xid, id) ascending whatever the direction asked, only rows below the sync horizon, with a
 * sync cursor. The page's rows and the count (unless `with_total` is false) run side by side.
 * `countScope`: the same certificates as `scope`, in the form a count over all of them reads best.
 * spec: api/CONTRACT.md "Certificate register" (Paging, Incremental sync), "Certificate lists".
 */
export async function queryCertificates(
  db: Db,
  scope: SQL,
  f: CertificateQuery,
  countScope: SQL = scope,
): Promise<RegisterPage> {
  const sortBy = f.sort_by;
  const sync = !isListSort(sortBy);
  const sortSql = sync ? sql`${certificates.changeXid}` : sql`${SORT_SQL[sortBy]}`;
  const direction = sync || f.sort_dir === 'asc' ? 'asc' : 'desc';
  const filters: SQL[] = [...filterSql(f), ...registerFilterSql(f)];
  if (sync) filters.push(belowSyncHorizon);
  const where: SQL[] = [scope, ...filters];
  const { keyset, perPage: size, offset } = certificatePageOf(f);
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
  const [found, total] = await Promise.all([
    pageRows(db, {
      where: pageWhere,
      sortSql,
      join: sync ? undefined : SORT_JOIN[sortBy],
      direction,
      limit: size + 1,
      offset,
    }),
    f.with_total !== false ? countRows(db, [countScope, ...filters]) : null,
  ]);
  const cursorOf = (key: string, id: number): RegisterCursor =>
    isListSort(sortBy) ? { kind: 'sort', sortBy, sortDir: f.sort_dir, key, id } : { kind: 'sync', changeXid: key, id };
  const rows = found.slice(0, size).map(({ sortKey, ...record }) => ({
    ...record,
    cursor: encodeCursor(cursorOf(sortKey, record.id)),
  }));
  return { rows, total, hasNext: found.length > size };
}

/** One page of the register as `principal` sees it (the visibility rule). */
export function queryRegister(db: Db, principal: Principal, f: RegisterFilters): Promise<RegisterPage> {
  return queryCertificates(db, certificateVisibilitySql(principal), f, certificateVisibilitySql(principal, 'set'));
}

interface PageSpec {
  where: SQL[];
  sortSql: SQL;
  /** The table the sort reads, if any. */
  join: (typeof SORT_JOIN)[SortColumn];
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * A page in two steps of one statement: the page's ids from `certificates` (joined only to the
 * sort's table), read in the order of an index and stopping at `limit`; then the rows of those ids
 * (`id = ANY(ARRAY(…))`: looked up by primary key, whatever the planner guesses of the page's size),
 * sorted again. Joining first would make every row skipped by `offset` join five tables (a deep
 * page cost ~100 ms at 100,000 certificates); joining the page as a table let the planner hash the
 * whole register for a page of 1,000 (an export) or guess wrong on a keyset cursor's row
 * comparison when many rows share one transaction (a bulk import). docs/integrators.md "Sync the register" (sync ≥ 5,000
 * certificates/s); docs/architecture.md "Queries that scale".
 */
async function pageRows(db: Db, p: PageSpec) {
  const dir = p.direction === 'asc' ? asc : desc;
  let ids = db.select({ id: certificates.id }).from(certificates).$dynamic();
  if (p.join) {
    const [table, on] = ROW_JOINS[p.join];
    ids = ids.innerJoin(table, on);
  }
  const page = ids
    .where(and(...p.where))
    .orderBy(dir(p.sortSql), dir(certificates.id))
    .limit(p.limit)
    .offset(p.offset);
  const joins = ROW_JOINS;
  return db
    .select({ ...rowColumns, studentUsi: students.usi, sortKey: sql<string>`(${p.sortSql})::text` })
    .from(certificates)
    .innerJoin(...joins.students)
    .innerJoin(...joins.courses)
    .innerJoin(...joins.campuses)
    .innerJoin(...joins.requisitioner)
    .innerJoin(...joins.templates)
    .where(sql`${certificates.id} = ANY(ARRAY(${page}))`)
    .orderBy(dir(p.sortSql), dir(certificates.id));
}

/** A list row record as the query answers it (before `toListRow`), with the student's USI. */
export type CertificateRowRecord = Omit<Awaited<ReturnType<typeof pageRows>>[number], 'sortKey'>;

/** The number of certificates matching `where` (every clause is on `certificates`: no join). */
async function countRows(db: Db, where: SQL[]): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(...where));
  return Number(counted?.n ?? 0);
}
