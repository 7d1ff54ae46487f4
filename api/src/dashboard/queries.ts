/**
 * The numbers of the dashboard, each counted over what the viewer may see, with the rules of the
 * certificate lists (lists/query.ts `listVisibilitySql`) and views (views/visibility.ts).
 * spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data"; api/CONTRACT.md "Dashboard".
 */
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../auth/principal.js';
import { CERTIFICATE_LIST, type CertificateListCode, CREDENTIAL_STATUS, LIST_ENDPOINTS } from '../codes.js';
import type { Db } from '../db/client.js';
import { campuses, certificates, courses, students } from '../db/schema.js';
import { studentNameSql } from '../people/names.js';
import { listRowsSql, listVisibilitySql } from '../certificates/lists/query.js';
import { isInList } from '../certificates/rules.js';
import { certificateVisibilitySql } from '../certificates/views/visibility.js';

const DAY_MS = 86_400_000;
const S = CREDENTIAL_STATUS;

/** The lists that hold certificates not yet issued (requested, QA approved, signed). */
const UNISSUED_LISTS: readonly CertificateListCode[] = [
  CERTIFICATE_LIST.REQUESTED,
  CERTIFICATE_LIST.TO_BE_SIGNED,
  CERTIFICATE_LIST.SIGNED,
];

/** The 30-day issuance clock's thresholds, in days (Standards for RTOs 2025; 21 warns early). */
export const ISSUANCE_WARNING_DAYS = 21;
export const ISSUANCE_LIMIT_DAYS = 30;
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
  const rows = await db
    .select({
      id: certificates.id,
      credentialNumber: certificates.credentialNumber,
      studentName: studentNameSql,
      requestedDate: certificates.requestedDate,
      credentialStatus: certificates.credentialStatus,
      reprintStatus: certificates.reprintStatus,
    })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .where(
      and(
        or(...lists.map((l) => listVisibilitySql(l, principal))),
        lt(certificates.requestedDate, new Date(now.getTime() - ISSUANCE_WARNING_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(certificates.requestedDate), asc(certificates.id))
    .limit(ISSUANCE_CLOCK_LIMIT);
  const waiting = rows.map((r) => {
    const age = now.getTime() - new Date(r.requestedDate).getTime();
    return {
      id: r.id,
      credential_number: r.credentialNumber,
      student_name: r.studentName,
      days_waiting: Math.floor(age / DAY_MS),
      list: lists.find((l) => isInList(l, r)) ?? lists[0]!,
      overdue: age > ISSUANCE_LIMIT_DAYS * DAY_MS,
    };
  });
  const strip = ({ overdue: _, ...w }: (typeof waiting)[number]) => w;
  return {
    older_than_21_days: waiting.map(strip),
    older_than_30_days: waiting.filter((w) => w.overdue).map(strip),
  };
}
