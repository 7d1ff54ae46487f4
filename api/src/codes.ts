/**
 * The spec's codes, each table written once, keyed by the GraphQL enum value names of `schema/`
 * (DESIGN.md "GraphQL conventions"). The api builds its rules, validation and OpenAPI enums on
 * these; the gateway imports this module (`@certify/api/codes`) as its enums' internal values, so
 * no other package keeps a table of its own. Dependency-free on purpose: it is the contract.
 *
 * spec: certificate-workflow §4 (status codes), §9 (certificate types, fee values);
 * access-and-administration §3 (module sections); DESIGN.md "Certificate state machine".
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
 * (db/schema.ts `certificates_unissued_idx`; issue 13 "Queries that scale").
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

/** `display_date_format` choices (access-and-administration §9): how every date is shown and printed. */
export const DATE_FORMAT = {
  DAY_MONTH_YEAR_HYPHEN: 'dd-mm-yyyy',
  DAY_MONTH_YEAR_SLASH: 'dd/mm/yyyy',
  MONTH_DAY_YEAR_HYPHEN: 'mm-dd-yyyy',
  MONTH_DAY_YEAR_SLASH: 'mm/dd/yyyy',
  YEAR_MONTH_DAY_HYPHEN: 'yyyy-mm-dd',
  YEAR_MONTH_DAY_SLASH: 'yyyy/mm/dd',
} as const;
export type DateFormatCode = (typeof DATE_FORMAT)[keyof typeof DATE_FORMAT];

/** `fee_paid_or_not_confirmation` values (access-and-administration §9): 'Yes' asks Paid / Not Paid at approval. */
export const FEE_CONFIRMATION = { YES: 'Yes', NO: 'NO' } as const;
export type FeeConfirmationCode = (typeof FEE_CONFIRMATION)[keyof typeof FEE_CONFIRMATION];

/** How a stored signature was made (access-and-administration §2 "Signature Settings": Upload or Draw). */
export const SIGNATURE_SOURCE = { UPLOAD: 'upload', DRAW: 'draw' } as const;
export type SignatureSourceCode = (typeof SIGNATURE_SOURCE)[keyof typeof SIGNATURE_SOURCE];

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
 * (issue 13 "A gateway that adds nothing").
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
 * (change_xid, id), always ascending (issue 11 "The register for machines").
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

/** Sort columns only the register (`/reports`) takes; the lists answer 400 for them. issue 11. */
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

/** Module sections (access-and-administration §3): where a module's menu entry goes. */
export const MODULE_SECTION = { CERTIFICATES: 2, MASTER: 4, SETTINGS: 5 } as const;
export type ModuleSectionCode = (typeof MODULE_SECTION)[keyof typeof MODULE_SECTION];

/**
 * `certificate_prints.kind`: a first print, a reprint, or the learner's own digital copy of a bulk
 * print (issue 12 "Digital delivery": each certificate of a bulk print rendered alone for its
 * learner, kept with its SHA-256 so "Check a document" knows it).
 */
export const PRINT_KIND = { PRINT: 'print', REPRINT: 'reprint', DIGITAL: 'digital' } as const;
export type PrintKindCode = (typeof PRINT_KIND)[keyof typeof PRINT_KIND];

/**
 * `print_jobs.status` (issue 13 "Bulk work off the request path"): queued (waiting for a runner, or
 * for its retry after a failed attempt), rendering (a runner renders it), done (the merged PDF is
 * stored), failed (every attempt failed; `last_error` says why). GraphQL `PrintJobStatus`.
 */
export const PRINT_JOB_STATUS = { QUEUED: 'queued', RENDERING: 'rendering', DONE: 'done', FAILED: 'failed' } as const;
export type PrintJobStatusCode = (typeof PRINT_JOB_STATUS)[keyof typeof PRINT_JOB_STATUS];

/**
 * What the public verification page says of a credential (issue 12 "Public verification"): valid;
 * reissued (reprinted, with the date); cancelled (with the date). GraphQL `VerificationStatus`.
 */
export const VERIFICATION_STATUS = { VALID: 'valid', REISSUED: 'reissued', CANCELLED: 'cancelled' } as const;
export type VerificationStatusCode = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];

/**
 * What a role may grant besides its modules, as `resource.action` (stored in `role_permissions`):
 * the spec's four `add` permissions (access-and-administration §3 `module_permissions`, §6), adding
 * templates (§2: the Add Template button), and each step of the certificate workflow
 * (DESIGN.md "Certificate state machine": who may take it). The api authorises every call from
 * these grants, read from the database; roles are only bundles of them (issue 8). The label is
 * what the role modal shows.
 */
export const PERMISSION = {
  'requested_certificate.add': 'Request certificates',
  'campus_management.add': 'Add and import campuses',
  'course_management.add': 'Add and import courses',
  'student_management.add': 'Add and import students',
  'template_management.add': 'Add templates',
  'certificate.approve': 'Approve or reject requests (QA)',
  'certificate.sign': 'Sign certificates when assigned as a signee',
  'certificate.issue': 'Issue signed certificates',
  'certificate.cancel': 'Cancel signed, issued or printed certificates',
  'certificate.print': 'Print and reprint certificates',
  'certificate.request_reprint': 'Request reprints',
  'certificate.decide_reprint': 'Approve or reject reprint requests',
  // issue 12 "Compliance checks": the USI is exported only to administrators (auth/grants.ts).
  'student_usi.export': 'Export Unique Student Identifiers (administrators)',
} as const;
export type PermissionCode = keyof typeof PERMISSION;

/** The built-in role ids (roles are data: administrators may add more). DESIGN.md "Roles". */
export const ROLE = {
  ADMINISTRATOR: 1,
  REQUISITIONER: 2,
  APPROVER: 3,
  SIGNEE: 4,
  PRINTER: 5,
} as const;

/** The values of a code table, as a non-empty tuple (for `z.enum` and `z.literal`). */
export const codesOf = <T extends Record<string, string | number>>(table: T) =>
  Object.values(table) as [T[keyof T], ...T[keyof T][]];

/** The staff app's route of a certificate list (module urls, notification links and e-mails). */
export const certificateListPath = (list: CertificateListCode): string => `/certificates/${list}`;

/**
 * API client scopes (issue 11 "API clients"): what a machine caller may do. The grants each scope
 * gives are in integrators/scopes.ts; GraphQL `ApiClientScope` maps onto these values.
 */
export const API_CLIENT_SCOPE = {
  REGISTER_READ: 'register:read',
  CERTIFICATES_REQUEST: 'certificates:request',
  WEBHOOKS_MANAGE: 'webhooks:manage',
} as const;
export type ApiClientScopeCode = (typeof API_CLIENT_SCOPE)[keyof typeof API_CLIENT_SCOPE];

/**
 * Webhook event types (issue 11 "Webhooks"): `certificate.<action>` of the certificate_events action
 * that causes them. GraphQL `WebhookEventType` maps onto these values.
 */
export const WEBHOOK_EVENT = {
  CERTIFICATE_REQUESTED: 'certificate.requested',
  CERTIFICATE_APPROVED: 'certificate.approved',
  CERTIFICATE_REJECTED: 'certificate.rejected',
  CERTIFICATE_SIGNED: 'certificate.signed',
  CERTIFICATE_ISSUED: 'certificate.issued',
  CERTIFICATE_PRINTED: 'certificate.printed',
  CERTIFICATE_REPRINTED: 'certificate.reprinted',
  CERTIFICATE_CANCELLED: 'certificate.cancelled',
} as const;
export type WebhookEventCode = (typeof WEBHOOK_EVENT)[keyof typeof WEBHOOK_EVENT];

/** `webhook_deliveries.status`. */
export const WEBHOOK_DELIVERY_STATUS = { PENDING: 'pending', DELIVERED: 'delivered', DEAD: 'dead' } as const;
export type WebhookDeliveryStatusCode = (typeof WEBHOOK_DELIVERY_STATUS)[keyof typeof WEBHOOK_DELIVERY_STATUS];

/**
 * Where an audit-trail event is kept (issue 12 "Audit trail"): `workflow` = `certificate_events`
 * (a certificate's workflow), `administration` = `audit_events` (administrative changes, and
 * certificate events recorded outside the workflow such as a learner's download). GraphQL
 * `AuditEventSource` maps onto these values.
 */
export const AUDIT_SOURCE = { WORKFLOW: 'workflow', ADMINISTRATION: 'administration' } as const;
export type AuditSourceCode = (typeof AUDIT_SOURCE)[keyof typeof AUDIT_SOURCE];

/**
 * Every audit action the Audit Log screen filters by, `<subject>.<verb>`, with its label (what the
 * History tab and the Audit Log show). Workflow events are `certificate.<certificate_events.action>`;
 * administrative ones are `audit_events.action` as recorded. A new action gets its row here
 * (CONTRIBUTING "Record an event"); a row whose action is missing still shows, labelled from its code.
 */
export const AUDIT_ACTIONS = {
  'certificate.requested': { source: 'workflow', label: 'Requested' },
  'certificate.approved': { source: 'workflow', label: 'Approved' },
  'certificate.rejected': { source: 'workflow', label: 'Rejected' },
  'certificate.signed': { source: 'workflow', label: 'Signed' },
  'certificate.issued': { source: 'workflow', label: 'Issued' },
  'certificate.cancelled': { source: 'workflow', label: 'Cancelled' },
  'certificate.printed': { source: 'workflow', label: 'Printed' },
  'certificate.reprint_requested': { source: 'workflow', label: 'Reprint requested' },
  'certificate.reprint_approved': { source: 'workflow', label: 'Reprint approved' },
  'certificate.reprint_rejected': { source: 'workflow', label: 'Reprint rejected' },
  'certificate.reprinted': { source: 'workflow', label: 'Reprinted' },
  'certificate.downloaded': { source: 'administration', label: 'Downloaded by the learner' },
  'user.created': { source: 'administration', label: 'User created' },
  'user.updated': { source: 'administration', label: 'User updated' },
  'user.roles_assigned': { source: 'administration', label: 'User roles assigned' },
  'user.deleted': { source: 'administration', label: 'User deleted' },
  'user.configuration_updated': { source: 'administration', label: 'User configuration updated' },
  'user.password_reset_requested': { source: 'administration', label: 'Password reset requested' },
  'user.password_reset': { source: 'administration', label: 'Password reset' },
  'role.created': { source: 'administration', label: 'Role created' },
  'role.updated': { source: 'administration', label: 'Role updated' },
  'role.users_assigned': { source: 'administration', label: 'Role users assigned' },
  'template.created': { source: 'administration', label: 'Template created' },
  'template.updated': { source: 'administration', label: 'Template updated' },
  'template.courses_assigned': { source: 'administration', label: 'Template courses assigned' },
  'template.signees_assigned': { source: 'administration', label: 'Template signees assigned' },
  'signature.saved': { source: 'administration', label: 'Signature saved' },
  'student.created': { source: 'administration', label: 'Student created' },
  'import.campuses': { source: 'administration', label: 'Campuses imported' },
  'import.courses': { source: 'administration', label: 'Courses imported' },
  'import.students': { source: 'administration', label: 'Students imported' },
  'company.updated': { source: 'administration', label: 'Organisation settings updated' },
  'organisation.signing_certificate_uploaded': { source: 'administration', label: 'PDF signing certificate uploaded' },
  'configuration.updated': { source: 'administration', label: 'Configuration updated' },
  'api_client.created': { source: 'administration', label: 'API client created' },
  'api_client.secret_rotated': { source: 'administration', label: 'API client secret rotated' },
  'api_client.revoked': { source: 'administration', label: 'API client revoked' },
  'webhook_endpoint.created': { source: 'administration', label: 'Webhook endpoint created' },
  'webhook_endpoint.updated': { source: 'administration', label: 'Webhook endpoint updated' },
  'webhook_endpoint.secret_rotated': { source: 'administration', label: 'Webhook secret rotated' },
  'webhook_endpoint.disabled': { source: 'administration', label: 'Webhook endpoint disabled' },
  'webhook_endpoint.deleted': { source: 'administration', label: 'Webhook endpoint deleted' },
  'webhook_delivery.replayed': { source: 'administration', label: 'Webhook delivery replayed' },
} as const satisfies Record<string, { source: AuditSourceCode; label: string }>;
export type AuditActionCode = keyof typeof AUDIT_ACTIONS;

/**
 * Where the organisation's PDF signing certificate comes from (issue 12 "Public verification"):
 * made by Certify at first start (self-signed) or uploaded in Organisation Settings (PKCS#12).
 */
export const SIGNING_CERTIFICATE_SOURCE = { GENERATED: 'generated', UPLOADED: 'uploaded' } as const;
export type SigningCertificateSourceCode = (typeof SIGNING_CERTIFICATE_SOURCE)[keyof typeof SIGNING_CERTIFICATE_SOURCE];

/** Outcome of a template compliance check (issue 12 "Compliance checks"): a warning never blocks a print. */
export const COMPLIANCE_STATUS = { PASS: 'pass', WARNING: 'warning' } as const;
export type ComplianceStatusCode = (typeof COMPLIANCE_STATUS)[keyof typeof COMPLIANCE_STATUS];
