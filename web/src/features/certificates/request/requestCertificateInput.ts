import type { RequestCertificateInput } from '../../../generated/graphql';
import type { RequestFormValues } from './requestFormValues';

/**
 * The `requestCertificate` mutation's input from the (validated) form values: texts trimmed, the
 * optional enrolment id sent only when filled. spec: certificate-workflow §3 "Certificate save
 * payload" (enrolment_detail_id: §1's assessment report link).
 */
export function requestCertificateInput(values: RequestFormValues): RequestCertificateInput {
  const enrolmentId = values.enrolmentId.trim();
  return {
    studentId: values.studentId!,
    courseId: values.courseId!,
    campusId: values.campusId!,
    certificateType: values.certificateType!,
    credentialDate: values.credentialDate!,
    credentialNumber: values.credentialNumber.trim(),
    ...(enrolmentId ? { enrolmentId } : {}),
    units: values.units.map(({ key: _key, ...unit }) => ({ ...unit, unitStartDate: unit.unitStartDate! })),
  };
}
