/**
 * Client validation of the request form with the spec's exact messages
 * (spec: certificate-workflow §5 "Request form (all required)"); the optional enrolment id (§1, §3)
 * only has the api's length limit.
 */
import { UNIT_FIELDS, type RequestFormValues, type UnitField } from './requestFormValues';

/** The longest enrolment id the api takes (its LIMITS.code). */
export const ENROLMENT_ID_MAX_LENGTH = 50;

export const REQUEST_MESSAGES = {
  studentId: 'Please enter student name',
  courseId: 'Please select course',
  campusId: 'Please select campus',
  certificateType: 'Please select certification type',
  credentialDate: 'Please select credential date',
  credentialNumber: 'Please select credential number',
  unitField: 'This field is required',
  enrolmentIdTooLong: `The enrolment id must be at most ${ENROLMENT_ID_MAX_LENGTH} characters`,
} as const;

export type RequestField =
  | 'studentId'
  | 'courseId'
  | 'campusId'
  | 'certificateType'
  | 'credentialDate'
  | 'credentialNumber'
  | 'enrolmentId';

export interface RequestFormErrors {
  fields: Partial<Record<RequestField, string>>;
  /** One entry per unit block: field → message. */
  units: Array<Partial<Record<UnitField, string>>>;
}

export const noErrors = (): RequestFormErrors => ({ fields: {}, units: [] });

export const hasErrors = (errors: RequestFormErrors): boolean =>
  Object.keys(errors.fields).length > 0 || errors.units.some((u) => Object.keys(u).length > 0);

const blank = (value: string | null) => value == null || value.trim() === '';

export function validateRequestForm(values: RequestFormValues): RequestFormErrors {
  const errors = noErrors();
  for (const field of [
    'studentId',
    'courseId',
    'campusId',
    'certificateType',
    'credentialDate',
    'credentialNumber',
  ] as const) {
    if (blank(values[field])) errors.fields[field] = REQUEST_MESSAGES[field];
  }
  if (values.enrolmentId.trim().length > ENROLMENT_ID_MAX_LENGTH) {
    errors.fields.enrolmentId = REQUEST_MESSAGES.enrolmentIdTooLong;
  }
  errors.units = values.units.map((unit) => {
    const unitErrors: Partial<Record<UnitField, string>> = {};
    for (const field of UNIT_FIELDS) if (blank(unit[field])) unitErrors[field] = REQUEST_MESSAGES.unitField;
    return unitErrors;
  });
  return errors;
}
