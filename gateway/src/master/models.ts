/**
 * Master-data REST rows → GraphQL objects: `Campus`, `Course` (its `CourseModel` parent, whose
 * `units` load lazily) and `Student`, with every §3 field. spec: access-and-administration §3
 * Campus/Course/Student; api/CONTRACT.md "Master data".
 */
import type { Campus, Student } from '../generated/resolvers.js';
import type { CourseModel } from '../lookups/models.js';
import type { RestSchema } from '../rest/contract.js';

/** A campus row of `GET /campuses`. */
export type CampusRow = RestSchema<'CampusRow'>;
/** A course row of `GET /courses` and `POST /searchCourse`. */
export type CourseRow = RestSchema<'CourseRow'>;
/** A student row of `POST /students`, `POST /searchStudent` and `POST /addStudent`. */
export type StudentRow = RestSchema<'StudentRow'>;

/** A `Campus` from its row. */
export const campusFromRow = (row: CampusRow): Campus => ({
  id: String(row.id),
  name: row.campus_name,
  campusId: row.campus_id,
  campusCode: row.campus_code,
  address: row.address,
  shortName: row.short_name,
});

/** A `Course` parent from its row (the units load through `Course.units`). */
export const courseFromRow = (row: CourseRow): CourseModel => ({
  id: String(row.id),
  name: row.course_name,
  code: row.course_code,
  certificateCourseName: row.certificate_course_name,
  courseId: row.course_id,
  shortName: row.course_short_name,
  expiryDate: row.expiry_date,
  graduateCertificateCourseName: row.graduate_certificate_course_name,
  unitCount: row.unit_count,
});

/** A `Student` from its row (`name` is the full name, first [middle] last). */
export const studentFromRow = (row: StudentRow): Student => ({
  id: String(row.id),
  name: row.full_name,
  studentId: row.student_id,
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  email: row.email,
  mobile: row.mobile,
  dob: row.dob,
  usi: row.usi,
});

/** A REST page (`total`, `page`, `per_page`) as a GraphQL page of `nodes`. */
export const pageOf = <T>(nodes: T[], answer: { total: number; page: number; per_page: number }) => ({
  nodes,
  totalCount: answer.total,
  page: answer.page,
  pageSize: answer.per_page,
});
