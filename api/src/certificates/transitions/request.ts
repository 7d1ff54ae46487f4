/**
 * Request a certificate: validate, pick the template by course + certificate type and validity on
 * the request day (templates/pick.ts), insert the certificate (status 0) with its units and a
 * snapshot of the template's signee slots, audit, notify the approvers (CERTIFICATE_REQUESTED).
 * Needs permission `requested_certificate.add`.
 *
 * spec: certificate-workflow §2 "Request Certificate", §5 "Request form", §7 POST /saveCertificate;
 * DESIGN.md state machine row "request"; api/CONTRACT.md "Transitions".
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import type { Tx } from '../../db/client.js';
import {
  campuses,
  certificates,
  certificateSignees,
  certificateUnits,
  courses,
  students,
  templateSignees,
} from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { CREDENTIAL_STATUS, REQUEST_PERMISSION } from '../rules.js';
import { recordTransition, runInTransaction } from '../workflow/apply.js';
import { transitionAnswer } from '../workflow/apply.js';
import { approvers } from '../workflow/recipients.js';
import type { RequestInput } from '../workflow/schemas.js';
import { describe, type Subject } from '../workflow/subjects.js';
import { fullName } from '../../people/names.js';
import { fromRestUnit } from '../unitKeys.js';
import { pickTemplate } from '../../templates/pick.js';
import { localDay } from '../../templates/validity.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

const DUPLICATE = 'This credential number is already in use';

/** Checks the referenced rows and finds the template; 400 naming the field otherwise. */
async function resolveReferences(tx: Tx, input: RequestInput) {
  const [student] = await tx.select().from(students).where(eq(students.id, input.student_name));
  if (!student) throw requestFailed('Please enter student name', { student_name: 'Please enter student name' });
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.course));
  if (!course) throw requestFailed('Please select course', { course: 'Please select course' });
  const [campus] = await tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, input.campus));
  if (!campus) throw requestFailed('Please select campus', { campus: 'Please select campus' });
  // The active template assigned to course + type that is valid today (templates/pick.ts).
  const picked = await pickTemplate(tx, input.course, input.certification_type, localDay());
  if ('problem' in picked) throw requestFailed(picked.problem, { certification_type: picked.problem });
  const { template } = picked;
  const slots = await tx
    .select()
    .from(templateSignees)
    .where(eq(templateSignees.templateId, template.id))
    .orderBy(asc(templateSignees.slot));
  if (!template.skipSign && slots.length === 0) {
    const message = 'The certificate template for this course and certificate type has no signees assigned';
    throw requestFailed(message, { certification_type: message });
  }
  const [taken] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.credentialNumber, input.credential_number));
  if (taken) throw requestFailed(DUPLICATE, { credential_number: DUPLICATE });
  return { student, template, slots };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The 400 of `/saveCertificate`: `errors` plus `certificate: { success: 0, message }` (api/CONTRACT.md). */
export const requestFailed = (message: string, errors: Record<string, string>) =>
  badRequest(message, errors, { certificate: { success: 0, message } });

/** POST /saveCertificate: `input` as validated by `requestBody`. */
export async function requestCertificate(deps: AppDeps, principal: Principal, input: RequestInput) {
  if (!principal.permissions.has(REQUEST_PERMISSION)) {
    throw forbidden('You do not have permission to request certificates');
  }
  try {
    const outcome = await runInTransaction(deps, principal.userId, async (ctx) => {
      const { tx } = ctx;
      const { student, template, slots } = await resolveReferences(tx, input);
      const [row] = await tx
        .insert(certificates)
        .values({
          studentId: input.student_name,
          courseId: input.course,
          campusId: input.campus,
          templateId: template.id,
          certificateType: input.certification_type,
          requisitionerId: principal.userId,
          credentialDate: input.credential_date,
          credentialNumber: input.credential_number,
          credentialStatus: CREDENTIAL_STATUS.REQUESTED,
          comments: input.comments ?? null,
          enrolmentDetailId: input.enrolment_detail_id ?? null,
        })
        .returning({ id: certificates.id });
      const id = row!.id;
      await tx
        .insert(certificateUnits)
        .values(input.units.map((u, position) => ({ certificateId: id, position, ...fromRestUnit(u) })));
      if (slots.length > 0) {
        await tx
          .insert(certificateSignees)
          .values(
            slots.map((s) => ({ certificateId: id, slot: s.slot, userId: s.userId, designation: s.designation })),
          );
      }
      const subject: Subject = {
        id,
        credentialStatus: CREDENTIAL_STATUS.REQUESTED,
        reprintStatus: null,
        templateId: template.id,
        skipSign: template.skipSign,
        credentialNumber: input.credential_number,
        studentName: fullName(student.firstName, student.middleName, student.lastName),
        requisitionerId: principal.userId,
        reprintRequestedBy: null,
      };
      const outcomes = [{ id, credential_status: CREDENTIAL_STATUS.REQUESTED, reprint_status: null }];
      const recipients = await approvers(tx);
      await recordTransition(
        ctx,
        [subject],
        outcomes,
        {
          action: 'requested',
          comment: input.comments ?? null,
          notify: (s) => [
            {
              subject: 'CERTIFICATE_REQUESTED',
              certificateId: s.id,
              recipients,
              message: M.requested(describe(s)),
            },
          ],
        },
        'none',
      );
      return outcomes;
    });
    const message = 'Certificate requested successfully';
    return { ...transitionAnswer(message, outcome), certificate: { success: 1 as const, message, id: outcome[0]!.id } };
  } catch (err) {
    // Two concurrent requests with one credential number: the unique index decides.
    if (isUniqueViolation(err)) throw requestFailed(DUPLICATE, { credential_number: DUPLICATE });
    throw err;
  }
}
