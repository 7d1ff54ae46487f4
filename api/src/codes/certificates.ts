/**
 * The certificate's own codes: its status and reprint status (certificate-workflow §4), its type
 * and fee values (§9), the workflow actions and the parts of its Details.
 */

/** `credential_status` codes (certificate-workflow §4). */
export const CREDENTIAL_STATUS = {
  REQUESTED: 0,
  QA_APPROVED: 1,
  QA_REJECTED: 2,
  SIGNED: 3,
  APPROVED_FOR_PRINTING: 4,
  PRINTED: 5,
  COMPLETED: 6,
  CANCELLED: 7,
} as const;
export type CredentialStatusCode = (typeof CREDENTIAL_STATUS)[keyof typeof CREDENTIAL_STATUS];

/**
 * The statuses of certificates not yet issued (the requested, to-be-signed and signed lists): the
 * dashboard's 30-day issuance clock reads them oldest first, through a partial index of these
 * (db/schema.ts `certificates_unissued_idx`; docs/architecture.md "Queries that scale").
 */
export const UNISSUED_STATUSES = [
  CREDENTIAL_STATUS.REQUESTED,
  CREDENTIAL_STATUS.QA_APPROVED,
  CREDENTIAL_STATUS.SIGNED,
] as const satisfies readonly CredentialStatusCode[];

/** `reprint_status` codes (DESIGN.md "Certificate state machine"); null = never requested. */
export const REPRINT_STATUS = {
  REPRINT_REQUESTED: 1,
  REPRINT_APPROVED: 2,
  REPRINT_REJECTED: 3,
  REPRINTED: 4,
} as const;
export type ReprintStatusCode = (typeof REPRINT_STATUS)[keyof typeof REPRINT_STATUS];

/** Certificate type codes (certificate-workflow §9); names in `CERTIFICATE_TYPE_NAMES`. */
export const CERTIFICATE_TYPE = {
  CERTIFICATE_NEW: 'CN',
  STATEMENT_OF_ATTAINMENT: 'S',
  CERTIFICATE: 'C',
  FAILED_CERTIFICATE: 'F',
  FAILED_CERTIFICATE_NEW: 'FN',
  COURSE_PROGRESS_ADVICE: 'P',
  GRADUATE_CERTIFICATE_NEW: 'SN',
  AHEGS_CERTIFICATE: 'AC',
  MON_GCN_CERTIFICATE: 'MC',
  MON_GDN_CERTIFICATE: 'MD',
  COURSE_COMPLETION: 'CC',
} as const;
export type CertificateTypeCode = (typeof CERTIFICATE_TYPE)[keyof typeof CERTIFICATE_TYPE];

/** The display name of each certificate type code (certificate-workflow §9). */
export const CERTIFICATE_TYPE_NAMES: Readonly<Record<CertificateTypeCode, string>> = {
  CN: 'Certificate New',
  S: 'Statement of Attainment',
  C: 'Certificate',
  F: 'Failed Certificate',
  FN: 'Failed Certificate New',
  P: 'Course Progress Advice',
  SN: 'Graduate Certificate New',
  AC: 'AHEGS Certificate',
  MC: 'Mon-GCN Certificate',
  MD: 'Mon-GDN Certificate',
  CC: 'Course Completion',
};

/** The search panel's 'Select Certificate Type' value, meaning every type (certificate-workflow §2). */
export const ALL_CERTIFICATE_TYPES = 'SCT';

/** `fee_due` values chosen at approval (certificate-workflow §9): 0 Paid, 1 Not Paid. */
export const FEE_STATUS = { PAID: 0, NOT_PAID: 1 } as const;
export type FeeStatusCode = (typeof FEE_STATUS)[keyof typeof FEE_STATUS];

/** `available_actions` values: what a caller may do to a certificate now (api/CONTRACT.md). */
export const CERTIFICATE_ACTION = {
  APPROVE: 'approve',
  REJECT: 'reject',
  SIGN: 'sign',
  ISSUE: 'issue',
  CANCEL: 'cancel',
  PRINT: 'print',
  REQUEST_REPRINT: 'reprint_request',
  APPROVE_REPRINT: 'reprint_approve',
  REJECT_REPRINT: 'reprint_reject',
  REPRINT: 'reprint',
} as const;
export type CertificateActionCode = (typeof CERTIFICATE_ACTION)[keyof typeof CERTIFICATE_ACTION];

/**
 * The parts of a certificate's Details that `GET /certificateParts` answers only when asked, and
 * the Details keys each carries: `own`, every key of the certificate's own row that no other part
 * carries (the rows of a list have most of them already), and the others, which each cost a query
 * of their own. `id` always comes. The gateway asks for the parts a GraphQL selection needs
 * (docs/architecture.md "A gateway that adds nothing").
 */
export const CERTIFICATE_DETAIL_PART = {
  OWN: 'own',
  UNITS: 'units',
  SIGNEES: 'signees',
  EVENTS: 'events',
  PRINTS: 'prints',
  ACTIONS: 'actions',
  PEOPLE: 'people',
  REPORT: 'report',
  LOOKUPS: 'lookups',
} as const;
export type CertificateDetailPartCode = (typeof CERTIFICATE_DETAIL_PART)[keyof typeof CERTIFICATE_DETAIL_PART];

/**
 * The Details keys of each part (`CERTIFICATE_DETAIL_PART`) but `own`, whose keys are all the others
 * (but `id`).
 */
export const DETAIL_PART_KEYS = {
  units: ['units'],
  signees: ['signed_by'],
  events: ['events'],
  prints: ['prints'],
  actions: ['available_actions'],
  people: [
    'requisitioner_name',
    'approved_by',
    'rejected_by',
    'issued_by',
    'printed_by',
    'cancelled_by',
    'reprint_requested_by',
    'reprint_accepted_by',
    'reprint_rejected_by',
    'reprinted_by',
  ],
  report: ['report_url'],
  lookups: ['verification_lookups'],
} as const satisfies Record<Exclude<CertificateDetailPartCode, 'own'>, readonly string[]>;
