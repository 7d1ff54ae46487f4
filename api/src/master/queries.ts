/**
 * Reading master data: the searched, sorted pages of campuses, courses and students, one course
 * with its units, and the recent students the request form starts with. Searches match any part,
 * ignoring case and accents (db/search.ts); sorting ignores case, puts empty cells last and
 * ends with the id, so pages never overlap.
 * spec: access-and-administration §2 "Master area", §3, §7; api/CONTRACT.md "Master data".
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CampusSortFieldCode, CourseSortFieldCode, SortDirectionCode, StudentSortFieldCode } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { campuses, courses, courseUnits, students } from '../db/schema.js';
import { studentNameContainsSql, studentNameSql } from '../people/names.js';
import { searchTextOf } from '../db/studentText.js';
import { containsSql } from '../db/search.js';
import type { CampusRow, CourseRow, StudentRow } from './answers.js';
import { type PageRequest, pageKeysOf, pageWindow } from '../http/paging.js';
import type { CampusListQuery, CourseListQuery, StudentListQuery } from './schemas.js';

/** One page of rows and how many rows match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  per_page: number;
  has_next_page: boolean;
}

/** `expr` in `dir`, empty cells (null or '') last either way. */
const orderOf = (expr: SQL, dir: SortDirectionCode): SQL =>
  sql`${expr} ${sql.raw(dir === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`;

/** Text sorted without regard to case, empty text with the nulls. */
const textKey = (column: AnyPgColumn): SQL => sql`lower(nullif(${column}, ''))`;

/**
 * Runs a page query and its count side by side (docs/architecture.md "Queries that scale": a window count over
 * the page query would make it read every matching row to cut five).
 */
async function paged<R, T>(
  q: PageRequest,
  run: (limit: number, offset: number) => Promise<R[]>,
  countAll: () => Promise<{ n: number }[]>,
  toRow: (r: R) => T,
): Promise<Page<T>> {
  const window = pageWindow(q);
  const [found, counted] = await Promise.all([run(window.perPage, window.offset), countAll()]);
  return { rows: found.map(toRow), ...pageKeysOf(window, found.length, Number(counted[0]?.n ?? 0)) };
}

// ───────────────────────────── campuses ─────────────────────────────

const CAMPUS_SORT: Record<CampusSortFieldCode, SQL> = {
  campus_name: textKey(campuses.campusName),
  campus_id: textKey(campuses.campusId),
  campus_code: textKey(campuses.campusCode),
  address: textKey(campuses.address),
  short_name: textKey(campuses.shortName),
};

const campusColumns = {
  id: campuses.id,
  campus_name: campuses.campusName,
  campus_id: campuses.campusId,
  campus_code: campuses.campusCode,
  address: campuses.address,
  short_name: campuses.shortName,
};

/** `GET /campuses`: a sorted page of campuses. */
export function listCampuses(db: Db, q: CampusListQuery): Promise<Page<CampusRow>> {
  return paged(
    q,
    (limit, offset) =>
      db
        .select(campusColumns)
        .from(campuses)
        .orderBy(orderOf(CAMPUS_SORT[q.sort_by], q.sort_dir), orderOf(sql`${campuses.id}`, q.sort_dir))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(campuses),
    (row) => row,
  );
}

// ───────────────────────────── courses ─────────────────────────────

/** How many units course `courses.id` packages. */
const unitCountSql = sql<number>`(SELECT count(*) FROM course_units cu WHERE cu.course_id = "courses"."id")::int`;

const COURSE_SORT: Record<CourseSortFieldCode, SQL> = {
  course_name: textKey(courses.courseName),
  certificate_course_name: textKey(courses.certificateCourseName),
  course_code: textKey(courses.courseCode),
  course_id: textKey(courses.courseId),
  course_short_name: textKey(courses.courseShortName),
  expiry_date: sql`${courses.expiryDate}`,
  graduate_certificate_course_name: textKey(courses.graduateCertificateCourseName),
  unit_count: unitCountSql,
};

const courseColumns = {
  id: courses.id,
  course_name: courses.courseName,
  certificate_course_name: courses.certificateCourseName,
  course_code: courses.courseCode,
  course_id: courses.courseId,
  course_short_name: courses.courseShortName,
  expiry_date: courses.expiryDate,
  graduate_certificate_course_name: courses.graduateCertificateCourseName,
  unit_count: unitCountSql,
};

/** The filters of `/searchCourse`, each only when filled. */
function courseWhere(q: CourseListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.course_code) where.push(containsSql(sql`${courses.courseCode}`, q.course_code));
  if (q.course_id) where.push(containsSql(sql`coalesce(${courses.courseId}, '')`, q.course_id));
  if (q.course_name) where.push(containsSql(sql`${courses.courseName}`, q.course_name));
  return where.length ? and(...where) : undefined;
}

/** `GET /courses`, `POST /searchCourse`: a searched, sorted page of courses with their unit counts. */
export function listCourses(db: Db, q: CourseListQuery): Promise<Page<CourseRow>> {
  const where = courseWhere(q);
  return paged(
    q,
    (limit, offset) =>
      db
        .select(courseColumns)
        .from(courses)
        .where(where)
        .orderBy(orderOf(COURSE_SORT[q.sort_by], q.sort_dir), orderOf(sql`${courses.id}`, q.sort_dir))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(courses).where(where),
    (row) => ({ ...row, unit_count: Number(row.unit_count) }),
  );
}

/** `GET /course/{id}/view`: a course and its units (core first, then by code), or null. */
export async function loadCourse(
  db: Db,
  id: number,
): Promise<{ course: CourseRow; units: { unit_code: string; unit_name: string; core: boolean }[] } | null> {
  const [course] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  if (!course) return null;
  const units = await db
    .select({ unit_code: courseUnits.unitCode, unit_name: courseUnits.unitName, core: courseUnits.core })
    .from(courseUnits)
    .where(eq(courseUnits.courseId, id))
    .orderBy(desc(courseUnits.core), asc(courseUnits.unitCode));
  return { course: { ...course, unit_count: Number(course.unit_count) }, units };
}

// ───────────────────────────── students ─────────────────────────────

const STUDENT_SORT: Record<StudentSortFieldCode, SQL> = {
  full_name: sql`lower(${studentNameSql})`,
  student_id: textKey(students.studentId),
  first_name: textKey(students.firstName),
  middle_name: textKey(students.middleName),
  last_name: textKey(students.lastName),
  email: textKey(students.email),
  mobile: textKey(students.mobile),
  dob: sql`${students.dob}`,
  usi: textKey(students.usi),
  added: sql`${students.id}`,
};

/** A student row's columns (`full_name` computed as every screen and PDF writes it). */
export const studentColumns = {
  id: students.id,
  student_id: students.studentId,
  first_name: students.firstName,
  middle_name: students.middleName,
  last_name: students.lastName,
  full_name: studentNameSql,
  email: students.email,
  mobile: students.mobile,
  dob: students.dob,
  usi: students.usi,
};

/**
 * The filters of `/searchStudent`, each only when filled. Each part (id, names, e-mail) is within
 * the search text, so every filter is also looked up in its trigram index first
 * (`students_search_trgm_idx`; docs/architecture.md "Queries that scale").
 */
function studentWhere(q: StudentListQuery): SQL | undefined {
  const where: SQL[] = [];
  const search = searchTextOf(students);
  const within = (part: SQL, term: string) => [containsSql(search, term), containsSql(part, term)];
  if (q.student_id) where.push(...within(sql`${students.studentId}`, q.student_id));
  if (q.student_name) where.push(studentNameContainsSql(q.student_name));
  if (q.email) where.push(...within(sql`${students.email}`, q.email));
  // One folded text: the id, the names and the e-mail, a newline apart (no match spans two).
  if (q.search) where.push(containsSql(search, q.search));
  return where.length ? and(...where) : undefined;
}

/** `POST|GET /students`, `POST /searchStudent`: a searched, sorted page of students. */
export function listStudents(db: Db, q: StudentListQuery): Promise<Page<StudentRow>> {
  const where = studentWhere(q);
  return paged(
    q,
    (limit, offset) =>
      db
        .select(studentColumns)
        .from(students)
        .where(where)
        .orderBy(orderOf(STUDENT_SORT[q.sort_by], q.sort_dir), orderOf(sql`${students.id}`, q.sort_dir))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(students).where(where),
    (row) => row,
  );
}

/** Student `id` as a list row, or null. */
export async function loadStudentRow(db: Db | Tx, id: number): Promise<StudentRow | null> {
  const [row] = await db.select(studentColumns).from(students).where(eq(students.id, id));
  return row ?? null;
}

/** How many students `/requisitionerCourseDetails` still sends: the picker searches `/searchStudent`. */
export const RECENT_STUDENTS = 20;

/** The `RECENT_STUDENTS` most recently added students, newest first (`student_details`). */
export function recentStudents(db: Db) {
  return db
    .select({ id: students.id, name: studentNameSql, student_id: students.studentId })
    .from(students)
    .orderBy(desc(students.id))
    .limit(RECENT_STUDENTS);
}
