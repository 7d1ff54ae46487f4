/**
 * Dropdown and small lookups: `/requisitionerCourseDetails`, `/courseUnits/{courseId}`,
 * `/SigneeDetails`, `/signatureDetails`, `/configFeePaidConfirmation`, `/getEnrolmentDetailId/{id}`.
 * spec: certificate-workflow §7; access-and-administration §7; api/CONTRACT.md "Lookups".
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import {
  campuses,
  certificates,
  courseUnits,
  courses,
  storedFiles,
  students,
  userRoles,
  userSignatures,
  users,
} from '../db/schema.js';
import { ROLE } from '../auth/principal.js';
import { notFound } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { CERTIFICATE_TYPES } from './certificateTypes.js';
import { getConfigValues, reportUrl } from './configuration.js';

const idParam = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });
const courseIdParam = z.object({
  courseId: z.coerce.number({ error: 'Invalid course id' }).int('Invalid course id').positive('Invalid course id'),
});

/** Users holding `roleId`, active and not deleted, by name. */
function usersWithRole(db: AppDeps['db'], roleId: number) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
    .where(and(eq(users.status, true), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Registers the lookup routes. spec: api/CONTRACT.md "Lookups". */
export async function registerLookupRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** GET /requisitionerCourseDetails — request-form and search-panel dropdowns. spec: certificate-workflow §7. */
  app.get('/requisitionerCourseDetails', async () => {
    const [courseRows, studentRows, requisitioners, campusRows, cfg] = await Promise.all([
      db.select({ id: courses.id, name: courses.courseName, course_code: courses.courseCode }).from(courses).orderBy(asc(courses.courseName)),
      db
        .select({
          id: students.id,
          name: sql<string>`concat_ws(' ', ${students.firstName}, nullif(${students.middleName}, ''), ${students.lastName})`,
          student_id: students.studentId,
        })
        .from(students)
        .orderBy(asc(students.firstName), asc(students.lastName)),
      usersWithRole(db, ROLE.REQUISITIONER),
      db.select({ id: campuses.id, name: campuses.campusName }).from(campuses).orderBy(asc(campuses.campusName)),
      getConfigValues(db, ['display_date_format']),
    ]);
    return {
      success: 1,
      course_details: courseRows,
      student_details: studentRows,
      requisitioner_details: requisitioners.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` })),
      campus_details: campusRows,
      certificate_types: CERTIFICATE_TYPES.map((t) => ({ code: t.code, name: t.name })),
      display_date_format: cfg.display_date_format,
    };
  });

  /** GET /courseUnits/{courseId} — the units packaged in a course (extension). spec: api/CONTRACT.md "Lookups". */
  app.get('/courseUnits/:courseId', async (request) => {
    const { courseId } = parseInput(courseIdParam, request.params);
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw notFound('Course not found');
    const units = await db
      .select({ unit_code: courseUnits.unitCode, unit_name: courseUnits.unitName, core: courseUnits.core })
      .from(courseUnits)
      .where(eq(courseUnits.courseId, courseId))
      .orderBy(sql`${courseUnits.core} DESC`, asc(courseUnits.unitCode));
    return { success: 1, units };
  });

  /** GET /SigneeDetails — active users with the Signee role. spec: certificate-workflow §7. */
  app.get('/SigneeDetails', async () => {
    const rows = await usersWithRole(db, ROLE.SIGNEE);
    return { success: 1, signees: rows.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName })) };
  });

  /** GET /signatureDetails — the caller's stored signature as a data URL. spec: access-and-administration §7. */
  app.get('/signatureDetails', async (request) => {
    const [row] = await db
      .select({ contentType: storedFiles.contentType, data: storedFiles.data })
      .from(userSignatures)
      .innerJoin(storedFiles, eq(storedFiles.id, userSignatures.fileId))
      .where(eq(userSignatures.userId, request.principal.userId));
    if (!row) return { success: 0, signature: null, message: 'Please save your Signature' };
    return { success: 1, signature: `data:${row.contentType};base64,${Buffer.from(row.data).toString('base64')}` };
  });

  /** GET /configFeePaidConfirmation — 'Yes' turns on the fee choice in approval. spec: certificate-workflow §7. */
  app.get('/configFeePaidConfirmation', async () => {
    const cfg = await getConfigValues(db, ['fee_paid_or_not_confirmation']);
    return { success: 1, data: cfg.fee_paid_or_not_confirmation === 'Yes' ? 'Yes' : 'NO' };
  });

  /** GET /getEnrolmentDetailId/{id} — enrolment id and student-portal report URL. spec: certificate-workflow §1, §7. */
  app.get('/getEnrolmentDetailId/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const [row] = await db
      .select({ enrolmentDetailId: certificates.enrolmentDetailId })
      .from(certificates)
      .where(eq(certificates.id, id));
    if (!row) throw notFound('Certificate not found');
    const cfg = await getConfigValues(db, ['student_portal_report_url']);
    return {
      success: 1,
      certificate_data: {
        enrolment_detail_id: row.enrolmentDetailId,
        report_url: reportUrl(cfg.student_portal_report_url, row.enrolmentDetailId),
      },
    };
  });
}
