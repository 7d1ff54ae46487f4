/**
 * The parts of every certificate list's query: membership (from rules.ts) and visibility, the
 * filters, the sort keys and the row's columns. The register's query (certificates/register/query.ts) runs them,
 * for the lists too. spec: api/CONTRACT.md "Certificate lists"; DESIGN.md "Certificate state
 * machine" (membership).
 */
import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { campuses, certificateSignees, certificates, courses, students, templates, users } from '../../db/schema.js';
import { overseesSigning } from '../../auth/grants.js';
import type { Principal } from '../../auth/principal.js';
import { studentNameContainsSql, studentNameSql, userNameSql } from '../../people/names.js';
import type { CertificateList } from '../rules.js';
import { listMembershipSql } from '../stateSql.js';
import type { ListFilters, SortColumn } from './filters.js';

export const requisitioner = alias(users, 'requisitioner');

const requisitionerName = userNameSql(requisitioner);

/**
 * True when the caller sees only their own assignments on the to-be-signed list: everyone granted
 * the list but those who oversee signing (auth/grants.ts).
 */
export const seesOnlyOwnAssignments = (p: Pick<Principal, 'permissions'>) => !overseesSigning(p);

/**
 * How "assigned to the caller" is tested: `probe`, one index probe per certificate tested (a page
 * read in index order, which tests a few dozen); `set`, the caller's assignments read once into a
 * hash (PostgreSQL's hashed subplan) that every certificate is looked up in — for a count over
 * the whole register, which tests tens of thousands (docs/architecture.md "Queries that scale": a requisitioner's register count
 * at 100,000 certificates, 58 → 33 ms).
 */
export type AssignmentTest = 'probe' | 'set';

/**
 * Certificates the caller is an assigned signee of: one probe of `certificate_signees_assignee_idx`
 * per certificate tested. `OFFSET 0` keeps PostgreSQL from turning the test into a hash of every
 * assignment of the caller (a signee of every template holds nearly one per certificate: hashing
 * them cost more than the page or the month it filtered; docs/architecture.md "Queries that scale"). With
 * `form: 'set'`, one read of the caller's assignments instead (see AssignmentTest).
 */
export const assignedToSql = (userId: number, form: AssignmentTest = 'probe'): SQL =>
  form === 'set'
    ? sql`${certificates.id} IN (SELECT ${certificateSignees.certificateId} FROM ${certificateSignees} WHERE ${certificateSignees.userId} = ${userId})`
    : exists(
        sql`(SELECT 1 FROM ${certificateSignees}
      WHERE ${certificateSignees.certificateId} = ${certificates.id} AND ${certificateSignees.userId} = ${userId}
      OFFSET 0)`,
      );

/**
 * Where-clause for "certificate is in `list` as the caller sees it": membership plus, on the
 * to-be-signed list, only the caller's own assignments unless they oversee signing. spec: api/CONTRACT.md "Who sees rows".
 */
export function listVisibilitySql(list: CertificateList, principal: Principal): SQL {
  const membership = listMembershipSql(list);
  if (list === 'to-be-signed-list' && seesOnlyOwnAssignments(principal)) {
    return and(membership, assignedToSql(principal.userId))!;
  }
  return membership;
}

/**
 * Certificates the caller is an assigned signee of and has not signed yet: one probe of
 * `certificate_signees_unsigned_idx` per certificate tested (see `assignedToSql`).
 */
export const awaitingSignatureOfSql = (userId: number): SQL =>
  exists(
    sql`(SELECT 1 FROM ${certificateSignees}
      WHERE ${certificateSignees.certificateId} = ${certificates.id} AND ${certificateSignees.userId} = ${userId}
        AND ${isNull(certificateSignees.signedAt)}
      OFFSET 0)`,
  );

/**
 * Where-clause for the rows `list` shows the caller: what they must act on. As
 * `listVisibilitySql`, except that on the to-be-signed list a caller who does not oversee signing
 * (a signee) sees only what they still have to sign: a certificate they signed stays QA approved
 * until every signee has signed, but leaves their list (it stays visible as a certificate they are
 * assigned to). The dashboard's counts use the same clause, so a banner equals its list.
 * spec: certificate-workflow §2 (to-be-signed list, Sign "has not just signed"), "Dashboard";
 * api/CONTRACT.md "Who sees rows".
 */
export function listRowsSql(list: CertificateList, principal: Principal): SQL {
  if (list === 'to-be-signed-list' && seesOnlyOwnAssignments(principal)) {
    return and(listMembershipSql(list), awaitingSignatureOfSql(principal.userId))!;
  }
  return listVisibilitySql(list, principal);
}

/**
 * Where-clauses of the optional filters, each on `certificates` alone (a filter on the student or
 * the campus is a sub-select of their ids), so neither the page's ids nor the count join a table for
 * a filter. spec: api/CONTRACT.md "Certificate lists" (Filters); docs/architecture.md "Queries that scale".
 */
export function filterSql(f: Omit<ListFilters, 'sort_by'>): SQL[] {
  const where: SQL[] = [];
  if (f.course_id.length) where.push(inArray(certificates.courseId, f.course_id));
  if (f.requisitioner_id.length) where.push(inArray(certificates.requisitionerId, f.requisitioner_id));
  if (f.ids.length) where.push(inArray(certificates.id, f.ids));
  if (f.certificate_type.length) where.push(inArray(certificates.certificateType, f.certificate_type));
  if (f.requested_from_date) where.push(sql`${certificates.requestedDate} >= ${f.requested_from_date}::date`);
  if (f.requested_to_date) where.push(sql`${certificates.requestedDate} < (${f.requested_to_date}::date + 1)`);
  if (f.student_name) where.push(studentsWhere(studentNameContainsSql(f.student_name)));
  if (f.campus_name) {
    const byName = sql`lower(${campuses.campusName}) = lower(${f.campus_name})`;
    const which = /^\d+$/.test(f.campus_name) ? or(byName, eq(campuses.id, Number(f.campus_name)))! : byName;
    where.push(sql`${certificates.campusId} IN (SELECT ${campuses.id} FROM ${campuses} WHERE ${which})`);
  }
  return where;
}

/** Certificates of the students matching `condition` (a where-clause on `students`). */
export const studentsWhere = (condition: SQL): SQL =>
  sql`${certificates.studentId} IN (SELECT ${students.id} FROM ${students} WHERE ${condition})`;

/** The SQL each `sort_by` orders by (the register's keyset cursor compares it too). */
export const SORT_SQL: Record<SortColumn, SQL | AnyPgColumn> = {
  student_name: sql`lower(${studentNameSql})`,
  course_name: sql`lower(${courses.courseName})`,
  campus_name: sql`lower(${campuses.campusName})`,
  requisitioner_name: sql`lower(${requisitionerName})`,
  requested_date: sql`${certificates.requestedDate}`,
  credential_date: sql`${certificates.credentialDate}`,
  credential_number: certificates.credentialNumber,
  credential_status: sql`${certificates.credentialStatus}`,
  certificate_type: certificates.certificateType,
};

/** The columns of a list row. */
export const rowColumns = {
  id: certificates.id,
  studentPk: students.id,
  studentName: studentNameSql,
  studentExternalId: students.studentId,
  courseId: courses.id,
  courseName: courses.courseName,
  courseCode: courses.courseCode,
  campusId: campuses.id,
  campusName: campuses.campusName,
  requisitionerId: requisitioner.id,
  requisitionerName,
  credentialDate: certificates.credentialDate,
  requestedDate: certificates.requestedDate,
  updatedAt: certificates.updatedAt,
  credentialNumber: certificates.credentialNumber,
  credentialStatus: certificates.credentialStatus,
  reprintStatus: certificates.reprintStatus,
  certificateType: certificates.certificateType,
  enrolmentDetailId: certificates.enrolmentDetailId,
  templateId: templates.id,
  templateName: templates.name,
  skipSign: templates.skipSign,
  noOfSignees: templates.noOfSignees,
};

/**
 * The table each sort reads besides `certificates`, joined into the page's ids query (docs/architecture.md "Queries that scale"
 * "Queries that scale": nothing else is joined before the page is cut).
 */
export const SORT_JOIN: Partial<Record<SortColumn, 'students' | 'courses' | 'campuses' | 'requisitioner'>> = {
  student_name: 'students',
  course_name: 'courses',
  campus_name: 'campuses',
  requisitioner_name: 'requisitioner',
};

/** The join of each table a list row reads, on the certificate's key. */
export const ROW_JOINS = {
  students: [students, eq(students.id, certificates.studentId)],
  courses: [courses, eq(courses.id, certificates.courseId)],
  campuses: [campuses, eq(campuses.id, certificates.campusId)],
  requisitioner: [requisitioner, eq(requisitioner.id, certificates.requisitionerId)],
  templates: [templates, eq(templates.id, certificates.templateId)],
} as const;
