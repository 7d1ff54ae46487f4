/**
 * Request schemas of the master-data calls: the paged, sorted and searched lists of campuses,
 * courses and students, and `POST /addStudent` (its fields are THE shared student rules of
 * `@certify/api/imports`, the same that check an imported student row).
 * spec: access-and-administration §2 "Master area", §3 Campus/Course/Student, §5 "Add Student", §7
 * (/campuses, /courses, /searchCourse, /students, /searchStudent, /addStudent); api/CONTRACT.md
 * "Master data".
 */
import { z } from 'zod';
import { CAMPUS_SORT_FIELD, COURSE_SORT_FIELD, codesOf, STUDENT_SORT_FIELD } from '../codes.js';
import { fieldsOf, id, LIMITS, optionalText, text } from '../http/fields.js';
import { pageFields } from '../http/paging.js';
import { STUDENT_MESSAGES, studentFields } from '../imports/rows.js';
import { DEFAULT_DATE_FORMAT } from '../util/formatDate.js';

/** Our messages where the spec gives none (§5's student messages live in imports/rows.ts). */
export const MASTER_MESSAGES = {
  studentIdTaken: 'The student ID has already been taken.',
  studentAdded: 'Student added successfully',
  courseNotFound: 'Course not found',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `sort_by` over `codes`, `fallback` when absent. */
const sortBy = <const C extends readonly [string, ...string[]]>(codes: C, fallback: C[number]) =>
  z
    .preprocess(blank, z.enum(codes, { error: `sort_by must be one of ${codes.join(', ')}` }).default(fallback))
    .describe(`The column to sort by (default ${fallback}), then by id`);

/** Paging and sort direction, shared by the three lists. */
const paging = {
  ...pageFields(),
  sort_dir: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v)),
      z.enum(['asc', 'desc'], { error: 'sort_dir must be asc or desc' }).default('asc'),
    )
    .describe('asc (default) or desc; empty cells last either way'),
};

/** A search term: any part, case and accents ignored; empty means no filter (§7 "sent only when filled"). */
const term = (label: string, what: string) =>
  optionalText({ max: LIMITS.search, label }).describe(`${what}: any part, case and accents ignored`);

/** `GET /campuses`. spec: access-and-administration §7. */
export const campusListFields = fieldsOf({
  ...paging,
  sort_by: sortBy(codesOf(CAMPUS_SORT_FIELD), CAMPUS_SORT_FIELD.CAMPUS_NAME),
});
export type CampusListQuery = z.infer<typeof campusListFields>;

/** `GET /courses` (query) and `POST /searchCourse` (body). spec: access-and-administration §2, §7. */
export const courseListFields = fieldsOf({
  ...paging,
  sort_by: sortBy(codesOf(COURSE_SORT_FIELD), COURSE_SORT_FIELD.COURSE_NAME),
  course_code: term('Course code', 'The course code'),
  course_id: term('Course ID', 'The course id of the student management system'),
  course_name: term('Course name', 'The course name'),
});
export type CourseListQuery = z.infer<typeof courseListFields>;

/** `POST|GET /students` and `POST /searchStudent`. spec: access-and-administration §2, §7. */
export const studentListFields = fieldsOf({
  ...paging,
  sort_by: sortBy(codesOf(STUDENT_SORT_FIELD), STUDENT_SORT_FIELD.FULL_NAME),
  student_id: term('Student ID', 'The student id'),
  student_name: term('Student name', 'The first, middle, last or full name (first [middle] last, or first last)'),
  email: term('Email', 'The e-mail address'),
  search: term(
    'Search',
    'One box (extension, the request form’s student picker): the student id, a name as `student_name` or the e-mail',
  ),
});
export type StudentListQuery = z.infer<typeof studentListFields>;

/**
 * `POST /addStudent` as published: the shared student rules with the date of birth as text (a
 * date in ISO `YYYY-MM-DD` or the configured `display_date_format`). The handler then checks the
 * whole body with `studentFields(display_date_format)`. spec: access-and-administration §5.
 */
const studentShape = studentFields(DEFAULT_DATE_FORMAT).shape;
export const addStudentBody = fieldsOf({
  ...studentShape,
  middle_name: studentShape.middle_name.optional().describe('Optional'),
  usi: studentShape.usi
    .optional()
    .describe(
      'Unique Student Identifier (optional, extension): 10 characters, the last a check character; spaces dropped, upper-cased',
    ),
  dob: text({ max: 30, required: STUDENT_MESSAGES.dob, label: 'DOB' }).describe(
    'Date of birth: YYYY-MM-DD, or in the configured display_date_format (e.g. 14-03-1996)',
  ),
});
export type AddStudentInput = z.output<typeof addStudentBody>;

/** The `{ id }` path parameter of `/course/{id}/view`. */
export const courseIdParams = z.object({ id: id('Invalid course id') });
