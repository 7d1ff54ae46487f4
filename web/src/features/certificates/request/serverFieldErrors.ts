/**
 * Maps the server's `extensions.fieldErrors` onto the form: accepts the GraphQL input names
 * (`studentId`, `units.0.unitCode`) and the REST payload names (`student_name`, `units.0.unit_code`).
 */
import type { UnitField } from './requestFormValues';
import { noErrors, type RequestField, type RequestFormErrors } from './validateRequestForm';

const FIELD_ALIASES: Record<string, RequestField> = {
  studentId: 'studentId',
  student: 'studentId',
  student_name: 'studentId',
  courseId: 'courseId',
  course: 'courseId',
  campusId: 'campusId',
  campus: 'campusId',
  certificateType: 'certificateType',
  certification_type: 'certificateType',
  certificate_type: 'certificateType',
  credentialDate: 'credentialDate',
  credential_date: 'credentialDate',
  credentialNumber: 'credentialNumber',
  credential_number: 'credentialNumber',
  enrolmentId: 'enrolmentId',
  enrolment_detail_id: 'enrolmentId',
  enrolment_id: 'enrolmentId',
};

const UNIT_ALIASES: Record<string, UnitField> = {
  unitStartDate: 'unitStartDate',
  unit_start_date: 'unitStartDate',
  unitCode: 'unitCode',
  unit_code: 'unitCode',
  unitName: 'unitName',
  unit_name: 'unitName',
  mark: 'mark',
  outcomeResult: 'outcomeResult',
  outcome_result: 'outcomeResult',
  outcomeGradeShortCode: 'outcomeGradeShortCode',
  outcome_grade_short_code: 'outcomeGradeShortCode',
};

/** Form errors from the server's field map; keys it does not know are returned in `other`. */
export function mapServerFieldErrors(fieldErrors: Record<string, string>): {
  errors: RequestFormErrors;
  other: string[];
} {
  const errors = noErrors();
  const other: string[] = [];
  for (const [rawKey, message] of Object.entries(fieldErrors)) {
    const key = rawKey.replace(/^input\./, '');
    const unit = /^units[.[](\d+)\]?\.(\w+)$/.exec(key);
    if (unit) {
      const index = Number(unit[1]);
      const field = UNIT_ALIASES[unit[2] ?? ''];
      if (field) {
        while (errors.units.length <= index) errors.units.push({});
        errors.units[index]![field] = message;
        continue;
      }
    }
    const field = FIELD_ALIASES[key];
    if (field) errors.fields[field] = message;
    else other.push(message);
  }
  return { errors, other };
}
