/**
 * The request schemas of the workflow routes, with the spec's messages: they validate each call
 * (400 with `errors`, nothing changed) and document it in `/openapi.json`.
 * spec: certificate-workflow §5 (rules and messages), §7 (payloads); api/CONTRACT.md "Transitions".
 */
import { z } from 'zod';
import { CERTIFICATE_TYPE, codesOf, FEE_STATUS } from '../../codes.js';
import { calendarDate, fieldsOf, id, idList, LIMITS, optionalText, password, text, toList } from '../../http/fields.js';

const REQUIRED = 'This field is required';
const SELECT_ONE = 'Please select a certificate';
const SELECT_SOME = 'Please select at least one certificate';
/** The most certificates one bulk call signs. */
export const MAX_BULK = 200;
/**
 * The most certificates one bulk print takes (docs/architecture.md "Bulk work off the request path": the PDF is
 * a print job's, streamed; a form carries at most `MAX_FIELDS` = 5,000 fields).
 */
export const MAX_BULK_PRINT = 5000;

/** A required comment (certificate-workflow §5: 'Please add comment'). */
const comment = () => text({ max: LIMITS.comment, required: 'Please add comment', label: 'The comment' });
/** An optional comment. */
const optionalComment = () => optionalText({ max: LIMITS.comment, label: 'The comment' });
const certificateId = () => id(SELECT_ONE);

const unit = z.preprocess(
  (u) => (u && typeof u === 'object' && !Array.isArray(u) ? u : {}),
  z.object({
    unit_start_date: calendarDate(REQUIRED),
    unit_code: text({ max: LIMITS.code, required: REQUIRED, label: 'The unit code' }),
    unit_name: text({ max: LIMITS.unitName, required: REQUIRED, label: 'The unit name' }),
    mark: text({ max: LIMITS.code, required: REQUIRED, label: 'The mark' }),
    outcome_result: text({ max: LIMITS.code, required: REQUIRED, label: 'The outcome' }),
    outcome_grade_short_code: text({ max: LIMITS.code, required: REQUIRED, label: 'The grade' }),
  }),
);

/** `POST /saveCertificate` (certificate-workflow §3 "Certificate save payload", §5 "Request form"). */
export const requestBody = fieldsOf({
  student_name: id('Please enter student name').describe('The student’s id'),
  course: id('Please select course'),
  campus: id('Please select campus'),
  certification_type: z.enum(codesOf(CERTIFICATE_TYPE), { error: 'Please select certification type' }),
  credential_date: calendarDate('Please select credential date'),
  credential_number: text({ max: LIMITS.code, required: 'Please select credential number', label: 'The number' }),
  units: z.preprocess(
    toList,
    z
      .array(unit, { error: 'Please add at least one unit' })
      .min(1, { error: 'Please add at least one unit' })
      .max(LIMITS.units, { error: `At most ${LIMITS.units} units per certificate` }),
  ),
  comments: optionalText({ max: LIMITS.comment, label: 'The comment' }),
  enrolment_detail_id: optionalText({ max: LIMITS.code, label: 'The enrolment id' }),
});
export type RequestInput = z.infer<typeof requestBody>;

/** `POST /requestedCertificateApprove`. */
export const approveBody = fieldsOf({
  certificate_id: certificateId(),
  approve_comment: comment(),
  fee_due: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
      z.literal(codesOf(FEE_STATUS), { error: 'Please select an option' }).optional(),
    )
    .describe('0 Paid, 1 Not Paid; required when fee confirmation is on'),
});

/** `PUT /requestedCertificateReject/{id}`. */
export const rejectBody = fieldsOf({ rejection_comment: comment() });

/** `POST /passwordToCheck`. */
export const passwordBody = fieldsOf({ password: password('Please Enter Password') });

/** `POST /bulkSignCertificate`: `certificate[i]`, and the password when password security is on. */
export const signBody = fieldsOf({
  certificate: idList(SELECT_SOME, { max: MAX_BULK }),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password('Please Enter Password').optional()),
});

/** `POST /cancelCertificate`. */
export const cancelBody = fieldsOf({ student_certificate_id: certificateId(), cancellation_comment: comment() });

/** `POST /printCertificate` and the other single print and reprint calls. */
export const printOneBody = fieldsOf({ student_certificate_id: certificateId() });

/** `POST /bulkPrintCertificate`: `certificate[i]`. */
export const printManyBody = fieldsOf({ certificate: idList(SELECT_SOME, { max: MAX_BULK_PRINT }) });

/** `POST /reprintCertificateRequest`. */
export const reprintRequestBody = fieldsOf({ student_certificate_id: certificateId(), reprint_comment: comment() });

/** `POST /reprintCertificateAccept`. */
export const reprintAcceptBody = fieldsOf({ student_certificate_id: certificateId(), comment: optionalComment() });

/** `POST /reprintCertificateReject`. */
export const reprintRejectBody = fieldsOf({
  student_certificate_id: certificateId(),
  reprint_rejection_comment: optionalComment(),
});
