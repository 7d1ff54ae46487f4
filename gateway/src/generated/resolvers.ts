import type { CredentialStatusCode as CertificateStatus } from '@certify/api/codes';
import type { ReprintStatusCode as ReprintStatus } from '@certify/api/codes';
import type { CertificateTypeCode as CertificateType } from '@certify/api/codes';
import type { FeeStatusCode as FeeStatus } from '@certify/api/codes';
import type { CertificateActionCode as CertificateAction } from '@certify/api/codes';
import type { CertificateListCode as CertificateList } from '@certify/api/codes';
import type { SortFieldCode as CertificateSortField } from '@certify/api/codes';
import type { SortDirectionCode as SortDirection } from '@certify/api/codes';
import type { ModuleSectionCode as ModuleSection } from '@certify/api/codes';
import type { PrintKindCode as PrintKind } from '@certify/api/codes';
import type { PrintJobStatusCode as PrintJobStatus } from '@certify/api/codes';
import type { SignatureSourceCode as SignatureSource } from '@certify/api/codes';
import type { UserSortFieldCode as UserSortField } from '@certify/api/codes';
import type { CampusSortFieldCode as CampusSortField } from '@certify/api/codes';
import type { CourseSortFieldCode as CourseSortField } from '@certify/api/codes';
import type { StudentSortFieldCode as StudentSortField } from '@certify/api/codes';
import type { ImportKind } from '@certify/api/imports';
import type { ApiClientScopeCode as ApiClientScope } from '@certify/api/codes';
import type { WebhookEventCode as WebhookEventType } from '@certify/api/codes';
import type { WebhookDeliveryStatusCode as WebhookDeliveryStatus } from '@certify/api/codes';
import type { VerificationStatusCode as VerificationStatus } from '@certify/api/codes';
import type { AuditSourceCode as AuditEventSource } from '@certify/api/codes';
import type { ComplianceStatusCode as TemplateComplianceStatus } from '@certify/api/codes';
import type { SigningCertificateSourceCode as SigningCertificateSource } from '@certify/api/codes';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CertificateModel } from '../certificates/models.js';
import type { ViewerModel } from '../users/models.js';
import type { UserModel, RoleModel } from '../users/adminModels.js';
import type { CourseModel, FormOptionsModel } from '../lookups/models.js';
import type { NotificationModel } from '../notifications/models.js';
import type { TemplateModel } from '../templates/models.js';
import type { WebhookEndpointModel } from '../webhooks/models.js';
import type { PrintJobModel, PrintPayloadModel } from '../printJobs/models.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** An instant as an ISO-8601 string in UTC, e.g. `2026-11-21T03:04:05.000Z`. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (an object, as sent in a webhook delivery's body). */
  JSON: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** A new student. spec: access-and-administration §5 "Add Student" (the same rules as an imported student row) */
export type AddStudentInput = {
  /** Date of birth as YYYY-MM-DD or in the configured display date format (required: 'Please enter your DOB'). */
  dob: Scalars['String']['input'];
  /** E-mail address (required: 'Please enter your email'; valid: 'Please enter a valid email'). */
  email: Scalars['String']['input'];
  /** First name (required: 'Please enter First name'). */
  firstName: Scalars['String']['input'];
  /** Last name (required: 'Please enter Last name'). */
  lastName: Scalars['String']['input'];
  /** Middle name (optional). */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number, at least 10 characters (required: 'Please enter Mobile Number'; else 'Please enter Valid Mobile Number'). */
  mobile: Scalars['String']['input'];
  /** The student's identifier in the student management system, unique whatever its case (required: 'Please enter Student ID'). */
  studentId: Scalars['String']['input'];
  /**
   * Unique Student Identifier (optional): 10 characters from 2–9 and A–Z without I and O, the last the USI
   * check character; spaces are dropped and letters upper-cased ('Enter a valid USI: …' otherwise).
   */
  usi?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of `addStudent`. */
export type AddStudentPayload = {
  __typename?: 'AddStudentPayload';
  /** The server's message ('Student added successfully'). */
  message: Scalars['String']['output'];
  /** The new student. */
  student: Student;
};

/** A new user. spec: access-and-administration §2 User Management (Add User), §5 "Add user" */
export type AddUserInput = {
  /** Active (default) or inactive. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** E-mail address, the login name (required and valid; unique whatever the case). */
  email: Scalars['String']['input'];
  /** First name (required: 'Please enter First name'). */
  firstName: Scalars['String']['input'];
  /** Last name (required: 'Please enter Last name'). */
  lastName: Scalars['String']['input'];
  /** Mobile number (required: 'Please enter Mobile Number'). */
  mobileNumber: Scalars['String']['input'];
  /** Password: the §5 pattern (8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&). */
  password: Scalars['String']['input'];
  /** Roles to give the new user (may be empty). */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The answer of `addUser`. */
export type AddUserPayload = {
  __typename?: 'AddUserPayload';
  /** The server's message ('User added successfully'). */
  message: Scalars['String']['output'];
  /** The new user (null only if it could not be read back). */
  user?: Maybe<User>;
};

/** A machine caller (a student management system, a reporting tool) with its own scoped secret. docs/integrators.md 'Create an API client'. */
export type ApiClient = {
  __typename?: 'ApiClient';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created it (null when that user was deleted). */
  createdBy?: Maybe<User>;
  /** The client's id. */
  id: Scalars['ID']['output'];
  /** When its secret was last used (to the minute), or null. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its name, unique among live clients; its actions appear in the audit trail under it. */
  name: Scalars['String']['output'];
  /** When it was revoked, or null while it is live. A revoked client's secret stops working at once. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it may do. */
  scopes: Array<ApiClientScope>;
  /** The secret's prefix and last four characters (`cfy_…Ab3d`), to recognise it; the secret itself is shown only once. */
  secretHint: Scalars['String']['output'];
  /** When its secret was last rotated, or null. */
  secretRotatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Which API client to rotate or revoke. */
export type ApiClientIdInput = {
  /** The client's id. */
  id: Scalars['ID']['input'];
};

export { ApiClientScope };

/** The answer of `createApiClient` and `rotateApiClientSecret`: the secret, shown only this once. */
export type ApiClientSecretPayload = {
  __typename?: 'ApiClientSecretPayload';
  /** The client. */
  apiClient: ApiClient;
  /** The server's message, e.g. API client created. */
  message: Scalars['String']['output'];
  /** The secret to send as `Authorization: Bearer <secret>`: store it now, it is never shown again. */
  secret: Scalars['String']['output'];
};

/** Organisation-wide settings the staff app needs. */
export type AppSettings = {
  __typename?: 'AppSettings';
  /** One of dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd. */
  displayDateFormat: Scalars['String']['output'];
  /** When true, approving asks Paid / Not Paid. (`fee_paid_or_not_confirmation` = Yes) */
  feeConfirmationRequired: Scalars['Boolean']['output'];
};

/** An approval: a comment, and the fee choice when fee confirmation is on. */
export type ApproveCertificateInput = {
  /** The approval comment, required (at most 2,000 characters): 'Please add comment'. */
  comment: Scalars['String']['input'];
  /** Required when AppSettings.feeConfirmationRequired. */
  feeStatus?: InputMaybe<FeeStatus>;
  /** The certificate's id (status 0). */
  id: Scalars['ID']['input'];
};

/** Users to give a role (only users not holding it are offered: `unassignedUsers`). spec: access-and-administration §2 */
export type AssignRoleUsersInput = {
  /** The role's id. */
  roleId: Scalars['ID']['input'];
  /** The users to give it (at least one); those who hold it already are left alone. */
  userIds: Array<Scalars['ID']['input']>;
};

/** The answer of `assignRoleUsers`. */
export type AssignRoleUsersPayload = {
  __typename?: 'AssignRoleUsersPayload';
  /** The server's message ('Users assigned successfully'). */
  message: Scalars['String']['output'];
  /** The role as it is now. */
  role: Role;
};

/** Courses and a certificate type for a template; assignments add up. spec: access-and-administration §5 "Assign course" */
export type AssignTemplateCoursesInput = {
  /** The certificate type it prints for them. */
  certificateType: CertificateType;
  /** The courses (at least one). */
  courseIds: Array<Scalars['ID']['input']>;
  /** The template. */
  templateId: Scalars['ID']['input'];
  /** The template version the client edited (not sent: no check); a stale one answers CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A signee and a designation for every slot of a template; the slots are replaced as a whole.
 * spec: access-and-administration §5 "Assign signee"
 */
export type AssignTemplateSigneesInput = {
  /** One entry per slot 1..noOfSignees; field errors are keyed `signees.<index>.userId` / `.designation`. */
  signees: Array<TemplateSigneeInput>;
  /** The template. */
  templateId: Scalars['ID']['input'];
  /** The template version the client edited (not sent: no check); a stale one answers CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The roles a user is to hold (Assign Role). spec: access-and-administration §2 User Management */
export type AssignUserRolesInput = {
  /** Every role the user is to hold afterwards (empty: none). */
  roleIds: Array<Scalars['ID']['input']>;
  /** The user's id. */
  userId: Scalars['ID']['input'];
  /** The user's `version` read; when the user changed since, CONFLICT and nothing changes. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `assignUserRoles`. */
export type AssignUserRolesPayload = {
  __typename?: 'AssignUserRolesPayload';
  /** The server's message ('Roles assigned successfully'). */
  message: Scalars['String']['output'];
  /** The user as it is now. */
  user: User;
};

/** An action the audit log can be filtered by. */
export type AuditAction = {
  __typename?: 'AuditAction';
  /** Its code, `<subject>.<verb>` (pass it as `AuditLogFilter.action`). */
  code: Scalars['String']['output'];
  /** What it means, in words. */
  label: Scalars['String']['output'];
  /** Which trail keeps it. */
  source: AuditEventSource;
};

/** Who made an audit event: a staff member or an API client's identity. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** Whether the user has been deleted since the event. */
  deleted: Scalars['Boolean']['output'];
  /** Their user id (filter the audit log with it as `AuditLogFilter.actorId`). */
  id: Scalars['ID']['output'];
  /** Whether this is an API client's identity rather than a person. */
  isApiClient: Scalars['Boolean']['output'];
  /** Their name as it is now; a deleted user's name stays readable (docs/security.md 'Audit trail'). */
  name: Scalars['String']['output'];
};

/**
 * One event of the append-only, hash-chained audit trail (docs/security.md 'Audit trail'): who, when, what,
 * from-state, to-state, comment, and the row's place and SHA-256 in its table's chain.
 */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /**
   * What happened, `<subject>.<verb>` (e.g. `certificate.approved`, `user.deleted`): one of `auditActions`'
   * codes, or a newer one.
   */
  action: Scalars['String']['output'];
  /** What happened, in words (e.g. 'Approved'). */
  actionLabel: Scalars['String']['output'];
  /** Who did it; null: the system, or the learner (e.g. a download). */
  actor?: Maybe<AuditActor>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The certificate it is about; null when it is about something else. */
  certificateId?: Maybe<Scalars['ID']['output']>;
  /** Its position in its table's hash chain (1 for the first row). */
  chainSeq?: Maybe<Scalars['Int']['output']>;
  /** The comment or reason given with it, if any (at most 2,000 characters). */
  comment?: Maybe<Scalars['String']['output']>;
  /** That certificate's credential number; null when it is about something else. */
  credentialNumber?: Maybe<Scalars['String']['output']>;
  /**
   * A safe subset of its data: `fee_due`, `skip_sign`, `slot`, `complete` of workflow events;
   * `changed` (the names of the fields that changed) of administrative ones; null when none.
   */
  data?: Maybe<Scalars['JSON']['output']>;
  /** The state before in words, as the lists show it (e.g. 'Requested'); null when none. */
  fromLabel?: Maybe<Scalars['String']['output']>;
  /** The reprint status before (workflow events; null when no reprint was open). */
  fromReprintStatus?: Maybe<ReprintStatus>;
  /** The certificate's status before (workflow events; null for the request itself). */
  fromStatus?: Maybe<CertificateStatus>;
  /** The SHA-256 (64 hex digits) of the previous row's hash and this row's content: `npm run audit:verify` checks it. */
  hash?: Maybe<Scalars['String']['output']>;
  /** A stable id: `c:<n>` for a workflow event, `a:<n>` for an administrative one. */
  id: Scalars['ID']['output'];
  /** Which trail it is kept in. */
  source: AuditEventSource;
  /** The id of the record it is about (null when none, e.g. the organisation's settings). */
  subjectId?: Maybe<Scalars['String']['output']>;
  /** What kind of record it is about (`certificate`, `user`, `role`, `template`, …). */
  subjectType: Scalars['String']['output'];
  /** The state after in words (e.g. 'QA Approved'); null when none. */
  toLabel?: Maybe<Scalars['String']['output']>;
  /** The reprint status after (workflow events; null when the event is not about a reprint). */
  toReprintStatus?: Maybe<ReprintStatus>;
  /** The certificate's status after (workflow events). */
  toStatus?: Maybe<CertificateStatus>;
};

/** A page of the audit log, newest first (Relay connection). */
export type AuditEventConnection = {
  __typename?: 'AuditEventConnection';
  /** This page's events, newest first (at most `first`). */
  edges: Array<AuditEventEdge>;
  /** Whether another page follows and the cursors to continue from. */
  pageInfo: PageInfo;
};

/** One audit-log row and its keyset cursor. */
export type AuditEventEdge = {
  __typename?: 'AuditEventEdge';
  /** An opaque keyset cursor: pass it as `after` to continue after this event. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: AuditEvent;
};

export { AuditEventSource };

/** What the audit log shows; every field narrows it, absent fields do not. */
export type AuditLogFilter = {
  /** One action code of `auditActions` (e.g. `certificate.approved`); another is refused. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Events made by this user (an `AuditActor.id`). */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** Events of this certificate (its id). */
  certificateId?: InputMaybe<Scalars['ID']['input']>;
  /** Events of the certificate with exactly this credential number (at most 50 characters); none when unknown. */
  credentialNumber?: InputMaybe<Scalars['String']['input']>;
  /** Events on or after this day (UTC). */
  fromDate?: InputMaybe<Scalars['Date']['input']>;
  /** Events on or before this day (UTC, the whole day included). */
  toDate?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * A campus of the provider (access-and-administration §3 Campus). The master-data fields (`campusId`,
 * `campusCode`, `address`, `shortName`) are filled when read through `campuses`, null when read through
 * `formOptions.campuses` (id and name only).
 */
export type Campus = {
  __typename?: 'Campus';
  /** The street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The campus's short code, unique (e.g. MEL). */
  campusCode?: Maybe<Scalars['String']['output']>;
  /** The campus's identifier in the student management system (e.g. CMP-MEL). */
  campusId?: Maybe<Scalars['String']['output']>;
  /** The campus's id. */
  id: Scalars['ID']['output'];
  /** The campus name. */
  name: Scalars['String']['output'];
  /** The short name. */
  shortName?: Maybe<Scalars['String']['output']>;
};

/** A page of campuses. */
export type CampusPage = {
  __typename?: 'CampusPage';
  /** The campuses of this page. */
  nodes: Array<Campus>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many campuses there are (every page). */
  totalCount: Scalars['Int']['output'];
};

/** How the campus list is sorted. */
export type CampusSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: CampusSortField;
};

export { CampusSortField };

/** A requested credential with every detail field. spec: certificate-workflow §3 */
export type Certificate = {
  __typename?: 'Certificate';
  /** Who approved it (full name); null until approved. */
  approvedBy?: Maybe<Scalars['String']['output']>;
  /** The approval comment. */
  approvedComments?: Maybe<Scalars['String']['output']>;
  /** When it was approved. */
  approvedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Link to the student-portal assessment report, when configured. */
  assessmentReportUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Its audit trail, oldest first: every workflow event and every administrative event about it
   * (e.g. the learner's downloads). Whoever may see the certificate sees its trail. docs/security.md 'Audit trail'.
   */
  auditTrail: Array<AuditEvent>;
  /** What the viewer may do now. */
  availableActions: Array<CertificateAction>;
  /** The campus the student studied at (id and name). */
  campus: Campus;
  /** The reason given for the cancellation. */
  cancellationComment?: Maybe<Scalars['String']['output']>;
  /** Who cancelled it; null unless cancelled. */
  cancelledBy?: Maybe<Scalars['String']['output']>;
  /** When it was cancelled. */
  cancelledOn?: Maybe<Scalars['DateTime']['output']>;
  /** Its certificate type. */
  certificateType: CertificateType;
  /** The type's spec code, e.g. S (certificate-workflow §9). */
  certificateTypeCode: Scalars['String']['output'];
  /** The type's display name, e.g. Statement of Attainment. */
  certificateTypeName: Scalars['String']['output'];
  /** The requisitioner's comment on the request, if any. */
  comments?: Maybe<Scalars['String']['output']>;
  /** The course it certifies (id, name and code). */
  course: Course;
  /** The credential date printed on it. */
  credentialDate: Scalars['Date']['output'];
  /** The credential number printed on it, unique (at most 50 characters). */
  credentialNumber: Scalars['String']['output'];
  /** The student's enrolment id given with the request (at most 50 characters), if any. */
  enrolmentId?: Maybe<Scalars['String']['output']>;
  /** Its audit trail, oldest first. */
  events: Array<CertificateEvent>;
  /** Paid or not, as chosen at approval when fee confirmation is on; else null. */
  feeStatus?: Maybe<FeeStatus>;
  /** Stored file name; the UI shows what follows its last underscore. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The certificate's id. */
  id: Scalars['ID']['output'];
  /** Who issued it; null until issued. */
  issuedBy?: Maybe<Scalars['String']['output']>;
  /** When it was issued. */
  issuedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Gateway path of the PREVIEW-watermarked PDF. */
  previewUrl: Scalars['String']['output'];
  /** Who first printed it; null until printed. */
  printedBy?: Maybe<Scalars['String']['output']>;
  /** When it was first printed. */
  printedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Its prints and reprints, oldest first. */
  prints: Array<CertificatePrint>;
  /** Who rejected it; null unless rejected. */
  rejectedBy?: Maybe<Scalars['String']['output']>;
  /** When it was rejected. */
  rejectedOn?: Maybe<Scalars['DateTime']['output']>;
  /** The reason given for the rejection. */
  rejectionComment?: Maybe<Scalars['String']['output']>;
  /** Who approved the latest reprint. */
  reprintAcceptedBy?: Maybe<Scalars['String']['output']>;
  /** When the latest reprint was approved. */
  reprintAcceptedOn?: Maybe<Scalars['DateTime']['output']>;
  /** The comment of the latest reprint request. */
  reprintComment?: Maybe<Scalars['String']['output']>;
  /** Who refused the latest reprint. */
  reprintRejectedBy?: Maybe<Scalars['String']['output']>;
  /** When the latest reprint was refused. */
  reprintRejectedOn?: Maybe<Scalars['DateTime']['output']>;
  /** The reason given for refusing the latest reprint, if any. */
  reprintRejectionComment?: Maybe<Scalars['String']['output']>;
  /** Who requested the latest reprint; null when none. */
  reprintRequestedBy?: Maybe<Scalars['String']['output']>;
  /** When the latest reprint was requested. */
  reprintRequestedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Its reprint's state; null when no reprint was ever requested. */
  reprintStatus?: Maybe<ReprintStatus>;
  /** The reprint status as the spec's number, 1–4; null when none. */
  reprintStatusCode?: Maybe<Scalars['Int']['output']>;
  /** Who last reprinted it. */
  reprintedBy?: Maybe<Scalars['String']['output']>;
  /** When it was last reprinted. */
  reprintedOn?: Maybe<Scalars['DateTime']['output']>;
  /** When it was requested. */
  requestedDate: Scalars['DateTime']['output'];
  /** The staff member who requested it. */
  requisitioner: User;
  /** Gateway path of the PDF with the signatures given so far. */
  signedPdfUrl: Scalars['String']['output'];
  /** Its assigned signees, in slot order, and who has signed. */
  signees: Array<CertificateSignee>;
  /** Where it is in the workflow. */
  status: CertificateStatus;
  /** The status as the spec's number, 0–7 (certificate-workflow §4). */
  statusCode: Scalars['Int']['output'];
  /** Label for lists: e.g. 'Requested', 'Signed', 'Reprint Approved'. */
  statusLabel: Scalars['String']['output'];
  /** The student it is for (id, full name and student id). */
  student: Student;
  /** The template it prints with (the course's template for its type). */
  template: Template;
  /** Its units of competency, in the order requested (1 to 100). */
  units: Array<CertificateUnit>;
  /**
   * When the certificate last changed: its request, or any transition since. The register's
   * `UPDATED_AT` sort syncs by the order in which changes committed (see `certificateRegister`).
   */
  updatedAt: Scalars['DateTime']['output'];
  /**
   * How often the public looked this credential up by its code, its printed PDF ("Check a
   * document") or its verifiable credential: a count and the latest time (zero and null before it is
   * issued or when never looked up). Staff only, as the certificate itself.
   */
  verificationLookups: VerificationLookups;
  /** Viewer is an assigned signee who has not signed and the certificate awaits signatures. */
  viewerCanSign: Scalars['Boolean']['output'];
};

export { CertificateAction };

/** A certificate and the comment or reason its action requires (reject, cancel, reprint request). */
export type CertificateCommentInput = {
  /** The comment or reason, required (at most 2,000 characters): 'Please add comment'. */
  comment: Scalars['String']['input'];
  /** The certificate's id. */
  id: Scalars['ID']['input'];
};

/**
 * A page of one certificate list: offset paging (`page`, `pageSize`), not a Relay connection despite
 * its name (the register, `certificateRegister`, is the Relay connection for syncing).
 */
export type CertificateConnection = {
  __typename?: 'CertificateConnection';
  /** The certificates of this page, in the requested order. */
  nodes: Array<Certificate>;
  /** This page's number, 1-based. */
  page: Scalars['Int']['output'];
  /** The page size asked for (1–100). */
  pageSize: Scalars['Int']['output'];
  /** Certificates in the list matching the filter, all pages. */
  totalCount: Scalars['Int']['output'];
};

/**
 * A learner's download page (docs/printing.md 'Digital delivery'): their own certificate, reached by the
 * token of the link e-mailed when it was printed. Nothing else about the learner is shown.
 */
export type CertificateDelivery = {
  __typename?: 'CertificateDelivery';
  /** The PDF's size in bytes. */
  byteSize: Scalars['Int']['output'];
  /** True when the certificate was cancelled since: its PDF is no longer given (the download answers 404). */
  cancelled: Scalars['Boolean']['output'];
  /** The certificate type's display name, e.g. Statement of Attainment. */
  certificateTypeName: Scalars['String']['output'];
  /** The credential number printed on it. */
  credentialNumber: Scalars['String']['output'];
  /** The qualification or course title as printed. */
  credentialTitle: Scalars['String']['output'];
  /** The gateway path of the PDF, served without a token while the link lives: `/files/delivery/{token}`. */
  downloadUrl: Scalars['String']['output'];
  /** When the link stops working (30 days after printing). */
  expiresAt: Scalars['DateTime']['output'];
  /** The name the PDF downloads as. */
  fileName: Scalars['String']['output'];
  /** The date the credential bears (its credential date). */
  issueDate: Scalars['Date']['output'];
  /** The learner's first name. */
  learnerFirstName: Scalars['String']['output'];
  /** The organisation that issued it. */
  organisation: DeliveryOrganisation;
  /** The credential's public verify page (absolute URL); null when it has no verification code. */
  verifyUrl?: Maybe<Scalars['String']['output']>;
};

/** One audit event: a transition, who made it and when. */
export type CertificateEvent = {
  __typename?: 'CertificateEvent';
  /**
   * requested | approved | rejected | signed | issued | cancelled | printed |
   * reprint_requested | reprint_approved | reprint_rejected | reprinted |
   * delivered (the learner was e-mailed a download link; the status does not change)
   */
  action: Scalars['String']['output'];
  /** The full name of who made it (a user, or an API client's name). */
  actorName: Scalars['String']['output'];
  /** The comment or reason given with it, if any (at most 2,000 characters). */
  comment?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The reprint status before (null when no reprint was open). */
  fromReprintStatus?: Maybe<ReprintStatus>;
  /** The status before (null for the request itself). */
  fromStatus?: Maybe<CertificateStatus>;
  /** The audit event's id. */
  id: Scalars['ID']['output'];
  /** The reprint status after (null when the event is not about a reprint). */
  toReprintStatus?: Maybe<ReprintStatus>;
  /** The status after. */
  toStatus?: Maybe<CertificateStatus>;
};

/**
 * The shared search panel of the certificate lists; absent fields do not filter. spec:
 * certificate-workflow §2 "Shared search panel"
 */
export type CertificateFilter = {
  /** This campus. */
  campusId?: InputMaybe<Scalars['ID']['input']>;
  /** This type; absent means every type (the spec's 'SCT'). */
  certificateType?: InputMaybe<CertificateType>;
  /** Any of these courses (at most 500 ids). */
  courseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Requested on or after this date. */
  requestedFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Requested on or before this date. */
  requestedTo?: InputMaybe<Scalars['Date']['input']>;
  /** Requested by any of these users (at most 500 ids). */
  requisitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive part of the student's name (at most 200 characters). */
  studentName?: InputMaybe<Scalars['String']['input']>;
};

/** One certificate to act on. */
export type CertificateIdInput = {
  /** The certificate's id. */
  id: Scalars['ID']['input'];
};

/** Certificates to act on together (printing): all in the same status and template. */
export type CertificateIdsInput = {
  /** The certificates' ids, 1 to 200. */
  ids: Array<Scalars['ID']['input']>;
};

export { CertificateList };

/** One print or reprint of a certificate and the PDF it stored. */
export type CertificatePrint = {
  __typename?: 'CertificatePrint';
  /** The printed PDF (one file may hold several certificates printed together). */
  file: StoredFile;
  /** The print's id. */
  id: Scalars['ID']['output'];
  /** Print or reprint. */
  kind: PrintKind;
  /** When it was printed. */
  printedAt: Scalars['DateTime']['output'];
  /** The full name of who printed it (null when that user is gone). */
  printedBy?: Maybe<Scalars['String']['output']>;
};

/** A page of the certificate register (Relay connection). */
export type CertificateRegisterConnection = {
  __typename?: 'CertificateRegisterConnection';
  /** This page's rows, in the requested order (at most `first`). */
  edges: Array<CertificateRegisterEdge>;
  /** Where this page is: whether another follows and the cursors to continue from. */
  pageInfo: PageInfo;
  /** Certificates matching the filter, all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One register row and its keyset cursor. */
export type CertificateRegisterEdge = {
  __typename?: 'CertificateRegisterEdge';
  /** An opaque keyset cursor: pass it as `after` to continue after this row (with the same sort). */
  cursor: Scalars['String']['output'];
  /** The certificate, in its current state. */
  node: Certificate;
};

/**
 * The certificate register's search: the shared search panel plus the register's own fields
 * (credential date range, status multi-select, credential number). Fields are sent only when filled.
 * spec: certificate-workflow §2 "Shared search panel", "Reports list"; §7 POST /reports.
 */
export type CertificateRegisterFilter = {
  /** This campus. */
  campusId?: InputMaybe<Scalars['ID']['input']>;
  /** One type; absent means all (the spec's 'SCT'). */
  certificateType?: InputMaybe<CertificateType>;
  /** Any of these courses (at most 500 ids). */
  courseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Credential date from (inclusive). */
  credentialFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Case-insensitive part of the credential number. */
  credentialNumber?: InputMaybe<Scalars['String']['input']>;
  /** Credential date to (inclusive). */
  credentialTo?: InputMaybe<Scalars['Date']['input']>;
  /** Requested on or after this date. */
  requestedFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Requested on or before this date. */
  requestedTo?: InputMaybe<Scalars['Date']['input']>;
  /** Requested by any of these users (at most 500 ids). */
  requisitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any of these states (the screen offers `certificateRegisterStatusOptions`). */
  statuses?: InputMaybe<Array<CertificateStatus>>;
  /** The student's own id (`Student.studentId`), whole, ignoring case; at most 50 characters. docs/integrators.md. */
  studentId?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive part of the student's name. */
  studentName?: InputMaybe<Scalars['String']['input']>;
  /** Certificates whose `updatedAt` is at or after this instant. docs/integrators.md. */
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A status filter option of the register, with the spec's label (§9 'Report status filter options'). */
export type CertificateRegisterStatusOption = {
  __typename?: 'CertificateRegisterStatusOption';
  /** Word for word, e.g. 'Stage 1 Requested'. */
  label: Scalars['String']['output'];
  /** The status it filters by (pass it in `CertificateRegisterFilter.statuses`). */
  status: CertificateStatus;
};

/** An assigned signee of a certificate and when they signed (null: not yet). */
export type CertificateSignee = {
  __typename?: 'CertificateSignee';
  /** The designation printed under the signature, e.g. Chief Executive Officer. */
  designation: Scalars['String']['output'];
  /** When they signed; null while they have not. */
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The template's signee slot, 1-based (1 to 10). */
  slot: Scalars['Int']['output'];
  /** The user who signs in this slot. */
  user: User;
};

/** How a certificate list or the register is sorted. */
export type CertificateSort = {
  /** Ascending or descending (`UPDATED_AT` is always ascending). */
  direction: SortDirection;
  /** The column. */
  field: CertificateSortField;
};

export { CertificateSortField };

export { CertificateStatus };

export { CertificateType };

/** A certificate type with its spec code and display name (certificate-workflow §9), for pickers. */
export type CertificateTypeInfo = {
  __typename?: 'CertificateTypeInfo';
  /** The spec's code, e.g. `S`. */
  code: Scalars['String']['output'];
  /** Display name, e.g. Statement of Attainment. */
  name: Scalars['String']['output'];
  /** The type as an enum value. */
  type: CertificateType;
};

/** A unit of competency on a certificate, as requested: a row of its Record of Results. spec: certificate-workflow §3 */
export type CertificateUnit = {
  __typename?: 'CertificateUnit';
  /** The mark, as the provider records it, e.g. 85. */
  mark: Scalars['String']['output'];
  /** The outcome's grade code, e.g. CA. */
  outcomeGradeShortCode: Scalars['String']['output'];
  /** The outcome, e.g. Competency achieved/pass. */
  outcomeResult: Scalars['String']['output'];
  /** The national unit code, e.g. BSBLDR511. */
  unitCode: Scalars['String']['output'];
  /** The unit's title. */
  unitName: Scalars['String']['output'];
  /** When the student started the unit. */
  unitStartDate: Scalars['Date']['output'];
};

/** One unit of competency of a request; every field is required ('This field is required'). spec: certificate-workflow §5 */
export type CertificateUnitInput = {
  /** The mark (at most 50 characters). */
  mark: Scalars['String']['input'];
  /** The grade code, e.g. CA (at most 50 characters). */
  outcomeGradeShortCode: Scalars['String']['input'];
  /** The outcome, e.g. Competency achieved/pass (at most 50 characters). */
  outcomeResult: Scalars['String']['input'];
  /** The national unit code (at most 50 characters). */
  unitCode: Scalars['String']['input'];
  /** The unit's title (at most 300 characters). */
  unitName: Scalars['String']['input'];
  /** When the student started the unit. */
  unitStartDate: Scalars['Date']['input'];
};

/** One event of `certificateUpdated`: a certificate the subscriber may see changed. */
export type CertificateUpdatedEvent = {
  __typename?: 'CertificateUpdatedEvent';
  /** The audit action that caused it. */
  action: Scalars['String']['output'];
  /** The certificate as it is now, read for the subscriber (null when it may no longer see it). */
  certificate?: Maybe<Certificate>;
  /** The certificate's id. */
  id: Scalars['ID']['output'];
  /** Its reprint status after the change (null when none). */
  reprintStatus?: Maybe<ReprintStatus>;
  /** Its status after the change. */
  status: CertificateStatus;
};

/** The answer of every workflow mutation: the server's message and the changed certificates. */
export type CertificatesPayload = {
  __typename?: 'CertificatesPayload';
  /** The certificates as they are now (update your cache with them). */
  certificates: Array<Certificate>;
  /** The server's message, e.g. 'Certificate approved successfully'. */
  message: Scalars['String']['output'];
};

/** The password to check before signing. */
export type CheckSignPasswordInput = {
  /** The viewer's password. */
  password: Scalars['String']['input'];
};

/** The answer of `checkSignPassword`. */
export type CheckSignPasswordPayload = {
  __typename?: 'CheckSignPasswordPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** Whether the password is right. */
  success: Scalars['Boolean']['output'];
};

/** One configuration item. spec: access-and-administration §2 "Configuration Settings", §3 Configuration item, §9 */
export type ConfigurationItem = {
  __typename?: 'ConfigurationItem';
  /** Its key, e.g. `display_date_format`, `fee_paid_or_not_confirmation`. */
  key: Scalars['String']['output'];
  /** The fixed choices of the value (the six date formats; Yes, NO); empty when the value is free text. */
  options: Array<Scalars['String']['output']>;
  /** Its label, e.g. Display Date Format. */
  text: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/**
 * A nationally recognised course or qualification, e.g. BSB50420 Diploma of Leadership and Management.
 * The master-data fields (`courseId`, `shortName`, `expiryDate`, …) are filled when read through
 * `courses`, null when read through `formOptions.courses` or `course` (id, name and code only).
 */
export type Course = {
  __typename?: 'Course';
  /** The name printed on certificates (null: the name). */
  certificateCourseName?: Maybe<Scalars['String']['output']>;
  /** The national course code, e.g. BSB50420. */
  code: Scalars['String']['output'];
  /** The course's identifier in the student management system. */
  courseId?: Maybe<Scalars['String']['output']>;
  /** The last day the course may be awarded. */
  expiryDate?: Maybe<Scalars['Date']['output']>;
  /** The name on graduate certificates. */
  graduateCertificateCourseName?: Maybe<Scalars['String']['output']>;
  /** The course's id. */
  id: Scalars['ID']['output'];
  /** The course's title, e.g. Diploma of Leadership and Management. */
  name: Scalars['String']['output'];
  /** The short name (§3 course_short_name). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** How many units of competency the course packages (`units` lists them). */
  unitCount?: Maybe<Scalars['Int']['output']>;
  /** Units of competency of this course (suggestions for the request form). */
  units: Array<CourseUnit>;
};

/**
 * The course list's search (§2 "Master area": course code, course id, course name). Each filter counts
 * only when filled; they add up; each matches any part, case and accents ignored.
 */
export type CourseFilter = {
  /** Any part of the national course code. */
  courseCode?: InputMaybe<Scalars['String']['input']>;
  /** Any part of the course's identifier in the student management system. */
  courseId?: InputMaybe<Scalars['String']['input']>;
  /** Any part of the course name. */
  courseName?: InputMaybe<Scalars['String']['input']>;
};

/** A page of courses. */
export type CoursePage = {
  __typename?: 'CoursePage';
  /** The courses of this page. */
  nodes: Array<Course>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many courses match the filter (every page). */
  totalCount: Scalars['Int']['output'];
};

/** How the course list is sorted. */
export type CourseSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: CourseSortField;
};

export { CourseSortField };

/** A unit of competency packaged in a course. */
export type CourseUnit = {
  __typename?: 'CourseUnit';
  /** True for a core unit of the course, false for an elective. */
  core: Scalars['Boolean']['output'];
  /** The national unit code, e.g. BSBLDR511 (at most 50 characters). */
  unitCode: Scalars['String']['output'];
  /** The unit's title, e.g. Develop and use emotional intelligence (at most 300 characters). */
  unitName: Scalars['String']['output'];
};

/** A new API client. */
export type CreateApiClientInput = {
  /** Its name (1–100 characters), unique among live clients. */
  name: Scalars['String']['input'];
  /** What it may do (at least one). */
  scopes: Array<ApiClientScope>;
};

/** A new role with its grants. spec: access-and-administration §2 Role Management (Add Roles) */
export type CreateRoleInput = {
  /** Active (default) or inactive. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Module names it grants (see `grantOptions`). */
  modules?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The name (required; unique whatever the case). */
  name: Scalars['String']['input'];
  /** Permission codes it grants (see `grantOptions`). */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The answer of `createRole`. */
export type CreateRolePayload = {
  __typename?: 'CreateRolePayload';
  /** The server's message ('Role created successfully'). */
  message: Scalars['String']['output'];
  /** The new role (null only if it could not be read back). */
  role?: Maybe<Role>;
};

/** A new template from a PDF. spec: access-and-administration §2 "Template Listing" (Add Template), §5 Template */
export type CreateTemplateInput = {
  /** Its name (at most 100 characters). */
  name: Scalars['String']['input'];
  /** Signee slots, 1 to 10. */
  noOfSignees: Scalars['Int']['input'];
  /** When true, approval also counts as signing. */
  skipSign: Scalars['Boolean']['input'];
  /** The PDF sent to `POST /files/uploads?purpose=template` (a PDF of at most 10 MB and 2 pages). */
  uploadId: Scalars['ID']['input'];
  /** First day new requests may use it (none: no start). */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Last day new requests may use it (none: no end); on or after `validFrom`. */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** The answer of `createTemplate`. */
export type CreateTemplatePayload = {
  __typename?: 'CreateTemplatePayload';
  /** Which expected AcroForm fields the PDF has and lacks (the missing ones fall back to the default layout). */
  fields: TemplateFields;
  /** The server's message; it names the expected fields the PDF lacks. */
  message: Scalars['String']['output'];
  /** The new template. */
  template: Template;
};

/** A new webhook endpoint of the calling API client (or, for an administrator, of `apiClientId`). */
export type CreateWebhookEndpointInput = {
  /** The owning API client; needed when an administrator creates it, ignored for an API client (its own). */
  apiClientId?: InputMaybe<Scalars['ID']['input']>;
  /** A note for people (at most 500 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The events to receive (at least one). */
  events: Array<WebhookEventType>;
  /** An `https://` URL (at most 2,000 characters) whose host resolves to public addresses only (no loopback, private or link-local address). */
  url: Scalars['String']['input'];
};

/**
 * What the public may know of an issued credential (docs/verification.md): the
 * organisation, the learner's name, the qualification or statement and its code, the units of a
 * statement of attainment, the issue date, the credential number and the status. Never the date of
 * birth, e-mail, USI or any internal id.
 */
export type CredentialVerification = {
  __typename?: 'CredentialVerification';
  /** When the credential was cancelled; null unless `status` is CANCELLED. */
  cancelledOn?: Maybe<Scalars['DateTime']['output']>;
  /** The certificate type, e.g. STATEMENT_OF_ATTAINMENT. */
  certificateType: CertificateType;
  /** The type's display name, e.g. Statement of Attainment. */
  certificateTypeName: Scalars['String']['output'];
  /** The qualification or course code, e.g. BSB50420. */
  courseCode: Scalars['String']['output'];
  /** The qualification or course title as printed. */
  courseTitle: Scalars['String']['output'];
  /** The credential number printed on it. */
  credentialNumber: Scalars['String']['output'];
  /**
   * The gateway path of this credential's machine-readable copy (docs/verification.md),
   * served without a token: `/verify/{code}/credential`. It answers an Open Badges 3.0
   * `OpenBadgeCredential` (W3C Verifiable Credential) as JSON `{ credential, jwt }` — `jwt` the
   * credential signed with the organisation's Ed25519 key (a compact JWS, OB 3.0 "JSON Web Token
   * Proof Format") — or the JWS alone with `Accept: application/vc+jwt` or `?format=jwt`; the public
   * keys are at `/.well-known/jwks.json`. Null when the credential is cancelled, and in
   * `verifyDocument` answers (look the credential up by its code for it).
   */
  credentialUrl?: Maybe<Scalars['String']['output']>;
  /** The date the credential bears (its credential date). */
  issueDate: Scalars['Date']['output'];
  /** The learner's full name as printed. */
  learnerName: Scalars['String']['output'];
  /** The organisation that issued it. */
  organisation: IssuingOrganisation;
  /** When the credential was last reprinted; null unless `status` is REISSUED. */
  reissuedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Valid, reissued or cancelled. */
  status: VerificationStatus;
  /** The units of a statement of attainment, in printed order; empty for any other type. */
  units: Array<VerifiedUnit>;
};

/** The dashboard's current figures, counted over what the viewer may see. spec: certificate-workflow §2 Dashboard */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** The CURRENT MONTH doughnut and its course table: certificates requested this month per course, most first. */
  currentMonth: Array<DashboardCourseCount>;
  /** Certificates waiting longer than 21 and 30 days to be issued. */
  issuanceClock: IssuanceClock;
  /** The size of the viewer's requested list; null when the viewer's roles do not grant that list. */
  pendingRequests?: Maybe<Scalars['Int']['output']>;
  /**
   * What the viewer still has to sign: a signee's own unsigned assignments, an approver's whole
   * to-be-signed list; null when the viewer's roles do not grant that list.
   */
  pendingToBeSigned?: Maybe<Scalars['Int']['output']>;
};

/** A row of the Campus Data table. */
export type DashboardCampusYear = {
  __typename?: 'DashboardCampusYear';
  /** The campus name. */
  campusName: Scalars['String']['output'];
  /** Its certificates of the year. */
  counts: DashboardStageCounts;
};

/** Certificates of one course (a slice of the CURRENT MONTH doughnut and a row of its table). */
export type DashboardCourseCount = {
  __typename?: 'DashboardCourseCount';
  /** Certificates requested this month for the course that the viewer may see. */
  certificates: Scalars['Int']['output'];
  /** The course code. */
  courseCode: Scalars['String']['output'];
  /** The course name. */
  courseName: Scalars['String']['output'];
};

/** A row of the Course Data table. */
export type DashboardCourseYear = {
  __typename?: 'DashboardCourseYear';
  /** Its certificates of the year. */
  counts: DashboardStageCounts;
  /** The course code. */
  courseCode: Scalars['String']['output'];
  /** The course name. */
  courseName: Scalars['String']['output'];
};

/** Certificates requested in a year, by stage. */
export type DashboardStageCounts = {
  __typename?: 'DashboardStageCounts';
  /** Of those, not yet issued (requested, approved or signed). */
  inProgress: Scalars['Int']['output'];
  /** Of those, issued or printed. */
  issued: Scalars['Int']['output'];
  /** Of those, rejected or cancelled. */
  rejectedOrCancelled: Scalars['Int']['output'];
  /** Requested in the year. */
  requested: Scalars['Int']['output'];
};

/** The Campus Data and Course Data tables of a year. spec: certificate-workflow §2 Dashboard */
export type DashboardYear = {
  __typename?: 'DashboardYear';
  /** Per campus, by name. */
  campuses: Array<DashboardCampusYear>;
  /** Per course, by name. */
  courses: Array<DashboardCourseYear>;
  /** The year asked for. */
  year: Scalars['Int']['output'];
};

/** The user to delete. spec: access-and-administration §6 (never oneself) */
export type DeleteUserInput = {
  /** The user's id. */
  id: Scalars['ID']['input'];
};

/** The answer of `deleteUser`: the user is gone from every list (kept for the certificates' history). */
export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  /** The id of the deleted user (evict it from caches). */
  deletedUserId: Scalars['ID']['output'];
  /** The server's message ('User deleted successfully'). */
  message: Scalars['String']['output'];
};

/** The organisation that issued a delivered certificate, as its download page shows it. */
export type DeliveryOrganisation = {
  __typename?: 'DeliveryOrganisation';
  /** Its logo, a gateway path served without a token (`/files/logo`); null when none is set. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Its name (Organisation Settings). */
  name: Scalars['String']['output'];
};

/** The answer of `verifyDocument`: whether a file is exactly a PDF the organisation printed. */
export type DocumentVerification = {
  __typename?: 'DocumentVerification';
  /** The credentials the file holds (one, or several for a bulk print), as they stand now; empty when there is no match. */
  credentials: Array<CredentialVerification>;
  /** Whether that PDF was a first print or a reprint; null when there is no match. */
  kind?: Maybe<PrintKind>;
  /** True when the file is, byte for byte, a PDF the organisation printed. */
  match: Scalars['Boolean']['output'];
  /** When that PDF was printed; null when there is no match. */
  printedAt?: Maybe<Scalars['DateTime']['output']>;
};

export { FeeStatus };

/** Dropdown data for the request form and the search panel. spec: certificate-workflow §3 Dropdown data */
export type FormOptions = {
  __typename?: 'FormOptions';
  /** Every campus, by name (id and name only). */
  campuses: Array<Campus>;
  /** Every certificate type, in the spec's order (§9). */
  certificateTypes: Array<CertificateTypeInfo>;
  /** Every course, by name (id, name and code only; `units` loads on demand). */
  courses: Array<Course>;
  /** Active users who may request certificates (permission requested_certificate.add), by name. */
  requisitioners: Array<User>;
  /** Active users whose roles grant signing, by name (the Signees of a template). */
  signees: Array<User>;
  /** The 20 most recently added students, newest first; the student picker searches the rest (`students(filter:)`). */
  students: Array<Student>;
};

/** Everything a role can grant: the role modal's choices. spec: access-and-administration §2 Role Management */
export type GrantOptions = {
  __typename?: 'GrantOptions';
  /** Every module, ordered by section (Certificates, Master, Settings) then menu order. */
  modules: Array<Module>;
  /** Every permission with its label. */
  permissions: Array<Permission>;
};

/** How many rows an import added, updated and left as they were. */
export type ImportCounts = {
  __typename?: 'ImportCounts';
  /** Rows whose key was new: added. */
  added: Scalars['Int']['output'];
  /** Rows equal to what was stored: nothing written. */
  unchanged: Scalars['Int']['output'];
  /** Rows of a stored key with a changed value: updated. */
  updated: Scalars['Int']['output'];
};

export { ImportKind };

/** What an import did: every row was written, in one transaction (spec §8 'Upload Success'). */
export type ImportResult = {
  __typename?: 'ImportResult';
  /** Records added (a course import counts courses). */
  added: Scalars['Int']['output'];
  /** The server's message: 'Upload Success'. */
  message: Scalars['String']['output'];
  /** The data rows of the file. */
  rows: Scalars['Int']['output'];
  /** Records equal to what was stored. */
  unchanged: Scalars['Int']['output'];
  /** A course import: what it did to the courses' units of competency (null for other imports). */
  units?: Maybe<ImportCounts>;
  /** Records updated in place. */
  updated: Scalars['Int']['output'];
};

/** The sample file of an import: every column it takes, `#` comment lines on the formats, example rows. */
export type ImportSample = {
  __typename?: 'ImportSample';
  /** The CSV text (UTF-8). */
  csv: Scalars['String']['output'];
  /** The file name to save it as (e.g. student-import-sample.csv). */
  fileName: Scalars['String']['output'];
};

/**
 * The 30-day issuance clock (extension: the Standards for RTOs 2025 issue a credential within 30
 * calendar days): certificates of the viewer's lists not yet issued, oldest first, at most 100.
 */
export type IssuanceClock = {
  __typename?: 'IssuanceClock';
  /** Requested more than 21 days ago (those older than 30 days included). */
  olderThan21Days: Array<WaitingCertificate>;
  /** Requested more than 30 days ago. */
  olderThan30Days: Array<WaitingCertificate>;
};

/** One month of the 30-day compliance report: certificates issued that month (UTC), within and beyond 30 days. */
export type IssuanceComplianceMonth = {
  __typename?: 'IssuanceComplianceMonth';
  /** The certificates issued beyond 30 days, longest first, at most 20 (`issuedBeyond` counts them all). */
  beyond: Array<LateIssuedCertificate>;
  /** Certificates the viewer may see issued that month. */
  issued: Scalars['Int']['output'];
  /** Of those, issued more than 30 days after the request. */
  issuedBeyond: Scalars['Int']['output'];
  /** Of those, issued within 30 days (30 × 24 hours) of the request. */
  issuedWithin: Scalars['Int']['output'];
  /** The median days from request to issue, one decimal; null when none was issued that month. */
  medianDays?: Maybe<Scalars['Float']['output']>;
  /** The month of issue, YYYY-MM (UTC). */
  month: Scalars['String']['output'];
};

/**
 * The 30-day compliance report (docs/compliance.md; Standards for RTOs 2025: certification within 30
 * days): per month, certificates issued within and beyond 30 days, measured as the dashboard's issuance clock
 * measures them (from the request to the issue).
 */
export type IssuanceComplianceReport = {
  __typename?: 'IssuanceComplianceReport';
  /** The first month, YYYY-MM. */
  from: Scalars['String']['output'];
  /** The limit in days the report measures against (30). */
  limitDays: Scalars['Int']['output'];
  /** Every month from `from` to `to`, oldest first (months without issues as 0). */
  months: Array<IssuanceComplianceMonth>;
  /** The last month, YYYY-MM. */
  to: Scalars['String']['output'];
};

/** The organisation that issued a credential, as the public page shows it. */
export type IssuingOrganisation = {
  __typename?: 'IssuingOrganisation';
  /** Its logo, a gateway path served without a token (`/files/logo`); null when none is set. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Its name (Organisation Settings). */
  name: Scalars['String']['output'];
};

/** A certificate issued more than 30 days after its request (the 30-day compliance report). docs/compliance.md */
export type LateIssuedCertificate = {
  __typename?: 'LateIssuedCertificate';
  /** Its credential number. */
  credentialNumber: Scalars['String']['output'];
  /** Whole days from the request to the issue (over 30). */
  days: Scalars['Int']['output'];
  /** The certificate's id. */
  id: Scalars['ID']['output'];
  /** When it was issued: the clock stops. */
  issuedAt: Scalars['DateTime']['output'];
  /** When it was requested: the 30-day clock starts. */
  requestedAt: Scalars['DateTime']['output'];
  /** The student's full name. */
  studentName: Scalars['String']['output'];
};

/** Credentials of `login`. */
export type LoginInput = {
  /** The e-mail address (the username). */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** The answer of `login`. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** When the token expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque bearer token for `Authorization: Bearer …` and the WebSocket `connectionParams.authorization`. */
  token: Scalars['String']['output'];
  /** The signed-in user and their grants. */
  viewer: Viewer;
};

/** The answer of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True when the token was revoked. */
  success: Scalars['Boolean']['output'];
};

/** The notification to mark as read. */
export type MarkNotificationReadInput = {
  /** The notification's id (one of the viewer's own). */
  id: Scalars['ID']['input'];
};

/** The answer of `markNotificationRead`. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** The notification as it is now, or null when it is older than the viewer's latest 100. */
  notification?: Maybe<Notification>;
  /** The viewer's unread notifications after this one was read. */
  unreadCount: Scalars['Int']['output'];
};

/** A screen a role grants; menus are built from these. */
export type Module = {
  __typename?: 'Module';
  /** The menu label, e.g. 'Certificate Printed'. */
  displayName: Scalars['String']['output'];
  /** The module's name, e.g. `printed_list` (what a role grants). */
  name: Scalars['String']['output'];
  /** Order within its section (lower first). */
  priority: Scalars['Int']['output'];
  /** The menu the module appears in. */
  section: ModuleSection;
  /** Route of the screen, e.g. /certificates/requested-list */
  url: Scalars['String']['output'];
};

export { ModuleSection };

/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a student (the Add Student form). Needs the `student_list` module and the
   * `student_management.add` permission. BAD_USER_INPUT carries §5's messages in `fieldErrors` by input
   * field (a taken student id: 'The student ID has already been taken.' on `studentId`).
   * spec: access-and-administration §5 "Add Student", §7 POST /addStudent, §8 "Add student"
   */
  addStudent: AddStudentPayload;
  /** Adds a user (§5 messages as BAD_USER_INPUT field errors; a taken e-mail on `email`). Needs user management. */
  addUser: AddUserPayload;
  /** 0 → 1 (or 3 with skip-sign). */
  approveCertificate: CertificatesPayload;
  /** Reprint requested → approved. */
  approveReprint: CertificatesPayload;
  /** Gives a role to users (ending their sessions: their grants changed). Needs role management. */
  assignRoleUsers: AssignRoleUsersPayload;
  /** Assigns courses and a certificate type to a template. Needs the `template_management` module. */
  assignTemplateCourses: TemplatePayload;
  /** Sets the signee and designation of every slot of a template. Needs the `template_management` module. */
  assignTemplateSignees: TemplatePayload;
  /** Sets a user's roles; a stale `version` or no administrator left → CONFLICT. Needs user management. */
  assignUserRoles: AssignUserRolesPayload;
  /** 3, 4, 5 → 7. */
  cancelCertificate: CertificatesPayload;
  /** Re-checks the viewer's password before signing (password security). Throttled. spec: workflow §4 */
  checkSignPassword: CheckSignPasswordPayload;
  /** Creates an API client and answers its secret, once. Administrators only. */
  createApiClient: ApiClientSecretPayload;
  /** Adds a role with its grants (a taken name → BAD_USER_INPUT on `name`). Needs role management. */
  createRole: CreateRolePayload;
  /** Adds a template from an uploaded PDF, reporting its expected fields. Needs `template_management.add`. */
  createTemplate: CreateTemplatePayload;
  /** Subscribes an HTTPS endpoint to certificate events (scope `webhooks:manage`, or an administrator). */
  createWebhookEndpoint: WebhookEndpointSecretPayload;
  /** Deletes a user (soft); oneself → FORBIDDEN, the last administrator → CONFLICT. Needs user management. */
  deleteUser: DeleteUserPayload;
  /** Removes an endpoint: no more deliveries; its log stays readable to administrators. */
  deleteWebhookEndpoint: WebhookEndpointPayload;
  /**
   * Imports campuses from an uploaded CSV file (`uploadId` from `POST /files/uploads?purpose=csv`): all
   * rows or none, upserted on campus_code. Needs a module reaching the screen (campus_list or
   * campus_import) and the `campus_management.add` permission (FORBIDDEN otherwise). A file with bad
   * rows fails with BAD_USER_INPUT, message 'Upload Failed', and `extensions.rowErrors` (a list of
   * `{ row, column, message }`, row 1 being the header, at most 1,000) and `extensions.moreErrors` (how
   * many more); a header lacking required columns fails the same way with `extensions.missingColumns`;
   * a file without data rows fails with BAD_USER_INPUT 'No Data'; an unknown or used upload with
   * `extensions.fieldErrors.uploadId`. spec: access-and-administration §2 "CSV import screens", §4, §7 POST /importCampus, §8
   */
  importCampuses: ImportResult;
  /**
   * Imports courses with their units of competency (one row per unit, the course's columns repeated)
   * from an uploaded CSV file: all rows or none, courses upserted on course_code and units on unit_code
   * within their course; `units` counts the units. Needs course_list or course_import and
   * `course_management.add`. Errors as `importCampuses`. spec: access-and-administration §2, §4, §7 POST /importCourse, §8
   */
  importCourses: ImportResult;
  /**
   * Imports students from an uploaded CSV file: all rows or none, upserted on student_id, each row
   * checked with §5 "Add Student"'s rules (dates as yyyy-mm-dd or the configured display format). Needs
   * student_list or student_import and `student_management.add`. Errors as `importCampuses`.
   * spec: access-and-administration §2, §4, §5, §7 POST /importStudent, §8
   */
  importStudents: ImportResult;
  /** 3 → 4. */
  issueCertificate: CertificatesPayload;
  /** Signs in. Wrong credentials → UNAUTHENTICATED; throttled → TOO_MANY_REQUESTS. spec: access §2 Login page */
  login: LoginPayload;
  /** Revokes the caller's token. */
  logout: LogoutPayload;
  /** Marks one of the viewer's notifications as read. spec: access-and-administration §2 Notifications, §7 POST /readNotification */
  markNotificationRead: MarkNotificationReadPayload;
  /** 4 → 5, one merged PDF; all must share status and template. */
  printCertificates: PrintCertificatesPayload;
  /** 0 → 2. */
  rejectCertificate: CertificatesPayload;
  /** Reprint requested → rejected. */
  rejectReprint: CertificatesPayload;
  /** Sends a delivery again (any status), due now, with the same `messageId` so receivers can de-duplicate; its attempts are kept. CONFLICT when its endpoint was deleted or is disabled, or its client revoked. */
  replayWebhookDelivery: ReplayWebhookDeliveryPayload;
  /** Reprint approved → reprinted, one merged PDF. */
  reprintCertificates: PrintCertificatesPayload;
  /** 0: a new request. spec: workflow §2 Request Certificate, §5 */
  requestCertificate: CertificatesPayload;
  /**
   * Forgot password: e-mails a reset link to an active account. Works without signing in and answers the
   * same for any well-formed address. Invalid e-mail → BAD_USER_INPUT (`fieldErrors.email`).
   * spec: access-and-administration §2 Forgot password, §7 POST /password/email
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Printed → reprint requested. */
  requestReprint: CertificatesPayload;
  /**
   * Reset your Password with the e-mailed token. Works without signing in. A rule broken → BAD_USER_INPUT with
   * `fieldErrors` (`email`, `password`, `passwordConfirmation`, `token`: an unknown, used or expired link).
   * spec: access-and-administration §2 Reset your Password, §5, §7 POST /password/reset, §8
   */
  resetPassword: ResetPasswordPayload;
  /** Revokes a client: its secret stops working at once on every instance and its webhooks stop. Administrators only. */
  revokeApiClient: RevokeApiClientPayload;
  /** Replaces a live client's secret: the old one stops working at once; the new one is answered once. Administrators only. */
  rotateApiClientSecret: ApiClientSecretPayload;
  /** Replaces an endpoint's signing secret; deliveries from now on are signed with the new one. */
  rotateWebhookSecret: WebhookEndpointSecretPayload;
  /** Saves the viewer's signature, uploaded or drawn (module upload_signature). spec: access-and-administration §2, §4 */
  saveSignature: SaveSignaturePayload;
  /** The viewer signs each; a certificate moves 1 → 3 when its last signee signs. All must share one template. */
  signCertificates: CertificatesPayload;
  /** Sets one configuration item's value (module configuration_settings). spec: access-and-administration §2, §9 */
  updateConfigurationItem: UpdateConfigurationItemPayload;
  /** Saves the organisation profile and, optionally, a new logo (module company_settings). spec: access-and-administration §2 */
  updateOrganisation: UpdateOrganisationPayload;
  /** Changes a role's name, status and grants; a stale `version` → CONFLICT. Needs role management. */
  updateRole: UpdateRolePayload;
  /** Changes a template's name, skip-sign flag, status or validity. Needs the `template_management` module. */
  updateTemplate: TemplatePayload;
  /** Changes a user's names, mobile and status; a stale `version` → CONFLICT. Needs user management. */
  updateUser: UpdateUserPayload;
  /** Changes the viewer's switches, saved at once (module user_configurations). spec: access-and-administration §2, §4 */
  updateUserConfiguration: UpdateUserConfigurationPayload;
  /** Changes an endpoint's URL, note, events or switch. */
  updateWebhookEndpoint: WebhookEndpointPayload;
  /**
   * Makes an uploaded PKCS#12 the certificate printed PDFs are signed with, from the next print on
   * (module company_settings). A file that does not open with the passphrase, holds no or several
   * private keys, a key other than RSA, no certificate for its key, or an expired certificate fails
   * with BAD_USER_INPUT and `extensions.fieldErrors.uploadId` saying why; nothing changes then.
   * spec: docs/verification.md.
   */
  uploadSigningCertificate: UploadSigningCertificatePayload;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAddStudentArgs = {
  input: AddStudentInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAddUserArgs = {
  input: AddUserInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationApproveCertificateArgs = {
  input: ApproveCertificateInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationApproveReprintArgs = {
  input: ReprintDecisionInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAssignRoleUsersArgs = {
  input: AssignRoleUsersInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAssignTemplateCoursesArgs = {
  input: AssignTemplateCoursesInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAssignTemplateSigneesArgs = {
  input: AssignTemplateSigneesInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationAssignUserRolesArgs = {
  input: AssignUserRolesInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCancelCertificateArgs = {
  input: CertificateCommentInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCheckSignPasswordArgs = {
  input: CheckSignPasswordInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCreateApiClientArgs = {
  input: CreateApiClientInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCreateTemplateArgs = {
  input: CreateTemplateInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationDeleteWebhookEndpointArgs = {
  input: WebhookEndpointIdInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationImportCampusesArgs = {
  uploadId: Scalars['ID']['input'];
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationImportCoursesArgs = {
  uploadId: Scalars['ID']['input'];
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationImportStudentsArgs = {
  uploadId: Scalars['ID']['input'];
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationIssueCertificateArgs = {
  input: CertificateIdInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationPrintCertificatesArgs = {
  input: CertificateIdsInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRejectCertificateArgs = {
  input: CertificateCommentInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRejectReprintArgs = {
  input: ReprintDecisionInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationReplayWebhookDeliveryArgs = {
  input: ReplayWebhookDeliveryInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationReprintCertificatesArgs = {
  input: CertificateIdsInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRequestCertificateArgs = {
  input: RequestCertificateInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRequestReprintArgs = {
  input: CertificateCommentInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRevokeApiClientArgs = {
  input: ApiClientIdInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRotateApiClientSecretArgs = {
  input: ApiClientIdInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationRotateWebhookSecretArgs = {
  input: WebhookEndpointIdInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationSaveSignatureArgs = {
  input: SaveSignatureInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationSignCertificatesArgs = {
  input: SignCertificatesInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateConfigurationItemArgs = {
  input: UpdateConfigurationItemInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateOrganisationArgs = {
  input: UpdateOrganisationInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateRoleArgs = {
  input: UpdateRoleInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateTemplateArgs = {
  input: UpdateTemplateInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateUserConfigurationArgs = {
  input: UpdateUserConfigurationInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};


/**
 * Writes: one mutation per workflow transition, named by its verb, each taking one `input` object and
 * answering a payload with what changed (DESIGN.md "GraphQL conventions"). Send an `Idempotency-Key`
 * header to make a retry answer the first result instead of acting twice (docs/integrators.md 'Request certificates safely').
 */
export type MutationUploadSigningCertificateArgs = {
  input: UploadSigningCertificateInput;
};

/** A notification to the viewer. spec: access-and-administration §2 Notifications */
export type Notification = {
  __typename?: 'Notification';
  /** The certificate it is about (the spec's action_id). */
  certificateId?: Maybe<Scalars['ID']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The notification's id (pass it to `markNotificationRead`). */
  id: Scalars['ID']['output'];
  /** The certificate list the notification opens (the api decides it). */
  list: CertificateList;
  /** The route of that list in the staff app, e.g. /certificates/to-be-signed-list. */
  listPath: Scalars['String']['output'];
  /** The sentence shown to the viewer, e.g. 'Certificate CRT-0042 for Jane Citizen has been requested and is awaiting approval'. */
  message: Scalars['String']['output'];
  /** Whether the viewer has opened it (`markNotificationRead`). */
  read: Scalars['Boolean']['output'];
  /** What it is about. */
  subject: NotificationSubject;
};

/** One event of `notificationAdded`: a new notification and the new unread count. */
export type NotificationAddedEvent = {
  __typename?: 'NotificationAddedEvent';
  /** The notification just created for the viewer. */
  notification: Notification;
  /** The viewer's unread notifications, this one included. */
  unreadCount: Scalars['Int']['output'];
};

/** The viewer's latest notifications and how many of all their notifications are unread. */
export type NotificationFeed = {
  __typename?: 'NotificationFeed';
  /** The latest notifications, newest first (at most `limit`). */
  items: Array<Notification>;
  /** Unread notifications of the viewer, all of them (not only those in `items`). */
  unreadCount: Scalars['Int']['output'];
};

/** What a notification is about: the workflow step that caused it (api/CONTRACT.md, certificate-workflow §2). */
export type NotificationSubject =
  /** A certificate was approved and awaits its signees (the To Be Signed list). */
  | 'CERTIFICATE_APPROVED'
  /** A certificate was cancelled (the Rejected list). */
  | 'CERTIFICATE_CANCELLED'
  /** A certificate was issued and awaits printing (the Send To Print list). */
  | 'CERTIFICATE_ISSUED'
  /** A certificate was printed (to its requisitioner, or the reprint's requester; the Printed list). */
  | 'CERTIFICATE_PRINTED'
  /** A certificate was rejected (the Rejected list). */
  | 'CERTIFICATE_REJECTED'
  /** A certificate was requested (to its approvers; it is in the Requested list). */
  | 'CERTIFICATE_REQUESTED'
  /** A certificate's last signee signed (the Signed list). */
  | 'CERTIFICATE_SIGNED'
  /** A reprint was approved and awaits printing (to the printers; the Send To Print list). */
  | 'REPRINT_APPROVED'
  /** A reprint request was rejected (to its requester; the Printed list). */
  | 'REPRINT_REJECTED'
  /** A reprint of a printed certificate was requested (the Reprint Request list). */
  | 'REPRINT_REQUESTED';

/** The organisation profile printed on testamurs. spec: access-and-administration §2 "Organization Settings", §3 Company settings */
export type Organisation = {
  __typename?: 'Organisation';
  /** Postal address. */
  companyAddress?: Maybe<Scalars['String']['output']>;
  /** Full legal name. */
  companyName: Scalars['String']['output'];
  /** Short name, e.g. SCIT. */
  companyShortName: Scalars['String']['output'];
  /** Contact e-mail. */
  contactEmail?: Maybe<Scalars['String']['output']>;
  /** Contact person. */
  contactPerson?: Maybe<Scalars['String']['output']>;
  /**
   * Whether learners are e-mailed their certificate when it is printed or reprinted: a link to a
   * public download page for their own PDF, valid 30 days, and the verify page (docs/printing.md 'Digital delivery'). Students without an e-mail address are skipped.
   */
  digitalDelivery: Scalars['Boolean']['output'];
  /** Fax number. */
  faxNumber?: Maybe<Scalars['String']['output']>;
  /** The logo as a gateway `/files/{id}` path (fetch it with the bearer token), or null when none is set. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Post code. */
  postCode?: Maybe<Scalars['String']['output']>;
  /** The national RTO code printed on testamurs. */
  rtoCode: Scalars['String']['output'];
  /** Title line. */
  title?: Maybe<Scalars['String']['output']>;
  /** When the profile last changed: send it back with `updateOrganisation` to detect a stale edit. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Relay paging state of a connection (the Relay Cursor Connections specification's PageInfo). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /**
   * The last edge's cursor: pass it as `after` for the next page. On an empty page, the `after` given
   * (null when none was given), so a client that stores it keeps its place.
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more rows follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether rows precede this page: true exactly when `after` was given (the register pages forward only). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first edge's cursor (null on an empty page). */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A permission a role can grant besides its modules. spec: access-and-administration §6; api/src/codes.ts PERMISSION */
export type Permission = {
  __typename?: 'Permission';
  /** The code, `resource.action` (e.g. `student_management.add`). */
  code: Scalars['String']['output'];
  /** What the role modal shows (e.g. 'Add and import students'). */
  label: Scalars['String']['output'];
};

/** The answer of `printCertificates` and `reprintCertificates`: the certificates and their PDF. */
export type PrintCertificatesPayload = {
  __typename?: 'PrintCertificatesPayload';
  /** The certificates as they are now. */
  certificates: Array<Certificate>;
  /**
   * The printed PDF (one merged file for several certificates). The PDF is made by `job` after the
   * print is recorded, so asking for this field makes the answer wait until the job is done (an
   * error when it fails).
   * @deprecated Use `job`: follow it with `printJobUpdated` and take `job.file` when done; removed after 2027-06.
   */
  file: StoredFile;
  /** The job making the merged, signed PDF; follow it with `printJobUpdated(id)` (docs/architecture.md 'Bulk work off the request path'). */
  job: PrintJob;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/**
 * The job that makes the merged, signed PDF of a print or reprint, after the print is recorded
 * (docs/architecture.md 'Bulk work off the request path'): its progress, then its file. Only the user who printed
 * sees it.
 */
export type PrintJob = {
  __typename?: 'PrintJob';
  /** When the print was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** Certificates rendered so far (`total` once done). */
  done: Scalars['Int']['output'];
  /** Learners e-mailed their own copy once DONE (digital delivery); null when delivery was off. */
  emailed?: Maybe<Scalars['Int']['output']>;
  /** The merged, signed PDF once DONE; else null. */
  file?: Maybe<StoredFile>;
  /** When it ended (DONE or FAILED); null before. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The job's id. */
  id: Scalars['ID']['output'];
  /** Print or reprint. */
  kind: PrintKind;
  /** Why the last attempt failed: a retry is coming while QUEUED; final when FAILED. Null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Where it is. */
  status: PrintJobStatus;
  /** Certificates in the print. */
  total: Scalars['Int']['output'];
};

export { PrintJobStatus };

export { PrintKind };

/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type Query = {
  __typename?: 'Query';
  /** Every API client, live and revoked, newest first. Administrators (the API Clients module) only. */
  apiClients: Array<ApiClient>;
  /** The actions the audit log filters by, with their labels. Administrators only (the `audit_log` module). */
  auditActions: Array<AuditAction>;
  /**
   * The audit log: every event of both hash-chained trails, newest first, filtered, paged by a keyset
   * cursor (`first` 1–100). Administrators only (the `audit_log` module): FORBIDDEN otherwise. The same
   * filter as JSON in `GET /files/audit-log.csv?filter=…` downloads them as CSV (at most 100,000 events;
   * a filter matching more is refused). docs/security.md 'Audit trail'.
   */
  auditLog: AuditEventConnection;
  /**
   * A page of campuses (the Campus list). Needs the `campus_list` module (FORBIDDEN otherwise).
   * spec: access-and-administration §2 "Master area", §7 GET /campuses
   */
  campuses: CampusPage;
  /**
   * A certificate in any state the viewer may see, by its id or by its credential number (give
   * exactly one, else BAD_USER_INPUT); null when it does not exist or the viewer may not see it.
   */
  certificate?: Maybe<Certificate>;
  /**
   * The download page of the e-mailed link with this token (docs/printing.md 'Digital delivery'). No token
   * needed. Null for an unknown, malformed or expired token (the same for all).
   */
  certificateDelivery?: Maybe<CertificateDelivery>;
  /**
   * The certificate register: every certificate the viewer may see, filtered and sorted (default:
   * newest request first), paged by a stable keyset cursor (`first` 1–500, `after` an edge's cursor):
   * paging through the whole register never misses or repeats a certificate while others are added.
   * A cursor fits only the sort it came from.
   *
   * Incremental sync: sort by `UPDATED_AT` (always ascending), read page after page, and keep the last
   * `pageInfo.endCursor`; asking again later with it as `after` gives every certificate changed since,
   * once each, in its current state, even when certificates change while you page (a certificate that
   * changes again comes again). A page may be empty: its `endCursor` is then the `after` you gave, so
   * you never lose your place. A change shows once its transaction and every older one still running
   * have ended. spec: certificate-workflow §2 "Reports list", §7 POST /reports; docs/integrators.md.
   */
  certificateRegister: CertificateRegisterConnection;
  /** The register's status filter options, in the spec's order (§9). */
  certificateRegisterStatusOptions: Array<CertificateRegisterStatusOption>;
  /** One certificate list with the search filter and paging (page is 1-based; pageSize 1–100). */
  certificates: CertificateConnection;
  /** Every configuration item: the known keys first (module configuration_settings). */
  configurationItems: Array<ConfigurationItem>;
  /** One course with its units of competency, or null when there is no such course. */
  course?: Maybe<Course>;
  /**
   * A page of courses, searched by code, id and name (the Course list). Needs the `course_list` module.
   * spec: access-and-administration §2 "Master area", §7 GET /courses, POST /searchCourse
   */
  courses: CoursePage;
  /** The dashboard's figures for the viewer (any signed-in user). spec: certificate-workflow §2, §7 GET /graphDetails */
  dashboard: Dashboard;
  /**
   * The Campus Data and Course Data tables of `year` (not after the current one: BAD_USER_INPUT
   * "Dashboard year cannot be in the future"). spec: certificate-workflow §2, §7 POST /yearDetails, §9
   */
  dashboardYear: DashboardYear;
  /** The request form's and search panel's choices. spec: certificate-workflow §3 Dropdown data, §7 GET /requisitionerCourseDetails */
  formOptions: FormOptions;
  /** Every module and permission a role can grant (the role modal). Needs role management. */
  grantOptions: GrantOptions;
  /**
   * The sample CSV file of an import (Download Sample File). Needs the grants of that import
   * (FORBIDDEN otherwise). spec: access-and-administration §2 "CSV import screens"; api GET /importSample/{kind}
   */
  importSample: ImportSample;
  /**
   * The 30-day compliance report over the certificates the viewer may see (any signed-in user, as the
   * dashboard's issuance clock). Months are YYYY-MM (UTC); `to` defaults to the current month, `from` to 11
   * months before `to`; `from` must not be after `to` and the report covers at most 36 months
   * (BAD_USER_INPUT otherwise). docs/compliance.md
   */
  issuanceCompliance: IssuanceComplianceReport;
  /** The viewer's own stored signature, or null when none is stored. spec: access-and-administration §2 Signature Settings */
  mySignature?: Maybe<Signature>;
  /** The viewer's latest notifications (newest first) and unread count. */
  notifications: NotificationFeed;
  /** The organisation profile (module company_settings). */
  organisation: Organisation;
  /**
   * The certificate printed PDFs are signed with (module company_settings); Certify makes its
   * self-signed one first when none exists. spec: docs/verification.md.
   */
  organisationSigningCertificate: SigningCertificate;
  /** The viewer's print job `id` as it is now (docs/architecture.md 'Bulk work off the request path'); null when there is none or it is another user's. */
  printJob?: Maybe<PrintJob>;
  /** One role (the Details button, the edit modal's reload), or null when unknown. Needs role management. */
  role?: Maybe<Role>;
  /** A page of roles sorted by name. Needs role management. spec: access §2 Role Management */
  roles: RolePage;
  /** The organisation-wide settings the staff app needs (date format, fee confirmation). */
  settings: AppSettings;
  /**
   * A page of students, searched by id, name, e-mail or one box (the Student list and the request
   * form's student picker). Needs the `student_list` module or the `requested_certificate.add` permission.
   * spec: access-and-administration §2 "Master area", §7 POST /students, POST /searchStudent
   */
  students: StudentPage;
  /** One template (null when unknown). Needs the `template_management` module. */
  template?: Maybe<Template>;
  /** A page of templates, newest first; `search` matches part of the name. Needs the `template_management` module. */
  templates: TemplatePage;
  /** Active users who do not hold the role yet (what the role modal offers). Needs role management. */
  unassignedUsers: Array<User>;
  /** One user (the Update User screen), or null when unknown or deleted. Needs user management. */
  user?: Maybe<User>;
  /** The viewer's Password Security and Email Notifications switches (module user_configurations). */
  userConfiguration: UserConfiguration;
  /** A searched, sorted page of users (deleted ones left out). Needs user management. spec: access §2 User Management */
  users: UserPage;
  /**
   * The credential with this verification code (printed on the certificate and in its
   * `/verify/{code}` link: 26 characters A–Z and 2–7; any case, spaces and hyphens ignored), as the
   * public may know it. No token needed. Null for an unknown or malformed code (the same for both).
   */
  verification?: Maybe<CredentialVerification>;
  /**
   * "Check a document": whether the file with this SHA-256 is exactly a PDF this organisation
   * printed. The browser computes the hash (Web Crypto); the file itself is never sent. No token
   * needed. A malformed hash answers BAD_USER_INPUT on `sha256`.
   */
  verifyDocument: DocumentVerification;
  /** The signed-in user. Errors with UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
  /** The calling API client itself (null for a staff member). */
  viewerApiClient?: Maybe<ApiClient>;
  /** One webhook endpoint with its delivery log, or null when unknown or not the viewer's. */
  webhookEndpoint?: Maybe<WebhookEndpoint>;
  /** Webhook endpoints, newest first: an API client's own, or, for an administrator, every client's (optionally one client's). Deleted endpoints are left out. */
  webhookEndpoints: Array<WebhookEndpoint>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCampusesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CampusSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCertificateArgs = {
  credentialNumber?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCertificateDeliveryArgs = {
  token: Scalars['String']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCertificateRegisterArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CertificateRegisterFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CertificateSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCertificatesArgs = {
  filter?: InputMaybe<CertificateFilter>;
  list: CertificateList;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CertificateSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryCoursesArgs = {
  filter?: InputMaybe<CourseFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CourseSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryDashboardYearArgs = {
  year: Scalars['Int']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryImportSampleArgs = {
  kind: ImportKind;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryIssuanceComplianceArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryPrintJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryRolesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryStudentsArgs = {
  filter?: InputMaybe<StudentFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<StudentSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryTemplateArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryTemplatesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryUnassignedUsersArgs = {
  roleId: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<UserSort>;
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryVerificationArgs = {
  code: Scalars['String']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryVerifyDocumentArgs = {
  sha256: Scalars['String']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Send `Authorization: Bearer <token>` (a `login` token or an API client's secret): the api
 * authorises every field for the caller, and a field the caller may not read answers FORBIDDEN or
 * UNAUTHENTICATED in `errors[].extensions.code`. Every answer carries the operation's cost in
 * `extensions.cost` (`requested`, `maximum`) and the `RateLimit-Policy` / `RateLimit` headers.
 */
export type QueryWebhookEndpointsArgs = {
  apiClientId?: InputMaybe<Scalars['ID']['input']>;
};

/** Which delivery to send again. */
export type ReplayWebhookDeliveryInput = {
  /** The delivery's id. */
  id: Scalars['ID']['input'];
};

/** The answer of `replayWebhookDelivery`. */
export type ReplayWebhookDeliveryPayload = {
  __typename?: 'ReplayWebhookDeliveryPayload';
  /** The delivery, pending again (same `messageId`). */
  delivery: WebhookDelivery;
  /** The server's message, e.g. Delivery queued. */
  message: Scalars['String']['output'];
};

/** An approver's decision on a reprint request, with an optional comment. */
export type ReprintDecisionInput = {
  /** A comment for the requester (optional, at most 2,000 characters). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The certificate's id (reprint status 1). */
  id: Scalars['ID']['input'];
};

export { ReprintStatus };

/** A certificate request (the Request Certificate form). spec: certificate-workflow §2, §3 save payload, §5 */
export type RequestCertificateInput = {
  /** The campus: 'Please select campus'. */
  campusId: Scalars['ID']['input'];
  /** The type: 'Please select certification type'. */
  certificateType: CertificateType;
  /** A comment for the approver (at most 2,000 characters). */
  comments?: InputMaybe<Scalars['String']['input']>;
  /** The course: 'Please select course'. */
  courseId: Scalars['ID']['input'];
  /** The credential date to print: 'Please select credential date'. */
  credentialDate: Scalars['Date']['input'];
  /** The credential number to print, unique (at most 50 characters): 'Please select credential number'. */
  credentialNumber: Scalars['String']['input'];
  /**
   * The student's enrolment id (optional, at most 50 characters): the approval dialog links to the
   * student-portal assessment report built from it (`Certificate.assessmentReportUrl`).
   * spec: certificate-workflow §1, §3 (enrolment_detail_id)
   */
  enrolmentId?: InputMaybe<Scalars['String']['input']>;
  /** The student's id (`Student.id`, not the student management system's id): 'Please enter student name'. */
  studentId: Scalars['ID']['input'];
  /** The units of competency, 1 to 100: 'Please add at least one unit'. */
  units: Array<CertificateUnitInput>;
};

/** The e-mail address whose password is forgotten. spec: access-and-administration §2 Forgot password, §5 */
export type RequestPasswordResetInput = {
  /** The account's e-mail address (required, a valid e-mail: 'Please enter your email' / 'Please enter a valid email'). */
  email: Scalars['String']['input'];
};

/**
 * The answer of `requestPasswordReset`: the same for every well-formed address, whether or not it has an
 * account (DESIGN.md "Authentication").
 */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The server's message: 'Password reset instructions sent.' */
  message: Scalars['String']['output'];
  /** Always true when the request was accepted (the spec's `success` 1). */
  success: Scalars['Boolean']['output'];
};

/** A new password with the e-mailed reset token. spec: access-and-administration §2 Reset your Password, §5 */
export type ResetPasswordInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** The new password (the §5 pattern: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&). */
  password: Scalars['String']['input'];
  /** The new password again; must equal `password`. */
  passwordConfirmation: Scalars['String']['input'];
  /** The token of the e-mailed link (its last segment, /user/reset-password/{token}). */
  token: Scalars['String']['input'];
};

/** The answer of `resetPassword`: the password changed and every session of the account ended. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The server's message, e.g. 'Your password has been reset.' */
  message: Scalars['String']['output'];
  /** True when the password was reset (the spec's `success` 1). */
  success: Scalars['Boolean']['output'];
};

/** The answer of `revokeApiClient`. */
export type RevokeApiClientPayload = {
  __typename?: 'RevokeApiClientPayload';
  /** The client, now revoked. */
  apiClient: ApiClient;
  /** The server's message, e.g. API client revoked. */
  message: Scalars['String']['output'];
};

/**
 * A role: a named bundle of modules and permissions (1 Administrator, 2 Requisitioner, 3 Approver,
 * 4 Signee, 5 Printer; roles are data, an administrator adds more). spec: access-and-administration §3 Role.
 *
 * The administration fields (`active`, `userCount`, `modules`, `permissions`, `version`, `users`) are
 * null for a caller without role management (module `role_management`).
 */
export type Role = {
  __typename?: 'Role';
  /** Whether the role is active: an inactive role grants nothing. Null without role management. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The modules (menu screens) the role grants, in menu order. Null without role management. */
  modules?: Maybe<Array<Module>>;
  /** The role's name (unique whatever the case). */
  name: Scalars['String']['output'];
  /** The permissions the role grants. Null without role management. */
  permissions?: Maybe<Array<Permission>>;
  /** How many (not deleted) users hold the role. Null without role management. */
  userCount?: Maybe<Scalars['Int']['output']>;
  /** A page of the (not deleted) users holding the role, by name (the Details button). Null without role management. */
  users?: Maybe<UserPage>;
  /** The row's version: send it back with `updateRole`; a stale one answers CONFLICT. Null without role management. */
  version?: Maybe<Scalars['Int']['output']>;
};


/**
 * A role: a named bundle of modules and permissions (1 Administrator, 2 Requisitioner, 3 Approver,
 * 4 Signee, 5 Printer; roles are data, an administrator adds more). spec: access-and-administration §3 Role.
 *
 * The administration fields (`active`, `userCount`, `modules`, `permissions`, `version`, `users`) are
 * null for a caller without role management (module `role_management`).
 */
export type RoleUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of roles. */
export type RolePage = {
  __typename?: 'RolePage';
  /** The roles of this page. */
  nodes: Array<Role>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many roles there are (every page). */
  totalCount: Scalars['Int']['output'];
};

/** The signature to save: exactly one of `uploadId` and `drawing`. */
export type SaveSignatureInput = {
  /** A drawing from the signature pad as a `data:image/png;base64,…` URL. */
  drawing?: InputMaybe<Scalars['String']['input']>;
  /** An image sent to `POST /files/uploads?purpose=image` (PNG or JPEG, at most 2 MB; hint: 200 × 100 pixels). */
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer of `saveSignature`. */
export type SaveSignaturePayload = {
  __typename?: 'SaveSignaturePayload';
  /** The server's message, e.g. Signature saved successfully. */
  message: Scalars['String']['output'];
  /** The signature now stored. */
  signature: Signature;
};

/** Certificates for the viewer to sign, all of one template. */
export type SignCertificatesInput = {
  /** The certificates' ids, 1 to 200 ('Please select at least one certificate'). */
  ids: Array<Scalars['ID']['input']>;
  /** Required when the viewer's passwordSecurity is on (unless checked with checkSignPassword in the last 5 minutes). */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** The viewer's own signature, printed on every certificate they sign next. spec: access-and-administration §3 Signature */
export type Signature = {
  __typename?: 'Signature';
  /** The image as a `data:` URL (PNG or JPEG; a drawing is trimmed to its ink on a transparent background). */
  image: Scalars['String']['output'];
  /** Whether it was uploaded or drawn. */
  source: SignatureSource;
  /** When it was saved. */
  updatedAt: Scalars['DateTime']['output'];
};

export { SignatureSource };

/**
 * The certificate printed PDFs are signed with: its public facts only, never the key (module
 * company_settings). spec: docs/verification.md.
 */
export type SigningCertificate = {
  __typename?: 'SigningCertificate';
  /** The key, e.g. `RSA-2048`. */
  algorithm: Scalars['String']['output'];
  /** The subject's common name: what a PDF reader shows as the signer. */
  commonName: Scalars['String']['output'];
  /** The SHA-256 fingerprint of the certificate, upper-case hex pairs joined by colons (`AB:CD:…`). */
  fingerprintSha256: Scalars['String']['output'];
  /** The issuer: the subject again when self-signed. */
  issuer: Scalars['String']['output'];
  /** The end of its validity: after it, upload a new certificate. */
  notAfter: Scalars['DateTime']['output'];
  /** The start of its validity. */
  notBefore: Scalars['DateTime']['output'];
  /** Whether it is self-signed (PDF readers then show the signer as not trusted until it is trusted by hand). */
  selfSigned: Scalars['Boolean']['output'];
  /** The serial number, upper-case hexadecimal. */
  serialNumber: Scalars['String']['output'];
  /** Made by Certify or uploaded. */
  source: SigningCertificateSource;
  /** The subject, e.g. `CN=Acme Training, O=Acme Training, C=AU`. */
  subject: Scalars['String']['output'];
  /** When it became the signing certificate. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Who uploaded it; null when Certify made it. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
};

export { SigningCertificateSource };

export { SortDirection };

/** A stored PDF (printed or reprinted), fetched from the gateway's /files route with the bearer token. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** Size in bytes. */
  byteSize: Scalars['Int']['output'];
  /** The file name a download is saved as. */
  fileName: Scalars['String']['output'];
  /** The file's id (the `{id}` of its `/files/{id}` path). */
  id: Scalars['ID']['output'];
  /** The SHA-256 of the stored bytes, hex: compare it with a downloaded copy. */
  sha256: Scalars['String']['output'];
  /** Gateway path, e.g. /files/12 */
  url: Scalars['String']['output'];
};

/**
 * A student (access-and-administration §3 Student). The master-data fields (names, `email`, `mobile`,
 * `dob`, `usi`) are filled when read through `students` and `addStudent`, null when read through
 * `formOptions.students` or a certificate (id, full name and student id only).
 */
export type Student = {
  __typename?: 'Student';
  /** Date of birth. */
  dob?: Maybe<Scalars['Date']['output']>;
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The student's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Middle name, if any. */
  middleName?: Maybe<Scalars['String']['output']>;
  /** Mobile number. */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** The student's identifier in the provider's student management system (the spec's student_id). */
  studentId: Scalars['String']['output'];
  /**
   * Unique Student Identifier (10 characters, the last a check character), if known; only for roles that
   * manage students (the `student_list` module): null for everyone else. Never printed on a certificate.
   * docs/compliance.md
   */
  usi?: Maybe<Scalars['String']['output']>;
};

/**
 * The student list's search (§2 "Master area": student id, student name, email) and the request form's
 * one search box. Each filter counts only when filled; they add up; each matches any part, case and
 * accents ignored ("zoe nguyen" finds "Zoë Nguyễn").
 */
export type StudentFilter = {
  /** Any part of the e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Any part of the first, middle, last or full name ("first middle last" or "first last"). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** One box over the student id, the names and the e-mail (the request form's student picker). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Any part of the student id. */
  studentId?: InputMaybe<Scalars['String']['input']>;
};

/** A page of students. */
export type StudentPage = {
  __typename?: 'StudentPage';
  /** The students of this page. */
  nodes: Array<Student>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many students match the filter (every page). */
  totalCount: Scalars['Int']['output'];
};

/** How the student list is sorted. */
export type StudentSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: StudentSortField;
};

export { StudentSortField };

/**
 * Live events over graphql-ws on the same `/graphql` path (WebSocket upgrade). Send the token as
 * `connectionParams.authorization`; a connection lives no longer than its session.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Every change of a certificate the viewer may see (optionally one certificate's), from any client or gateway instance. */
  certificateUpdated: CertificateUpdatedEvent;
  /** Each notification created for the viewer, whichever client or gateway instance caused it. */
  notificationAdded: NotificationAddedEvent;
  /**
   * The print job `id` of the viewer as it changes (docs/architecture.md 'Bulk work off the request path'): its state now, then each progress,
   * retry and its end, from whichever api instance renders it; the subscription completes when the
   * job is DONE or FAILED. A job that is not the viewer's (or none) ends it with NOT_FOUND.
   */
  printJobUpdated: PrintJob;
};


/**
 * Live events over graphql-ws on the same `/graphql` path (WebSocket upgrade). Send the token as
 * `connectionParams.authorization`; a connection lives no longer than its session.
 */
export type SubscriptionCertificateUpdatedArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Live events over graphql-ws on the same `/graphql` path (WebSocket upgrade). Send the token as
 * `connectionParams.authorization`; a connection lives no longer than its session.
 */
export type SubscriptionPrintJobUpdatedArgs = {
  id: Scalars['ID']['input'];
};

/**
 * A certificate template (an uploaded PDF, or the default layout) with 1–10 signee slots, the courses and
 * certificate types it prints, and the dates new requests may use it.
 * spec: access-and-administration §2 "Template Listing", §3 Template; api/CONTRACT.md "Templates"
 *
 * The administration fields (`active`, `validFrom`, `validTo`, `fileUrl`, `courses`, `signees`, `fields`,
 * `version`) need the `template_management` module: they are null for a caller without it (e.g. the
 * template of a certificate read by a requisitioner).
 */
export type Template = {
  __typename?: 'Template';
  /** Whether new requests may use it. Administration field: null for a caller without template management. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Its Standards for RTOs 2025 certification checks (RTO name and code, learner name, qualification or unit
   * code and title, issue date, certificate number, AQF wording, NRT logo use, Statement of Attainment wording,
   * USI never printed), each pass or warning with the requirement it comes from, recomputed from the template as
   * it stands (its fields, the text of its PDF, its courses and types, Organisation Settings). Warnings never
   * block a print. Administration field: null for a caller without template management. docs/compliance.md
   */
  complianceChecks?: Maybe<Array<TemplateComplianceCheck>>;
  /** The courses and certificate types it prints. Administration field: null for a caller without template management. */
  courses?: Maybe<Array<TemplateCourse>>;
  /**
   * Which expected AcroForm fields the PDF has; the missing ones are not printed on it (none found: the
   * default layout is used). Administration field: null for a caller without template management.
   */
  fields?: Maybe<TemplateFields>;
  /**
   * The stored template PDF as a gateway `/files/{id}` path (fetch it with the bearer token); null when it
   * prints with the built-in default layout, or for a caller without template management.
   */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The template's id. */
  id: Scalars['ID']['output'];
  /** Its name, e.g. Qualification Testamur. */
  name: Scalars['String']['output'];
  /** How many signee slots it has (1 to 10). */
  noOfSignees: Scalars['Int']['output'];
  /**
   * The gateway path of its preview: the template filled with sample data as a certificate would print,
   * watermarked PREVIEW (`GET /files/templates/{id}/preview`, bearer token; template management only).
   */
  previewUrl: Scalars['String']['output'];
  /** A signee and a designation per slot, in slot order. Administration field: null for a caller without template management. */
  signees?: Maybe<Array<TemplateSignee>>;
  /** When true, approval also counts as signing ("Approve and Sign"). */
  skipSign: Scalars['Boolean']['output'];
  /** First day new requests may use it (null: no start). Also null for a caller without template management. */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** Last day new requests may use it (null: no end). Also null for a caller without template management. */
  validTo?: Maybe<Scalars['Date']['output']>;
  /**
   * Bumped by every change of the template, its courses or its signees: send it back with a change to
   * detect a stale edit (CONFLICT). Administration field: null for a caller without template management.
   */
  version?: Maybe<Scalars['Int']['output']>;
};

/** One certification check of a template. docs/compliance.md */
export type TemplateComplianceCheck = {
  __typename?: 'TemplateComplianceCheck';
  /**
   * The check's stable code: rto_identity, learner_name, training_product, issue_date, certificate_number,
   * aqf_wording, nrt_logo, statement_wording or no_usi (more may be added).
   */
  code: Scalars['String']['output'];
  /** Why it passed, or what to change in the design. */
  detail: Scalars['String']['output'];
  /** A short name, e.g. RTO name and code. */
  label: Scalars['String']['output'];
  /** The requirement it comes from: the instrument and its section or clause, e.g. Compliance Standards s 11. */
  requirement: Scalars['String']['output'];
  /** Pass or warning. */
  status: TemplateComplianceStatus;
};

export { TemplateComplianceStatus };

/** A course and certificate type a template prints. spec: access-and-administration §3 Template (assigned courses) */
export type TemplateCourse = {
  __typename?: 'TemplateCourse';
  /** The certificate type it prints for that course. */
  certificateType: CertificateType;
  /** The course. */
  course: Course;
  /** As the listing shows it: 'course name-type code', e.g. Diploma of Leadership and Management-C. */
  label: Scalars['String']['output'];
};

/**
 * Which expected AcroForm fields a template PDF has (`student_name`, `course_name`, `course_code`,
 * `campus_name`, `certificate_type`, `credential_number`, `credential_date`, `company_logo`, and per slot N
 * `signee_N_name`, `signee_N_designation`, `signee_N_signature`). DESIGN.md "PDFs"
 */
export type TemplateFields = {
  __typename?: 'TemplateFields';
  /** Expected fields the PDF has: printed at their rectangles. */
  found: Array<Scalars['String']['output']>;
  /** Expected fields the PDF lacks: not printed on it (all of them: the default layout is used). */
  missing: Array<Scalars['String']['output']>;
};

/** A page of templates, newest first. */
export type TemplatePage = {
  __typename?: 'TemplatePage';
  /** The templates of this page. */
  nodes: Array<Template>;
  /** The 1-based page answered. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Templates matching the search, all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The answer of a change to a template. */
export type TemplatePayload = {
  __typename?: 'TemplatePayload';
  /** The server's message, e.g. Courses assigned successfully. */
  message: Scalars['String']['output'];
  /** The template after the change. */
  template: Template;
};

/** The signee of one slot of a template. spec: access-and-administration §3 Template (signee_N, signeeN_designation) */
export type TemplateSignee = {
  __typename?: 'TemplateSignee';
  /** The designation printed under the signature, e.g. Chief Executive Officer. */
  designation: Scalars['String']['output'];
  /** The slot, 1-based (slot 1 prints as signee_1). */
  slot: Scalars['Int']['output'];
  /** The user who signs in this slot. */
  user: User;
};

/** One slot of `assignTemplateSignees`. */
export type TemplateSigneeInput = {
  /** The designation printed under the signature. */
  designation: Scalars['String']['input'];
  /** The slot, 1-based. */
  slot: Scalars['Int']['input'];
  /** The user who signs in this slot (one of `formOptions.signees`); one user per template. */
  userId: Scalars['ID']['input'];
};

/** A new value for one configuration item. */
export type UpdateConfigurationItemInput = {
  /** The item's key. */
  key: Scalars['String']['input'];
  /** The new value: one of the item's `options` when it has some, else free text (at most 500 characters). */
  value: Scalars['String']['input'];
};

/** The answer of `updateConfigurationItem`. */
export type UpdateConfigurationItemPayload = {
  __typename?: 'UpdateConfigurationItemPayload';
  /** The item now. */
  configurationItem: ConfigurationItem;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** The organisation profile to save: absent optional fields stay as they are, empty ones are cleared. */
export type UpdateOrganisationInput = {
  /** Postal address. */
  companyAddress?: InputMaybe<Scalars['String']['input']>;
  /** Full legal name (required). */
  companyName: Scalars['String']['input'];
  /** Short name (required). */
  companyShortName: Scalars['String']['input'];
  /** Contact e-mail. */
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** Contact person. */
  contactPerson?: InputMaybe<Scalars['String']['input']>;
  /** Send learners their certificate by e-mail when it is printed (see `Organisation.digitalDelivery`); absent: unchanged. */
  digitalDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fax number. */
  faxNumber?: InputMaybe<Scalars['String']['input']>;
  /** A new logo sent to `POST /files/uploads?purpose=image` (PNG or JPEG, at most 2 MB); absent: unchanged. */
  logoUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** Phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Post code. */
  postCode?: InputMaybe<Scalars['String']['input']>;
  /** The national RTO code (letters, digits, hyphens); absent or empty: unchanged. */
  rtoCode?: InputMaybe<Scalars['String']['input']>;
  /** Title line. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** The `updatedAt` read with the profile: CONFLICT when it changed since. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** The answer of `updateOrganisation`. */
export type UpdateOrganisationPayload = {
  __typename?: 'UpdateOrganisationPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The profile now. */
  organisation: Organisation;
};

/** A change of a role's name, status and grants. spec: access-and-administration §2 Role Management (edit icon) */
export type UpdateRoleInput = {
  /** Active or inactive; absent: unchanged. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The role's id. */
  id: Scalars['ID']['input'];
  /** Every module it grants (absent: unchanged; empty: none). */
  modules?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The name (required; unique whatever the case). */
  name: Scalars['String']['input'];
  /** Every permission it grants (absent: unchanged; empty: none). */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The `version` read; when the role changed since, CONFLICT and nothing changes. Absent: the last write wins. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `updateRole`. */
export type UpdateRolePayload = {
  __typename?: 'UpdateRolePayload';
  /** The server's message ('Role updated successfully'). */
  message: Scalars['String']['output'];
  /** The role as it is now. */
  role: Role;
};

/** A change of a template's name, skip-sign flag, status or validity; the PDF and the slots stay. */
export type UpdateTemplateInput = {
  /** Active or not (absent: unchanged). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The template. */
  id: Scalars['ID']['input'];
  /** A new name (absent: unchanged). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new skip-sign flag (absent: unchanged). */
  skipSign?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new first day (absent: unchanged; null clears it). */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** A new last day (absent: unchanged; null clears it). */
  validTo?: InputMaybe<Scalars['Date']['input']>;
  /** The version the client edited: a stale one answers CONFLICT. */
  version: Scalars['Int']['input'];
};

/** The switches to change (at least one); turning password security off needs `password`. */
export type UpdateUserConfigurationInput = {
  /** Notifications are also sent by e-mail. */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** The viewer's password: needed to turn password security off (FORBIDDEN 'Please Enter Password' without it, unless the password was checked in the last 5 minutes). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Signing asks for the password again. */
  passwordSecurity?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer of `updateUserConfiguration`. */
export type UpdateUserConfigurationPayload = {
  __typename?: 'UpdateUserConfigurationPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The switches now. */
  userConfiguration: UserConfiguration;
};

/** A change of a user's names, mobile number and status (the e-mail cannot change). spec: access-and-administration §7 */
export type UpdateUserInput = {
  /** Active or inactive; absent: unchanged. Deactivating ends the user's sessions. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name (required). */
  firstName: Scalars['String']['input'];
  /** The user's id. */
  id: Scalars['ID']['input'];
  /** Last name (required). */
  lastName: Scalars['String']['input'];
  /** Mobile number (required). */
  mobileNumber: Scalars['String']['input'];
  /** The `version` read; when the user changed since, CONFLICT and nothing changes. Absent: the last write wins. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of `updateUser`. */
export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  /** The server's message ('User updated successfully'). */
  message: Scalars['String']['output'];
  /** The user as it is now. */
  user: User;
};

/** Changes to a webhook endpoint: only the fields given change. */
export type UpdateWebhookEndpointInput = {
  /** A new note. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Turn deliveries on or off. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The events to receive (at least one). */
  events?: InputMaybe<Array<WebhookEventType>>;
  /** The endpoint's id. */
  id: Scalars['ID']['input'];
  /** A new `https://` URL. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A PKCS#12 certificate to sign printed PDFs with. */
export type UploadSigningCertificateInput = {
  /** The file's passphrase as typed (at most 200 characters; empty when it has none). */
  passphrase: Scalars['String']['input'];
  /**
   * The PKCS#12 file (.p12 or .pfx, at most 100 KB) sent to `POST /files/uploads?purpose=pkcs12`. It
   * must hold exactly one RSA private key (at least 2048 bits) and its certificate, valid now.
   */
  uploadId: Scalars['ID']['input'];
};

/** The answer of `uploadSigningCertificate`. */
export type UploadSigningCertificatePayload = {
  __typename?: 'UploadSigningCertificatePayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The signing certificate now. */
  signingCertificate: SigningCertificate;
};

/**
 * A staff member. spec: access-and-administration §3 User.
 *
 * A `User` read from a certificate (requisitioner, signee) or a lookup carries only its id and names;
 * the administration fields (`mobileNumber`, `active`, `roles`, `version`) are then read through the
 * user-management view, so they are null for a caller without user management (module
 * `user_management`) and for a deleted user.
 */
export type User = {
  __typename?: 'User';
  /** Whether the user is active (may sign in). Administration field: null for a caller without user management. */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** The e-mail address (the login name); null where the source does not carry it (a certificate's names). */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name, as shown in lists ("Requested By"). */
  fullName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Mobile number. Administration field: null for a caller without user management. */
  mobileNumber?: Maybe<Scalars['String']['output']>;
  /** Every role the user holds (active or not). Administration field: null for a caller without user management. */
  roles?: Maybe<Array<Role>>;
  /**
   * The row's version: send it back with `updateUser` or `assignUserRoles`; a stale one answers CONFLICT.
   * Administration field: null for a caller without user management.
   */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The viewer's own switches. spec: access-and-administration §2 "User Configuration Settings", §3 User configuration */
export type UserConfiguration = {
  __typename?: 'UserConfiguration';
  /** Notifications are also sent by e-mail. */
  emailNotifications: Scalars['Boolean']['output'];
  /** Signing asks for the password again. */
  passwordSecurity: Scalars['Boolean']['output'];
};

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page. */
  nodes: Array<User>;
  /** This page's number (1-based). */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many users match (every page). */
  totalCount: Scalars['Int']['output'];
};

/** How the user list is sorted (then by id). */
export type UserSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: UserSortField;
};

export { UserSortField };

/** How often the public looked a credential up (docs/security.md 'Audit trail': verification look-ups counted). */
export type VerificationLookups = {
  __typename?: 'VerificationLookups';
  /** Successful public look-ups: the verify page, a document check naming it, or a download of its verifiable credential. */
  count: Scalars['Int']['output'];
  /** The latest look-up; null when it was never looked up. */
  lastAt?: Maybe<Scalars['DateTime']['output']>;
};

export { VerificationStatus };

/** A unit of competency on a statement of attainment, as the public page shows it. */
export type VerifiedUnit = {
  __typename?: 'VerifiedUnit';
  /** The unit's national code, e.g. BSBOPS501. */
  code: Scalars['String']['output'];
  /** The unit's title as printed. */
  title: Scalars['String']['output'];
};

/** The signed-in staff member and what their roles grant. spec: access-and-administration §3 Login response */
export type Viewer = {
  __typename?: 'Viewer';
  /** The organisation's logo, if any. */
  companyLogoUrl?: Maybe<Scalars['String']['output']>;
  /** Whether notifications are also e-mailed. */
  emailNotifications: Scalars['Boolean']['output'];
  /** Whether the viewer has a stored signature (needed to sign). */
  hasSignature: Scalars['Boolean']['output'];
  /** Granted modules, ordered by section then priority. */
  modules: Array<Module>;
  /** Whether signing asks for the password again. */
  passwordSecurity: Scalars['Boolean']['output'];
  /** Granted permissions (`resource.action`, e.g. `requested_certificate.add`, `certificate.approve`). */
  permissions: Array<Scalars['String']['output']>;
  /** The product's logo, if any. */
  productLogoUrl?: Maybe<Scalars['String']['output']>;
  /** The viewer's roles. */
  roles: Array<Role>;
  /** The signed-in user. */
  user: User;
};

/** A certificate not yet issued, waiting since its request (the 30-day issuance clock). */
export type WaitingCertificate = {
  __typename?: 'WaitingCertificate';
  /** Its credential number. */
  credentialNumber: Scalars['String']['output'];
  /** Whole days since the request. */
  daysWaiting: Scalars['Int']['output'];
  /** The certificate's id. */
  id: Scalars['ID']['output'];
  /** The viewer's list that holds it (where a link opens it). */
  list: CertificateList;
  /** The student's full name. */
  studentName: Scalars['String']['output'];
};

/** One attempt of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** When it was made. */
  attemptedAt: Scalars['DateTime']['output'];
  /** How long it took, in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** What went wrong, or null. */
  error?: Maybe<Scalars['String']['output']>;
  /** The HTTP status answered, or null when the endpoint could not be reached. */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One message to one endpoint, with its attempts: the delivery log. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attemptCount: Scalars['Int']['output'];
  /** Its attempts, oldest first (the latest 100). */
  attempts: Array<WebhookAttempt>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the endpoint accepted it, or null. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event, e.g. `certificate.issued`. */
  eventType: Scalars['String']['output'];
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed, or null. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last attempt, or null when none answered. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** The Standard Webhooks `webhook-id` (`msg_…`), the same on every attempt and replay. */
  messageId: Scalars['String']['output'];
  /** When the next attempt is due (pending only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The JSON body sent, the Standard Webhooks envelope `{ type, timestamp, data: { action, actor: { id, kind }, certificate: { id, credentialNumber, status, reprintStatus, certificateType, studentId, courseCode, updatedAt } } }` (enum values as in this schema). */
  payload: Scalars['JSON']['output'];
  /** How it stands. */
  status: WebhookDeliveryStatus;
};

export { WebhookDeliveryStatus };

/** An HTTPS endpoint subscribed to certificate events, delivered per the Standard Webhooks specification. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** The API client that owns it. */
  apiClient: ApiClient;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The latest deliveries first (`first` 1–100). */
  deliveries: Array<WebhookDelivery>;
  /** A note for people, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** Whether deliveries are sent (a disabled endpoint keeps its log). An endpoint that answers 410 Gone is disabled. */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives. */
  events: Array<WebhookEventType>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** The HTTPS URL that receives the deliveries. */
  url: Scalars['String']['output'];
};


/** An HTTPS endpoint subscribed to certificate events, delivered per the Standard Webhooks specification. */
export type WebhookEndpointDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Which webhook endpoint. */
export type WebhookEndpointIdInput = {
  /** The endpoint's id. */
  id: Scalars['ID']['input'];
};

/** The answer of `updateWebhookEndpoint` and `deleteWebhookEndpoint`. */
export type WebhookEndpointPayload = {
  __typename?: 'WebhookEndpointPayload';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** The answer of `createWebhookEndpoint` and `rotateWebhookSecret`: the signing secret, shown only this once. */
export type WebhookEndpointSecretPayload = {
  __typename?: 'WebhookEndpointSecretPayload';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The signing secret (`whsec_…`) to verify deliveries with: store it now. */
  secret: Scalars['String']['output'];
};

export { WebhookEventType };

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddStudentInput: AddStudentInput;
  AddStudentPayload: ResolverTypeWrapper<AddStudentPayload>;
  AddUserInput: AddUserInput;
  AddUserPayload: ResolverTypeWrapper<Omit<AddUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  ApiClient: ResolverTypeWrapper<Omit<ApiClient, 'createdBy'> & { createdBy?: Maybe<ResolversTypes['User']> }>;
  ApiClientIdInput: ApiClientIdInput;
  ApiClientScope: ApiClientScope;
  ApiClientSecretPayload: ResolverTypeWrapper<Omit<ApiClientSecretPayload, 'apiClient'> & { apiClient: ResolversTypes['ApiClient'] }>;
  AppSettings: ResolverTypeWrapper<AppSettings>;
  ApproveCertificateInput: ApproveCertificateInput;
  AssignRoleUsersInput: AssignRoleUsersInput;
  AssignRoleUsersPayload: ResolverTypeWrapper<Omit<AssignRoleUsersPayload, 'role'> & { role: ResolversTypes['Role'] }>;
  AssignTemplateCoursesInput: AssignTemplateCoursesInput;
  AssignTemplateSigneesInput: AssignTemplateSigneesInput;
  AssignUserRolesInput: AssignUserRolesInput;
  AssignUserRolesPayload: ResolverTypeWrapper<Omit<AssignUserRolesPayload, 'user'> & { user: ResolversTypes['User'] }>;
  AuditAction: ResolverTypeWrapper<AuditAction>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditEventConnection: ResolverTypeWrapper<AuditEventConnection>;
  AuditEventEdge: ResolverTypeWrapper<AuditEventEdge>;
  AuditEventSource: AuditEventSource;
  AuditLogFilter: AuditLogFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Campus: ResolverTypeWrapper<Campus>;
  CampusPage: ResolverTypeWrapper<CampusPage>;
  CampusSort: CampusSort;
  CampusSortField: CampusSortField;
  Certificate: ResolverTypeWrapper<CertificateModel>;
  CertificateAction: CertificateAction;
  CertificateCommentInput: CertificateCommentInput;
  CertificateConnection: ResolverTypeWrapper<Omit<CertificateConnection, 'nodes'> & { nodes: Array<ResolversTypes['Certificate']> }>;
  CertificateDelivery: ResolverTypeWrapper<CertificateDelivery>;
  CertificateEvent: ResolverTypeWrapper<CertificateEvent>;
  CertificateFilter: CertificateFilter;
  CertificateIdInput: CertificateIdInput;
  CertificateIdsInput: CertificateIdsInput;
  CertificateList: CertificateList;
  CertificatePrint: ResolverTypeWrapper<CertificatePrint>;
  CertificateRegisterConnection: ResolverTypeWrapper<Omit<CertificateRegisterConnection, 'edges'> & { edges: Array<ResolversTypes['CertificateRegisterEdge']> }>;
  CertificateRegisterEdge: ResolverTypeWrapper<Omit<CertificateRegisterEdge, 'node'> & { node: ResolversTypes['Certificate'] }>;
  CertificateRegisterFilter: CertificateRegisterFilter;
  CertificateRegisterStatusOption: ResolverTypeWrapper<CertificateRegisterStatusOption>;
  CertificateSignee: ResolverTypeWrapper<Omit<CertificateSignee, 'user'> & { user: ResolversTypes['User'] }>;
  CertificateSort: CertificateSort;
  CertificateSortField: CertificateSortField;
  CertificateStatus: CertificateStatus;
  CertificateType: CertificateType;
  CertificateTypeInfo: ResolverTypeWrapper<CertificateTypeInfo>;
  CertificateUnit: ResolverTypeWrapper<CertificateUnit>;
  CertificateUnitInput: CertificateUnitInput;
  CertificateUpdatedEvent: ResolverTypeWrapper<Omit<CertificateUpdatedEvent, 'certificate'> & { certificate?: Maybe<ResolversTypes['Certificate']> }>;
  CertificatesPayload: ResolverTypeWrapper<Omit<CertificatesPayload, 'certificates'> & { certificates: Array<ResolversTypes['Certificate']> }>;
  CheckSignPasswordInput: CheckSignPasswordInput;
  CheckSignPasswordPayload: ResolverTypeWrapper<CheckSignPasswordPayload>;
  ConfigurationItem: ResolverTypeWrapper<ConfigurationItem>;
  Course: ResolverTypeWrapper<CourseModel>;
  CourseFilter: CourseFilter;
  CoursePage: ResolverTypeWrapper<Omit<CoursePage, 'nodes'> & { nodes: Array<ResolversTypes['Course']> }>;
  CourseSort: CourseSort;
  CourseSortField: CourseSortField;
  CourseUnit: ResolverTypeWrapper<CourseUnit>;
  CreateApiClientInput: CreateApiClientInput;
  CreateRoleInput: CreateRoleInput;
  CreateRolePayload: ResolverTypeWrapper<Omit<CreateRolePayload, 'role'> & { role?: Maybe<ResolversTypes['Role']> }>;
  CreateTemplateInput: CreateTemplateInput;
  CreateTemplatePayload: ResolverTypeWrapper<Omit<CreateTemplatePayload, 'template'> & { template: ResolversTypes['Template'] }>;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CredentialVerification: ResolverTypeWrapper<CredentialVerification>;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  DashboardCampusYear: ResolverTypeWrapper<DashboardCampusYear>;
  DashboardCourseCount: ResolverTypeWrapper<DashboardCourseCount>;
  DashboardCourseYear: ResolverTypeWrapper<DashboardCourseYear>;
  DashboardStageCounts: ResolverTypeWrapper<DashboardStageCounts>;
  DashboardYear: ResolverTypeWrapper<DashboardYear>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: ResolverTypeWrapper<DeleteUserPayload>;
  DeliveryOrganisation: ResolverTypeWrapper<DeliveryOrganisation>;
  DocumentVerification: ResolverTypeWrapper<DocumentVerification>;
  FeeStatus: FeeStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormOptions: ResolverTypeWrapper<FormOptionsModel>;
  GrantOptions: ResolverTypeWrapper<GrantOptions>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportCounts: ResolverTypeWrapper<ImportCounts>;
  ImportKind: ImportKind;
  ImportResult: ResolverTypeWrapper<ImportResult>;
  ImportSample: ResolverTypeWrapper<ImportSample>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuanceClock: ResolverTypeWrapper<IssuanceClock>;
  IssuanceComplianceMonth: ResolverTypeWrapper<IssuanceComplianceMonth>;
  IssuanceComplianceReport: ResolverTypeWrapper<IssuanceComplianceReport>;
  IssuingOrganisation: ResolverTypeWrapper<IssuingOrganisation>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LateIssuedCertificate: ResolverTypeWrapper<LateIssuedCertificate>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'notification'> & { notification?: Maybe<ResolversTypes['Notification']> }>;
  Module: ResolverTypeWrapper<Module>;
  ModuleSection: ModuleSection;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationAddedEvent: ResolverTypeWrapper<Omit<NotificationAddedEvent, 'notification'> & { notification: ResolversTypes['Notification'] }>;
  NotificationFeed: ResolverTypeWrapper<Omit<NotificationFeed, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationSubject: NotificationSubject;
  Organisation: ResolverTypeWrapper<Organisation>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Permission: ResolverTypeWrapper<Permission>;
  PrintCertificatesPayload: ResolverTypeWrapper<PrintPayloadModel>;
  PrintJob: ResolverTypeWrapper<PrintJobModel>;
  PrintJobStatus: PrintJobStatus;
  PrintKind: PrintKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReplayWebhookDeliveryInput: ReplayWebhookDeliveryInput;
  ReplayWebhookDeliveryPayload: ResolverTypeWrapper<ReplayWebhookDeliveryPayload>;
  ReprintDecisionInput: ReprintDecisionInput;
  ReprintStatus: ReprintStatus;
  RequestCertificateInput: RequestCertificateInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RevokeApiClientPayload: ResolverTypeWrapper<Omit<RevokeApiClientPayload, 'apiClient'> & { apiClient: ResolversTypes['ApiClient'] }>;
  Role: ResolverTypeWrapper<RoleModel>;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'nodes'> & { nodes: Array<ResolversTypes['Role']> }>;
  SaveSignatureInput: SaveSignatureInput;
  SaveSignaturePayload: ResolverTypeWrapper<SaveSignaturePayload>;
  SignCertificatesInput: SignCertificatesInput;
  Signature: ResolverTypeWrapper<Signature>;
  SignatureSource: SignatureSource;
  SigningCertificate: ResolverTypeWrapper<SigningCertificate>;
  SigningCertificateSource: SigningCertificateSource;
  SortDirection: SortDirection;
  StoredFile: ResolverTypeWrapper<StoredFile>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<Student>;
  StudentFilter: StudentFilter;
  StudentPage: ResolverTypeWrapper<StudentPage>;
  StudentSort: StudentSort;
  StudentSortField: StudentSortField;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Template: ResolverTypeWrapper<TemplateModel>;
  TemplateComplianceCheck: ResolverTypeWrapper<TemplateComplianceCheck>;
  TemplateComplianceStatus: TemplateComplianceStatus;
  TemplateCourse: ResolverTypeWrapper<Omit<TemplateCourse, 'course'> & { course: ResolversTypes['Course'] }>;
  TemplateFields: ResolverTypeWrapper<TemplateFields>;
  TemplatePage: ResolverTypeWrapper<Omit<TemplatePage, 'nodes'> & { nodes: Array<ResolversTypes['Template']> }>;
  TemplatePayload: ResolverTypeWrapper<Omit<TemplatePayload, 'template'> & { template: ResolversTypes['Template'] }>;
  TemplateSignee: ResolverTypeWrapper<Omit<TemplateSignee, 'user'> & { user: ResolversTypes['User'] }>;
  TemplateSigneeInput: TemplateSigneeInput;
  UpdateConfigurationItemInput: UpdateConfigurationItemInput;
  UpdateConfigurationItemPayload: ResolverTypeWrapper<UpdateConfigurationItemPayload>;
  UpdateOrganisationInput: UpdateOrganisationInput;
  UpdateOrganisationPayload: ResolverTypeWrapper<UpdateOrganisationPayload>;
  UpdateRoleInput: UpdateRoleInput;
  UpdateRolePayload: ResolverTypeWrapper<Omit<UpdateRolePayload, 'role'> & { role: ResolversTypes['Role'] }>;
  UpdateTemplateInput: UpdateTemplateInput;
  UpdateUserConfigurationInput: UpdateUserConfigurationInput;
  UpdateUserConfigurationPayload: ResolverTypeWrapper<UpdateUserConfigurationPayload>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UploadSigningCertificateInput: UploadSigningCertificateInput;
  UploadSigningCertificatePayload: ResolverTypeWrapper<UploadSigningCertificatePayload>;
  User: ResolverTypeWrapper<UserModel>;
  UserConfiguration: ResolverTypeWrapper<UserConfiguration>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'nodes'> & { nodes: Array<ResolversTypes['User']> }>;
  UserSort: UserSort;
  UserSortField: UserSortField;
  VerificationLookups: ResolverTypeWrapper<VerificationLookups>;
  VerificationStatus: VerificationStatus;
  VerifiedUnit: ResolverTypeWrapper<VerifiedUnit>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WaitingCertificate: ResolverTypeWrapper<WaitingCertificate>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointModel>;
  WebhookEndpointIdInput: WebhookEndpointIdInput;
  WebhookEndpointPayload: ResolverTypeWrapper<Omit<WebhookEndpointPayload, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  WebhookEndpointSecretPayload: ResolverTypeWrapper<Omit<WebhookEndpointSecretPayload, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  WebhookEventType: WebhookEventType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddStudentInput: AddStudentInput;
  AddStudentPayload: AddStudentPayload;
  AddUserInput: AddUserInput;
  AddUserPayload: Omit<AddUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  ApiClient: Omit<ApiClient, 'createdBy'> & { createdBy?: Maybe<ResolversParentTypes['User']> };
  ApiClientIdInput: ApiClientIdInput;
  ApiClientSecretPayload: Omit<ApiClientSecretPayload, 'apiClient'> & { apiClient: ResolversParentTypes['ApiClient'] };
  AppSettings: AppSettings;
  ApproveCertificateInput: ApproveCertificateInput;
  AssignRoleUsersInput: AssignRoleUsersInput;
  AssignRoleUsersPayload: Omit<AssignRoleUsersPayload, 'role'> & { role: ResolversParentTypes['Role'] };
  AssignTemplateCoursesInput: AssignTemplateCoursesInput;
  AssignTemplateSigneesInput: AssignTemplateSigneesInput;
  AssignUserRolesInput: AssignUserRolesInput;
  AssignUserRolesPayload: Omit<AssignUserRolesPayload, 'user'> & { user: ResolversParentTypes['User'] };
  AuditAction: AuditAction;
  AuditActor: AuditActor;
  AuditEvent: AuditEvent;
  AuditEventConnection: AuditEventConnection;
  AuditEventEdge: AuditEventEdge;
  AuditLogFilter: AuditLogFilter;
  Boolean: Scalars['Boolean']['output'];
  Campus: Campus;
  CampusPage: CampusPage;
  CampusSort: CampusSort;
  Certificate: CertificateModel;
  CertificateCommentInput: CertificateCommentInput;
  CertificateConnection: Omit<CertificateConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Certificate']> };
  CertificateDelivery: CertificateDelivery;
  CertificateEvent: CertificateEvent;
  CertificateFilter: CertificateFilter;
  CertificateIdInput: CertificateIdInput;
  CertificateIdsInput: CertificateIdsInput;
  CertificatePrint: CertificatePrint;
  CertificateRegisterConnection: Omit<CertificateRegisterConnection, 'edges'> & { edges: Array<ResolversParentTypes['CertificateRegisterEdge']> };
  CertificateRegisterEdge: Omit<CertificateRegisterEdge, 'node'> & { node: ResolversParentTypes['Certificate'] };
  CertificateRegisterFilter: CertificateRegisterFilter;
  CertificateRegisterStatusOption: CertificateRegisterStatusOption;
  CertificateSignee: Omit<CertificateSignee, 'user'> & { user: ResolversParentTypes['User'] };
  CertificateSort: CertificateSort;
  CertificateTypeInfo: CertificateTypeInfo;
  CertificateUnit: CertificateUnit;
  CertificateUnitInput: CertificateUnitInput;
  CertificateUpdatedEvent: Omit<CertificateUpdatedEvent, 'certificate'> & { certificate?: Maybe<ResolversParentTypes['Certificate']> };
  CertificatesPayload: Omit<CertificatesPayload, 'certificates'> & { certificates: Array<ResolversParentTypes['Certificate']> };
  CheckSignPasswordInput: CheckSignPasswordInput;
  CheckSignPasswordPayload: CheckSignPasswordPayload;
  ConfigurationItem: ConfigurationItem;
  Course: CourseModel;
  CourseFilter: CourseFilter;
  CoursePage: Omit<CoursePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Course']> };
  CourseSort: CourseSort;
  CourseUnit: CourseUnit;
  CreateApiClientInput: CreateApiClientInput;
  CreateRoleInput: CreateRoleInput;
  CreateRolePayload: Omit<CreateRolePayload, 'role'> & { role?: Maybe<ResolversParentTypes['Role']> };
  CreateTemplateInput: CreateTemplateInput;
  CreateTemplatePayload: Omit<CreateTemplatePayload, 'template'> & { template: ResolversParentTypes['Template'] };
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CredentialVerification: CredentialVerification;
  Dashboard: Dashboard;
  DashboardCampusYear: DashboardCampusYear;
  DashboardCourseCount: DashboardCourseCount;
  DashboardCourseYear: DashboardCourseYear;
  DashboardStageCounts: DashboardStageCounts;
  DashboardYear: DashboardYear;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteUserInput: DeleteUserInput;
  DeleteUserPayload: DeleteUserPayload;
  DeliveryOrganisation: DeliveryOrganisation;
  DocumentVerification: DocumentVerification;
  Float: Scalars['Float']['output'];
  FormOptions: FormOptionsModel;
  GrantOptions: GrantOptions;
  ID: Scalars['ID']['output'];
  ImportCounts: ImportCounts;
  ImportResult: ImportResult;
  ImportSample: ImportSample;
  Int: Scalars['Int']['output'];
  IssuanceClock: IssuanceClock;
  IssuanceComplianceMonth: IssuanceComplianceMonth;
  IssuanceComplianceReport: IssuanceComplianceReport;
  IssuingOrganisation: IssuingOrganisation;
  JSON: Scalars['JSON']['output'];
  LateIssuedCertificate: LateIssuedCertificate;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  LogoutPayload: LogoutPayload;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'notification'> & { notification?: Maybe<ResolversParentTypes['Notification']> };
  Module: Module;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationAddedEvent: Omit<NotificationAddedEvent, 'notification'> & { notification: ResolversParentTypes['Notification'] };
  NotificationFeed: Omit<NotificationFeed, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  Organisation: Organisation;
  PageInfo: PageInfo;
  Permission: Permission;
  PrintCertificatesPayload: PrintPayloadModel;
  PrintJob: PrintJobModel;
  Query: Record<PropertyKey, never>;
  ReplayWebhookDeliveryInput: ReplayWebhookDeliveryInput;
  ReplayWebhookDeliveryPayload: ReplayWebhookDeliveryPayload;
  ReprintDecisionInput: ReprintDecisionInput;
  RequestCertificateInput: RequestCertificateInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RevokeApiClientPayload: Omit<RevokeApiClientPayload, 'apiClient'> & { apiClient: ResolversParentTypes['ApiClient'] };
  Role: RoleModel;
  RolePage: Omit<RolePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Role']> };
  SaveSignatureInput: SaveSignatureInput;
  SaveSignaturePayload: SaveSignaturePayload;
  SignCertificatesInput: SignCertificatesInput;
  Signature: Signature;
  SigningCertificate: SigningCertificate;
  StoredFile: StoredFile;
  String: Scalars['String']['output'];
  Student: Student;
  StudentFilter: StudentFilter;
  StudentPage: StudentPage;
  StudentSort: StudentSort;
  Subscription: Record<PropertyKey, never>;
  Template: TemplateModel;
  TemplateComplianceCheck: TemplateComplianceCheck;
  TemplateCourse: Omit<TemplateCourse, 'course'> & { course: ResolversParentTypes['Course'] };
  TemplateFields: TemplateFields;
  TemplatePage: Omit<TemplatePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Template']> };
  TemplatePayload: Omit<TemplatePayload, 'template'> & { template: ResolversParentTypes['Template'] };
  TemplateSignee: Omit<TemplateSignee, 'user'> & { user: ResolversParentTypes['User'] };
  TemplateSigneeInput: TemplateSigneeInput;
  UpdateConfigurationItemInput: UpdateConfigurationItemInput;
  UpdateConfigurationItemPayload: UpdateConfigurationItemPayload;
  UpdateOrganisationInput: UpdateOrganisationInput;
  UpdateOrganisationPayload: UpdateOrganisationPayload;
  UpdateRoleInput: UpdateRoleInput;
  UpdateRolePayload: Omit<UpdateRolePayload, 'role'> & { role: ResolversParentTypes['Role'] };
  UpdateTemplateInput: UpdateTemplateInput;
  UpdateUserConfigurationInput: UpdateUserConfigurationInput;
  UpdateUserConfigurationPayload: UpdateUserConfigurationPayload;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UploadSigningCertificateInput: UploadSigningCertificateInput;
  UploadSigningCertificatePayload: UploadSigningCertificatePayload;
  User: UserModel;
  UserConfiguration: UserConfiguration;
  UserPage: Omit<UserPage, 'nodes'> & { nodes: Array<ResolversParentTypes['User']> };
  UserSort: UserSort;
  VerificationLookups: VerificationLookups;
  VerifiedUnit: VerifiedUnit;
  Viewer: ViewerModel;
  WaitingCertificate: WaitingCertificate;
  WebhookAttempt: WebhookAttempt;
  WebhookDelivery: WebhookDelivery;
  WebhookEndpoint: WebhookEndpointModel;
  WebhookEndpointIdInput: WebhookEndpointIdInput;
  WebhookEndpointPayload: Omit<WebhookEndpointPayload, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  WebhookEndpointSecretPayload: Omit<WebhookEndpointSecretPayload, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
}>;

export type AddStudentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddStudentPayload'] = ResolversParentTypes['AddStudentPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Student'], ParentType, ContextType>;
}>;

export type AddUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddUserPayload'] = ResolversParentTypes['AddUserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ApiClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiClientScope']>, ParentType, ContextType>;
  secretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secretRotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ApiClientScopeResolvers = EnumResolverSignature<{ CERTIFICATES_REQUEST?: any, REGISTER_READ?: any, WEBHOOKS_MANAGE?: any }, ResolversTypes['ApiClientScope']>;

export type ApiClientSecretPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClientSecretPayload'] = ResolversParentTypes['ApiClientSecretPayload']> = ResolversObject<{
  apiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSettings'] = ResolversParentTypes['AppSettings']> = ResolversObject<{
  displayDateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeConfirmationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AssignRoleUsersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignRoleUsersPayload'] = ResolversParentTypes['AssignRoleUsersPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type AssignUserRolesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignUserRolesPayload'] = ResolversParentTypes['AssignUserRolesPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AuditActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditAction'] = ResolversParentTypes['AuditAction']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AuditEventSource'], ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApiClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  certificateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  chainSeq?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credentialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fromLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromReprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['CertificateStatus']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AuditEventSource'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toReprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['CertificateStatus']>, ParentType, ContextType>;
}>;

export type AuditEventConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEventConnection'] = ResolversParentTypes['AuditEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AuditEventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AuditEventEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEventEdge'] = ResolversParentTypes['AuditEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEvent'], ParentType, ContextType>;
}>;

export type AuditEventSourceResolvers = EnumResolverSignature<{ ADMINISTRATION?: any, WORKFLOW?: any }, ResolversTypes['AuditEventSource']>;

export type CampusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Campus'] = ResolversParentTypes['Campus']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campusCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campusId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CampusPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CampusPage'] = ResolversParentTypes['CampusPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Campus']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CampusSortFieldResolvers = EnumResolverSignature<{ ADDRESS?: any, CAMPUS_CODE?: any, CAMPUS_ID?: any, CAMPUS_NAME?: any, SHORT_NAME?: any }, ResolversTypes['CampusSortField']>;

export type CertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = ResolversObject<{
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  assessmentReportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auditTrail?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['CertificateAction']>, ParentType, ContextType>;
  campus?: Resolver<ResolversTypes['Campus'], ParentType, ContextType>;
  cancellationComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  certificateType?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
  certificateTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  course?: Resolver<ResolversTypes['Course'], ParentType, ContextType>;
  credentialDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  credentialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolmentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['CertificateEvent']>, ParentType, ContextType>;
  feeStatus?: Resolver<Maybe<ResolversTypes['FeeStatus']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  prints?: Resolver<Array<ResolversTypes['CertificatePrint']>, ParentType, ContextType>;
  rejectedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rejectionComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintAcceptedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintAcceptedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reprintComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintRejectedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintRejectedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reprintRejectionComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintRequestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintRequestedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  reprintStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reprintedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requisitioner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  signedPdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signees?: Resolver<Array<ResolversTypes['CertificateSignee']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  student?: Resolver<ResolversTypes['Student'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['CertificateUnit']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  verificationLookups?: Resolver<ResolversTypes['VerificationLookups'], ParentType, ContextType>;
  viewerCanSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CertificateActionResolvers = EnumResolverSignature<{ APPROVE?: any, APPROVE_REPRINT?: any, CANCEL?: any, ISSUE?: any, PRINT?: any, REJECT?: any, REJECT_REPRINT?: any, REPRINT?: any, REQUEST_REPRINT?: any, SIGN?: any }, ResolversTypes['CertificateAction']>;

export type CertificateConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateConnection'] = ResolversParentTypes['CertificateConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CertificateDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateDelivery'] = ResolversParentTypes['CertificateDelivery']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificateTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  learnerFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['DeliveryOrganisation'], ParentType, ContextType>;
  verifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CertificateEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateEvent'] = ResolversParentTypes['CertificateEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromReprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['CertificateStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toReprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['CertificateStatus']>, ParentType, ContextType>;
}>;

export type CertificateListResolvers = EnumResolverSignature<{ PRINTED?: any, REJECTED?: any, REPRINT_REQUESTS?: any, REQUESTED?: any, SEND_TO_PRINT?: any, SIGNED?: any, TO_BE_SIGNED?: any }, ResolversTypes['CertificateList']>;

export type CertificatePrintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificatePrint'] = ResolversParentTypes['CertificatePrint']> = ResolversObject<{
  file?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrintKind'], ParentType, ContextType>;
  printedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  printedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CertificateRegisterConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateRegisterConnection'] = ResolversParentTypes['CertificateRegisterConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CertificateRegisterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CertificateRegisterEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateRegisterEdge'] = ResolversParentTypes['CertificateRegisterEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType>;
}>;

export type CertificateRegisterStatusOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateRegisterStatusOption'] = ResolversParentTypes['CertificateRegisterStatusOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
}>;

export type CertificateSigneeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateSignee'] = ResolversParentTypes['CertificateSignee']> = ResolversObject<{
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type CertificateSortFieldResolvers = EnumResolverSignature<{ CAMPUS_NAME?: any, CERTIFICATE_TYPE?: any, COURSE_NAME?: any, CREDENTIAL_DATE?: any, CREDENTIAL_NUMBER?: any, REQUESTED_DATE?: any, REQUISITIONER_NAME?: any, STATUS?: any, STUDENT_NAME?: any, UPDATED_AT?: any }, ResolversTypes['CertificateSortField']>;

export type CertificateStatusResolvers = EnumResolverSignature<{ APPROVED_FOR_PRINTING?: any, CANCELLED?: any, COMPLETED?: any, PRINTED?: any, QA_APPROVED?: any, QA_REJECTED?: any, REQUESTED?: any, SIGNED?: any }, ResolversTypes['CertificateStatus']>;

export type CertificateTypeResolvers = EnumResolverSignature<{ AHEGS_CERTIFICATE?: any, CERTIFICATE?: any, CERTIFICATE_NEW?: any, COURSE_COMPLETION?: any, COURSE_PROGRESS_ADVICE?: any, FAILED_CERTIFICATE?: any, FAILED_CERTIFICATE_NEW?: any, GRADUATE_CERTIFICATE_NEW?: any, MON_GCN_CERTIFICATE?: any, MON_GDN_CERTIFICATE?: any, STATEMENT_OF_ATTAINMENT?: any }, ResolversTypes['CertificateType']>;

export type CertificateTypeInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateTypeInfo'] = ResolversParentTypes['CertificateTypeInfo']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
}>;

export type CertificateUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateUnit'] = ResolversParentTypes['CertificateUnit']> = ResolversObject<{
  mark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomeGradeShortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomeResult?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitStartDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type CertificateUpdatedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateUpdatedEvent'] = ResolversParentTypes['CertificateUpdatedEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reprintStatus?: Resolver<Maybe<ResolversTypes['ReprintStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
}>;

export type CertificatesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificatesPayload'] = ResolversParentTypes['CertificatesPayload']> = ResolversObject<{
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckSignPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckSignPasswordPayload'] = ResolversParentTypes['CheckSignPasswordPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConfigurationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurationItem'] = ResolversParentTypes['ConfigurationItem']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  certificateCourseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  graduateCertificateCourseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['CourseUnit']>, ParentType, ContextType>;
}>;

export type CoursePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoursePage'] = ResolversParentTypes['CoursePage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourseSortFieldResolvers = EnumResolverSignature<{ CERTIFICATE_COURSE_NAME?: any, COURSE_CODE?: any, COURSE_ID?: any, COURSE_NAME?: any, COURSE_SHORT_NAME?: any, EXPIRY_DATE?: any, GRADUATE_CERTIFICATE_COURSE_NAME?: any, UNIT_COUNT?: any }, ResolversTypes['CourseSortField']>;

export type CourseUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseUnit'] = ResolversParentTypes['CourseUnit']> = ResolversObject<{
  core?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateRolePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateRolePayload'] = ResolversParentTypes['CreateRolePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
}>;

export type CreateTemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateTemplatePayload'] = ResolversParentTypes['CreateTemplatePayload']> = ResolversObject<{
  fields?: Resolver<ResolversTypes['TemplateFields'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
}>;

export type CredentialVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CredentialVerification'] = ResolversParentTypes['CredentialVerification']> = ResolversObject<{
  cancelledOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  certificateType?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
  certificateTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  learnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['IssuingOrganisation'], ParentType, ContextType>;
  reissuedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['VerifiedUnit']>, ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  currentMonth?: Resolver<Array<ResolversTypes['DashboardCourseCount']>, ParentType, ContextType>;
  issuanceClock?: Resolver<ResolversTypes['IssuanceClock'], ParentType, ContextType>;
  pendingRequests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pendingToBeSigned?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DashboardCampusYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCampusYear'] = ResolversParentTypes['DashboardCampusYear']> = ResolversObject<{
  campusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['DashboardStageCounts'], ParentType, ContextType>;
}>;

export type DashboardCourseCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCourseCount'] = ResolversParentTypes['DashboardCourseCount']> = ResolversObject<{
  certificates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardCourseYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCourseYear'] = ResolversParentTypes['DashboardCourseYear']> = ResolversObject<{
  counts?: Resolver<ResolversTypes['DashboardStageCounts'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardStageCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardStageCounts'] = ResolversParentTypes['DashboardStageCounts']> = ResolversObject<{
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectedOrCancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DashboardYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardYear'] = ResolversParentTypes['DashboardYear']> = ResolversObject<{
  campuses?: Resolver<Array<ResolversTypes['DashboardCampusYear']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['DashboardCourseYear']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteUserPayload'] = ResolversParentTypes['DeleteUserPayload']> = ResolversObject<{
  deletedUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeliveryOrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryOrganisation'] = ResolversParentTypes['DeliveryOrganisation']> = ResolversObject<{
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DocumentVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentVerification'] = ResolversParentTypes['DocumentVerification']> = ResolversObject<{
  credentials?: Resolver<Array<ResolversTypes['CredentialVerification']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['PrintKind']>, ParentType, ContextType>;
  match?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  printedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type FeeStatusResolvers = EnumResolverSignature<{ NOT_PAID?: any, PAID?: any }, ResolversTypes['FeeStatus']>;

export type FormOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormOptions'] = ResolversParentTypes['FormOptions']> = ResolversObject<{
  campuses?: Resolver<Array<ResolversTypes['Campus']>, ParentType, ContextType>;
  certificateTypes?: Resolver<Array<ResolversTypes['CertificateTypeInfo']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  requisitioners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  signees?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
}>;

export type GrantOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GrantOptions'] = ResolversParentTypes['GrantOptions']> = ResolversObject<{
  modules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
}>;

export type ImportCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportCounts'] = ResolversParentTypes['ImportCounts']> = ResolversObject<{
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportKindResolvers = EnumResolverSignature<{ CAMPUS?: any, COURSE?: any, STUDENT?: any }, ResolversTypes['ImportKind']>;

export type ImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = ResolversObject<{
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['ImportCounts']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportSampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportSample'] = ResolversParentTypes['ImportSample']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IssuanceClockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuanceClock'] = ResolversParentTypes['IssuanceClock']> = ResolversObject<{
  olderThan21Days?: Resolver<Array<ResolversTypes['WaitingCertificate']>, ParentType, ContextType>;
  olderThan30Days?: Resolver<Array<ResolversTypes['WaitingCertificate']>, ParentType, ContextType>;
}>;

export type IssuanceComplianceMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuanceComplianceMonth'] = ResolversParentTypes['IssuanceComplianceMonth']> = ResolversObject<{
  beyond?: Resolver<Array<ResolversTypes['LateIssuedCertificate']>, ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedBeyond?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedWithin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IssuanceComplianceReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuanceComplianceReport'] = ResolversParentTypes['IssuanceComplianceReport']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['IssuanceComplianceMonth']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IssuingOrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuingOrganisation'] = ResolversParentTypes['IssuingOrganisation']> = ResolversObject<{
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LateIssuedCertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LateIssuedCertificate'] = ResolversParentTypes['LateIssuedCertificate']> = ResolversObject<{
  credentialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarkNotificationReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = ResolversObject<{
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Module'] = ResolversParentTypes['Module']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ModuleSection'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModuleSectionResolvers = EnumResolverSignature<{ CERTIFICATES?: any, MASTER?: any, SETTINGS?: any }, ResolversTypes['ModuleSection']>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addStudent?: Resolver<ResolversTypes['AddStudentPayload'], ParentType, ContextType, RequireFields<MutationAddStudentArgs, 'input'>>;
  addUser?: Resolver<ResolversTypes['AddUserPayload'], ParentType, ContextType, RequireFields<MutationAddUserArgs, 'input'>>;
  approveCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationApproveCertificateArgs, 'input'>>;
  approveReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationApproveReprintArgs, 'input'>>;
  assignRoleUsers?: Resolver<ResolversTypes['AssignRoleUsersPayload'], ParentType, ContextType, RequireFields<MutationAssignRoleUsersArgs, 'input'>>;
  assignTemplateCourses?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType, RequireFields<MutationAssignTemplateCoursesArgs, 'input'>>;
  assignTemplateSignees?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType, RequireFields<MutationAssignTemplateSigneesArgs, 'input'>>;
  assignUserRoles?: Resolver<ResolversTypes['AssignUserRolesPayload'], ParentType, ContextType, RequireFields<MutationAssignUserRolesArgs, 'input'>>;
  cancelCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationCancelCertificateArgs, 'input'>>;
  checkSignPassword?: Resolver<ResolversTypes['CheckSignPasswordPayload'], ParentType, ContextType, RequireFields<MutationCheckSignPasswordArgs, 'input'>>;
  createApiClient?: Resolver<ResolversTypes['ApiClientSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateApiClientArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['CreateRolePayload'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createTemplate?: Resolver<ResolversTypes['CreateTemplatePayload'], ParentType, ContextType, RequireFields<MutationCreateTemplateArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteUser?: Resolver<ResolversTypes['DeleteUserPayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'input'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'input'>>;
  importCampuses?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportCampusesArgs, 'uploadId'>>;
  importCourses?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportCoursesArgs, 'uploadId'>>;
  importStudents?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportStudentsArgs, 'uploadId'>>;
  issueCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationIssueCertificateArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  printCertificates?: Resolver<ResolversTypes['PrintCertificatesPayload'], ParentType, ContextType, RequireFields<MutationPrintCertificatesArgs, 'input'>>;
  rejectCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRejectCertificateArgs, 'input'>>;
  rejectReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRejectReprintArgs, 'input'>>;
  replayWebhookDelivery?: Resolver<ResolversTypes['ReplayWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'input'>>;
  reprintCertificates?: Resolver<ResolversTypes['PrintCertificatesPayload'], ParentType, ContextType, RequireFields<MutationReprintCertificatesArgs, 'input'>>;
  requestCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRequestCertificateArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRequestReprintArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeApiClient?: Resolver<ResolversTypes['RevokeApiClientPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiClientArgs, 'input'>>;
  rotateApiClientSecret?: Resolver<ResolversTypes['ApiClientSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateApiClientSecretArgs, 'input'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpointSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'input'>>;
  saveSignature?: Resolver<ResolversTypes['SaveSignaturePayload'], ParentType, ContextType, RequireFields<MutationSaveSignatureArgs, 'input'>>;
  signCertificates?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationSignCertificatesArgs, 'input'>>;
  updateConfigurationItem?: Resolver<ResolversTypes['UpdateConfigurationItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateConfigurationItemArgs, 'input'>>;
  updateOrganisation?: Resolver<ResolversTypes['UpdateOrganisationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'input'>>;
  updateRole?: Resolver<ResolversTypes['UpdateRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'input'>>;
  updateTemplate?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateTemplateArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UpdateUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserConfiguration?: Resolver<ResolversTypes['UpdateUserConfigurationPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserConfigurationArgs, 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'input'>>;
  uploadSigningCertificate?: Resolver<ResolversTypes['UploadSigningCertificatePayload'], ParentType, ContextType, RequireFields<MutationUploadSigningCertificateArgs, 'input'>>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  certificateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['CertificateList'], ParentType, ContextType>;
  listPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['NotificationSubject'], ParentType, ContextType>;
}>;

export type NotificationAddedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationAddedEvent'] = ResolversParentTypes['NotificationAddedEvent']> = ResolversObject<{
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationFeedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationFeed'] = ResolversParentTypes['NotificationFeed']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = ResolversObject<{
  companyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyShortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPerson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digitalDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  faxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rtoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintCertificatesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintCertificatesPayload'] = ResolversParentTypes['PrintCertificatesPayload']> = ResolversObject<{
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['PrintJob'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrintJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintJob'] = ResolversParentTypes['PrintJob']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrintKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrintJobStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PrintJobStatusResolvers = EnumResolverSignature<{ DONE?: any, FAILED?: any, QUEUED?: any, RENDERING?: any }, ResolversTypes['PrintJobStatus']>;

export type PrintKindResolvers = EnumResolverSignature<{ DIGITAL?: any, PRINT?: any, REPRINT?: any }, ResolversTypes['PrintKind']>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  auditActions?: Resolver<Array<ResolversTypes['AuditAction']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditEventConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  campuses?: Resolver<ResolversTypes['CampusPage'], ParentType, ContextType, RequireFields<QueryCampusesArgs, 'page' | 'pageSize'>>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType, Partial<QueryCertificateArgs>>;
  certificateDelivery?: Resolver<Maybe<ResolversTypes['CertificateDelivery']>, ParentType, ContextType, RequireFields<QueryCertificateDeliveryArgs, 'token'>>;
  certificateRegister?: Resolver<ResolversTypes['CertificateRegisterConnection'], ParentType, ContextType, RequireFields<QueryCertificateRegisterArgs, 'first'>>;
  certificateRegisterStatusOptions?: Resolver<Array<ResolversTypes['CertificateRegisterStatusOption']>, ParentType, ContextType>;
  certificates?: Resolver<ResolversTypes['CertificateConnection'], ParentType, ContextType, RequireFields<QueryCertificatesArgs, 'list' | 'page' | 'pageSize'>>;
  configurationItems?: Resolver<Array<ResolversTypes['ConfigurationItem']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  courses?: Resolver<ResolversTypes['CoursePage'], ParentType, ContextType, RequireFields<QueryCoursesArgs, 'page' | 'pageSize'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  dashboardYear?: Resolver<ResolversTypes['DashboardYear'], ParentType, ContextType, RequireFields<QueryDashboardYearArgs, 'year'>>;
  formOptions?: Resolver<ResolversTypes['FormOptions'], ParentType, ContextType>;
  grantOptions?: Resolver<ResolversTypes['GrantOptions'], ParentType, ContextType>;
  importSample?: Resolver<ResolversTypes['ImportSample'], ParentType, ContextType, RequireFields<QueryImportSampleArgs, 'kind'>>;
  issuanceCompliance?: Resolver<ResolversTypes['IssuanceComplianceReport'], ParentType, ContextType, Partial<QueryIssuanceComplianceArgs>>;
  mySignature?: Resolver<Maybe<ResolversTypes['Signature']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationFeed'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit'>>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
  organisationSigningCertificate?: Resolver<ResolversTypes['SigningCertificate'], ParentType, ContextType>;
  printJob?: Resolver<Maybe<ResolversTypes['PrintJob']>, ParentType, ContextType, RequireFields<QueryPrintJobArgs, 'id'>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QueryRolesArgs, 'page' | 'pageSize' | 'sortDirection'>>;
  settings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType>;
  students?: Resolver<ResolversTypes['StudentPage'], ParentType, ContextType, RequireFields<QueryStudentsArgs, 'page' | 'pageSize'>>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, RequireFields<QueryTemplateArgs, 'id'>>;
  templates?: Resolver<ResolversTypes['TemplatePage'], ParentType, ContextType, RequireFields<QueryTemplatesArgs, 'page' | 'pageSize'>>;
  unassignedUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUnassignedUsersArgs, 'roleId'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userConfiguration?: Resolver<ResolversTypes['UserConfiguration'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize'>>;
  verification?: Resolver<Maybe<ResolversTypes['CredentialVerification']>, ParentType, ContextType, RequireFields<QueryVerificationArgs, 'code'>>;
  verifyDocument?: Resolver<ResolversTypes['DocumentVerification'], ParentType, ContextType, RequireFields<QueryVerifyDocumentArgs, 'sha256'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  viewerApiClient?: Resolver<Maybe<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<QueryWebhookEndpointArgs, 'id'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, Partial<QueryWebhookEndpointsArgs>>;
}>;

export type ReplayWebhookDeliveryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplayWebhookDeliveryPayload'] = ResolversParentTypes['ReplayWebhookDeliveryPayload']> = ResolversObject<{
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReprintStatusResolvers = EnumResolverSignature<{ REPRINTED?: any, REPRINT_APPROVED?: any, REPRINT_REJECTED?: any, REPRINT_REQUESTED?: any }, ResolversTypes['ReprintStatus']>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RevokeApiClientPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiClientPayload'] = ResolversParentTypes['RevokeApiClientPayload']> = ResolversObject<{
  apiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modules?: Resolver<Maybe<Array<ResolversTypes['Module']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['Permission']>>, ParentType, ContextType>;
  userCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  users?: Resolver<Maybe<ResolversTypes['UserPage']>, ParentType, ContextType, RequireFields<RoleUsersArgs, 'page' | 'pageSize'>>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SaveSignaturePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveSignaturePayload'] = ResolversParentTypes['SaveSignaturePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['Signature'], ParentType, ContextType>;
}>;

export type SignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Signature'] = ResolversParentTypes['Signature']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SignatureSource'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SignatureSourceResolvers = EnumResolverSignature<{ DRAW?: any, UPLOAD?: any }, ResolversTypes['SignatureSource']>;

export type SigningCertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SigningCertificate'] = ResolversParentTypes['SigningCertificate']> = ResolversObject<{
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commonName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fingerprintSha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notAfter?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notBefore?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  selfSigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SigningCertificateSource'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SigningCertificateSourceResolvers = EnumResolverSignature<{ GENERATED?: any, UPLOADED?: any }, ResolversTypes['SigningCertificateSource']>;

export type SortDirectionResolvers = EnumResolverSignature<{ ASC?: any, DESC?: any }, ResolversTypes['SortDirection']>;

export type StoredFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = ResolversObject<{
  dob?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StudentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StudentPage'] = ResolversParentTypes['StudentPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StudentSortFieldResolvers = EnumResolverSignature<{ ADDED?: any, DOB?: any, EMAIL?: any, FIRST_NAME?: any, FULL_NAME?: any, LAST_NAME?: any, MIDDLE_NAME?: any, MOBILE?: any, STUDENT_ID?: any, USI?: any }, ResolversTypes['StudentSortField']>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  certificateUpdated?: SubscriptionResolver<ResolversTypes['CertificateUpdatedEvent'], "certificateUpdated", ParentType, ContextType, Partial<SubscriptionCertificateUpdatedArgs>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['NotificationAddedEvent'], "notificationAdded", ParentType, ContextType>;
  printJobUpdated?: SubscriptionResolver<ResolversTypes['PrintJob'], "printJobUpdated", ParentType, ContextType, RequireFields<SubscriptionPrintJobUpdatedArgs, 'id'>>;
}>;

export type TemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  complianceChecks?: Resolver<Maybe<Array<ResolversTypes['TemplateComplianceCheck']>>, ParentType, ContextType>;
  courses?: Resolver<Maybe<Array<ResolversTypes['TemplateCourse']>>, ParentType, ContextType>;
  fields?: Resolver<Maybe<ResolversTypes['TemplateFields']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noOfSignees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signees?: Resolver<Maybe<Array<ResolversTypes['TemplateSignee']>>, ParentType, ContextType>;
  skipSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type TemplateComplianceCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateComplianceCheck'] = ResolversParentTypes['TemplateComplianceCheck']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TemplateComplianceStatus'], ParentType, ContextType>;
}>;

export type TemplateComplianceStatusResolvers = EnumResolverSignature<{ PASS?: any, WARNING?: any }, ResolversTypes['TemplateComplianceStatus']>;

export type TemplateCourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateCourse'] = ResolversParentTypes['TemplateCourse']> = ResolversObject<{
  certificateType?: Resolver<ResolversTypes['CertificateType'], ParentType, ContextType>;
  course?: Resolver<ResolversTypes['Course'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TemplateFieldsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateFields'] = ResolversParentTypes['TemplateFields']> = ResolversObject<{
  found?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TemplatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplatePage'] = ResolversParentTypes['TemplatePage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TemplatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplatePayload'] = ResolversParentTypes['TemplatePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
}>;

export type TemplateSigneeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemplateSignee'] = ResolversParentTypes['TemplateSignee']> = ResolversObject<{
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UpdateConfigurationItemPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateConfigurationItemPayload'] = ResolversParentTypes['UpdateConfigurationItemPayload']> = ResolversObject<{
  configurationItem?: Resolver<ResolversTypes['ConfigurationItem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateOrganisationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateOrganisationPayload'] = ResolversParentTypes['UpdateOrganisationPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
}>;

export type UpdateRolePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateRolePayload'] = ResolversParentTypes['UpdateRolePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type UpdateUserConfigurationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserConfigurationPayload'] = ResolversParentTypes['UpdateUserConfigurationPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userConfiguration?: Resolver<ResolversTypes['UserConfiguration'], ParentType, ContextType>;
}>;

export type UpdateUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UploadSigningCertificatePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadSigningCertificatePayload'] = ResolversParentTypes['UploadSigningCertificatePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signingCertificate?: Resolver<ResolversTypes['SigningCertificate'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['Role']>>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type UserConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConfiguration'] = ResolversParentTypes['UserConfiguration']> = ResolversObject<{
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordSecurity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserSortFieldResolvers = EnumResolverSignature<{ EMAIL?: any, FIRST_NAME?: any, LAST_NAME?: any, STATUS?: any }, ResolversTypes['UserSortField']>;

export type VerificationLookupsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationLookups'] = ResolversParentTypes['VerificationLookups']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type VerificationStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, REISSUED?: any, VALID?: any }, ResolversTypes['VerificationStatus']>;

export type VerifiedUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedUnit'] = ResolversParentTypes['VerifiedUnit']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  companyLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['Module']>, ParentType, ContextType>;
  passwordSecurity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type WaitingCertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaitingCertificate'] = ResolversParentTypes['WaitingCertificate']> = ResolversObject<{
  credentialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['CertificateList'], ParentType, ContextType>;
  studentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = ResolversObject<{
  attemptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookDeliveryStatusResolvers = EnumResolverSignature<{ DEAD?: any, DELIVERED?: any, PENDING?: any }, ResolversTypes['WebhookDeliveryStatus']>;

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  apiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<WebhookEndpointDeliveriesArgs, 'first'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEventType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpointPayload'] = ResolversParentTypes['WebhookEndpointPayload']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointSecretPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpointSecretPayload'] = ResolversParentTypes['WebhookEndpointSecretPayload']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEventTypeResolvers = EnumResolverSignature<{ CERTIFICATE_APPROVED?: any, CERTIFICATE_CANCELLED?: any, CERTIFICATE_ISSUED?: any, CERTIFICATE_PRINTED?: any, CERTIFICATE_REJECTED?: any, CERTIFICATE_REPRINTED?: any, CERTIFICATE_REQUESTED?: any, CERTIFICATE_SIGNED?: any }, ResolversTypes['WebhookEventType']>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AddStudentPayload?: AddStudentPayloadResolvers<ContextType>;
  AddUserPayload?: AddUserPayloadResolvers<ContextType>;
  ApiClient?: ApiClientResolvers<ContextType>;
  ApiClientScope?: ApiClientScopeResolvers;
  ApiClientSecretPayload?: ApiClientSecretPayloadResolvers<ContextType>;
  AppSettings?: AppSettingsResolvers<ContextType>;
  AssignRoleUsersPayload?: AssignRoleUsersPayloadResolvers<ContextType>;
  AssignUserRolesPayload?: AssignUserRolesPayloadResolvers<ContextType>;
  AuditAction?: AuditActionResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventConnection?: AuditEventConnectionResolvers<ContextType>;
  AuditEventEdge?: AuditEventEdgeResolvers<ContextType>;
  AuditEventSource?: AuditEventSourceResolvers;
  Campus?: CampusResolvers<ContextType>;
  CampusPage?: CampusPageResolvers<ContextType>;
  CampusSortField?: CampusSortFieldResolvers;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateAction?: CertificateActionResolvers;
  CertificateConnection?: CertificateConnectionResolvers<ContextType>;
  CertificateDelivery?: CertificateDeliveryResolvers<ContextType>;
  CertificateEvent?: CertificateEventResolvers<ContextType>;
  CertificateList?: CertificateListResolvers;
  CertificatePrint?: CertificatePrintResolvers<ContextType>;
  CertificateRegisterConnection?: CertificateRegisterConnectionResolvers<ContextType>;
  CertificateRegisterEdge?: CertificateRegisterEdgeResolvers<ContextType>;
  CertificateRegisterStatusOption?: CertificateRegisterStatusOptionResolvers<ContextType>;
  CertificateSignee?: CertificateSigneeResolvers<ContextType>;
  CertificateSortField?: CertificateSortFieldResolvers;
  CertificateStatus?: CertificateStatusResolvers;
  CertificateType?: CertificateTypeResolvers;
  CertificateTypeInfo?: CertificateTypeInfoResolvers<ContextType>;
  CertificateUnit?: CertificateUnitResolvers<ContextType>;
  CertificateUpdatedEvent?: CertificateUpdatedEventResolvers<ContextType>;
  CertificatesPayload?: CertificatesPayloadResolvers<ContextType>;
  CheckSignPasswordPayload?: CheckSignPasswordPayloadResolvers<ContextType>;
  ConfigurationItem?: ConfigurationItemResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CoursePage?: CoursePageResolvers<ContextType>;
  CourseSortField?: CourseSortFieldResolvers;
  CourseUnit?: CourseUnitResolvers<ContextType>;
  CreateRolePayload?: CreateRolePayloadResolvers<ContextType>;
  CreateTemplatePayload?: CreateTemplatePayloadResolvers<ContextType>;
  CredentialVerification?: CredentialVerificationResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardCampusYear?: DashboardCampusYearResolvers<ContextType>;
  DashboardCourseCount?: DashboardCourseCountResolvers<ContextType>;
  DashboardCourseYear?: DashboardCourseYearResolvers<ContextType>;
  DashboardStageCounts?: DashboardStageCountsResolvers<ContextType>;
  DashboardYear?: DashboardYearResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteUserPayload?: DeleteUserPayloadResolvers<ContextType>;
  DeliveryOrganisation?: DeliveryOrganisationResolvers<ContextType>;
  DocumentVerification?: DocumentVerificationResolvers<ContextType>;
  FeeStatus?: FeeStatusResolvers;
  FormOptions?: FormOptionsResolvers<ContextType>;
  GrantOptions?: GrantOptionsResolvers<ContextType>;
  ImportCounts?: ImportCountsResolvers<ContextType>;
  ImportKind?: ImportKindResolvers;
  ImportResult?: ImportResultResolvers<ContextType>;
  ImportSample?: ImportSampleResolvers<ContextType>;
  IssuanceClock?: IssuanceClockResolvers<ContextType>;
  IssuanceComplianceMonth?: IssuanceComplianceMonthResolvers<ContextType>;
  IssuanceComplianceReport?: IssuanceComplianceReportResolvers<ContextType>;
  IssuingOrganisation?: IssuingOrganisationResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LateIssuedCertificate?: LateIssuedCertificateResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Module?: ModuleResolvers<ContextType>;
  ModuleSection?: ModuleSectionResolvers;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationAddedEvent?: NotificationAddedEventResolvers<ContextType>;
  NotificationFeed?: NotificationFeedResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PrintCertificatesPayload?: PrintCertificatesPayloadResolvers<ContextType>;
  PrintJob?: PrintJobResolvers<ContextType>;
  PrintJobStatus?: PrintJobStatusResolvers;
  PrintKind?: PrintKindResolvers;
  Query?: QueryResolvers<ContextType>;
  ReplayWebhookDeliveryPayload?: ReplayWebhookDeliveryPayloadResolvers<ContextType>;
  ReprintStatus?: ReprintStatusResolvers;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeApiClientPayload?: RevokeApiClientPayloadResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  SaveSignaturePayload?: SaveSignaturePayloadResolvers<ContextType>;
  Signature?: SignatureResolvers<ContextType>;
  SignatureSource?: SignatureSourceResolvers;
  SigningCertificate?: SigningCertificateResolvers<ContextType>;
  SigningCertificateSource?: SigningCertificateSourceResolvers;
  SortDirection?: SortDirectionResolvers;
  StoredFile?: StoredFileResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  StudentPage?: StudentPageResolvers<ContextType>;
  StudentSortField?: StudentSortFieldResolvers;
  Subscription?: SubscriptionResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateComplianceCheck?: TemplateComplianceCheckResolvers<ContextType>;
  TemplateComplianceStatus?: TemplateComplianceStatusResolvers;
  TemplateCourse?: TemplateCourseResolvers<ContextType>;
  TemplateFields?: TemplateFieldsResolvers<ContextType>;
  TemplatePage?: TemplatePageResolvers<ContextType>;
  TemplatePayload?: TemplatePayloadResolvers<ContextType>;
  TemplateSignee?: TemplateSigneeResolvers<ContextType>;
  UpdateConfigurationItemPayload?: UpdateConfigurationItemPayloadResolvers<ContextType>;
  UpdateOrganisationPayload?: UpdateOrganisationPayloadResolvers<ContextType>;
  UpdateRolePayload?: UpdateRolePayloadResolvers<ContextType>;
  UpdateUserConfigurationPayload?: UpdateUserConfigurationPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  UploadSigningCertificatePayload?: UploadSigningCertificatePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConfiguration?: UserConfigurationResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserSortField?: UserSortFieldResolvers;
  VerificationLookups?: VerificationLookupsResolvers<ContextType>;
  VerificationStatus?: VerificationStatusResolvers;
  VerifiedUnit?: VerifiedUnitResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WaitingCertificate?: WaitingCertificateResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryStatus?: WebhookDeliveryStatusResolvers;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointPayload?: WebhookEndpointPayloadResolvers<ContextType>;
  WebhookEndpointSecretPayload?: WebhookEndpointSecretPayloadResolvers<ContextType>;
  WebhookEventType?: WebhookEventTypeResolvers;
}>;

