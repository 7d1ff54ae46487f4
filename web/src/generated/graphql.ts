/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new student. spec: access-and-administration §5 "Add Student" (the same rules as an imported student row) */
export type AddStudentInput = {
  /** Date of birth as YYYY-MM-DD or in the configured display date format (required: 'Please enter your DOB'). */
  dob: string;
  /** E-mail address (required: 'Please enter your email'; valid: 'Please enter a valid email'). */
  email: string;
  /** First name (required: 'Please enter First name'). */
  firstName: string;
  /** Last name (required: 'Please enter Last name'). */
  lastName: string;
  /** Middle name (optional). */
  middleName?: string | null | undefined;
  /** Mobile number, at least 10 characters (required: 'Please enter Mobile Number'; else 'Please enter Valid Mobile Number'). */
  mobile: string;
  /** The student's identifier in the student management system, unique whatever its case (required: 'Please enter Student ID'). */
  studentId: string;
  /** Unique Student Identifier, 10 letters and digits (optional). */
  usi?: string | null | undefined;
};

/** A new user. spec: access-and-administration §2 User Management (Add User), §5 "Add user" */
export type AddUserInput = {
  /** Active (default) or inactive. */
  active?: boolean | null | undefined;
  /** E-mail address, the login name (required and valid; unique whatever the case). */
  email: string;
  /** First name (required: 'Please enter First name'). */
  firstName: string;
  /** Last name (required: 'Please enter Last name'). */
  lastName: string;
  /** Mobile number (required: 'Please enter Mobile Number'). */
  mobileNumber: string;
  /** Password: the §5 pattern (8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&). */
  password: string;
  /** Roles to give the new user (may be empty). */
  roleIds?: Array<string | number> | null | undefined;
};

export type ApproveCertificateInput = {
  comment: string;
  /** Required when AppSettings.feeConfirmationRequired. */
  feeStatus?: FeeStatus | null | undefined;
  id: string | number;
};

/** Users to give a role (only users not holding it are offered: `unassignedUsers`). spec: access-and-administration §2 */
export type AssignRoleUsersInput = {
  /** The role's id. */
  roleId: string | number;
  /** The users to give it (at least one); those who hold it already are left alone. */
  userIds: Array<string | number>;
};

/** Courses and a certificate type for a template; assignments add up. spec: access-and-administration §5 "Assign course" */
export type AssignTemplateCoursesInput = {
  /** The certificate type it prints for them. */
  certificateType: CertificateType;
  /** The courses (at least one). */
  courseIds: Array<string | number>;
  /** The template. */
  templateId: string | number;
  /** The template version the client edited (not sent: no check); a stale one answers CONFLICT. */
  version?: number | null | undefined;
};

/**
 * A signee and a designation for every slot of a template; the slots are replaced as a whole.
 * spec: access-and-administration §5 "Assign signee"
 */
export type AssignTemplateSigneesInput = {
  /** One entry per slot 1..noOfSignees; field errors are keyed `signees.<index>.userId` / `.designation`. */
  signees: Array<TemplateSigneeInput>;
  /** The template. */
  templateId: string | number;
  /** The template version the client edited (not sent: no check); a stale one answers CONFLICT. */
  version?: number | null | undefined;
};

/** The roles a user is to hold (Assign Role). spec: access-and-administration §2 User Management */
export type AssignUserRolesInput = {
  /** Every role the user is to hold afterwards (empty: none). */
  roleIds: Array<string | number>;
  /** The user's id. */
  userId: string | number;
  /** The user's `version` read; when the user changed since, CONFLICT and nothing changes. */
  version?: number | null | undefined;
};

/** How the campus list is sorted. */
export type CampusSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: CampusSortField;
};

/** A column the campus list sorts by (text ignoring case, empty cells last, then by id). */
export type CampusSortField =
  /** Street address. */
  | 'ADDRESS'
  /** Short code. */
  | 'CAMPUS_CODE'
  /** Identifier in the student management system. */
  | 'CAMPUS_ID'
  /** Campus name (the default). */
  | 'CAMPUS_NAME'
  /** Short name. */
  | 'SHORT_NAME';

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
  comment: string;
  id: string | number;
};

export type CertificateFilter = {
  campusId?: string | number | null | undefined;
  certificateType?: CertificateType | null | undefined;
  courseIds?: Array<string | number> | null | undefined;
  requestedFrom?: string | null | undefined;
  requestedTo?: string | null | undefined;
  requisitionerIds?: Array<string | number> | null | undefined;
  /** Case-insensitive part of the student's name. */
  studentName?: string | null | undefined;
};

export type CertificateIdInput = {
  id: string | number;
};

export type CertificateIdsInput = {
  ids: Array<string | number>;
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

export type CertificateUnitInput = {
  mark: string;
  outcomeGradeShortCode: string;
  outcomeResult: string;
  unitCode: string;
  unitName: string;
  unitStartDate: string;
};

/**
 * The course list's search (§2 "Master area": course code, course id, course name). Each filter counts
 * only when filled; they add up; each matches any part, case and accents ignored.
 */
export type CourseFilter = {
  /** Any part of the national course code. */
  courseCode?: string | null | undefined;
  /** Any part of the course's identifier in the student management system. */
  courseId?: string | null | undefined;
  /** Any part of the course name. */
  courseName?: string | null | undefined;
};

/** How the course list is sorted. */
export type CourseSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: CourseSortField;
};

/** A column the course list sorts by (text ignoring case, empty cells last, then by id). */
export type CourseSortField =
  /** Name printed on certificates. */
  | 'CERTIFICATE_COURSE_NAME'
  /** National course code. */
  | 'COURSE_CODE'
  /** Identifier in the student management system. */
  | 'COURSE_ID'
  /** Course name (the default). */
  | 'COURSE_NAME'
  /** Short name. */
  | 'COURSE_SHORT_NAME'
  /** Expiry date. */
  | 'EXPIRY_DATE'
  /** Name on graduate certificates. */
  | 'GRADUATE_CERTIFICATE_COURSE_NAME'
  /** Number of units of competency. */
  | 'UNIT_COUNT';

/** A new role with its grants. spec: access-and-administration §2 Role Management (Add Roles) */
export type CreateRoleInput = {
  /** Active (default) or inactive. */
  active?: boolean | null | undefined;
  /** Module names it grants (see `grantOptions`). */
  modules?: Array<string> | null | undefined;
  /** The name (required; unique whatever the case). */
  name: string;
  /** Permission codes it grants (see `grantOptions`). */
  permissions?: Array<string> | null | undefined;
};

/** A new template from a PDF. spec: access-and-administration §2 "Template Listing" (Add Template), §5 Template */
export type CreateTemplateInput = {
  /** Its name (at most 100 characters). */
  name: string;
  /** Signee slots, 1 to 10. */
  noOfSignees: number;
  /** When true, approval also counts as signing. */
  skipSign: boolean;
  /** The PDF sent to `POST /files/uploads?purpose=template` (a PDF of at most 10 MB and 2 pages). */
  uploadId: string | number;
  /** First day new requests may use it (none: no start). */
  validFrom?: string | null | undefined;
  /** Last day new requests may use it (none: no end); on or after `validFrom`. */
  validTo?: string | null | undefined;
};

/** The user to delete. spec: access-and-administration §6 (never oneself) */
export type DeleteUserInput = {
  /** The user's id. */
  id: string | number;
};

/** Fee choice at approval when fee confirmation is on: 0 Paid, 1 Not Paid. */
export type FeeStatus =
  | 'NOT_PAID'
  | 'PAID';

/** Which master data a CSV import brings in. */
export type ImportKind =
  /** Campuses (key: campus_code). */
  | 'CAMPUS'
  /** Courses with their units of competency, one row per unit (key: course_code, and unit_code within it). */
  | 'COURSE'
  /** Students (key: student_id). */
  | 'STUDENT';

/** Credentials of `login`. */
export type LoginInput = {
  /** The e-mail address (the username). */
  email: string;
  /** The password. */
  password: string;
};

export type MarkNotificationReadInput = {
  id: string | number;
};

/** Menu section of a module. spec: access-and-administration §3 Module sections */
export type ModuleSection =
  /** Certificates (code 2). */
  | 'CERTIFICATES'
  /** Master data (code 4). */
  | 'MASTER'
  /** Settings (code 5). */
  | 'SETTINGS';

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

export type PrintKind =
  | 'PRINT'
  | 'REPRINT';

export type ReprintDecisionInput = {
  comment?: string | null | undefined;
  id: string | number;
};

/** Reprint status; `reprintStatusCode` carries the spec's number (1–4). */
export type ReprintStatus =
  | 'REPRINTED'
  | 'REPRINT_APPROVED'
  | 'REPRINT_REJECTED'
  | 'REPRINT_REQUESTED';

export type RequestCertificateInput = {
  campusId: string | number;
  certificateType: CertificateType;
  comments?: string | null | undefined;
  courseId: string | number;
  credentialDate: string;
  credentialNumber: string;
  studentId: string | number;
  units: Array<CertificateUnitInput>;
};

/** The e-mail address whose password is forgotten. spec: access-and-administration §2 Forgot password, §5 */
export type RequestPasswordResetInput = {
  /** The account's e-mail address (required, a valid e-mail: 'Please enter your email' / 'Please enter a valid email'). */
  email: string;
};

/** A new password with the e-mailed reset token. spec: access-and-administration §2 Reset your Password, §5 */
export type ResetPasswordInput = {
  /** The account's e-mail address. */
  email: string;
  /** The new password (the §5 pattern: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&). */
  password: string;
  /** The new password again; must equal `password`. */
  passwordConfirmation: string;
  /** The token of the e-mailed link (its last segment, /user/reset-password/{token}). */
  token: string;
};

/** The signature to save: exactly one of `uploadId` and `drawing`. */
export type SaveSignatureInput = {
  /** A drawing from the signature pad as a `data:image/png;base64,…` URL. */
  drawing?: string | null | undefined;
  /** An image sent to `POST /files/uploads?purpose=image` (PNG or JPEG, at most 2 MB; hint: 200 × 100 pixels). */
  uploadId?: string | number | null | undefined;
};

export type SignCertificatesInput = {
  ids: Array<string | number>;
  /** Required when the viewer's passwordSecurity is on (unless checked with checkSignPassword in the last 5 minutes). */
  password?: string | null | undefined;
};

/** How a stored signature was made. spec: access-and-administration §2 "Signature Settings" (Upload or Draw) */
export type SignatureSource =
  /** Drawn on the signature pad (`draw`). */
  | 'DRAW'
  /** An uploaded PNG or JPEG file (`upload`). */
  | 'UPLOAD';

export type SortDirection =
  | 'ASC'
  | 'DESC';

/**
 * The student list's search (§2 "Master area": student id, student name, email) and the request form's
 * one search box. Each filter counts only when filled; they add up; each matches any part, case and
 * accents ignored ("zoe nguyen" finds "Zoë Nguyễn").
 */
export type StudentFilter = {
  /** Any part of the e-mail address. */
  email?: string | null | undefined;
  /** Any part of the first, middle, last or full name ("first middle last" or "first last"). */
  name?: string | null | undefined;
  /** One box over the student id, the names and the e-mail (the request form's student picker). */
  search?: string | null | undefined;
  /** Any part of the student id. */
  studentId?: string | null | undefined;
};

/** How the student list is sorted. */
export type StudentSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: StudentSortField;
};

/** A column the student list sorts by (text ignoring case, empty cells last, then by id). */
export type StudentSortField =
  /** When the student was added (DESC: newest first). */
  | 'ADDED'
  /** Date of birth. */
  | 'DOB'
  /** E-mail address. */
  | 'EMAIL'
  /** First name. */
  | 'FIRST_NAME'
  /** Full name, first [middle] last (the default). */
  | 'FULL_NAME'
  /** Last name. */
  | 'LAST_NAME'
  /** Middle name. */
  | 'MIDDLE_NAME'
  /** Mobile number. */
  | 'MOBILE'
  /** Identifier in the student management system. */
  | 'STUDENT_ID'
  /** Unique Student Identifier. */
  | 'USI';

/** One slot of `assignTemplateSignees`. */
export type TemplateSigneeInput = {
  /** The designation printed under the signature. */
  designation: string;
  /** The slot, 1-based. */
  slot: number;
  /** The user who signs in this slot (one of `formOptions.signees`); one user per template. */
  userId: string | number;
};

/** A new value for one configuration item. */
export type UpdateConfigurationItemInput = {
  /** The item's key. */
  key: string;
  /** The new value: one of the item's `options` when it has some, else free text (at most 500 characters). */
  value: string;
};

/** The organisation profile to save: absent optional fields stay as they are, empty ones are cleared. */
export type UpdateOrganisationInput = {
  /** Postal address. */
  companyAddress?: string | null | undefined;
  /** Full legal name (required). */
  companyName: string;
  /** Short name (required). */
  companyShortName: string;
  /** Contact e-mail. */
  contactEmail?: string | null | undefined;
  /** Contact person. */
  contactPerson?: string | null | undefined;
  /** Fax number. */
  faxNumber?: string | null | undefined;
  /** A new logo sent to `POST /files/uploads?purpose=image` (PNG or JPEG, at most 2 MB); absent: unchanged. */
  logoUploadId?: string | number | null | undefined;
  /** Phone number. */
  phoneNumber?: string | null | undefined;
  /** Post code. */
  postCode?: string | null | undefined;
  /** The national RTO code (letters, digits, hyphens); absent or empty: unchanged. */
  rtoCode?: string | null | undefined;
  /** Title line. */
  title?: string | null | undefined;
  /** The `updatedAt` read with the profile: CONFLICT when it changed since. */
  updatedAt?: string | null | undefined;
};

/** A change of a role's name, status and grants. spec: access-and-administration §2 Role Management (edit icon) */
export type UpdateRoleInput = {
  /** Active or inactive; absent: unchanged. */
  active?: boolean | null | undefined;
  /** The role's id. */
  id: string | number;
  /** Every module it grants (absent: unchanged; empty: none). */
  modules?: Array<string> | null | undefined;
  /** The name (required; unique whatever the case). */
  name: string;
  /** Every permission it grants (absent: unchanged; empty: none). */
  permissions?: Array<string> | null | undefined;
  /** The `version` read; when the role changed since, CONFLICT and nothing changes. Absent: the last write wins. */
  version?: number | null | undefined;
};

/** The switches to change (at least one); turning password security off needs `password`. */
export type UpdateUserConfigurationInput = {
  /** Notifications are also sent by e-mail. */
  emailNotifications?: boolean | null | undefined;
  /** The viewer's password: needed to turn password security off (FORBIDDEN 'Please Enter Password' without it, unless the password was checked in the last 5 minutes). */
  password?: string | null | undefined;
  /** Signing asks for the password again. */
  passwordSecurity?: boolean | null | undefined;
};

/** A change of a user's names, mobile number and status (the e-mail cannot change). spec: access-and-administration §7 */
export type UpdateUserInput = {
  /** Active or inactive; absent: unchanged. Deactivating ends the user's sessions. */
  active?: boolean | null | undefined;
  /** First name (required). */
  firstName: string;
  /** The user's id. */
  id: string | number;
  /** Last name (required). */
  lastName: string;
  /** Mobile number (required). */
  mobileNumber: string;
  /** The `version` read; when the user changed since, CONFLICT and nothing changes. Absent: the last write wins. */
  version?: number | null | undefined;
};

/** How the user list is sorted (then by id). */
export type UserSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: UserSortField;
};

/** A column the user list sorts by. spec: access-and-administration §2 User Management */
export type UserSortField =
  /** E-mail address. */
  | 'EMAIL'
  /** First name (the default). */
  | 'FIRST_NAME'
  /** Last name. */
  | 'LAST_NAME'
  /** Status (inactive first when ascending). */
  | 'STATUS';

export type ViewerFieldsFragment = { permissions: Array<string>, passwordSecurity: boolean, emailNotifications: boolean, hasSignature: boolean, companyLogoUrl: string | null, productLogoUrl: string | null, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null }, roles: Array<{ id: string, name: string }>, modules: Array<{ name: string, displayName: string, url: string, section: ModuleSection, priority: number }> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { permissions: Array<string>, passwordSecurity: boolean, emailNotifications: boolean, hasSignature: boolean, companyLogoUrl: string | null, productLogoUrl: string | null, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null }, roles: Array<{ id: string, name: string }>, modules: Array<{ name: string, displayName: string, url: string, section: ModuleSection, priority: number }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, viewer: { permissions: Array<string>, passwordSecurity: boolean, emailNotifications: boolean, hasSignature: boolean, companyLogoUrl: string | null, productLogoUrl: string | null, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null }, roles: Array<{ id: string, name: string }>, modules: Array<{ name: string, displayName: string, url: string, section: ModuleSection, priority: number }> } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type CertificateDetailFragment = { id: string, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, credentialNumber: string, credentialDate: string, requestedDate: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, feeStatus: FeeStatus | null, enrolmentId: string | null, assessmentReportUrl: string | null, fileName: string | null, comments: string | null, approvedBy: string | null, approvedOn: string | null, approvedComments: string | null, rejectedBy: string | null, rejectedOn: string | null, rejectionComment: string | null, issuedBy: string | null, issuedOn: string | null, printedBy: string | null, printedOn: string | null, cancelledBy: string | null, cancelledOn: string | null, cancellationComment: string | null, reprintRequestedBy: string | null, reprintRequestedOn: string | null, reprintComment: string | null, reprintAcceptedBy: string | null, reprintAcceptedOn: string | null, reprintRejectedBy: string | null, reprintRejectedOn: string | null, reprintRejectionComment: string | null, reprintedBy: string | null, reprintedOn: string | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean, previewUrl: string, signedPdfUrl: string, student: { id: string, name: string, studentId: string | null }, course: { id: string, name: string, code: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string, skipSign: boolean, noOfSignees: number }, units: Array<{ unitStartDate: string, unitCode: string, unitName: string, mark: string, outcomeResult: string, outcomeGradeShortCode: string }>, signees: Array<{ slot: number, designation: string, signedAt: string | null, user: { id: string, fullName: string } }>, events: Array<{ id: string, action: string, actorName: string, fromStatus: CertificateStatus | null, toStatus: CertificateStatus | null, fromReprintStatus: ReprintStatus | null, toReprintStatus: ReprintStatus | null, comment: string | null, createdAt: string }>, prints: Array<{ id: string, kind: PrintKind, printedBy: string | null, printedAt: string, file: { id: string, fileName: string, url: string } }> };

export type CertificateDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type CertificateDetailQuery = { certificate: { id: string, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, credentialNumber: string, credentialDate: string, requestedDate: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, feeStatus: FeeStatus | null, enrolmentId: string | null, assessmentReportUrl: string | null, fileName: string | null, comments: string | null, approvedBy: string | null, approvedOn: string | null, approvedComments: string | null, rejectedBy: string | null, rejectedOn: string | null, rejectionComment: string | null, issuedBy: string | null, issuedOn: string | null, printedBy: string | null, printedOn: string | null, cancelledBy: string | null, cancelledOn: string | null, cancellationComment: string | null, reprintRequestedBy: string | null, reprintRequestedOn: string | null, reprintComment: string | null, reprintAcceptedBy: string | null, reprintAcceptedOn: string | null, reprintRejectedBy: string | null, reprintRejectedOn: string | null, reprintRejectionComment: string | null, reprintedBy: string | null, reprintedOn: string | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean, previewUrl: string, signedPdfUrl: string, student: { id: string, name: string, studentId: string | null }, course: { id: string, name: string, code: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string, skipSign: boolean, noOfSignees: number }, units: Array<{ unitStartDate: string, unitCode: string, unitName: string, mark: string, outcomeResult: string, outcomeGradeShortCode: string }>, signees: Array<{ slot: number, designation: string, signedAt: string | null, user: { id: string, fullName: string } }>, events: Array<{ id: string, action: string, actorName: string, fromStatus: CertificateStatus | null, toStatus: CertificateStatus | null, fromReprintStatus: ReprintStatus | null, toReprintStatus: ReprintStatus | null, comment: string | null, createdAt: string }>, prints: Array<{ id: string, kind: PrintKind, printedBy: string | null, printedAt: string, file: { id: string, fileName: string, url: string } }> } | null };

export type WorkflowCertificateFragment = { id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean };

export type WorkflowResultFragment = { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> };

export type ApproveCertificateMutationVariables = Exact<{
  input: ApproveCertificateInput;
}>;


export type ApproveCertificateMutation = { approveCertificate: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type RejectCertificateMutationVariables = Exact<{
  input: CertificateCommentInput;
}>;


export type RejectCertificateMutation = { rejectCertificate: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type SignCertificatesMutationVariables = Exact<{
  input: SignCertificatesInput;
}>;


export type SignCertificatesMutation = { signCertificates: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type IssueCertificateMutationVariables = Exact<{
  input: CertificateIdInput;
}>;


export type IssueCertificateMutation = { issueCertificate: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type CancelCertificateMutationVariables = Exact<{
  input: CertificateCommentInput;
}>;


export type CancelCertificateMutation = { cancelCertificate: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type RequestReprintMutationVariables = Exact<{
  input: CertificateCommentInput;
}>;


export type RequestReprintMutation = { requestReprint: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type ApproveReprintMutationVariables = Exact<{
  input: ReprintDecisionInput;
}>;


export type ApproveReprintMutation = { approveReprint: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type RejectReprintMutationVariables = Exact<{
  input: ReprintDecisionInput;
}>;


export type RejectReprintMutation = { rejectReprint: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }> } };

export type CertificateListRowFragment = { id: string, requestedDate: string, credentialDate: string, credentialNumber: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, student: { id: string, name: string }, course: { id: string, name: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string } };

export type CertificateListQueryVariables = Exact<{
  list: CertificateList;
  filter?: CertificateFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: CertificateSort | null | undefined;
  withViewerCanSign?: boolean;
}>;


export type CertificateListQuery = { certificates: { totalCount: number, page: number, pageSize: number, nodes: Array<{ viewerCanSign?: boolean, id: string, requestedDate: string, credentialDate: string, credentialNumber: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, student: { id: string, name: string }, course: { id: string, name: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string } }> } };

export type PrintResultFragment = { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }>, file: { id: string, fileName: string, url: string, byteSize: number } };

export type PrintCertificatesMutationVariables = Exact<{
  input: CertificateIdsInput;
}>;


export type PrintCertificatesMutation = { printCertificates: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }>, file: { id: string, fileName: string, url: string, byteSize: number } } };

export type ReprintCertificatesMutationVariables = Exact<{
  input: CertificateIdsInput;
}>;


export type ReprintCertificatesMutation = { reprintCertificates: { message: string, certificates: Array<{ id: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, availableActions: Array<CertificateAction>, viewerCanSign: boolean }>, file: { id: string, fileName: string, url: string, byteSize: number } } };

export type RequestCertificateOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestCertificateOptionsQuery = { formOptions: { courses: Array<{ id: string, name: string, code: string, units: Array<{ unitCode: string, unitName: string, core: boolean }> }>, campuses: Array<{ id: string, name: string }>, certificateTypes: Array<{ type: CertificateType, code: string, name: string }> } };

export type RequestCertificateMutationVariables = Exact<{
  input: RequestCertificateInput;
}>;


export type RequestCertificateMutation = { requestCertificate: { message: string, certificates: Array<{ id: string }> } };

export type RequestStudentSearchQueryVariables = Exact<{
  filter?: StudentFilter | null | undefined;
  pageSize: number;
  sort?: StudentSort | null | undefined;
}>;


export type RequestStudentSearchQuery = { students: { totalCount: number, nodes: Array<{ id: string, name: string, studentId: string | null }> } };

export type SearchFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchFormOptionsQuery = { formOptions: { courses: Array<{ id: string, name: string, code: string }>, campuses: Array<{ id: string, name: string }>, requisitioners: Array<{ id: string, fullName: string }>, certificateTypes: Array<{ type: CertificateType, code: string, name: string }> } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { pendingRequests: number | null, pendingToBeSigned: number | null, currentMonth: Array<{ courseName: string, courseCode: string, certificates: number }>, issuanceClock: { olderThan21Days: Array<{ id: string, credentialNumber: string, studentName: string, daysWaiting: number, list: CertificateList }>, olderThan30Days: Array<{ id: string }> } } };

export type WaitingCertificateFieldsFragment = { id: string, credentialNumber: string, studentName: string, daysWaiting: number, list: CertificateList };

export type DashboardCountsFragment = { requested: number, inProgress: number, issued: number, rejectedOrCancelled: number };

export type DashboardYearQueryVariables = Exact<{
  year: number;
}>;


export type DashboardYearQuery = { dashboardYear: { year: number, campuses: Array<{ campusName: string, counts: { requested: number, inProgress: number, issued: number, rejectedOrCancelled: number } }>, courses: Array<{ courseName: string, courseCode: string, counts: { requested: number, inProgress: number, issued: number, rejectedOrCancelled: number } }> } };

export type ImportResultFieldsFragment = { message: string, rows: number, added: number, updated: number, unchanged: number, units: { added: number, updated: number, unchanged: number } | null };

export type ImportSampleQueryVariables = Exact<{
  kind: ImportKind;
}>;


export type ImportSampleQuery = { importSample: { fileName: string, csv: string } };

export type ImportCampusesMutationVariables = Exact<{
  uploadId: string | number;
}>;


export type ImportCampusesMutation = { importCampuses: { message: string, rows: number, added: number, updated: number, unchanged: number, units: { added: number, updated: number, unchanged: number } | null } };

export type ImportCoursesMutationVariables = Exact<{
  uploadId: string | number;
}>;


export type ImportCoursesMutation = { importCourses: { message: string, rows: number, added: number, updated: number, unchanged: number, units: { added: number, updated: number, unchanged: number } | null } };

export type ImportStudentsMutationVariables = Exact<{
  uploadId: string | number;
}>;


export type ImportStudentsMutation = { importStudents: { message: string, rows: number, added: number, updated: number, unchanged: number, units: { added: number, updated: number, unchanged: number } | null } };

export type CampusRowFieldsFragment = { id: string, name: string, campusId: string | null, campusCode: string | null, address: string | null, shortName: string | null };

export type CourseRowFieldsFragment = { id: string, name: string, code: string, courseId: string | null, certificateCourseName: string | null, shortName: string | null, expiryDate: string | null, graduateCertificateCourseName: string | null, unitCount: number | null };

export type StudentRowFieldsFragment = { id: string, name: string, studentId: string | null, firstName: string | null, middleName: string | null, lastName: string | null, email: string | null, mobile: string | null, dob: string | null };

export type CampusListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  sort?: CampusSort | null | undefined;
}>;


export type CampusListQuery = { campuses: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, name: string, campusId: string | null, campusCode: string | null, address: string | null, shortName: string | null }> } };

export type CourseListQueryVariables = Exact<{
  filter?: CourseFilter | null | undefined;
  page: number;
  pageSize: number;
  sort?: CourseSort | null | undefined;
}>;


export type CourseListQuery = { courses: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, name: string, code: string, courseId: string | null, certificateCourseName: string | null, shortName: string | null, expiryDate: string | null, graduateCertificateCourseName: string | null, unitCount: number | null }> } };

export type CourseUnitsQueryVariables = Exact<{
  id: string | number;
}>;


export type CourseUnitsQuery = { course: { id: string, units: Array<{ unitCode: string, unitName: string, core: boolean }> } | null };

export type StudentListQueryVariables = Exact<{
  filter?: StudentFilter | null | undefined;
  page: number;
  pageSize: number;
  sort?: StudentSort | null | undefined;
}>;


export type StudentListQuery = { students: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, name: string, studentId: string | null, firstName: string | null, middleName: string | null, lastName: string | null, email: string | null, mobile: string | null, dob: string | null }> } };

export type AddStudentMutationVariables = Exact<{
  input: AddStudentInput;
}>;


export type AddStudentMutation = { addStudent: { message: string, student: { id: string, name: string, studentId: string | null, firstName: string | null, middleName: string | null, lastName: string | null, email: string | null, mobile: string | null, dob: string | null } } };

export type NotificationItemFragment = { id: string, subject: NotificationSubject, message: string, certificateId: string | null, read: boolean, createdAt: string, listPath: string };

export type NotificationFeedQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type NotificationFeedQuery = { notifications: { unreadCount: number, items: Array<{ id: string, subject: NotificationSubject, message: string, certificateId: string | null, read: boolean, createdAt: string, listPath: string }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { unreadCount: number, notification: { id: string, subject: NotificationSubject, message: string, certificateId: string | null, read: boolean, createdAt: string, listPath: string } | null } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { unreadCount: number, notification: { id: string, subject: NotificationSubject, message: string, certificateId: string | null, read: boolean, createdAt: string, listPath: string } } };

export type CertificateListsUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CertificateListsUpdatedSubscription = { certificateUpdated: { id: string, status: CertificateStatus, reprintStatus: ReprintStatus | null, action: string } };

export type ConfigurationItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationItemsQuery = { configurationItems: Array<{ key: string, text: string, value: string, options: Array<string> }> };

export type UpdateConfigurationItemMutationVariables = Exact<{
  input: UpdateConfigurationItemInput;
}>;


export type UpdateConfigurationItemMutation = { updateConfigurationItem: { message: string, configurationItem: { key: string, text: string, value: string, options: Array<string> } } };

export type OrganisationFieldsFragment = { companyShortName: string, companyName: string, rtoCode: string, contactPerson: string | null, contactEmail: string | null, companyAddress: string | null, phoneNumber: string | null, faxNumber: string | null, postCode: string | null, title: string | null, logoUrl: string | null, updatedAt: string | null };

export type OrganisationQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationQuery = { organisation: { companyShortName: string, companyName: string, rtoCode: string, contactPerson: string | null, contactEmail: string | null, companyAddress: string | null, phoneNumber: string | null, faxNumber: string | null, postCode: string | null, title: string | null, logoUrl: string | null, updatedAt: string | null } };

export type UpdateOrganisationMutationVariables = Exact<{
  input: UpdateOrganisationInput;
}>;


export type UpdateOrganisationMutation = { updateOrganisation: { message: string, organisation: { companyShortName: string, companyName: string, rtoCode: string, contactPerson: string | null, contactEmail: string | null, companyAddress: string | null, phoneNumber: string | null, faxNumber: string | null, postCode: string | null, title: string | null, logoUrl: string | null, updatedAt: string | null } } };

export type MySignatureQueryVariables = Exact<{ [key: string]: never; }>;


export type MySignatureQuery = { mySignature: { image: string, source: SignatureSource, updatedAt: string } | null };

export type SaveSignatureMutationVariables = Exact<{
  input: SaveSignatureInput;
}>;


export type SaveSignatureMutation = { saveSignature: { message: string, signature: { image: string, source: SignatureSource, updatedAt: string } } };

export type UserConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type UserConfigurationQuery = { userConfiguration: { passwordSecurity: boolean, emailNotifications: boolean } };

export type UpdateUserConfigurationMutationVariables = Exact<{
  input: UpdateUserConfigurationInput;
}>;


export type UpdateUserConfigurationMutation = { updateUserConfiguration: { message: string, userConfiguration: { passwordSecurity: boolean, emailNotifications: boolean } } };

export type TemplateSummaryFragment = { id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, fields: { found: Array<string>, missing: Array<string> } | null };

export type TemplateDetailFragment = { fileUrl: string | null, id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, courses: Array<{ label: string, certificateType: CertificateType, course: { id: string, name: string, code: string } }> | null, signees: Array<{ slot: number, designation: string, user: { id: string, fullName: string } }> | null, fields: { found: Array<string>, missing: Array<string> } | null };

export type TemplateListQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TemplateListQuery = { templates: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, fields: { found: Array<string>, missing: Array<string> } | null }> } };

export type TemplateDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type TemplateDetailsQuery = { template: { fileUrl: string | null, id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, courses: Array<{ label: string, certificateType: CertificateType, course: { id: string, name: string, code: string } }> | null, signees: Array<{ slot: number, designation: string, user: { id: string, fullName: string } }> | null, fields: { found: Array<string>, missing: Array<string> } | null } | null };

export type TemplateFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateFormOptionsQuery = { formOptions: { courses: Array<{ id: string, name: string, code: string }>, certificateTypes: Array<{ type: CertificateType, code: string, name: string }>, signees: Array<{ id: string, fullName: string }> } };

export type CreateTemplateMutationVariables = Exact<{
  input: CreateTemplateInput;
}>;


export type CreateTemplateMutation = { createTemplate: { message: string, fields: { found: Array<string>, missing: Array<string> }, template: { fileUrl: string | null, id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, courses: Array<{ label: string, certificateType: CertificateType, course: { id: string, name: string, code: string } }> | null, signees: Array<{ slot: number, designation: string, user: { id: string, fullName: string } }> | null, fields: { found: Array<string>, missing: Array<string> } | null } } };

export type AssignTemplateCoursesMutationVariables = Exact<{
  input: AssignTemplateCoursesInput;
}>;


export type AssignTemplateCoursesMutation = { assignTemplateCourses: { message: string, template: { fileUrl: string | null, id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, courses: Array<{ label: string, certificateType: CertificateType, course: { id: string, name: string, code: string } }> | null, signees: Array<{ slot: number, designation: string, user: { id: string, fullName: string } }> | null, fields: { found: Array<string>, missing: Array<string> } | null } } };

export type AssignTemplateSigneesMutationVariables = Exact<{
  input: AssignTemplateSigneesInput;
}>;


export type AssignTemplateSigneesMutation = { assignTemplateSignees: { message: string, template: { fileUrl: string | null, id: string, name: string, noOfSignees: number, skipSign: boolean, active: boolean | null, validFrom: string | null, validTo: string | null, version: number | null, previewUrl: string, courses: Array<{ label: string, certificateType: CertificateType, course: { id: string, name: string, code: string } }> | null, signees: Array<{ slot: number, designation: string, user: { id: string, fullName: string } }> | null, fields: { found: Array<string>, missing: Array<string> } | null } } };

export type RoleRowFieldsFragment = { id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null };

export type RoleListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  sortDirection?: SortDirection | null | undefined;
}>;


export type RoleListQuery = { roles: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null }> } };

export type RoleDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type RoleDetailQuery = { role: { id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null } | null };

export type RoleUsersQueryVariables = Exact<{
  id: string | number;
  page: number;
  pageSize: number;
}>;


export type RoleUsersQuery = { role: { id: string, name: string, users: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, firstName: string, lastName: string, fullName: string, email: string | null, active: boolean | null }> } | null } | null };

export type RoleGrantOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleGrantOptionsQuery = { grantOptions: { modules: Array<{ name: string, displayName: string, section: ModuleSection, priority: number }>, permissions: Array<{ code: string, label: string }> } };

export type UnassignedUsersQueryVariables = Exact<{
  roleId: string | number;
}>;


export type UnassignedUsersQuery = { unassignedUsers: Array<{ id: string, fullName: string }> };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { message: string, role: { id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null } | null } };

export type UpdateRoleMutationVariables = Exact<{
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { message: string, role: { id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null } } };

export type AssignRoleUsersMutationVariables = Exact<{
  input: AssignRoleUsersInput;
}>;


export type AssignRoleUsersMutation = { assignRoleUsers: { message: string, role: { id: string, name: string, active: boolean | null, userCount: number | null, version: number | null, modules: Array<{ name: string, displayName: string, section: ModuleSection }> | null, permissions: Array<{ code: string, label: string }> | null } } };

export type UserRowFieldsFragment = { id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null };

export type UserListQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  pageSize: number;
  sort?: UserSort | null | undefined;
}>;


export type UserListQuery = { users: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null }> } };

export type UserDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type UserDetailQuery = { user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null } | null };

export type RoleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleChoicesQuery = { roles: { totalCount: number, nodes: Array<{ id: string, name: string, active: boolean | null }> } };

export type AddUserMutationVariables = Exact<{
  input: AddUserInput;
}>;


export type AddUserMutation = { addUser: { message: string, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null } | null } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { message: string, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null } } };

export type AssignUserRolesMutationVariables = Exact<{
  input: AssignUserRolesInput;
}>;


export type AssignUserRolesMutation = { assignUserRoles: { message: string, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null, mobileNumber: string | null, active: boolean | null, version: number | null, roles: Array<{ id: string, name: string }> | null } } };

export type DeleteUserMutationVariables = Exact<{
  input: DeleteUserInput;
}>;


export type DeleteUserMutation = { deleteUser: { message: string, deletedUserId: string } };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { settings: { displayDateFormat: string, feeConfirmationRequired: boolean } };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"hasSignature"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productLogoUrl"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const CertificateDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentReportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeResult"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeGradeShortCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fromReprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toReprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"printedBy"}},{"kind":"Field","name":{"kind":"Name","value":"printedAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedOn"}},{"kind":"Field","name":{"kind":"Name","value":"approvedComments"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedOn"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComment"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"printedBy"}},{"kind":"Field","name":{"kind":"Name","value":"printedOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRequestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRequestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintAcceptedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintAcceptedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectionComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintedOn"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signedPdfUrl"}}]}}]} as unknown as DocumentNode<CertificateDetailFragment, unknown>;
export const WorkflowCertificateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}}]} as unknown as DocumentNode<WorkflowCertificateFragment, unknown>;
export const WorkflowResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}}]} as unknown as DocumentNode<WorkflowResultFragment, unknown>;
export const CertificateListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}}]}}]} as unknown as DocumentNode<CertificateListRowFragment, unknown>;
export const PrintResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintCertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}}]} as unknown as DocumentNode<PrintResultFragment, unknown>;
export const WaitingCertificateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitingCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"list"}}]}}]} as unknown as DocumentNode<WaitingCertificateFieldsFragment, unknown>;
export const DashboardCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardStageCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedOrCancelled"}}]}}]} as unknown as DocumentNode<DashboardCountsFragment, unknown>;
export const ImportResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]}}]} as unknown as DocumentNode<ImportResultFieldsFragment, unknown>;
export const CampusRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampusRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campusId"}},{"kind":"Field","name":{"kind":"Name","value":"campusCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}}]} as unknown as DocumentNode<CampusRowFieldsFragment, unknown>;
export const CourseRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateCourseName"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"graduateCertificateCourseName"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}}]}}]} as unknown as DocumentNode<CourseRowFieldsFragment, unknown>;
export const StudentRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}}]} as unknown as DocumentNode<StudentRowFieldsFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"listPath"}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const OrganisationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyShortName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"rtoCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"faxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganisationFieldsFragment, unknown>;
export const TemplateSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<TemplateSummaryFragment, unknown>;
export const TemplateDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<TemplateDetailFragment, unknown>;
export const RoleRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<RoleRowFieldsFragment, unknown>;
export const UserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserRowFieldsFragment, unknown>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"hasSignature"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productLogoUrl"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"hasSignature"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productLogoUrl"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CertificateDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentReportUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeResult"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeGradeShortCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fromReprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toReprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"printedBy"}},{"kind":"Field","name":{"kind":"Name","value":"printedAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedOn"}},{"kind":"Field","name":{"kind":"Name","value":"approvedComments"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedOn"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionComment"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"printedBy"}},{"kind":"Field","name":{"kind":"Name","value":"printedOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRequestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRequestedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintAcceptedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintAcceptedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reprintRejectionComment"}},{"kind":"Field","name":{"kind":"Name","value":"reprintedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reprintedOn"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signedPdfUrl"}}]}}]} as unknown as DocumentNode<CertificateDetailQuery, CertificateDetailQueryVariables>;
export const ApproveCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<ApproveCertificateMutation, ApproveCertificateMutationVariables>;
export const RejectCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<RejectCertificateMutation, RejectCertificateMutationVariables>;
export const SignCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignCertificatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<SignCertificatesMutation, SignCertificatesMutationVariables>;
export const IssueCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<IssueCertificateMutation, IssueCertificateMutationVariables>;
export const CancelCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<CancelCertificateMutation, CancelCertificateMutationVariables>;
export const RequestReprintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestReprint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReprint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<RequestReprintMutation, RequestReprintMutationVariables>;
export const ApproveReprintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveReprint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReprintDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReprint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<ApproveReprintMutation, ApproveReprintMutationVariables>;
export const RejectReprintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectReprint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReprintDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReprint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}}]}}]} as unknown as DocumentNode<RejectReprintMutation, RejectReprintMutationVariables>;
export const CertificateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withViewerCanSign"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateListRow"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withViewerCanSign"}}}]}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}}]}}]} as unknown as DocumentNode<CertificateListQuery, CertificateListQueryVariables>;
export const PrintCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrintCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateIdsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintCertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<PrintCertificatesMutation, PrintCertificatesMutationVariables>;
export const ReprintCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReprintCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateIdsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprintCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowCertificate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintCertificatesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowCertificate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<ReprintCertificatesMutation, ReprintCertificatesMutationVariables>;
export const RequestCertificateOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestCertificateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"core"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RequestCertificateOptionsQuery, RequestCertificateOptionsQueryVariables>;
export const RequestCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestCertificateMutation, RequestCertificateMutationVariables>;
export const RequestStudentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestStudentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}}]}}]}}]}}]} as unknown as DocumentNode<RequestStudentSearchQuery, RequestStudentSearchQueryVariables>;
export const SearchFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchFormOptionsQuery, SearchFormOptionsQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificates"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingToBeSigned"}},{"kind":"Field","name":{"kind":"Name","value":"issuanceClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"olderThan21Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitingCertificateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"olderThan30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitingCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"list"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const DashboardYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"campuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campusName"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCounts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCounts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardStageCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedOrCancelled"}}]}}]} as unknown as DocumentNode<DashboardYearQuery, DashboardYearQueryVariables>;
export const ImportSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<ImportSampleQuery, ImportSampleQueryVariables>;
export const ImportCampusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCampuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCampuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]}}]} as unknown as DocumentNode<ImportCampusesMutation, ImportCampusesMutationVariables>;
export const ImportCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]}}]} as unknown as DocumentNode<ImportCoursesMutation, ImportCoursesMutationVariables>;
export const ImportStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}}]}}]}}]} as unknown as DocumentNode<ImportStudentsMutation, ImportStudentsMutationVariables>;
export const CampusListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampusList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampusSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampusRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampusRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"campusId"}},{"kind":"Field","name":{"kind":"Name","value":"campusCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}}]} as unknown as DocumentNode<CampusListQuery, CampusListQueryVariables>;
export const CourseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateCourseName"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"graduateCertificateCourseName"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}}]}}]} as unknown as DocumentNode<CourseListQuery, CourseListQueryVariables>;
export const CourseUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"core"}}]}}]}}]}}]} as unknown as DocumentNode<CourseUnitsQuery, CourseUnitsQueryVariables>;
export const StudentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudentSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}}]} as unknown as DocumentNode<StudentListQuery, StudentListQueryVariables>;
export const AddStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}}]} as unknown as DocumentNode<AddStudentMutation, AddStudentMutationVariables>;
export const NotificationFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"listPath"}}]}}]} as unknown as DocumentNode<NotificationFeedQuery, NotificationFeedQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"listPath"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"listPath"}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const CertificateListsUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CertificateListsUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<CertificateListsUpdatedSubscription, CertificateListsUpdatedSubscriptionVariables>;
export const ConfigurationItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfigurationItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurationItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ConfigurationItemsQuery, ConfigurationItemsQueryVariables>;
export const UpdateConfigurationItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConfigurationItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConfigurationItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConfigurationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"configurationItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateConfigurationItemMutation, UpdateConfigurationItemMutationVariables>;
export const OrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyShortName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"rtoCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"faxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganisationQuery, OrganisationQueryVariables>;
export const UpdateOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganisationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyShortName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"rtoCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"faxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateOrganisationMutation, UpdateOrganisationMutationVariables>;
export const MySignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MySignatureQuery, MySignatureQueryVariables>;
export const SaveSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSignatureMutation, SaveSignatureMutationVariables>;
export const UserConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}}]}}]}}]} as unknown as DocumentNode<UserConfigurationQuery, UserConfigurationQueryVariables>;
export const UpdateUserConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserConfigurationMutation, UpdateUserConfigurationMutationVariables>;
export const TemplateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<TemplateListQuery, TemplateListQueryVariables>;
export const TemplateDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateDetailsQuery, TemplateDetailsQueryVariables>;
export const TemplateFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateFormOptionsQuery, TemplateFormOptionsQueryVariables>;
export const CreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTemplateMutation, CreateTemplateMutationVariables>;
export const AssignTemplateCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignTemplateCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignTemplateCoursesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignTemplateCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AssignTemplateCoursesMutation, AssignTemplateCoursesMutationVariables>;
export const AssignTemplateSigneesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignTemplateSignees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignTemplateSigneesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignTemplateSignees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"noOfSignees"}},{"kind":"Field","name":{"kind":"Name","value":"skipSign"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSummary"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"signees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AssignTemplateSigneesMutation, AssignTemplateSigneesMutationVariables>;
export const RoleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<RoleListQuery, RoleListQueryVariables>;
export const RoleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<RoleDetailQuery, RoleDetailQueryVariables>;
export const RoleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoleUsersQuery, RoleUsersQueryVariables>;
export const RoleGrantOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleGrantOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<RoleGrantOptionsQuery, RoleGrantOptionsQueryVariables>;
export const UnassignedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnassignedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UnassignedUsersQuery, UnassignedUsersQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const AssignRoleUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignRoleUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignRoleUsersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignRoleUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AssignRoleUsersMutation, AssignRoleUsersMutationVariables>;
export const UserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserListQuery, UserListQueryVariables>;
export const UserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserDetailQuery, UserDetailQueryVariables>;
export const RoleChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<RoleChoicesQuery, RoleChoicesQueryVariables>;
export const AddUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddUserMutation, AddUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const AssignUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignUserRolesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssignUserRolesMutation, AssignUserRolesMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const AppSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"feeConfirmationRequired"}}]}}]}}]} as unknown as DocumentNode<AppSettingsQuery, AppSettingsQueryVariables>;