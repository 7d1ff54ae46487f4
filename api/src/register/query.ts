/**
 * The certificate register query: every certificate the caller may see (the one visibility rule,
 * certificates/views/visibility.ts), through the list filters (lists/query.ts `filterSql`) and the
 * register's own, sorted by a list sort column then id, paged by page/offset or by keyset cursor.
 * spec: certificate-workflow §2 "Reports list", §7 POST /reports; api/CONTRACT.md "Certificate register".
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.js';
import type { SortColumn } from '../certificates/lists/filters.js';
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
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor.js';
import type { RegisterFilters } from './filters.js';

/** The PostgreSQL type of each sort key, and the text form a cursor's key must have. */
const KEY_TYPE: Record<SortColumn, { cast: SQL; form: RegExp }> = {
  student_name: { cast: sql`text`, form: /^/ },
  course_name: { cast: sql`text`, form: /^/ },
  campus_name: { cast: sql`text`, form: /^/ },
  requisitioner_name: { cast: sql`text`, form: /^/ },
  credential_number: { cast: sql`text`, form: /^/ },
  certificate_type: { cast: sql`text`, form: /^/ },
  requested_date: {
    cast: sql`timestamptz`,
    form: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  },
  credential_date: { cast: sql`date`, form: /^\d{4}-\d{2}-\d{2}$/ },
  credential_status: { cast: sql`smallint`, form: /^\d{1,4}$/ },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The register's own filters. spec: certificate-workflow §2 "Shared search panel" (on reports also …). */
function registerFilterSql(f: RegisterFilters): SQL[] {
  const where: SQL[] = [];
  if (f.credential_from_date) where.push(sql`${certificates.credentialDate} >= ${f.credential_from_date}::date`);
  if (f.credential_to_date) where.push(sql`${certificates.credentialDate} <= ${f.credential_to_date}::date`);
  if (f.certificate_status.length) where.push(inArray(certificates.credentialStatus, f.certificate_status));
  if (f.credential_number) {
    where.push(sql`${certificates.credentialNumber} ILIKE ${`%${escapeLike(f.credential_number)}%`}`);
  }
  return where;
}

/** A register row record with its cursor. */
export type RegisterRecord = CertificateRowRecord & { cursor: string };

export interface RegisterPage {
  rows: RegisterRecord[];
  /** Rows matching the filters (null when `with_total` is false). */
  total: number | null;
  hasNext: boolean;
}

/**
 * One page of the register as `principal` sees it. Keyset mode when `first` or `after` is given
 * (rows strictly after the cursor in (sort key, id) order: none missed or repeated while rows are
 * added or change), else page/per_page. spec: api/CONTRACT.md "Certificate register" (Paging).
 */
export async function queryRegister(db: Db, principal: Principal, f: RegisterFilters): Promise<RegisterPage> {
  const sortSql = sql`${SORT_SQL[f.sort_by]}`;
  const dir = f.sort_dir === 'asc' ? asc : desc;
  const where: SQL[] = [certificateVisibilitySql(principal), ...filterSql(f), ...registerFilterSql(f)];
  const keyset = f.first !== undefined || f.after !== undefined;
  const size = (keyset ? f.first : f.per_page) ?? 5;
  const pageWhere = [...where];
  if (keyset && f.after !== undefined) {
    const cursor = decodeCursor(f.after, f.sort_by, f.sort_dir);
    const type = KEY_TYPE[f.sort_by];
    if (!type.form.test(cursor.key)) throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
    const key = sql`${cursor.key}::${type.cast}`;
    pageWhere.push(
      f.sort_dir === 'asc'
        ? sql`(${sortSql}, ${certificates.id}) > (${key}, ${cursor.id}::int)`
        : sql`(${sortSql}, ${certificates.id}) < (${key}, ${cursor.id}::int)`,
    );
  }
  const offset = keyset ? 0 : ((f.page ?? 1) - 1) * size;
  const found = await db
    .select({ ...rowColumns, sortKey: sql<string>`(${sortSql})::text` })
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
  const rows = found.slice(0, size).map(({ sortKey, ...record }) => ({
    ...record,
    cursor: encodeCursor({ sortBy: f.sort_by, sortDir: f.sort_dir, key: sortKey, id: record.id }),
  }));
  const total = f.with_total !== false ? await countRows(db, where) : null;
  return { rows, total, hasNext: found.length > size };
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
