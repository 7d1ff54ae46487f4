import { formatDate } from '../util/formatDate.js';
import type { CertificateRenderData } from './types.js';

/** The text of a template field for a certificate, or undefined for an unknown/image field. */
export function fieldText(field: string, data: CertificateRenderData): string | undefined {
  switch (field) {
    case 'student_name':
      return data.studentName;
    case 'course_name':
      return data.course.name;
    case 'course_code':
      return data.course.code;
    case 'course_title':
      return `${data.course.code} ${data.course.name}`.trim();
    case 'campus_name':
      return data.campusName;
    case 'certificate_type':
      return data.certificateType.name;
    case 'credential_number':
      return data.credentialNumber;
    case 'credential_date':
      return formatDate(data.credentialDate, data.dateFormat);
    case 'organisation_name':
      return data.organisation.name;
    case 'rto_code':
      return data.organisation.rtoCode;
  }
  const m = /^signee_(\d+)_(name|designation)$/.exec(field);
  if (m) {
    const signee = data.signees.find((s) => s.slot === Number(m[1]));
    return signee ? (m[2] === 'name' ? signee.name : signee.designation) : undefined;
  }
  return undefined;
}

/** Image fields that print the organisation's logo (Organisation Settings' `company_logo`). */
export const LOGO_FIELDS: ReadonlySet<string> = new Set(['company_logo', 'organisation_logo']);

/** The image bytes of an image field (signee_N_signature, company_logo / organisation_logo), if any. */
export function fieldImage(field: string, data: CertificateRenderData): Uint8Array | null {
  if (LOGO_FIELDS.has(field)) return data.organisation.logo ?? null;
  const m = /^signee_(\d+)_signature$/.exec(field);
  if (!m) return null;
  return data.signees.find((s) => s.slot === Number(m[1]))?.signature ?? null;
}

const FIELD_NAMES = [
  'student_name',
  'course_name',
  'course_code',
  'course_title',
  'campus_name',
  'certificate_type',
  'credential_number',
  'credential_date',
  'organisation_name',
  'rto_code',
  'organisation_logo',
  'company_logo',
  // the verification mark's box (QR code and code text), drawn by verificationQr.ts; docs/verification.md
  'verification_qr',
];
const KNOWN_FIELD = new RegExp(`^(${FIELD_NAMES.join('|')}|signee_\\d+_(name|designation|signature))$`);

/** True when the name is one of the fields the renderer fills. */
export function isKnownField(field: string): boolean {
  return KNOWN_FIELD.test(field);
}
