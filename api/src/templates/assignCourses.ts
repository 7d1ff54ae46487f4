/**
 * Assign Course: the template may print the chosen courses' certificates of one type. Assignments
 * add up (one already made is kept once); a course + type may have several templates, of which a
 * new request picks by validity (pick.ts). One transaction: the assignments, the version bump and
 * the audit event `template.courses_assigned`.
 *
 * spec: access-and-administration §2 "Template Listing" (Assign Course), §5 "Assign course", §7
 * POST /assignCourse; api/CONTRACT.md "Templates".
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { courses, templateCourses } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { bumpVersion, courseLabel, lockTemplate } from './queries.js';
import type { AssignCourseInput } from './schemas.js';
import { checkVersion } from './validity.js';

export const COURSES_ASSIGNED = 'Courses assigned successfully';
export const UNKNOWN_COURSE = 'One of the chosen courses does not exist';

/**
 * POST /assignCourse: 404 for an unknown template, 400 for an unknown course, 409 for a stale
 * `version`. Answers the template's version (unchanged when every assignment existed already).
 */
export async function assignCourses(deps: AppDeps, principal: Principal, input: AssignCourseInput) {
  return deps.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, input.certificate_id);
    checkVersion(template.version, input.version);
    const known = await tx
      .select({ id: courses.id, name: courses.courseName })
      .from(courses)
      .where(inArray(courses.id, input.course_id));
    if (known.length !== input.course_id.length) throw badRequest(UNKNOWN_COURSE, { course_id: UNKNOWN_COURSE });

    const before = await tx
      .select({ courseId: templateCourses.courseId, type: templateCourses.certificateType })
      .from(templateCourses)
      .where(eq(templateCourses.templateId, template.id));
    const added = await tx
      .insert(templateCourses)
      .values(
        input.course_id.map((courseId) => ({
          templateId: template.id,
          courseId,
          certificateType: input.certificate_type,
        })),
      )
      .onConflictDoNothing({
        target: [templateCourses.templateId, templateCourses.courseId, templateCourses.certificateType],
      })
      .returning({ courseId: templateCourses.courseId });
    if (!added.length) return { success: 1 as const, message: COURSES_ASSIGNED, version: template.version };

    const version = await bumpVersion(tx, template.id, template.version);
    const nameOf = new Map(known.map((c) => [c.id, c.name]));
    const labels = (rows: { courseId: number; type: string }[]) =>
      rows.map((r) => ({ course_id: r.courseId, certificate_type: r.type }));
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'template.courses_assigned',
      subjectType: 'template',
      subjectId: template.id,
      before: { version: template.version, courses: labels(before) },
      after: {
        version,
        courses: labels([...before, ...added.map((a) => ({ courseId: a.courseId, type: input.certificate_type }))]),
        added: added.map((a) => courseLabel(nameOf.get(a.courseId) ?? String(a.courseId), input.certificate_type)),
      },
    });
    return { success: 1 as const, message: COURSES_ASSIGNED, version };
  });
}
