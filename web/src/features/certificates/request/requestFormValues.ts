/** The Request Certificate form's values (spec: certificate-workflow §2 Request Certificate, §3 save payload). */
import type { CertificateType } from '../../../generated/graphql';

export interface UnitValues {
  /** Stable React key for the repeatable block. */
  key: string;
  unitStartDate: string | null;
  unitCode: string;
  unitName: string;
  mark: string;
  outcomeResult: string;
  outcomeGradeShortCode: string;
}

export interface RequestFormValues {
  studentId: string | null;
  courseId: string | null;
  campusId: string | null;
  certificateType: CertificateType | null;
  credentialDate: string | null;
  credentialNumber: string;
  /** The student's enrolment id (optional; '' = none): the approver's assessment report link (§1). */
  enrolmentId: string;
  units: UnitValues[];
}

export type UnitField = Exclude<keyof UnitValues, 'key'>;
export const UNIT_FIELDS: readonly UnitField[] = [
  'unitStartDate',
  'unitCode',
  'unitName',
  'mark',
  'outcomeResult',
  'outcomeGradeShortCode',
];

let nextKey = 0;
export function emptyUnit(prefill: Partial<Omit<UnitValues, 'key'>> = {}): UnitValues {
  nextKey += 1;
  return {
    key: `unit-${nextKey}`,
    unitStartDate: null,
    unitCode: '',
    unitName: '',
    mark: '',
    outcomeResult: '',
    outcomeGradeShortCode: '',
    ...prefill,
  };
}

export function emptyRequestForm(studentId: string | null = null): RequestFormValues {
  return {
    studentId,
    courseId: null,
    campusId: null,
    certificateType: null,
    credentialDate: null,
    credentialNumber: '',
    enrolmentId: '',
    units: [emptyUnit()],
  };
}
