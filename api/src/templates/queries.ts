/**
 * Reading templates: the listing page (with assigned courses and field reports), one template's
 * courses and signees, and the row a change locks. spec: access-and-administration §2 "Template
 * Listing", §3 "Template", §7 (/listCertificates, /certificateCourseSignee/{id}).
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { courses, templateCourses, templateSignees, templates, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { fullName } from '../people/names.js';
import type { z } from 'zod';
import type { PageWindow } from '../http/paging.js';
import type { courseSigneeAnswer, templateRow } from './answers.js';
import { fieldReport } from './expectedFields.js';
import type { ListQuery } from './schemas.js';

export const TEMPLATE_NOT_FOUND = 'Template not found';

type Executor = Db | Tx;
export type TemplateRow = z.infer<typeof templateRow>;

/** `a\%b` for LIKE: the user's `%` and `_` match themselves. */
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The listing label of an assignment: 'course name-type code' (access-and-administration §3). */
export const courseLabel = (courseName: string, type: string) => `${courseName}-${type}`;

/** The `/files/{id}` path of a stored file, or null. */
export const filePath = (fileId: number | null) => (fileId ? `/files/${fileId}` : null);

const rowColumns = {
  id: templates.id,
  name: templates.name,
  fileId: templates.fileId,
  noOfSignees: templates.noOfSignees,
  skipSign: templates.skipSign,
  fieldLayout: templates.fieldLayout,
  validFrom: templates.validFrom,
  validTo: templates.validTo,
  status: templates.status,
  version: templates.version,
};

/** The listing rows of the templates `rows` (their courses in one query). */
async function toRows(
  db: Executor,
  rows: Array<{ [K in keyof typeof rowColumns]: (typeof templates.$inferSelect)[K] }>,
): Promise<TemplateRow[]> {
  if (!rows.length) return [];
  const assigned = await db
    .select({
      templateId: templateCourses.templateId,
      courseName: courses.courseName,
      type: templateCourses.certificateType,
    })
    .from(templateCourses)
    .innerJoin(courses, eq(courses.id, templateCourses.courseId))
    .where(
      inArray(
        templateCourses.templateId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(courses.courseName), asc(templateCourses.certificateType), asc(templateCourses.id));
  const labels = new Map<number, string[]>();
  for (const a of assigned) {
    const list = labels.get(a.templateId) ?? [];
    list.push(courseLabel(a.courseName, a.type));
    labels.set(a.templateId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    no_of_signees: r.noOfSignees,
    skip_sign: r.skipSign,
    status: r.status,
    valid_from: r.validFrom,
    valid_to: r.validTo,
    sample_file: filePath(r.fileId),
    courses: labels.get(r.id) ?? [],
    fields: fieldReport(r.fileId ? r.fieldLayout : null, r.noOfSignees),
    version: r.version,
  }));
}

/**
 * One page of templates, newest first, optionally those whose name contains `search`
 * (case-insensitive): `{ rows, total }`. spec: access-and-administration §7 GET /listCertificates.
 */
export async function listTemplates(
  db: Executor,
  query: ListQuery,
  window: PageWindow,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where: SQL | undefined = query.search
    ? ilike(templates.name, `%${escapeLike(query.search.replace(/\s+/g, ' '))}%`)
    : undefined;
  const [totalRow] = await db.select({ n: count() }).from(templates).where(where);
  const rows = await db
    .select(rowColumns)
    .from(templates)
    .where(where)
    .orderBy(desc(templates.id))
    .limit(window.perPage)
    .offset(window.offset);
  return { rows: await toRows(db, rows), total: Number(totalRow?.n ?? 0) };
}

/** The listing row of one template; 404 when there is none. */
export async function templateRowOf(db: Executor, id: number): Promise<TemplateRow> {
  const rows = await db.select(rowColumns).from(templates).where(eq(templates.id, id));
  if (!rows.length) throw notFound(TEMPLATE_NOT_FOUND);
  return (await toRows(db, rows))[0]!;
}

/**
 * A template's assigned courses and signee slots; 404 when there is no such template.
 * spec: access-and-administration §7 GET /certificateCourseSignee/{id}.
 */
export async function coursesAndSignees(db: Executor, id: number): Promise<z.infer<typeof courseSigneeAnswer>> {
  const [template] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id));
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const [assigned, slots] = await Promise.all([
    db
      .select({
        id: templateCourses.id,
        courseId: courses.id,
        courseName: courses.courseName,
        courseCode: courses.courseCode,
        type: templateCourses.certificateType,
      })
      .from(templateCourses)
      .innerJoin(courses, eq(courses.id, templateCourses.courseId))
      .where(eq(templateCourses.templateId, id))
      .orderBy(asc(courses.courseName), asc(templateCourses.certificateType), asc(templateCourses.id)),
    db
      .select({
        slot: templateSignees.slot,
        userId: templateSignees.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        designation: templateSignees.designation,
      })
      .from(templateSignees)
      .innerJoin(users, eq(users.id, templateSignees.userId))
      .where(eq(templateSignees.templateId, id))
      .orderBy(asc(templateSignees.slot)),
  ]);
  return {
    success: 1,
    certificate_courses: assigned.map((a) => ({
      id: a.id,
      course_id: a.courseId,
      course_name: a.courseName,
      course_code: a.courseCode,
      certificate_type: a.type,
      label: courseLabel(a.courseName, a.type),
    })),
    certificate_signees: slots.map((s) => ({
      slot: s.slot,
      user_id: s.userId,
      name: fullName(s.firstName, s.lastName),
      designation: s.designation,
    })),
  };
}

/**
 * Locks the template row for a change (`SELECT … FOR UPDATE`): 404 when there is none. Two
 * concurrent changes of one template then run one after the other.
 */
export async function lockTemplate(tx: Tx, id: number) {
  const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** Bumps the template's version and `updated_at` (every change of it, its courses or its signees). */
export async function bumpVersion(tx: Tx, id: number, version: number): Promise<number> {
  const [row] = await tx
    .update(templates)
    .set({ version: version + 1, updatedAt: new Date() })
    .where(and(eq(templates.id, id), eq(templates.version, version)))
    .returning({ version: templates.version });
  if (!row) throw new Error(`template ${id} changed while locked`);
  return row.version;
}
