/**
 * The Add Student form's values and its validation by THE shared student rules
 * (`studentFields` of `@certify/api/imports`, the same the api applies to `POST /addStudent` and to
 * every imported student row): §5's messages word for word, nothing rewritten here.
 * spec: access-and-administration §5 "Add Student".
 */
import { DATE_FORMAT, type DateFormatCode } from '@certify/api/codes';
import { studentFields } from '@certify/api/imports';

/** What the form holds (the date of birth as `YYYY-MM-DD`, or null). */
export interface StudentFormValues {
  studentId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  mobile: string;
  email: string;
  dob: string | null;
  /** The Unique Student Identifier as typed (optional; checked with its check character, docs/verification.md). */
  usi: string;
}

export type StudentField = keyof StudentFormValues;
export type StudentFormErrors = Partial<Record<StudentField, string>>;

/** §5: the mobile number is capped at 10 characters on entry. */
export const MOBILE_MAX_LENGTH = 10;

/** An empty form. */
export const emptyStudentForm = (): StudentFormValues => ({
  studentId: '',
  firstName: '',
  middleName: '',
  lastName: '',
  mobile: '',
  email: '',
  dob: null,
  usi: '',
});

/** The api's (and the shared rules') field names → the form's. */
const FIELD_OF: Readonly<Record<string, StudentField>> = {
  student_id: 'studentId',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  mobile: 'mobile',
  email: 'email',
  dob: 'dob',
  usi: 'usi',
};

const FORMATS: readonly string[] = Object.values(DATE_FORMAT);

/** The configured display format as the api's code (the default when the setting is unknown). */
export const dateFormatCode = (displayFormat: string): DateFormatCode =>
  FORMATS.includes(displayFormat) ? (displayFormat as DateFormatCode) : DATE_FORMAT.DAY_MONTH_YEAR_HYPHEN;

/** The first broken §5 rule of each field (the shared rules, dates in ISO or `displayFormat`). */
export function validateStudentForm(values: StudentFormValues, displayFormat: string): StudentFormErrors {
  const result = studentFields(dateFormatCode(displayFormat)).safeParse({
    student_id: values.studentId,
    first_name: values.firstName,
    middle_name: values.middleName,
    last_name: values.lastName,
    mobile: values.mobile,
    email: values.email,
    dob: values.dob ?? '',
    usi: values.usi,
  });
  const errors: StudentFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether any field has a message. */
export const hasStudentErrors = (errors: StudentFormErrors): boolean => Object.values(errors).some(Boolean);

const FIELDS: ReadonlySet<string> = new Set(Object.values(FIELD_OF));

/** The server's `fieldErrors` (input names, maybe under `input.`) on the form's fields. */
export function studentFieldErrors(fieldErrors: Record<string, string>): StudentFormErrors {
  const errors: StudentFormErrors = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const name = key.replace(/^input\./, '').split('.')[0] ?? '';
    const field = FIELDS.has(name) ? (name as StudentField) : FIELD_OF[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}
