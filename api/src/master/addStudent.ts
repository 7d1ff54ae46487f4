/**
 * `POST /addStudent`: a student added by hand, checked with THE shared student rules
 * (`studentFields` of `@certify/api/imports`, the same that check an imported student row) with
 * the configured `display_date_format`, written with its audit event in one transaction.
 * spec: access-and-administration §2 "Master area" (Add Student), §5 "Add Student", §7, §8
 * "Add student"; api/CONTRACT.md "Master data".
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Db, Tx } from '../db/client.js';
import { students } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { fieldsOf } from '../http/fields.js';
import { studentFields } from '../imports/rows.js';
import { displayDateFormat } from '../settings/configuration.js';
import { isUniqueViolation } from '../users/manage.js';
import type { StudentRow } from './answers.js';
import { loadStudentRow } from './queries.js';
import { type AddStudentInput, MASTER_MESSAGES } from './schemas.js';

/** 400 'The student ID has already been taken.' on `student_id`. */
export const studentIdTaken = () =>
  badRequest(MASTER_MESSAGES.studentIdTaken, { student_id: MASTER_MESSAGES.studentIdTaken });

/**
 * Serialises, until commit, the transactions writing student id `studentId` (whatever its case),
 * so two adds of one id cannot both pass the check.
 */
export async function lockStudentId(tx: Tx, studentId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('certify.student'), hashtext(lower(${studentId})))`);
}

/** The unique indexes of `students.student_id`: as typed, and whatever its case (migration 0004). */
const STUDENT_ID_INDEXES = ['students_student_id_unique', 'students_student_id_lower_uq'];

/** What the audit trail keeps of a student. */
const studentSnapshot = (row: StudentRow): Record<string, unknown> => {
  const { id: _id, full_name: _name, ...fields } = row;
  return fields;
};

/**
 * A `preValidation` hook checking the body of `POST /addStudent` with the shared student rules and
 * the configured date format, so every field's §5 message comes in one 400 (a ZodError, keyed by
 * field); the body becomes the checked fields (dates as `YYYY-MM-DD`), which the route schema
 * then accepts as they are.
 */
export const checkStudentBody =
  (db: Db) =>
  async (request: FastifyRequest): Promise<void> => {
    refuseNonText(request.body);
    request.body = fieldsOf(studentFields(await displayDateFormat(db)).shape).parse(request.body);
  };

/** The fields of a student, as a message names them. */
const FIELD_LABELS: Record<string, string> = {
  student_id: 'Student ID',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  email: 'E-mail',
  mobile: 'Mobile Number',
  dob: 'DOB',
  usi: 'USI',
};

/**
 * 400 "<field> must be text" for a field sent as a list or an object: the shared rules read every
 * value as text (a CSV cell), which a nested list is not.
 */
function refuseNonText(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'object' && value !== null) {
      throw badRequest(`${label} must be text`, { [field]: `${label} must be text` });
    }
  }
}

/**
 * Adds a student checked by `checkStudentBody`. 400 on `student_id` when the id is taken, whatever
 * its case, also when a concurrent add wins. Answers the new row.
 */
export async function addStudent(
  deps: Pick<AppDeps, 'db'>,
  actorId: number,
  input: AddStudentInput,
): Promise<StudentRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockStudentId(tx, input.student_id);
      const [taken] = await tx
        .select({ id: students.id })
        .from(students)
        .where(sql`lower(${students.studentId}) = lower(${input.student_id})`);
      if (taken) throw studentIdTaken();
      const [created] = await tx
        .insert(students)
        .values({
          studentId: input.student_id,
          firstName: input.first_name,
          middleName: input.middle_name ?? null,
          lastName: input.last_name,
          email: input.email,
          mobile: input.mobile,
          dob: input.dob,
          usi: input.usi ?? null,
        })
        .returning({ id: students.id });
      const row = (await loadStudentRow(tx, created!.id))!;
      await recordAudit(tx, {
        actorId,
        action: 'student.created',
        subjectType: 'student',
        subjectId: row.id,
        before: null,
        after: studentSnapshot(row),
      });
      return row;
    });
  } catch (err) {
    if (STUDENT_ID_INDEXES.some((index) => isUniqueViolation(err, index))) throw studentIdTaken();
    throw err;
  }
}
