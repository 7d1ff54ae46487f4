/**
 * Dropdown and small lookups: `/requisitionerCourseDetails`, `/courseUnits/{courseId}`,
 * `/SigneeDetails`, `/configFeePaidConfirmation`, `/getEnrolmentDetailId/{id}` (`/signatureDetails`: signatures/routes.ts).
 * spec: certificate-workflow §7; access-and-administration §7; api/CONTRACT.md "Lookups".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { codesOf, FEE_CONFIRMATION } from '../codes.js';
import { campuses, certificates, courseUnits, courses } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { errors, json } from '../http/answers.js';
import { certificateIdParams, id } from '../http/fields.js';
import { certificateType } from '../http/codeAnswers.js';
import { CERTIFICATE_NOT_FOUND, certificateVisibilitySql } from '../certificates/views/visibility.js';
import { RECENT_STUDENTS, recentStudents } from '../master/queries.js';
import { fullName } from '../people/names.js';
import { activeUsersWithPermission } from '../users/queries.js';
import { CERTIFICATE_TYPES } from '../codes/certificateTypes.js';
import { getConfigValues, reportUrl } from '../settings/configuration.js';

const TAGS = ['Lookups'];
const idAndName = z.object({ id: z.int(), name: z.string() });

/** `GET /requisitionerCourseDetails`: the request form's and search panel's choices (recent students only). */
const formChoicesAnswer = z.object({
  success: z.literal(1),
  course_details: z.array(idAndName.extend({ course_code: z.string() })),
  student_details: z
    .array(idAndName.extend({ student_id: z.string() }))
    .describe(
      'The 20 most recently added students, newest first; the student picker searches the rest with ' +
        'POST /searchStudent (`search`: id, name or e-mail)',
    ),
  requisitioner_details: z.array(idAndName),
  campus_details: z.array(idAndName),
  certificate_types: z.array(z.object({ code: certificateType, name: z.string() })),
  display_date_format: z.string().describe('How dates are shown, e.g. DD/MM/YYYY'),
});
const courseUnitsAnswer = z.object({
  success: z.literal(1),
  units: z.array(z.object({ unit_code: z.string(), unit_name: z.string(), core: z.boolean() })),
});
const signeesAnswer = z.object({
  success: z.literal(1),
  signees: z.array(z.object({ id: z.int(), first_name: z.string(), last_name: z.string() })),
});
const feeConfirmationAnswer = z.object({
  success: z.literal(1),
  data: z.enum(codesOf(FEE_CONFIRMATION)).describe("'Yes' turns on the fee choice at approval"),
});
const enrolmentAnswer = z.object({
  success: z.literal(1),
  certificate_data: z.object({
    enrolment_detail_id: z.string().nullable(),
    report_url: z.string().nullable().describe('The student-portal assessment report, or null'),
  }),
});

/** Registers the lookup routes. spec: api/CONTRACT.md "Lookups". */
export async function registerLookupRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** GET /requisitionerCourseDetails — request-form and search-panel dropdowns. spec: certificate-workflow §7. */
  api.get(
    '/requisitionerCourseDetails',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'Courses, recent students, requisitioners, campuses and certificate types to choose from',
        description:
          `\`student_details\` holds only the ${RECENT_STUDENTS} most recently added students (an RTO has ` +
          'thousands): the request form’s student picker searches `POST /searchStudent` with `search`.',
        response: { 200: json(formChoicesAnswer, 'The choices'), ...errors(401) },
      },
    },
    async () => {
      const [courseRows, studentRows, requisitioners, campusRows, cfg] = await Promise.all([
        db
          .select({ id: courses.id, name: courses.courseName, course_code: courses.courseCode })
          .from(courses)
          .orderBy(asc(courses.courseName)),
        recentStudents(db),
        activeUsersWithPermission(db, 'requested_certificate.add'),
        db.select({ id: campuses.id, name: campuses.campusName }).from(campuses).orderBy(asc(campuses.campusName)),
        getConfigValues(db, ['display_date_format']),
      ]);
      return {
        success: 1 as const,
        course_details: courseRows,
        student_details: studentRows,
        requisitioner_details: requisitioners.map((u) => ({ id: u.id, name: fullName(u.firstName, u.lastName) })),
        campus_details: campusRows,
        certificate_types: CERTIFICATE_TYPES.map((t) => ({ code: t.code, name: t.name })),
        display_date_format: cfg.display_date_format,
      };
    },
  );

  /** GET /courseUnits/{courseId} — the units packaged in a course (extension). spec: api/CONTRACT.md "Lookups". */
  api.get(
    '/courseUnits/:courseId',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'The units of competency packaged in a course (core first)',
        params: z.object({ courseId: id('Invalid course id') }),
        response: { 200: json(courseUnitsAnswer, 'The units'), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!course) throw notFound('Course not found');
      const units = await db
        .select({ unit_code: courseUnits.unitCode, unit_name: courseUnits.unitName, core: courseUnits.core })
        .from(courseUnits)
        .where(eq(courseUnits.courseId, courseId))
        .orderBy(sql`${courseUnits.core} DESC`, asc(courseUnits.unitCode));
      return { success: 1 as const, units };
    },
  );

  /** GET /SigneeDetails — active users whose roles grant signing. spec: certificate-workflow §7. */
  api.get(
    '/SigneeDetails',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'Active users whose roles grant signing (`certificate.sign`)',
        response: { 200: json(signeesAnswer, 'The signees'), ...errors(401) },
      },
    },
    async () => {
      const rows = await activeUsersWithPermission(db, 'certificate.sign');
      return {
        success: 1 as const,
        signees: rows.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName })),
      };
    },
  );

  /** GET /configFeePaidConfirmation — 'Yes' turns on the fee choice in approval. spec: certificate-workflow §7. */
  api.get(
    '/configFeePaidConfirmation',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'Whether approval records Paid / Not Paid',
        response: { 200: json(feeConfirmationAnswer, 'The setting'), ...errors(401) },
      },
    },
    async () => {
      const cfg = await getConfigValues(db, ['fee_paid_or_not_confirmation']);
      return {
        success: 1 as const,
        data: cfg.fee_paid_or_not_confirmation === FEE_CONFIRMATION.YES ? FEE_CONFIRMATION.YES : FEE_CONFIRMATION.NO,
      };
    },
  );

  /** GET /getEnrolmentDetailId/{id} — enrolment id and student-portal report URL. spec: certificate-workflow §1, §7. */
  api.get(
    '/getEnrolmentDetailId/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A certificate’s enrolment id and student-portal report link',
        description: '404 when the certificate is unknown or the caller may not see it.',
        params: certificateIdParams,
        response: { 200: json(enrolmentAnswer, 'The enrolment'), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await db
        .select({ enrolmentDetailId: certificates.enrolmentDetailId })
        .from(certificates)
        .where(and(eq(certificates.id, id), certificateVisibilitySql(request.principal)));
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
      const cfg = await getConfigValues(db, ['student_portal_report_url']);
      return {
        success: 1 as const,
        certificate_data: {
          enrolment_detail_id: row.enrolmentDetailId,
          report_url: reportUrl(cfg.student_portal_report_url, row.enrolmentDetailId),
        },
      };
    },
  );
}
