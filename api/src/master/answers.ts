/**
 * Answer schemas of the master-data calls, with the spec's keys (§3 Campus, Course, Student).
 * spec: access-and-administration §3, §7; api/CONTRACT.md "Master data".
 */
import { z } from 'zod';
import { day } from '../http/answers.js';
import { pageAnswerKeys } from '../http/paging.js';

/** A campus. spec: §3 "Campus". */
export const campusRow = z
  .object({
    id: z.int(),
    campus_name: z.string(),
    campus_id: z.string().describe('The identifier in the student management system'),
    campus_code: z.string(),
    address: z.string().nullable(),
    short_name: z.string().nullable(),
  })
  .meta({ id: 'CampusRow' });
export type CampusRow = z.infer<typeof campusRow>;

/** A course with how many units of competency it packages. spec: §3 "Course". */
export const courseRow = z
  .object({
    id: z.int(),
    course_name: z.string(),
    certificate_course_name: z.string().nullable().describe('The name printed on certificates (null: the name)'),
    course_code: z.string().describe('The national code, e.g. BSB50420'),
    course_id: z.string().nullable().describe('The identifier in the student management system'),
    course_short_name: z.string().nullable(),
    expiry_date: day().nullable().describe('The last day it may be awarded'),
    graduate_certificate_course_name: z.string().nullable(),
    unit_count: z.int().describe('Units of competency packaged in the course (GET /course/{id}/view lists them)'),
  })
  .meta({ id: 'CourseRow' });
export type CourseRow = z.infer<typeof courseRow>;

/** A unit of competency of a course. */
export const courseUnit = z
  .object({
    unit_code: z.string(),
    unit_name: z.string().describe('The unit’s title'),
    core: z.boolean().describe('Core (true) or elective'),
  })
  .meta({ id: 'CourseUnit' });

/** A student. spec: §3 "Student". */
export const studentRow = z
  .object({
    id: z.int(),
    student_id: z.string().describe('The identifier in the student management system (unique)'),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    full_name: z.string().describe('First, middle (when present) and last name'),
    email: z.string(),
    mobile: z.string().nullable(),
    dob: day().nullable().describe('Date of birth'),
    usi: z
      .string()
      .nullable()
      .describe(
        'Unique Student Identifier; null when unknown or the caller lacks module student_list (docs/compliance.md "The Unique Student Identifier (USI)")',
      ),
  })
  .meta({ id: 'StudentRow' });
export type StudentRow = z.infer<typeof studentRow>;

/** `GET /campuses`. */
export const campusesAnswer = z.object({ success: z.literal(1), campuses: z.array(campusRow), ...pageAnswerKeys });
/** `GET /courses`, `POST /searchCourse`. */
export const coursesAnswer = z.object({ success: z.literal(1), courses: z.array(courseRow), ...pageAnswerKeys });
/** `POST|GET /students`, `POST /searchStudent`. */
export const studentsAnswer = z.object({ success: z.literal(1), students: z.array(studentRow), ...pageAnswerKeys });

/** `GET /course/{id}/view` (extension). */
export const courseViewAnswer = z.object({
  success: z.literal(1),
  course: courseRow,
  units: z.array(courseUnit).describe('Core units first, then by code'),
});

/** `POST /addStudent`. */
export const studentAddedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  student: studentRow,
});
