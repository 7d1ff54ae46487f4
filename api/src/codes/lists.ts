/**
 * The certificate lists with their REST endpoints and staff app routes, the subjects of
 * notifications that open them, and the sort fields and directions of every list.
 */
import type { CredentialStatusCode } from './certificates.js';

/** The certificate lists of certificate-workflow §2, by their route names. */
export const CERTIFICATE_LIST = {
  REQUESTED: 'requested-list',
  TO_BE_SIGNED: 'to-be-signed-list',
  SIGNED: 'signed-list',
  SEND_TO_PRINT: 'send-to-print-list',
  REJECTED: 'rejected-list',
  PRINTED: 'printed-list',
  REPRINT_REQUESTS: 'reprint-request-list',
} as const;
export type CertificateListCode = (typeof CERTIFICATE_LIST)[keyof typeof CERTIFICATE_LIST];

/** Each list's REST endpoint and view (certificate-workflow §7) and the module granting it. */
export const LIST_ENDPOINTS = {
  'requested-list': {
    search: '/searchRequestedCertificate',
    view: '/requestedCertificateView/{id}',
    module: 'requested_list',
  },
  'to-be-signed-list': {
    search: '/searchApprovedCertificate',
    view: '/approvedCertificateView/{id}',
    module: 'to_be_signed_list',
  },
  'signed-list': { search: '/searchSignedCertificate', view: '/signedCertificateView/{id}', module: 'signed_list' },
  'send-to-print-list': {
    search: '/printableCertificatesList',
    view: '/printableCertificateView/{id}',
    module: 'send_to_print_list',
  },
  'rejected-list': {
    search: '/cancelledCertificateList',
    view: '/rejectedCertificateView/{id}',
    module: 'rejected_list',
  },
  'printed-list': { search: '/reprintCertificateList', view: '/printedCertificateView/{id}', module: 'printed_list' },
  'reprint-request-list': {
    search: '/reprintCertificateRequestedList',
    view: '/reprintCertificateRequestedView/{id}',
    module: 'reprint_request_list',
  },
} as const satisfies Record<CertificateListCode, { search: string; view: string; module: string }>;

/** Notification subjects and the list where the certificate then is (api/CONTRACT.md "Subjects"). */
export const NOTIFICATION_SUBJECT_LIST = {
  CERTIFICATE_REQUESTED: 'requested-list',
  CERTIFICATE_APPROVED: 'to-be-signed-list',
  CERTIFICATE_SIGNED: 'signed-list',
  CERTIFICATE_ISSUED: 'send-to-print-list',
  CERTIFICATE_PRINTED: 'printed-list',
  CERTIFICATE_REJECTED: 'rejected-list',
  CERTIFICATE_CANCELLED: 'rejected-list',
  REPRINT_REQUESTED: 'reprint-request-list',
  REPRINT_APPROVED: 'send-to-print-list',
  REPRINT_REJECTED: 'printed-list',
} as const satisfies Record<string, CertificateListCode>;
export type NotificationSubject = keyof typeof NOTIFICATION_SUBJECT_LIST;

/**
 * Certificate sort columns (`sort_by`, api/CONTRACT.md "Certificate lists", "Certificate register").
 * `updated_at` is the register's only (`REGISTER_ONLY_SORT_FIELDS`): the incremental-sync order
 * (change_xid, id), always ascending (docs/integrators.md "Sync the register").
 */
export const SORT_FIELD = {
  STUDENT_NAME: 'student_name',
  COURSE_NAME: 'course_name',
  CAMPUS_NAME: 'campus_name',
  REQUISITIONER_NAME: 'requisitioner_name',
  REQUESTED_DATE: 'requested_date',
  CREDENTIAL_DATE: 'credential_date',
  CREDENTIAL_NUMBER: 'credential_number',
  STATUS: 'credential_status',
  CERTIFICATE_TYPE: 'certificate_type',
  UPDATED_AT: 'updated_at',
} as const;
export type SortFieldCode = (typeof SORT_FIELD)[keyof typeof SORT_FIELD];

/** Sort columns only the register (`/reports`) takes; the lists answer 400 for them. docs/integrators.md "Sync the register". */
export const REGISTER_ONLY_SORT_FIELDS = [SORT_FIELD.UPDATED_AT] as const;

/** `/listUsers` sort columns (`sort_by`, api/CONTRACT.md "Users and roles"). */
export const USER_SORT_FIELD = {
  FIRST_NAME: 'first_name',
  LAST_NAME: 'last_name',
  EMAIL: 'email',
  STATUS: 'status',
} as const;
export type UserSortFieldCode = (typeof USER_SORT_FIELD)[keyof typeof USER_SORT_FIELD];

/** `/campuses` sort columns (`sort_by`, api/CONTRACT.md "Master data"). */
export const CAMPUS_SORT_FIELD = {
  CAMPUS_NAME: 'campus_name',
  CAMPUS_ID: 'campus_id',
  CAMPUS_CODE: 'campus_code',
  ADDRESS: 'address',
  SHORT_NAME: 'short_name',
} as const;
export type CampusSortFieldCode = (typeof CAMPUS_SORT_FIELD)[keyof typeof CAMPUS_SORT_FIELD];

/** `/courses` and `/searchCourse` sort columns (`sort_by`, api/CONTRACT.md "Master data"). */
export const COURSE_SORT_FIELD = {
  COURSE_NAME: 'course_name',
  CERTIFICATE_COURSE_NAME: 'certificate_course_name',
  COURSE_CODE: 'course_code',
  COURSE_ID: 'course_id',
  COURSE_SHORT_NAME: 'course_short_name',
  EXPIRY_DATE: 'expiry_date',
  GRADUATE_CERTIFICATE_COURSE_NAME: 'graduate_certificate_course_name',
  UNIT_COUNT: 'unit_count',
} as const;
export type CourseSortFieldCode = (typeof COURSE_SORT_FIELD)[keyof typeof COURSE_SORT_FIELD];

/** `/students` and `/searchStudent` sort columns (`sort_by`, api/CONTRACT.md "Master data"). */
export const STUDENT_SORT_FIELD = {
  FULL_NAME: 'full_name',
  STUDENT_ID: 'student_id',
  FIRST_NAME: 'first_name',
  MIDDLE_NAME: 'middle_name',
  LAST_NAME: 'last_name',
  EMAIL: 'email',
  MOBILE: 'mobile',
  DOB: 'dob',
  USI: 'usi',
  ADDED: 'added',
} as const;
export type StudentSortFieldCode = (typeof STUDENT_SORT_FIELD)[keyof typeof STUDENT_SORT_FIELD];

/** `sort_dir` values. */
export const SORT_DIRECTION = { ASC: 'asc', DESC: 'desc' } as const;
export type SortDirectionCode = (typeof SORT_DIRECTION)[keyof typeof SORT_DIRECTION];

/**
 * The certificate register's status filter options, word for word, as `credential_status` codes
 * (certificate-workflow §9 "Report status filter options"; the filter takes any status code).
 */
export const REGISTER_STATUS_OPTIONS = [
  { label: 'Stage 1 Requested', status: 0 },
  { label: 'Stage 2 Approved', status: 1 },
  { label: 'Stage 3 Signed', status: 3 },
  { label: 'Stage 4 Issued', status: 4 },
  { label: 'Stage 5 Printed', status: 5 },
  { label: 'Rejected', status: 2 },
] as const satisfies readonly { label: string; status: CredentialStatusCode }[];

/** The staff app's route of a certificate list (module urls, notification links and e-mails). */
export const certificateListPath = (list: CertificateListCode): string => `/certificates/${list}`;
