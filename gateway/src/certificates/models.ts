import type { CertificateTypeCode, CredentialStatusCode, ReprintStatusCode } from '@certify/api/codes';
import type { RestSchema } from '../rest/contract.js';

/** A certificate's Details as the api answers them (api/CONTRACT.md "Certificate views"). */
export type CertificateDetails = RestSchema<'CertificateDetails'>;
/** Details with only some parts (`GET /certificateParts`; api/CONTRACT.md "Details by parts"). */
export type CertificateParts = RestSchema<'CertificateParts'>;
/** A list row as the api answers it (api/CONTRACT.md "Certificate lists"). */
export type CertificateRow = RestSchema<'CertificateRow'>;

/**
 * The gateway's parent object of `Certificate` (codegen mapper). Built from a list row or from a
 * details answer: the summary fields are always here; `details` is present only when the
 * certificate was loaded whole through the batched loader, else detail-only fields (units, signees,
 * events, prints, availableActions, viewerCanSign, approvedBy, …) load the parts they need on
 * demand, batched (certificates/details.ts `detailValue`).
 */
export interface CertificateModel {
  id: string;
  student: { id: string; name: string; studentId: string };
  course: { id: string; name: string; code: string };
  campus: { id: string; name: string };
  requisitioner: { id: string; name: string };
  template: { id: string; name: string; skipSign: boolean; noOfSignees: number };
  certificateTypeCode: CertificateTypeCode;
  certificateTypeName: string;
  credentialNumber: string;
  credentialDate: string;
  requestedDate: string;
  /** When the certificate last changed (api `updated_at`). */
  updatedAt: string;
  statusCode: CredentialStatusCode;
  reprintStatusCode: ReprintStatusCode | null;
  /** The api's list label (api/CONTRACT.md `status_label`, e.g. 'Reprint Approved'). */
  statusLabel: string;
  enrolmentId: string | null;
  fileName: string | null;
  details: CertificateDetails | null;
}

/** Maps a list row (api/CONTRACT.md "Certificate lists" Row) to the model, without details. */
export function certificateFromRow(row: CertificateRow): CertificateModel {
  const t = row.certificate_course.certificate;
  return {
    id: String(row.id),
    student: { id: String(row.student.id), name: row.student.student_name, studentId: row.student.student_id },
    course: { id: String(row.course.id), name: row.course.course_name, code: row.course.course_code },
    campus: { id: String(row.campus.id), name: row.campus.campus_name },
    requisitioner: { id: String(row.requisitioner.id), name: row.requisitioner.requisitioner_name },
    template: { id: String(t.id), name: t.name, skipSign: t.skip_sign, noOfSignees: t.no_of_signees },
    certificateTypeCode: row.certificate_type,
    certificateTypeName: row.certificate_type_name,
    credentialNumber: row.credential_number,
    credentialDate: row.credential_date,
    requestedDate: row.requested_date,
    updatedAt: row.updated_at,
    statusCode: row.credential_status,
    reprintStatusCode: row.reprint_status,
    statusLabel: row.status_label,
    enrolmentId: row.enrolment_detail_id,
    fileName: row.fileName,
    details: null,
  };
}

/**
 * Maps a details answer (api/CONTRACT.md "Certificate views" Details) to the model, with details;
 * with `whole: false` the answer had only some parts (the own fields and `people` at least), and
 * the model keeps none: its detail fields read them through the parts loader, which has them.
 */
export function certificateFromDetails(d: CertificateDetails, whole = true): CertificateModel {
  return {
    id: String(d.id),
    student: { id: String(d.student_id), name: d.student_name, studentId: d.student_code },
    course: { id: String(d.course_id), name: d.course_name, code: d.course_code },
    campus: { id: String(d.campus_id), name: d.campus_name },
    requisitioner: { id: String(d.requisitioner_id), name: d.requisitioner_name ?? '' },
    template: {
      id: String(d.template.id),
      name: d.template.name,
      skipSign: d.template.skip_sign,
      noOfSignees: d.template.no_of_signees,
    },
    certificateTypeCode: d.certificate_type,
    certificateTypeName: d.certificate_type_name,
    credentialNumber: d.credential_number,
    credentialDate: d.credential_date,
    requestedDate: d.requested_date,
    updatedAt: d.updated_at,
    statusCode: d.credential_status,
    reprintStatusCode: d.reprint_status,
    statusLabel: d.status_label,
    enrolmentId: d.enrolment_id,
    fileName: d.fileName,
    details: whole ? d : null,
  };
}
