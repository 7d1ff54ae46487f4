/**
 * Maps a list query record to the Row of api/CONTRACT.md "Certificate lists".
 * spec: certificate-workflow §3 "Certificate (list row)".
 */
import { certificateTypeName } from '../../codes/certificateTypes.js';
import type { CertificateRowRecord } from '../register/query.js';
import { statusLabel } from '../rules.js';

/** `<credential_number>_<Student Name>.pdf`; the UI shows what follows the last `_`. */
export const certificateFileName = (credentialNumber: string, studentName: string): string =>
  `${credentialNumber}_${studentName.replace(/[_/\\]/g, ' ').trim()}.pdf`;

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** A list Row. spec: api/CONTRACT.md "Certificate lists" (Row). */
export function toListRow(r: CertificateRowRecord) {
  return {
    id: r.id,
    student: { id: r.studentPk, student_name: r.studentName, student_id: r.studentExternalId },
    course: { id: r.courseId, course_name: r.courseName, course_code: r.courseCode },
    campus: { id: r.campusId, campus_name: r.campusName },
    requisitioner: { id: r.requisitionerId, requisitioner_name: r.requisitionerName },
    credential_date: r.credentialDate,
    requested_date: iso(r.requestedDate),
    updated_at: iso(r.updatedAt),
    credential_number: r.credentialNumber,
    credential_status: r.credentialStatus,
    reprint_status: r.reprintStatus,
    status_label: statusLabel(r),
    certificate_type: r.certificateType,
    certificate_type_name: certificateTypeName(r.certificateType),
    fileName: certificateFileName(r.credentialNumber, r.studentName),
    certificate_course: {
      certificate: { id: r.templateId, name: r.templateName, skip_sign: r.skipSign, no_of_signees: r.noOfSignees },
    },
    enrolment_detail_id: r.enrolmentDetailId,
  };
}
export type ListRow = ReturnType<typeof toListRow>;
