import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CertificateModel } from '../certificates/models.js';
import type { ViewerModel } from '../users/models.js';
import type { CourseModel, FormOptionsModel } from '../lookups/models.js';
import type { NotificationModel } from '../notifications/models.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
};

/** Organisation-wide settings the staff app needs. */
export type AppSettings = {
  __typename?: 'AppSettings';
  /** One of dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd. */
  displayDateFormat: Scalars['String']['output'];
  /** When true, approving asks Paid / Not Paid. (`fee_paid_or_not_confirmation` = Yes) */
  feeConfirmationRequired: Scalars['Boolean']['output'];
};

export type ApproveCertificateInput = {
  comment: Scalars['String']['input'];
  /** Required when AppSettings.feeConfirmationRequired. */
  feeStatus?: InputMaybe<FeeStatus>;
  id: Scalars['ID']['input'];
};

export type Campus = {
  __typename?: 'Campus';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A requested credential with every detail field. spec: certificate-workflow §3 */
export type Certificate = {
  __typename?: 'Certificate';
  approvedBy?: Maybe<Scalars['String']['output']>;
  approvedComments?: Maybe<Scalars['String']['output']>;
  approvedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Link to the student-portal assessment report, when configured. */
  assessmentReportUrl?: Maybe<Scalars['String']['output']>;
  /** What the viewer may do now. */
  availableActions: Array<CertificateAction>;
  campus: Campus;
  cancellationComment?: Maybe<Scalars['String']['output']>;
  cancelledBy?: Maybe<Scalars['String']['output']>;
  cancelledOn?: Maybe<Scalars['DateTime']['output']>;
  certificateType: CertificateType;
  certificateTypeCode: Scalars['String']['output'];
  certificateTypeName: Scalars['String']['output'];
  comments?: Maybe<Scalars['String']['output']>;
  course: Course;
  credentialDate: Scalars['Date']['output'];
  credentialNumber: Scalars['String']['output'];
  enrolmentId?: Maybe<Scalars['String']['output']>;
  events: Array<CertificateEvent>;
  feeStatus?: Maybe<FeeStatus>;
  /** Stored file name; the UI shows what follows its last underscore. */
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issuedBy?: Maybe<Scalars['String']['output']>;
  issuedOn?: Maybe<Scalars['DateTime']['output']>;
  /** Gateway path of the PREVIEW-watermarked PDF. */
  previewUrl: Scalars['String']['output'];
  printedBy?: Maybe<Scalars['String']['output']>;
  printedOn?: Maybe<Scalars['DateTime']['output']>;
  prints: Array<CertificatePrint>;
  rejectedBy?: Maybe<Scalars['String']['output']>;
  rejectedOn?: Maybe<Scalars['DateTime']['output']>;
  rejectionComment?: Maybe<Scalars['String']['output']>;
  reprintAcceptedBy?: Maybe<Scalars['String']['output']>;
  reprintAcceptedOn?: Maybe<Scalars['DateTime']['output']>;
  reprintComment?: Maybe<Scalars['String']['output']>;
  reprintRejectedBy?: Maybe<Scalars['String']['output']>;
  reprintRejectedOn?: Maybe<Scalars['DateTime']['output']>;
  reprintRejectionComment?: Maybe<Scalars['String']['output']>;
  reprintRequestedBy?: Maybe<Scalars['String']['output']>;
  reprintRequestedOn?: Maybe<Scalars['DateTime']['output']>;
  reprintStatus?: Maybe<ReprintStatus>;
  reprintStatusCode?: Maybe<Scalars['Int']['output']>;
  reprintedBy?: Maybe<Scalars['String']['output']>;
  reprintedOn?: Maybe<Scalars['DateTime']['output']>;
  requestedDate: Scalars['DateTime']['output'];
  requisitioner: User;
  /** Gateway path of the PDF with the signatures given so far. */
  signedPdfUrl: Scalars['String']['output'];
  signees: Array<CertificateSignee>;
  status: CertificateStatus;
  statusCode: Scalars['Int']['output'];
  /** Label for lists: e.g. 'Requested', 'Signed', 'Reprint Approved'. */
  statusLabel: Scalars['String']['output'];
  student: Student;
  template: Template;
  units: Array<CertificateUnit>;
  /** Viewer is an assigned signee who has not signed and the certificate awaits signatures. */
  viewerCanSign: Scalars['Boolean']['output'];
};

/** What a viewer may do to a certificate now (server-computed). */
export type CertificateAction =
  | 'APPROVE'
  | 'APPROVE_REPRINT'
  | 'CANCEL'
  | 'ISSUE'
  | 'PRINT'
  | 'REJECT'
  | 'REJECT_REPRINT'
  | 'REPRINT'
  | 'REQUEST_REPRINT'
  | 'SIGN';

export type CertificateCommentInput = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type CertificateConnection = {
  __typename?: 'CertificateConnection';
  nodes: Array<Certificate>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** One audit event: a transition, who made it and when. */
export type CertificateEvent = {
  __typename?: 'CertificateEvent';
  /** requested | approved | rejected | signed | issued | cancelled | printed | reprint_requested | reprint_approved | reprint_rejected | reprinted */
  action: Scalars['String']['output'];
  actorName: Scalars['String']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fromReprintStatus?: Maybe<ReprintStatus>;
  fromStatus?: Maybe<CertificateStatus>;
  id: Scalars['ID']['output'];
  toReprintStatus?: Maybe<ReprintStatus>;
  toStatus?: Maybe<CertificateStatus>;
};

export type CertificateFilter = {
  campusId?: InputMaybe<Scalars['ID']['input']>;
  certificateType?: InputMaybe<CertificateType>;
  courseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  requestedFrom?: InputMaybe<Scalars['Date']['input']>;
  requestedTo?: InputMaybe<Scalars['Date']['input']>;
  requisitionerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive part of the student's name. */
  studentName?: InputMaybe<Scalars['String']['input']>;
};

export type CertificateIdInput = {
  id: Scalars['ID']['input'];
};

export type CertificateIdsInput = {
  ids: Array<Scalars['ID']['input']>;
};

/** The certificate lists of certificate-workflow §2 (DESIGN.md: list membership). */
export type CertificateList =
  /** status 5 and 6 */
  | 'PRINTED'
  /** status 2 and 7 */
  | 'REJECTED'
  /** reprint requested */
  | 'REPRINT_REQUESTS'
  /** status 0 */
  | 'REQUESTED'
  /** status 4, or 5 with reprint approved */
  | 'SEND_TO_PRINT'
  /** status 3 */
  | 'SIGNED'
  /** status 1 */
  | 'TO_BE_SIGNED';

export type CertificatePrint = {
  __typename?: 'CertificatePrint';
  file: StoredFile;
  id: Scalars['ID']['output'];
  kind: PrintKind;
  printedAt: Scalars['DateTime']['output'];
  printedBy?: Maybe<Scalars['String']['output']>;
};

/** An assigned signee of a certificate and when they signed (null: not yet). */
export type CertificateSignee = {
  __typename?: 'CertificateSignee';
  designation: Scalars['String']['output'];
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  slot: Scalars['Int']['output'];
  user: User;
};

export type CertificateSort = {
  direction: SortDirection;
  field: CertificateSortField;
};

export type CertificateSortField =
  | 'CAMPUS_NAME'
  | 'CERTIFICATE_TYPE'
  | 'COURSE_NAME'
  | 'CREDENTIAL_DATE'
  | 'CREDENTIAL_NUMBER'
  | 'REQUESTED_DATE'
  | 'REQUISITIONER_NAME'
  | 'STATUS'
  | 'STUDENT_NAME';

/** Certificate status; `statusCode` carries the spec's number. spec: certificate-workflow §4 */
export type CertificateStatus =
  /** 4 (issued) */
  | 'APPROVED_FOR_PRINTING'
  /** 7 */
  | 'CANCELLED'
  /** 6 */
  | 'COMPLETED'
  /** 5 */
  | 'PRINTED'
  /** 1 */
  | 'QA_APPROVED'
  /** 2 */
  | 'QA_REJECTED'
  /** 0 */
  | 'REQUESTED'
  /** 3 */
  | 'SIGNED';

/** Certificate type codes. spec: certificate-workflow §9 */
export type CertificateType =
  /** AC */
  | 'AHEGS_CERTIFICATE'
  /** C */
  | 'CERTIFICATE'
  /** CN */
  | 'CERTIFICATE_NEW'
  /** CC */
  | 'COURSE_COMPLETION'
  /** P */
  | 'COURSE_PROGRESS_ADVICE'
  /** F */
  | 'FAILED_CERTIFICATE'
  /** FN */
  | 'FAILED_CERTIFICATE_NEW'
  /** SN */
  | 'GRADUATE_CERTIFICATE_NEW'
  /** MC */
  | 'MON_GCN_CERTIFICATE'
  /** MD */
  | 'MON_GDN_CERTIFICATE'
  /** S */
  | 'STATEMENT_OF_ATTAINMENT';

export type CertificateTypeInfo = {
  __typename?: 'CertificateTypeInfo';
  /** The spec's code, e.g. `S`. */
  code: Scalars['String']['output'];
  /** Display name, e.g. Statement of Attainment. */
  name: Scalars['String']['output'];
  type: CertificateType;
};

export type CertificateUnit = {
  __typename?: 'CertificateUnit';
  mark: Scalars['String']['output'];
  outcomeGradeShortCode: Scalars['String']['output'];
  outcomeResult: Scalars['String']['output'];
  unitCode: Scalars['String']['output'];
  unitName: Scalars['String']['output'];
  unitStartDate: Scalars['Date']['output'];
};

export type CertificateUnitInput = {
  mark: Scalars['String']['input'];
  outcomeGradeShortCode: Scalars['String']['input'];
  outcomeResult: Scalars['String']['input'];
  unitCode: Scalars['String']['input'];
  unitName: Scalars['String']['input'];
  unitStartDate: Scalars['Date']['input'];
};

export type CertificateUpdatedEvent = {
  __typename?: 'CertificateUpdatedEvent';
  /** The audit action that caused it. */
  action: Scalars['String']['output'];
  certificate?: Maybe<Certificate>;
  id: Scalars['ID']['output'];
  reprintStatus?: Maybe<ReprintStatus>;
  status: CertificateStatus;
};

/** The answer of every workflow mutation: the server's message and the changed certificates. */
export type CertificatesPayload = {
  __typename?: 'CertificatesPayload';
  certificates: Array<Certificate>;
  message: Scalars['String']['output'];
};

export type CheckSignPasswordInput = {
  password: Scalars['String']['input'];
};

export type CheckSignPasswordPayload = {
  __typename?: 'CheckSignPasswordPayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A nationally recognised course or qualification, e.g. BSB50420 Diploma of Leadership and Management. */
export type Course = {
  __typename?: 'Course';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Units of competency of this course (suggestions for the request form). */
  units: Array<CourseUnit>;
};

/** A unit of competency packaged in a course. */
export type CourseUnit = {
  __typename?: 'CourseUnit';
  core: Scalars['Boolean']['output'];
  unitCode: Scalars['String']['output'];
  unitName: Scalars['String']['output'];
};

/** Fee choice at approval when fee confirmation is on: 0 Paid, 1 Not Paid. */
export type FeeStatus =
  | 'NOT_PAID'
  | 'PAID';

/** Dropdown data for the request form and the search panel. spec: certificate-workflow §3 Dropdown data */
export type FormOptions = {
  __typename?: 'FormOptions';
  campuses: Array<Campus>;
  certificateTypes: Array<CertificateTypeInfo>;
  courses: Array<Course>;
  requisitioners: Array<User>;
  signees: Array<User>;
  students: Array<Student>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque bearer token for `Authorization: Bearer …` and the WebSocket `connectionParams.authorization`. */
  token: Scalars['String']['output'];
  viewer: Viewer;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  success: Scalars['Boolean']['output'];
};

export type MarkNotificationReadInput = {
  id: Scalars['ID']['input'];
};

export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  notification?: Maybe<Notification>;
  unreadCount: Scalars['Int']['output'];
};

/** A screen the viewer's roles grant; menus are built from these. */
export type Module = {
  __typename?: 'Module';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  section: ModuleSection;
  /** Route of the screen, e.g. /certificates/requested-list */
  url: Scalars['String']['output'];
};

/** Menu section of a module. spec: access-and-administration §3 Module sections */
export type ModuleSection =
  | 'CERTIFICATES'
  | 'MASTER'
  | 'SETTINGS';

export type Mutation = {
  __typename?: 'Mutation';
  /** 0 → 1 (or 3 with skip-sign). */
  approveCertificate: CertificatesPayload;
  /** Reprint requested → approved. */
  approveReprint: CertificatesPayload;
  /** 3, 4, 5 → 7. */
  cancelCertificate: CertificatesPayload;
  /** Re-checks the viewer's password before signing (password security). Throttled. spec: workflow §4 */
  checkSignPassword: CheckSignPasswordPayload;
  /** 3 → 4. */
  issueCertificate: CertificatesPayload;
  /** Signs in. Wrong credentials → UNAUTHENTICATED; throttled → TOO_MANY_REQUESTS. spec: access §2 Login page */
  login: LoginPayload;
  /** Revokes the caller's token. */
  logout: LogoutPayload;
  markNotificationRead: MarkNotificationReadPayload;
  /** 4 → 5, one merged PDF; all must share status and template. */
  printCertificates: PrintCertificatesPayload;
  /** 0 → 2. */
  rejectCertificate: CertificatesPayload;
  /** Reprint requested → rejected. */
  rejectReprint: CertificatesPayload;
  /** Reprint approved → reprinted, one merged PDF. */
  reprintCertificates: PrintCertificatesPayload;
  /** 0: a new request. spec: workflow §2 Request Certificate, §5 */
  requestCertificate: CertificatesPayload;
  /** Printed → reprint requested. */
  requestReprint: CertificatesPayload;
  /** The viewer signs each; a certificate moves 1 → 3 when its last signee signs. All must share one template. */
  signCertificates: CertificatesPayload;
};


export type MutationApproveCertificateArgs = {
  input: ApproveCertificateInput;
};


export type MutationApproveReprintArgs = {
  input: ReprintDecisionInput;
};


export type MutationCancelCertificateArgs = {
  input: CertificateCommentInput;
};


export type MutationCheckSignPasswordArgs = {
  input: CheckSignPasswordInput;
};


export type MutationIssueCertificateArgs = {
  input: CertificateIdInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationPrintCertificatesArgs = {
  input: CertificateIdsInput;
};


export type MutationRejectCertificateArgs = {
  input: CertificateCommentInput;
};


export type MutationRejectReprintArgs = {
  input: ReprintDecisionInput;
};


export type MutationReprintCertificatesArgs = {
  input: CertificateIdsInput;
};


export type MutationRequestCertificateArgs = {
  input: RequestCertificateInput;
};


export type MutationRequestReprintArgs = {
  input: CertificateCommentInput;
};


export type MutationSignCertificatesArgs = {
  input: SignCertificatesInput;
};

/** A notification to the viewer. spec: access-and-administration §2 Notifications */
export type Notification = {
  __typename?: 'Notification';
  /** The certificate it is about (the spec's action_id). */
  certificateId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The list route the notification opens, e.g. /certificates/to-be-signed-list. */
  listPath: Scalars['String']['output'];
  message: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  subject: NotificationSubject;
};

export type NotificationAddedEvent = {
  __typename?: 'NotificationAddedEvent';
  notification: Notification;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationFeed = {
  __typename?: 'NotificationFeed';
  items: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationSubject =
  | 'CERTIFICATE_APPROVED'
  | 'CERTIFICATE_CANCELLED'
  | 'CERTIFICATE_ISSUED'
  | 'CERTIFICATE_PRINTED'
  | 'CERTIFICATE_REJECTED'
  | 'CERTIFICATE_REQUESTED'
  | 'CERTIFICATE_SIGNED'
  | 'REPRINT_APPROVED'
  | 'REPRINT_REJECTED'
  | 'REPRINT_REQUESTED';

export type PrintCertificatesPayload = {
  __typename?: 'PrintCertificatesPayload';
  certificates: Array<Certificate>;
  /** The printed PDF (one merged file for several certificates). */
  file: StoredFile;
  message: Scalars['String']['output'];
};

export type PrintKind =
  | 'PRINT'
  | 'REPRINT';

export type Query = {
  __typename?: 'Query';
  /** A certificate in any state, or null when it does not exist. */
  certificate?: Maybe<Certificate>;
  /** One certificate list with the search filter and paging (page is 1-based; pageSize 1–100). */
  certificates: CertificateConnection;
  course?: Maybe<Course>;
  formOptions: FormOptions;
  /** The viewer's latest notifications (newest first) and unread count. */
  notifications: NotificationFeed;
  settings: AppSettings;
  /** The signed-in user. Errors with UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryCertificateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCertificatesArgs = {
  filter?: InputMaybe<CertificateFilter>;
  list: CertificateList;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CertificateSort>;
};


export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ReprintDecisionInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** Reprint status; `reprintStatusCode` carries the spec's number (1–4). */
export type ReprintStatus =
  | 'REPRINTED'
  | 'REPRINT_APPROVED'
  | 'REPRINT_REJECTED'
  | 'REPRINT_REQUESTED';

export type RequestCertificateInput = {
  campusId: Scalars['ID']['input'];
  certificateType: CertificateType;
  comments?: InputMaybe<Scalars['String']['input']>;
  courseId: Scalars['ID']['input'];
  credentialDate: Scalars['Date']['input'];
  credentialNumber: Scalars['String']['input'];
  studentId: Scalars['ID']['input'];
  units: Array<CertificateUnitInput>;
};

/** A role (1 Administrator, 2 Requisitioner, 3 Approver, 4 Signee, 5 Printer; roles are data). */
export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SignCertificatesInput = {
  ids: Array<Scalars['ID']['input']>;
  /** Required when the viewer's passwordSecurity is on (unless checked with checkSignPassword in the last 5 minutes). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A stored PDF (printed or reprinted), fetched from the gateway's /files route with the bearer token. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** Size in bytes. */
  byteSize: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sha256: Scalars['String']['output'];
  /** Gateway path, e.g. /files/12 */
  url: Scalars['String']['output'];
};

export type Student = {
  __typename?: 'Student';
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** External student identifier. */
  studentId?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every certificate change (optionally one certificate's). */
  certificateUpdated: CertificateUpdatedEvent;
  /** Each notification created for the viewer, whichever client or gateway instance caused it. */
  notificationAdded: NotificationAddedEvent;
};


export type SubscriptionCertificateUpdatedArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** A certificate template (uploaded PDF or the default layout) with 1–10 signee slots. */
export type Template = {
  __typename?: 'Template';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  noOfSignees: Scalars['Int']['output'];
  /** When true, approval also counts as signing ("Approve and Sign"). */
  skipSign: Scalars['Boolean']['output'];
};

/** A staff member. spec: access-and-administration §3 User */
export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  /** First and last name, as shown in lists ("Requested By"). */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** The signed-in staff member and what their roles grant. spec: access-and-administration §3 Login response */
export type Viewer = {
  __typename?: 'Viewer';
  companyLogoUrl?: Maybe<Scalars['String']['output']>;
  emailNotifications: Scalars['Boolean']['output'];
  /** Whether the viewer has a stored signature (needed to sign). */
  hasSignature: Scalars['Boolean']['output'];
  /** Granted modules, ordered by section then priority. */
  modules: Array<Module>;
  /** Whether signing asks for the password again. */
  passwordSecurity: Scalars['Boolean']['output'];
  /** Granted action permissions, e.g. `requested_certificate.add`. */
  permissions: Array<Scalars['String']['output']>;
  productLogoUrl?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  user: User;
};

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
  AppSettings: ResolverTypeWrapper<AppSettings>;
  ApproveCertificateInput: ApproveCertificateInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Campus: ResolverTypeWrapper<Campus>;
  Certificate: ResolverTypeWrapper<CertificateModel>;
  CertificateAction: CertificateAction;
  CertificateCommentInput: CertificateCommentInput;
  CertificateConnection: ResolverTypeWrapper<Omit<CertificateConnection, 'nodes'> & { nodes: Array<ResolversTypes['Certificate']> }>;
  CertificateEvent: ResolverTypeWrapper<CertificateEvent>;
  CertificateFilter: CertificateFilter;
  CertificateIdInput: CertificateIdInput;
  CertificateIdsInput: CertificateIdsInput;
  CertificateList: CertificateList;
  CertificatePrint: ResolverTypeWrapper<CertificatePrint>;
  CertificateSignee: ResolverTypeWrapper<CertificateSignee>;
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
  Course: ResolverTypeWrapper<CourseModel>;
  CourseUnit: ResolverTypeWrapper<CourseUnit>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FeeStatus: FeeStatus;
  FormOptions: ResolverTypeWrapper<FormOptionsModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
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
  PrintCertificatesPayload: ResolverTypeWrapper<Omit<PrintCertificatesPayload, 'certificates'> & { certificates: Array<ResolversTypes['Certificate']> }>;
  PrintKind: PrintKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReprintDecisionInput: ReprintDecisionInput;
  ReprintStatus: ReprintStatus;
  RequestCertificateInput: RequestCertificateInput;
  Role: ResolverTypeWrapper<Role>;
  SignCertificatesInput: SignCertificatesInput;
  SortDirection: SortDirection;
  StoredFile: ResolverTypeWrapper<StoredFile>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Student: ResolverTypeWrapper<Student>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Template: ResolverTypeWrapper<Template>;
  User: ResolverTypeWrapper<User>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AppSettings: AppSettings;
  ApproveCertificateInput: ApproveCertificateInput;
  Boolean: Scalars['Boolean']['output'];
  Campus: Campus;
  Certificate: CertificateModel;
  CertificateCommentInput: CertificateCommentInput;
  CertificateConnection: Omit<CertificateConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Certificate']> };
  CertificateEvent: CertificateEvent;
  CertificateFilter: CertificateFilter;
  CertificateIdInput: CertificateIdInput;
  CertificateIdsInput: CertificateIdsInput;
  CertificatePrint: CertificatePrint;
  CertificateSignee: CertificateSignee;
  CertificateSort: CertificateSort;
  CertificateTypeInfo: CertificateTypeInfo;
  CertificateUnit: CertificateUnit;
  CertificateUnitInput: CertificateUnitInput;
  CertificateUpdatedEvent: Omit<CertificateUpdatedEvent, 'certificate'> & { certificate?: Maybe<ResolversParentTypes['Certificate']> };
  CertificatesPayload: Omit<CertificatesPayload, 'certificates'> & { certificates: Array<ResolversParentTypes['Certificate']> };
  CheckSignPasswordInput: CheckSignPasswordInput;
  CheckSignPasswordPayload: CheckSignPasswordPayload;
  Course: CourseModel;
  CourseUnit: CourseUnit;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  FormOptions: FormOptionsModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
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
  PrintCertificatesPayload: Omit<PrintCertificatesPayload, 'certificates'> & { certificates: Array<ResolversParentTypes['Certificate']> };
  Query: Record<PropertyKey, never>;
  ReprintDecisionInput: ReprintDecisionInput;
  RequestCertificateInput: RequestCertificateInput;
  Role: Role;
  SignCertificatesInput: SignCertificatesInput;
  StoredFile: StoredFile;
  String: Scalars['String']['output'];
  Student: Student;
  Subscription: Record<PropertyKey, never>;
  Template: Template;
  User: User;
  Viewer: ViewerModel;
}>;

export type AppSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSettings'] = ResolversParentTypes['AppSettings']> = ResolversObject<{
  displayDateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeConfirmationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CampusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Campus'] = ResolversParentTypes['Campus']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = ResolversObject<{
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  assessmentReportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  viewerCanSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CertificateConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateConnection'] = ResolversParentTypes['CertificateConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CertificatePrintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificatePrint'] = ResolversParentTypes['CertificatePrint']> = ResolversObject<{
  file?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrintKind'], ParentType, ContextType>;
  printedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  printedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CertificateSigneeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CertificateSignee'] = ResolversParentTypes['CertificateSignee']> = ResolversObject<{
  designation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

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

export type CourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['CourseUnit']>, ParentType, ContextType>;
}>;

export type CourseUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseUnit'] = ResolversParentTypes['CourseUnit']> = ResolversObject<{
  core?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FormOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormOptions'] = ResolversParentTypes['FormOptions']> = ResolversObject<{
  campuses?: Resolver<Array<ResolversTypes['Campus']>, ParentType, ContextType>;
  certificateTypes?: Resolver<Array<ResolversTypes['CertificateTypeInfo']>, ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  requisitioners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  signees?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['Student']>, ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  approveCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationApproveCertificateArgs, 'input'>>;
  approveReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationApproveReprintArgs, 'input'>>;
  cancelCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationCancelCertificateArgs, 'input'>>;
  checkSignPassword?: Resolver<ResolversTypes['CheckSignPasswordPayload'], ParentType, ContextType, RequireFields<MutationCheckSignPasswordArgs, 'input'>>;
  issueCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationIssueCertificateArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  printCertificates?: Resolver<ResolversTypes['PrintCertificatesPayload'], ParentType, ContextType, RequireFields<MutationPrintCertificatesArgs, 'input'>>;
  rejectCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRejectCertificateArgs, 'input'>>;
  rejectReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRejectReprintArgs, 'input'>>;
  reprintCertificates?: Resolver<ResolversTypes['PrintCertificatesPayload'], ParentType, ContextType, RequireFields<MutationReprintCertificatesArgs, 'input'>>;
  requestCertificate?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRequestCertificateArgs, 'input'>>;
  requestReprint?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationRequestReprintArgs, 'input'>>;
  signCertificates?: Resolver<ResolversTypes['CertificatesPayload'], ParentType, ContextType, RequireFields<MutationSignCertificatesArgs, 'input'>>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  certificateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type PrintCertificatesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintCertificatesPayload'] = ResolversParentTypes['PrintCertificatesPayload']> = ResolversObject<{
  certificates?: Resolver<Array<ResolversTypes['Certificate']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType, RequireFields<QueryCertificateArgs, 'id'>>;
  certificates?: Resolver<ResolversTypes['CertificateConnection'], ParentType, ContextType, RequireFields<QueryCertificatesArgs, 'list' | 'page' | 'pageSize'>>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  formOptions?: Resolver<ResolversTypes['FormOptions'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationFeed'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit'>>;
  settings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoredFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StudentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Student'] = ResolversParentTypes['Student']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  certificateUpdated?: SubscriptionResolver<ResolversTypes['CertificateUpdatedEvent'], "certificateUpdated", ParentType, ContextType, Partial<SubscriptionCertificateUpdatedArgs>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['NotificationAddedEvent'], "notificationAdded", ParentType, ContextType>;
}>;

export type TemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noOfSignees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AppSettings?: AppSettingsResolvers<ContextType>;
  Campus?: CampusResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateConnection?: CertificateConnectionResolvers<ContextType>;
  CertificateEvent?: CertificateEventResolvers<ContextType>;
  CertificatePrint?: CertificatePrintResolvers<ContextType>;
  CertificateSignee?: CertificateSigneeResolvers<ContextType>;
  CertificateTypeInfo?: CertificateTypeInfoResolvers<ContextType>;
  CertificateUnit?: CertificateUnitResolvers<ContextType>;
  CertificateUpdatedEvent?: CertificateUpdatedEventResolvers<ContextType>;
  CertificatesPayload?: CertificatesPayloadResolvers<ContextType>;
  CheckSignPasswordPayload?: CheckSignPasswordPayloadResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseUnit?: CourseUnitResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FormOptions?: FormOptionsResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Module?: ModuleResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationAddedEvent?: NotificationAddedEventResolvers<ContextType>;
  NotificationFeed?: NotificationFeedResolvers<ContextType>;
  PrintCertificatesPayload?: PrintCertificatesPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  Student?: StudentResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

