/**
 * Certificate templates: the PDF and its fields, its signees and its courses. spec: access-and-
 * administration §2 "Template Listing", §5.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CertificateTypeCode } from '../../codes.js';
import { ts, createdAt } from '../columns.js';
import { users } from './access.js';
import { storedFiles } from './files.js';
import { courses } from './master.js';

/**
 * A certificate template: an uploaded PDF (or the default layout), 1–10 signee slots. A new request
 * picks, among the active templates assigned to its course and type whose validity
 * (`valid_from`..`valid_to`, inclusive, null = open end) contains the request day, the one with the
 * latest `valid_from`, then the newest (certificates/transitions/request.ts).
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The uploaded template PDF; null = built-in default layout. */
    fileId: integer('file_id').references(() => storedFiles.id),
    noOfSignees: smallint('no_of_signees').notNull().default(1),
    skipSign: boolean('skip_sign').notNull().default(false),
    /** Field rectangles read once at upload: { [fieldName]: { page, x, y, width, height, fontSize? } } */
    fieldLayout: jsonb('field_layout').$type<Record<string, FieldRect>>(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    status: boolean('status').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Bumped by every change to the template, its courses or its signees. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'templates_validity_ck',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`,
    ),
    check('templates_no_of_signees_ck', sql`${t.noOfSignees} BETWEEN 1 AND 10`),
  ],
);

export interface FieldRect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize?: number;
}

/** Signee slot N (1..no_of_signees) of a template: who signs and with which designation. */
export const templateSignees = pgTable(
  'template_signees',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    designation: text('designation').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.slot] }),
    uniqueIndex('template_signees_user_uq').on(t.templateId, t.userId),
  ],
);

/**
 * Which templates may print a course's certificate of a given type. A course + type may have
 * several (e.g. a new design valid from a date); the request picks by validity (see `templates`).
 */
export const templateCourses = pgTable(
  'template_courses',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Certificate type code (CN, S, C, F, FN, P, SN, AC, MC, MD, CC). */
    certificateType: text('certificate_type').$type<CertificateTypeCode>().notNull(),
  },
  (t) => [
    uniqueIndex('template_courses_template_course_type_uq').on(t.templateId, t.courseId, t.certificateType),
    index('template_courses_course_type_idx').on(t.courseId, t.certificateType),
  ],
);
