/**
 * The numbers of the dashboard, each counted over what the viewer may see, with the rules of the
 * certificate lists (lists/query.ts `listVisibilitySql`) and views (views/visibility.ts).
 * spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data"; api/CONTRACT.md "Dashboard".
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../auth/principal.js';
import { CERTIFICATE_LIST, type CertificateListCode, CREDENTIAL_STATUS, LIST_ENDPOINTS } from '../codes.js';
import type { Db } from '../db/client.js';
import { campuses, certificates, courses, students } from '../db/schema.js';
import { studentNameSql } from '../people/names.js';
import { listRowsSql, listVisibilitySql } from '../certificates/lists/query.js';
import { isInList } from '../certificates/rules.js';
import { certificateVisibilitySql } from '../certificates/views/visibility.js';
import {
  ISSUANCE_WARNING_DAYS,
  issuanceAgeMs,
  issuanceEnd,
  issuanceStart,
  issuedAgeSecondsSql,
  issuedBeyondLimitSql,
  isOver,
  overSince,
  wholeDays,
} from './issuanceMeasure.js';
import { monthOfIndex } from './schemas.js';

const S = CREDENTIAL_STATUS;

/** The lists that hold certificates not yet issued (requested, QA approved, signed). */
const UNISSUED_LISTS: readonly CertificateListCode[] = [
  CERTIFICATE_LIST.REQUESTED,
  CERTIFICATE_LIST.TO_BE_SIGNED,
  CERTIFICATE_LIST.SIGNED,
];

/** The 30-day issuance clock's thresholds, in days: THE measure lives in issuanceMeasure.ts. */
export { ISSUANCE_LIMIT_DAYS, ISSUANCE_WARNING_DAYS } from './issuanceMeasure.js';
/** At most this many waiting certificates are listed. */
export const ISSUANCE_CLOCK_LIMIT = 100;

const granted = (principal: Principal, list: CertificateListCode) => principal.modules.has(LIST_ENDPOINTS[list].module);

async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certificates).where(where);
  return Number(row?.n ?? 0);
}

/** The size of the viewer's requested list, or null when their roles do not grant it. */
export async function pendingRequests(db: Db, principal: Principal): Promise<number | null> {
  if (!granted(principal, CERTIFICATE_LIST.REQUESTED)) return null;
  return countWhere(db, listRowsSql(CERTIFICATE_LIST.REQUESTED, principal));
}

/**
 * The size of the viewer's to-be-signed list (`listRowsSql`, so the banner equals the list): the
 * whole list for those who oversee signing, otherwise their own assignments they have not signed;
 * null without that list.
 */
export async function pendingToBeSigned(db: Db, principal: Principal): Promise<number | null> {
  if (!granted(principal, CERTIFICATE_LIST.TO_BE_SIGNED)) return null;
  return countWhere(db, listRowsSql(CERTIFICATE_LIST.TO_BE_SIGNED, principal));
}

/** Certificates requested in [from, to) that the viewer may see, per course, most first. */
export async function certificatesPerCourse(db: Db, principal: Principal, from: Date, to: Date) {
  const n = count();
  const rows = await db
    .select({ courseName: courses.courseName, courseCode: courses.courseCode, n })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(
      and(
        certificateVisibilitySql(principal),
        gte(certificates.requestedDate, from),
        lt(certificates.requestedDate, to),
      ),
    )
    .groupBy(courses.id, courses.courseName, courses.courseCode)
    .orderBy(desc(n), asc(courses.courseName));
  return rows.map((r) => ({ course_name: r.courseName, course_code: r.courseCode, certificates: Number(r.n) }));
}

const countIf = (statuses: readonly number[]) =>
  sql<number>`count(*) filter (where ${inArray(certificates.credentialStatus, [...statuses] as never[])})::int`;

/** The stage counts of a group of certificates. */
const stageCounts = {
  requested: sql<number>`count(*)::int`,
  inProgress: countIf([S.REQUESTED, S.QA_APPROVED, S.SIGNED]),
  issued: countIf([S.APPROVED_FOR_PRINTING, S.PRINTED, S.COMPLETED]),
  rejectedOrCancelled: countIf([S.QA_REJECTED, S.CANCELLED]),
};
const toCounts = (r: { requested: number; inProgress: number; issued: number; rejectedOrCancelled: number }) => ({
  requested: Number(r.requested),
  in_progress: Number(r.inProgress),
  issued: Number(r.issued),
  rejected_or_cancelled: Number(r.rejectedOrCancelled),
});

/** The first instant of `year` and of the next one (UTC). */
export const yearRange = (year: number): [Date, Date] => [
  new Date(Date.UTC(year, 0, 1)),
  new Date(Date.UTC(year + 1, 0, 1)),
];

/** The first instant of the month of `now` and of the next one (UTC). */
export const monthRange = (now: Date): [Date, Date] => [
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
];

/** Campus and course tables of a year: the viewer's visible certificates requested that year, by stage. */
export async function yearTables(db: Db, principal: Principal, year: number) {
  const [from, to] = yearRange(year);
  const where = and(
    certificateVisibilitySql(principal),
    gte(certificates.requestedDate, from),
    lt(certificates.requestedDate, to),
  );
  const [campusRows, courseRows] = await Promise.all([
    db
      .select({ campusName: campuses.campusName, ...stageCounts })
      .from(certificates)
      .innerJoin(campuses, eq(campuses.id, certificates.campusId))
      .where(where)
      .groupBy(campuses.id, campuses.campusName)
      .orderBy(asc(campuses.campusName)),
    db
      .select({ courseName: courses.courseName, courseCode: courses.courseCode, ...stageCounts })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(where)
      .groupBy(courses.id, courses.courseName, courses.courseCode)
      .orderBy(asc(courses.courseName)),
  ]);
  return {
    campus_details: campusRows.map((r) => ({ campus_name: r.campusName, ...toCounts(r) })),
    course_details: courseRows.map((r) => ({ course_name: r.courseName, course_code: r.courseCode, ...toCounts(r) })),
  };
}

/**
 * The 30-day issuance clock: certificates of the viewer's lists that are not yet issued and were
 * requested more than 21 (and 30) days ago, oldest first. Extension: Standards for RTOs 2025.
 */
export async function issuanceClock(db: Db, principal: Principal, now: Date) {
  const lists = UNISSUED_LISTS.filter((l) => granted(principal, l));
  if (lists.length === 0) return { older_than_21_days: [], older_than_30_days: [] };
  // The oldest waiting ids first, from the partial index `certificates_unissued_idx` (the lists'
  // membership implies its predicate), then their students: joining first would join every waiting
  // certificate before keeping 100 (docs/architecture.md "Queries that scale").
  const oldest = db
    .select({ waitingId: sql<number>`${certificates.id}`.as('waiting_id') })
    .from(certificates)
    .where(
      and(
        or(...lists.map((l) => listVisibilitySql(l, principal))),
        lt(issuanceStart, overSince(now, ISSUANCE_WARNING_DAYS)),
      ),
    )
    .orderBy(asc(certificates.requestedDate), asc(certificates.id))
    .limit(ISSUANCE_CLOCK_LIMIT)
    .as('oldest');
  const rows = await db
    .select({
      id: certificates.id,
      credentialNumber: certificates.credentialNumber,
      studentName: studentNameSql,
      requestedDate: certificates.requestedDate,
      credentialStatus: certificates.credentialStatus,
      reprintStatus: certificates.reprintStatus,
    })
    .from(oldest)
    .innerJoin(certificates, eq(certificates.id, oldest.waitingId))
    .innerJoin(students, eq(students.id, certificates.studentId))
    .orderBy(asc(certificates.requestedDate), asc(certificates.id));
  const waiting = rows.map((r) => {
    const age = issuanceAgeMs(r.requestedDate, now);
    return {
      id: r.id,
      credential_number: r.credentialNumber,
      student_name: r.studentName,
      days_waiting: wholeDays(age),
      list: lists.find((l) => isInList(l, r)) ?? lists[0]!,
      overdue: isOver(age),
    };
  });
  const strip = ({ overdue: _, ...w }: (typeof waiting)[number]) => w;
  return {
    older_than_21_days: waiting.map(strip),
    older_than_30_days: waiting.filter((w) => w.overdue).map(strip),
  };
}

/** At most this many certificates issued beyond the limit are listed per month of the report. */
export const COMPLIANCE_BEYOND_LIMIT = 20;

const monthStart = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
const SECONDS_PER_DAY = 86_400;

/**
 * The 30-day compliance report (docs/compliance.md): for each month `first`…`last`
 * (indexes, `schemas.ts` `monthIndex`; UTC months of the issue date), the certificates the viewer
 * may see that were issued that month, within and beyond the 30-day limit by THE measure of the
 * issuance clock (issuanceMeasure.ts: request → issue), their median age in days (one decimal;
 * null without any), and the ones beyond, longest first, at most `COMPLIANCE_BEYOND_LIMIT` a
 * month. Months without any issue are listed with zeros. A certificate cancelled after its issue
 * still counts in the month it was issued.
 */
export async function issuanceCompliance(db: Db, principal: Principal, first: number, last: number) {
  const where = and(
    certificateVisibilitySql(principal),
    isNotNull(issuanceEnd),
    gte(issuanceEnd, monthStart(first)),
    lt(issuanceEnd, monthStart(last + 1)),
  );
  const month = sql<string>`to_char(${issuanceEnd} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const [counted, beyond] = await Promise.all([
    db
      .select({
        month,
        issued: sql<number>`count(*)::int`,
        beyond: sql<number>`(count(*) filter (where ${issuedBeyondLimitSql}))::int`,
        median: sql<number | null>`percentile_cont(0.5) within group (order by ${issuedAgeSecondsSql})`,
      })
      .from(certificates)
      .where(where)
      .groupBy(month),
    // Ranked on `certificates` alone; only the ones kept (≤ 20 a month) are read again, by primary key,
    // with their student, in the same order (docs/architecture.md "Queries that scale").
    db
      .select({
        month,
        id: certificates.id,
        credentialNumber: certificates.credentialNumber,
        studentName: sql<string>`${studentNameSql}`,
        requestedDate: sql<string>`${issuanceStart}`,
        issuedOn: sql<string>`${issuanceEnd}`,
      })
      .from(certificates)
      .innerJoin(students, eq(students.id, certificates.studentId))
      .where(
        sql`${certificates.id} = ANY(ARRAY(SELECT ranked.id FROM (SELECT ${certificates.id} AS id,
          row_number() OVER (PARTITION BY ${month} ORDER BY ${issuedAgeSecondsSql} DESC, ${certificates.id}) AS rank
          FROM ${certificates} WHERE ${where} AND ${issuedBeyondLimitSql}) AS ranked
          WHERE ranked.rank <= ${COMPLIANCE_BEYOND_LIMIT}))`,
      )
      .orderBy(month, desc(issuedAgeSecondsSql), asc(certificates.id)),
  ]);
  const byMonth = new Map(counted.map((r) => [r.month, r]));
  const months = [];
  for (let i = first; i <= last; i++) {
    const key = monthOfIndex(i);
    const row = byMonth.get(key);
    const issued = Number(row?.issued ?? 0);
    const over = Number(row?.beyond ?? 0);
    const median = row?.median == null ? null : Math.round((Number(row.median) / SECONDS_PER_DAY) * 10) / 10;
    months.push({
      month: key,
      issued,
      issued_within: issued - over,
      issued_beyond: over,
      median_days: median,
      beyond: beyond
        .filter((b) => b.month === key)
        .map((b) => ({
          id: Number(b.id),
          credential_number: b.credentialNumber,
          student_name: b.studentName,
          requested_date: new Date(b.requestedDate).toISOString(),
          issued_on: new Date(b.issuedOn).toISOString(),
          days: wholeDays(issuanceAgeMs(b.requestedDate, b.issuedOn)),
        })),
    });
  }
  return months;
}
