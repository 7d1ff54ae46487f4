/**
 * Answer shapes of the REST service, exactly as api/CONTRACT.md fixes them. Only the gateway's
 * REST layer and the domain mappers read these; resolvers expose the GraphQL types instead.
 */

/** `{ success, message }` envelope every JSON answer carries (api/CONTRACT.md "Conventions"). */
export interface RestEnvelope {
  success: number;
  message?: string;
}

/** A module granted by the caller's roles (CONTRACT "Auth"). */
export interface RestModule {
  module_name: string;
  module_display_name: string;
  url: string;
  section: number;
  priority: number;
}

/** `GET /me`: the login answer without token, expiry and message (CONTRACT "Auth"). */
export interface RestMe extends RestEnvelope {
  user: { id: number | string; first_name: string; last_name: string; email: string };
  roles: Array<{ id: number | string; name: string }>;
  company_logo: string | null;
  product_logo: string | null;
  password_security: boolean;
  email_notifications: boolean;
  modules: RestModule[];
  module_permissions: Record<string, { add?: boolean } | undefined>;
}

/** `POST /login` (CONTRACT "Auth"). */
export interface RestLogin extends RestMe {
  token: string;
  expires_at: string;
}

/** `GET /signatureDetails`. */
export interface RestSignatureDetails extends RestEnvelope {
  signature: string | null;
}

/** `GET /requisitionerCourseDetails` (CONTRACT "Lookups"). */
export interface RestRequisitionerCourseDetails extends RestEnvelope {
  course_details: Array<{ id: number | string; name: string; course_code: string }>;
  student_details: Array<{ id: number | string; name: string; student_id: string | null }>;
  requisitioner_details: Array<{ id: number | string; name: string }>;
  campus_details: Array<{ id: number | string; name: string }>;
  certificate_types: Array<{ code: string; name: string }>;
  display_date_format: string;
}

/** `GET /courseUnits/{courseId}`. */
export interface RestCourseUnits extends RestEnvelope {
  units: Array<{ unit_code: string; unit_name: string; core: boolean }>;
}

/** `GET /SigneeDetails`. */
export interface RestSigneeDetails extends RestEnvelope {
  signees: Array<{ id: number | string; first_name: string; last_name: string }>;
}

/** `GET /configFeePaidConfirmation`: `data` is "Yes" or anything else. */
export interface RestFeeConfirmation extends RestEnvelope {
  data: string;
}

/** One row of a certificate list (CONTRACT "Certificate lists"). */
export interface RestCertificateRow {
  id: number | string;
  student: { id: number | string; student_name: string; student_id: string | null };
  course: { id: number | string; course_name: string; course_code: string };
  campus: { id: number | string; campus_name: string };
  requisitioner: { id: number | string; requisitioner_name: string };
  credential_date: string;
  requested_date: string;
  credential_number: string;
  credential_status: number;
  reprint_status: number | null;
  /** List label computed by the api's rules, e.g. 'Reprint Approved'. */
  status_label: string;
  certificate_type: string;
  certificate_type_name: string;
  fileName: string | null;
  certificate_course: { certificate: { id: number | string; name: string; skip_sign: boolean | number; no_of_signees: number } };
  enrolment_detail_id: string | number | null;
}

/** A certificate list answer with paging extensions. */
export interface RestCertificateList extends RestEnvelope {
  data: RestCertificateRow[];
  total: number;
  page: number;
  per_page: number;
}

/** A certificate unit as stored. */
export interface RestUnit {
  unit_start_date: string;
  unit_code: string;
  unit_name: string;
  mark: string | null;
  outcome_result: string | null;
  outcome_grade_short_code: string | null;
}

/** One assigned signee slot of a certificate (`signed_by`). */
export interface RestSignedBy {
  slot: number;
  user_id: number | string;
  name: string;
  designation: string | null;
  created_date: string | null;
}

/** One audit event of a certificate. */
export interface RestEvent {
  id: number | string;
  action: string;
  actor_id: number | string | null;
  actor_name: string | null;
  from_status: number | null;
  to_status: number | null;
  from_reprint_status: number | null;
  to_reprint_status: number | null;
  comment: string | null;
  created_at: string;
}

/** One stored print of a certificate. */
export interface RestPrint {
  id: number | string;
  kind: string;
  file_id: number | string;
  sha256: string;
  byte_size: number;
  printed_by: string | null;
  printed_at: string;
  file_name: string;
}

/** Certificate details (views and `GET /certificates?ids=`; CONTRACT "Certificate views"). */
export interface RestCertificateDetails {
  id: number | string;
  student_id: number | string;
  student_name: string;
  course_id: number | string;
  course_name: string;
  course_code: string;
  campus_id: number | string;
  campus_name: string;
  certificate_type: string;
  certificate_type_name: string;
  credential_date: string;
  credential_number: string;
  credential_status: number;
  reprint_status: number | null;
  /** List label computed by the api's rules, e.g. 'Reprint Approved'. */
  status_label: string;
  fee_due: number | null;
  requested_date: string;
  created_date: string;
  requisitioner_id: number | string;
  requisitioner_name: string;
  enrolment_id: string | number | null;
  /** Student-portal assessment report link, or null when not configured. */
  report_url: string | null;
  fileName: string | null;
  comments: string | null;
  template: { id: number | string; name: string; skip_sign: boolean | number; no_of_signees: number };
  approved_by: string | null;
  approved_on: string | null;
  approved_comments: string | null;
  signed_by: RestSignedBy[];
  issued_by: string | null;
  issued_on: string | null;
  printed_by: string | null;
  printed_on: string | null;
  reprint_requested_by: string | null;
  reprint_requested_on: string | null;
  reprint_comment: string | null;
  reprint_accepted_by: string | null;
  reprint_accepted_on: string | null;
  reprint_rejected_by: string | null;
  reprint_rejected_on: string | null;
  reprint_rejection_comment: string | null;
  reprinted_by: string | null;
  reprinted_on: string | null;
  rejected_by: string | null;
  rejected_on: string | null;
  rejection_comment: string | null;
  cancelled_by: string | null;
  cancelled_on: string | null;
  cancellation_comment: string | null;
  units: RestUnit[];
  events: RestEvent[];
  prints: RestPrint[];
  available_actions: string[];
}

/** `GET /certificates?ids=…`. */
export interface RestCertificatesByIds extends RestEnvelope {
  data: RestCertificateDetails[];
}

/** `{ id, credential_status, reprint_status }` of a changed certificate. */
export interface RestChanged {
  id: number | string;
  credential_status: number;
  reprint_status: number | null;
}

/** Answer of every transition (CONTRACT "Transitions"). */
export interface RestTransition extends RestEnvelope {
  data?: RestChanged[];
}

/** `POST /saveCertificate`. */
export interface RestSaveCertificate extends RestEnvelope {
  certificate: { success: number; message: string; id?: number | string };
  data?: RestChanged[];
}

/** Print answers with `Accept: application/json` (CONTRACT "PDFs"). */
export interface RestPrintAnswer extends RestEnvelope {
  file: { id: number | string; file_name: string; sha256: string; byte_size: number };
  data: RestChanged[];
}

/** One notification (CONTRACT "Notifications and live events"). */
export interface RestNotification {
  id: number | string;
  action_id: number | string | null;
  subject: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

/** `POST /notifications`. */
export interface RestNotifications extends RestEnvelope {
  notifications: RestNotification[];
  unread_notifications: number;
}

/** SSE `event: notification` payload. */
export interface RestNotificationEvent extends RestNotification {
  unread_notifications: number;
}

/** SSE `event: certificate` payload. */
export interface RestCertificateEvent {
  id: number | string;
  credential_status: number;
  reprint_status: number | null;
  action: string;
}
