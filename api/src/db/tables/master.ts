/**
 * Master data: campuses, courses with their units of competency, and students. spec: access-and-
 * administration §3 "Imported CSV"; docs/product.md "Master data and CSV import".
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldedSearchTextOf, fullNameOf } from '../studentText.js';

/** Campuses; `campus_code` is the natural key of a campus import (unique whatever its case). */
export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    campusName: text('campus_name').notNull(),
    /** External campus identifier (from the student management system). */
    campusId: text('campus_id').notNull().unique(),
    campusCode: text('campus_code').notNull(),
    address: text('address'),
    shortName: text('short_name'),
  },
  (t) => [
    uniqueIndex('campuses_campus_code_lower_uq').on(sql`lower(${t.campusCode})`),
    /** The certificate lists' sort by campus name (lists/query.ts `SORT_SQL`; docs/architecture.md "Queries that scale"). */
    index('campuses_name_idx').on(sql`lower(${t.campusName})`, t.id),
  ],
);

/**
 * Nationally recognised training products (qualifications, skill sets, courses). `course_code` is
 * the natural key of a course import (unique whatever its case).
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    courseName: text('course_name').notNull(),
    certificateCourseName: text('certificate_course_name'),
    /** National code, e.g. BSB50420. */
    courseCode: text('course_code').notNull().unique(),
    /** External course identifier. */
    courseId: text('course_id'),
    courseShortName: text('course_short_name'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    graduateCertificateCourseName: text('graduate_certificate_course_name'),
    /** AQF qualification (testamur carries the AQF statement) vs. other course. */
    isQualification: boolean('is_qualification').notNull().default(true),
  },
  (t) => [
    uniqueIndex('courses_course_code_lower_uq').on(sql`lower(${t.courseCode})`),
    /** The certificate lists' sort by course name (lists/query.ts `SORT_SQL`; docs/architecture.md "Queries that scale"). */
    index('courses_name_idx').on(sql`lower(${t.courseName})`, t.id),
  ],
);

/** Units of competency packaged in a course (suggestions for the request form). */
export const courseUnits = pgTable(
  'course_units',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    unitCode: text('unit_code').notNull(),
    unitName: text('unit_name').notNull(),
    core: boolean('core').notNull().default(true),
  },
  (t) => [
    uniqueIndex('course_units_course_unit_uq').on(t.courseId, t.unitCode),
    // A course import matches a unit by its code whatever the case.
    uniqueIndex('course_units_course_unit_lower_uq').on(t.courseId, sql`lower(${t.unitCode})`),
  ],
);

/** Students; `student_id` is the natural key of a student import (unique whatever its case). */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    /** External student identifier. */
    studentId: text('student_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    dob: date('dob', { mode: 'string' }),
    /** Unique Student Identifier (national), optional. */
    usi: text('usi'),
  },
  (t) => [
    uniqueIndex('students_student_id_lower_uq').on(sql`lower(${t.studentId})`),
    /**
     * The name sort of the student list and of the certificate lists (docs/architecture.md "Queries that scale"): `lower()` of the full name, db/studentText.ts.
     */
    index('students_name_idx').on(sql`lower(${fullNameOf(t)})`, t.id),
    /**
     * Every student search (the search box, a name, an id, an e-mail; the certificate lists' student
     * name): trigrams of the folded search text (db/studentText.ts), so a part of it is found
     * without reading every student (pg_trgm).
     */
    index('students_search_trgm_idx').using('gin', sql`${foldedSearchTextOf(t)} gin_trgm_ops`),
  ],
);
