/**
 * Certificate type codes and names. `SCT` is the 'Select Certificate Type' placeholder meaning all.
 * spec: certificate-workflow §9.
 */
export const CERTIFICATE_TYPES = [
  { code: 'CN', name: 'Certificate New' },
  { code: 'S', name: 'Statement of Attainment' },
  { code: 'C', name: 'Certificate' },
  { code: 'F', name: 'Failed Certificate' },
  { code: 'FN', name: 'Failed Certificate New' },
  { code: 'P', name: 'Course Progress Advice' },
  { code: 'SN', name: 'Graduate Certificate New' },
  { code: 'AC', name: 'AHEGS Certificate' },
  { code: 'MC', name: 'Mon-GCN Certificate' },
  { code: 'MD', name: 'Mon-GDN Certificate' },
  { code: 'CC', name: 'Course Completion' },
] as const;

export type CertificateTypeCode = (typeof CERTIFICATE_TYPES)[number]['code'];
export const ALL_TYPES_PLACEHOLDER = 'SCT';

const NAMES = new Map<string, string>(CERTIFICATE_TYPES.map((t) => [t.code, t.name]));

/** The display name of a type code (the code itself when unknown). spec: certificate-workflow §9. */
export const certificateTypeName = (code: string): string => NAMES.get(code) ?? code;
export const isCertificateType = (code: string): code is CertificateTypeCode => NAMES.has(code);
