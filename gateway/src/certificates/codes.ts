import type {
  CertificateAction,
  CertificateList,
  CertificateSortField,
  CertificateStatus,
  CertificateType,
  FeeStatus,
  ModuleSection,
  NotificationSubject,
  PrintKind,
  ReprintStatus,
  SortDirection,
} from '../generated/resolvers.js';

/**
 * The ONE module mapping GraphQL enums ↔ the spec's codes (certificate-workflow §4 status and
 * reprint codes, §9 certificate types and fee values, api/CONTRACT.md actions, subjects and sort
 * fields). Unknown codes throw: a contract drift must be loud, not silently mislabelled.
 */

const invert = <K extends string | number, V extends string>(m: Record<K, V>): Record<V, K> =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k])) as Record<V, K>;

function lookup<K extends string | number, V>(map: Record<K, V>, key: K, what: string): V {
  const value = map[key];
  if (value === undefined) throw new Error(`Unknown ${what}: ${String(key)}`);
  return value;
}

/** Status codes 0–7 (certificate-workflow §4). */
const STATUS: Record<number, CertificateStatus> = {
  0: 'REQUESTED',
  1: 'QA_APPROVED',
  2: 'QA_REJECTED',
  3: 'SIGNED',
  4: 'APPROVED_FOR_PRINTING',
  5: 'PRINTED',
  6: 'COMPLETED',
  7: 'CANCELLED',
};

/** Reprint codes 1–4 (DESIGN.md "Certificate state machine"). */
const REPRINT: Record<number, ReprintStatus> = {
  1: 'REPRINT_REQUESTED',
  2: 'REPRINT_APPROVED',
  3: 'REPRINT_REJECTED',
  4: 'REPRINTED',
};

/** Certificate type codes (certificate-workflow §9). */
const TYPE: Record<string, CertificateType> = {
  CN: 'CERTIFICATE_NEW',
  S: 'STATEMENT_OF_ATTAINMENT',
  C: 'CERTIFICATE',
  F: 'FAILED_CERTIFICATE',
  FN: 'FAILED_CERTIFICATE_NEW',
  P: 'COURSE_PROGRESS_ADVICE',
  SN: 'GRADUATE_CERTIFICATE_NEW',
  AC: 'AHEGS_CERTIFICATE',
  MC: 'MON_GCN_CERTIFICATE',
  MD: 'MON_GDN_CERTIFICATE',
  CC: 'COURSE_COMPLETION',
};
const TYPE_CODE = invert(TYPE);

/** Fee option values 0 Paid, 1 Not Paid (certificate-workflow §9). */
const FEE: Record<number, FeeStatus> = { 0: 'PAID', 1: 'NOT_PAID' };
const FEE_CODE = invert(FEE);

/** `available_actions` strings (api/CONTRACT.md "Certificate views"). */
const ACTION: Record<string, CertificateAction> = {
  approve: 'APPROVE',
  reject: 'REJECT',
  sign: 'SIGN',
  issue: 'ISSUE',
  cancel: 'CANCEL',
  print: 'PRINT',
  reprint_request: 'REQUEST_REPRINT',
  reprint_approve: 'APPROVE_REPRINT',
  reprint_reject: 'REJECT_REPRINT',
  reprint: 'REPRINT',
};

/** Notification subject → the list route it opens (api/CONTRACT.md "Subjects", access §2 Notifications). */
const SUBJECT_LIST_PATH: Record<NotificationSubject, string> = {
  CERTIFICATE_REQUESTED: '/certificates/requested-list',
  CERTIFICATE_APPROVED: '/certificates/to-be-signed-list',
  CERTIFICATE_SIGNED: '/certificates/signed-list',
  CERTIFICATE_ISSUED: '/certificates/send-to-print-list',
  CERTIFICATE_PRINTED: '/certificates/printed-list',
  CERTIFICATE_REJECTED: '/certificates/rejected-list',
  CERTIFICATE_CANCELLED: '/certificates/rejected-list',
  REPRINT_REQUESTED: '/certificates/reprint-request-list',
  REPRINT_APPROVED: '/certificates/send-to-print-list',
  REPRINT_REJECTED: '/certificates/printed-list',
};

/** Certificate list → its REST list endpoint (api/CONTRACT.md "Certificate lists"). */
const LIST_ENDPOINT: Record<CertificateList, string> = {
  REQUESTED: '/searchRequestedCertificate',
  TO_BE_SIGNED: '/searchApprovedCertificate',
  SIGNED: '/searchSignedCertificate',
  SEND_TO_PRINT: '/printableCertificatesList',
  REJECTED: '/cancelledCertificateList',
  PRINTED: '/reprintCertificateList',
  REPRINT_REQUESTS: '/reprintCertificateRequestedList',
};

/** Sort field → `sort_by` (api/CONTRACT.md "Certificate lists" extensions). */
const SORT_FIELD: Record<CertificateSortField, string> = {
  STUDENT_NAME: 'student_name',
  COURSE_NAME: 'course_name',
  CAMPUS_NAME: 'campus_name',
  REQUISITIONER_NAME: 'requisitioner_name',
  REQUESTED_DATE: 'requested_date',
  CREDENTIAL_DATE: 'credential_date',
  CREDENTIAL_NUMBER: 'credential_number',
  STATUS: 'credential_status',
  CERTIFICATE_TYPE: 'certificate_type',
};

/** Module section codes 2/4/5 (access-and-administration §3 Module sections). */
const SECTION: Record<number, ModuleSection> = { 2: 'CERTIFICATES', 4: 'MASTER', 5: 'SETTINGS' };

/** Status code → enum. */
export const statusFromCode = (code: number): CertificateStatus => lookup(STATUS, code, 'certificate status');
/** Reprint code → enum (null/0 → null). */
export const reprintFromCode = (code: number | null | undefined): ReprintStatus | null =>
  code === null || code === undefined || code === 0 ? null : lookup(REPRINT, code, 'reprint status');
/** Enum → status code. */
export const statusToCode = (status: CertificateStatus): number => Number(lookup(invert(STATUS), status, 'status'));
/** Certificate type code (e.g. `S`) → enum. */
export const certificateTypeFromCode = (code: string): CertificateType => lookup(TYPE, code, 'certificate type');
/** Certificate type enum → code. */
export const certificateTypeToCode = (type: CertificateType): string => lookup(TYPE_CODE, type, 'certificate type');
/** `fee_due` 0/1 → enum (null stays null). */
export const feeFromCode = (code: number | null | undefined): FeeStatus | null =>
  code === null || code === undefined ? null : lookup(FEE, code, 'fee status');
/** Fee enum → `fee_due` 0/1. */
export const feeToCode = (fee: FeeStatus): number => Number(lookup(FEE_CODE, fee, 'fee status'));
/** `available_actions` → enums, dropping any the schema does not know (forward compatible). */
export const actionsFromCodes = (codes: readonly string[]): CertificateAction[] =>
  codes.flatMap((c) => (ACTION[c] ? [ACTION[c]] : []));
/** Whether a string is a known notification subject. */
export const isNotificationSubject = (s: string): s is NotificationSubject => s in SUBJECT_LIST_PATH;
/** Notification subject → list route it opens. */
export const listPathOfSubject = (subject: NotificationSubject): string => SUBJECT_LIST_PATH[subject];
/** List → REST list endpoint. */
export const listEndpoint = (list: CertificateList): string => LIST_ENDPOINT[list];
/** Sort field → `sort_by`. */
export const sortFieldToCode = (field: CertificateSortField): string => SORT_FIELD[field];
/** Sort direction → `sort_dir`. */
export const sortDirectionToCode = (direction: SortDirection): string => (direction === 'ASC' ? 'asc' : 'desc');
/** Module section code → enum (unknown sections fall back to SETTINGS at the end of the menu). */
export const sectionFromCode = (code: number): ModuleSection => SECTION[code] ?? 'SETTINGS';
/** Print `kind` (`print`/`reprint`) → enum. */
export const printKindFromCode = (kind: string): PrintKind => (kind.toLowerCase() === 'reprint' ? 'REPRINT' : 'PRINT');
