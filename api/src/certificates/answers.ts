/**
 * Answer schemas of the certificate routes: list rows, Details, transition answers and print
 * answers. They check what each route sends and are published in `/openapi.json`, from which the
 * gateway's REST types are generated. spec: api/CONTRACT.md "Certificate lists", "Certificate
 * views", "Transitions", "PDFs"; certificate-workflow §3.
 */
import { z } from 'zod';
import { CERTIFICATE_ACTION, codesOf, FEE_STATUS, PRINT_KIND } from '../codes.js';
import { day, timestamp } from '../http/answers.js';
import { printJobAnswer } from '../printJobs/answers.js';
import { certificateType, credentialStatus, reprintStatus } from '../http/codeAnswers.js';
const action = z.enum(codesOf(CERTIFICATE_ACTION)).meta({ id: 'CertificateAction' });

/** What `updated_at` means, in the row and in the details. docs/integrators.md "Sync the register". */
const UPDATED_AT = 'When the certificate last changed (its request, or any transition since)';

/** The template of a certificate, as lists and details show it. */
const templateSummary = z.object({
  id: z.int(),
  name: z.string(),
  skip_sign: z.boolean(),
  no_of_signees: z.int(),
});

/** One row of a certificate list. spec: api/CONTRACT.md "Certificate lists" (Row). */
export const certificateRow = z
  .object({
    id: z.int(),
    student: z.object({ id: z.int(), student_name: z.string(), student_id: z.string() }),
    course: z.object({ id: z.int(), course_name: z.string(), course_code: z.string() }),
    campus: z.object({ id: z.int(), campus_name: z.string() }),
    requisitioner: z.object({ id: z.int(), requisitioner_name: z.string() }),
    credential_date: day(),
    requested_date: timestamp(),
    updated_at: timestamp().describe(UPDATED_AT),
    credential_number: z.string(),
    credential_status: credentialStatus,
    reprint_status: reprintStatus,
    status_label: z
      .string()
      .describe("'Requested' … 'Cancelled'; a printed certificate with a reprint shows the reprint state"),
    certificate_type: certificateType,
    certificate_type_name: z.string(),
    fileName: z.string().describe('`<credential_number>_<Student Name>.pdf`: the UI shows what follows the last `_`'),
    certificate_course: z.object({ certificate: templateSummary }),
    enrolment_detail_id: z.string().nullable(),
  })
  .meta({ id: 'CertificateRow' });

/** A list answer: one page (docs/architecture.md "Queries that scale": no list answers every row at once). */
export const certificateListAnswer = z.object({
  success: z.literal(1),
  data: z.array(certificateRow),
  total: z.int().describe('Rows matching the filters, all pages'),
  page: z.int().describe('The page (1 in keyset mode)'),
  per_page: z.int().describe('The page size: `per_page`, or `first` in keyset mode'),
  has_next_page: z.boolean().describe('Whether rows follow this page'),
  end_cursor: z
    .string()
    .nullable()
    .describe("The last row's cursor: pass it as `after` for the next keyset page (null on an empty page)"),
});

const signeeDetail = z.object({
  slot: z.int(),
  user_id: z.int(),
  name: z.string(),
  designation: z.string(),
  created_date: timestamp().nullable().describe('When they signed; null if not yet'),
});

const unit = z.object({
  unit_start_date: day(),
  unit_code: z.string(),
  unit_name: z.string(),
  mark: z.string(),
  outcome_result: z.string(),
  outcome_grade_short_code: z.string(),
});

const event = z.object({
  id: z.int(),
  action: z.string(),
  actor_id: z.int(),
  actor_name: z.string(),
  from_status: credentialStatus.nullable(),
  to_status: credentialStatus.nullable(),
  from_reprint_status: reprintStatus,
  to_reprint_status: reprintStatus,
  comment: z.string().nullable(),
  created_at: timestamp(),
});

const print = z.object({
  id: z.int(),
  kind: z.enum(codesOf(PRINT_KIND)),
  file_id: z.int(),
  file_name: z.string(),
  sha256: z.string(),
  byte_size: z.int(),
  printed_by: z.string().nullable(),
  printed_at: timestamp(),
});

const by = z.string().nullable().describe('Display name, or null');
const on = timestamp().nullable();

/** Everything about one certificate. spec: api/CONTRACT.md "Certificate views" (Details). */
export const certificateDetails = z
  .object({
    id: z.int(),
    student_id: z.int(),
    student_name: z.string(),
    student_code: z.string().describe("The student's own id (students.student_id), as the lists' student.student_id"),
    course_id: z.int(),
    course_name: z.string(),
    course_code: z.string(),
    campus_id: z.int(),
    campus_name: z.string(),
    certificate_type: certificateType,
    certificate_type_name: z.string(),
    credential_date: day(),
    credential_number: z.string(),
    verification_code: z
      .string()
      .nullable()
      .describe(
        'The public verification code (docs/verification.md): 26 characters A–Z and 2–7, given when the certificate is ' +
          'issued, the `/verify/{code}` link; null before it is issued',
      ),
    verification_lookups: z
      .object({
        count: z.int().describe('How many times the public looked it up (verify page, document check, credential)'),
        last_at: timestamp().nullable().describe('The latest look-up; null when never looked up'),
      })
      .describe('Public verification look-ups of this credential (docs/verification.md)'),
    credential_status: credentialStatus,
    reprint_status: reprintStatus,
    status_label: z.string(),
    fee_due: z.literal(codesOf(FEE_STATUS)).nullable(),
    requested_date: timestamp(),
    created_date: timestamp(),
    updated_at: timestamp().describe(UPDATED_AT),
    requisitioner_id: z.int(),
    requisitioner_name: by,
    enrolment_id: z.string().nullable(),
    report_url: z.string().nullable().describe('The student-portal assessment report, when configured'),
    fileName: z.string(),
    comments: z.string().nullable(),
    template: templateSummary,
    approved_by: by,
    approved_on: on,
    approved_comments: z.string().nullable(),
    signed_by: z.array(signeeDetail),
    issued_by: by,
    issued_on: on,
    printed_by: by,
    printed_on: on,
    reprint_requested_by: by,
    reprint_requested_on: on,
    reprint_comment: z.string().nullable(),
    reprint_accepted_by: by,
    reprint_accepted_on: on,
    reprint_rejected_by: by,
    reprint_rejected_on: on,
    reprint_rejection_comment: z.string().nullable(),
    reprinted_by: by,
    reprinted_on: on,
    rejected_by: by,
    rejected_on: on,
    rejection_comment: z.string().nullable(),
    cancelled_by: by,
    cancelled_on: on,
    cancellation_comment: z.string().nullable(),
    units: z.array(unit),
    events: z.array(event),
    prints: z.array(print),
    available_actions: z.array(action).describe('What the caller may do to it now'),
  })
  .meta({ id: 'CertificateDetails' });

/**
 * The Details of `GET /certificateParts`: `id` always, each part's keys (`DETAIL_PART_KEYS`, `own`
 * the others) exactly when that part was asked for. docs/architecture.md "A gateway that adds nothing".
 */
export const certificateParts = certificateDetails.partial().required({ id: true }).meta({ id: 'CertificateParts' });

/** `signee_details` of the approved view. spec: certificate-workflow §7 (approved view). */
export const signeeDetails = z.array(
  z.object({
    slot: z.int(),
    signee_user_id: z.int(),
    signee_name: z.string(),
    designation: z.string(),
    signed_on: timestamp().nullable(),
  }),
);

/** A view answer: one certificate's Details (and `signee_details` on the approved view). */
export const certificateViewAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  certificate_data: certificateDetails,
  signee_details: signeeDetails.optional(),
});

/** The state of a certificate after a transition. */
export const changedCertificate = z
  .object({ id: z.int(), credential_status: credentialStatus, reprint_status: reprintStatus })
  .meta({ id: 'ChangedCertificate' });

/** The answer of every transition. spec: api/CONTRACT.md "Transitions". */
export const transitionAnswer = z
  .object({ success: z.literal(1), message: z.string(), data: z.array(changedCertificate) })
  .meta({ id: 'TransitionAnswer' });

/**
 * The JSON answer of a print call (`Accept: application/json`; also its 202 when the PDF was not
 * ready in time): the changed certificates and the job making the PDF. spec: api/CONTRACT.md "PDFs".
 */
export const printAnswer = z
  .object({
    success: z.literal(1),
    message: z.string(),
    data: z.array(changedCertificate),
    job: printJobAnswer,
  })
  .meta({ id: 'PrintAnswer' });
