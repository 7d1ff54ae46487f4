/**
 * Certificate types as the request form and lookups list them, from the one table in
 * codes/certificates.ts: the list, a type's name and the type-code test. Helpers over the table,
 * not a table: codes.ts (the gateway's contract) does not gather them.
 * spec: certificate-workflow §9.
 */
import { CERTIFICATE_TYPE_NAMES, type CertificateTypeCode } from './certificates.js';

export type { CertificateTypeCode };

/** Every certificate type, in the spec's order: `{ code, name }`. spec: certificate-workflow §9. */
export const CERTIFICATE_TYPES = (Object.entries(CERTIFICATE_TYPE_NAMES) as [CertificateTypeCode, string][]).map(
  ([code, name]) => ({ code, name }),
);

/** The display name of a type code (the code itself when unknown). spec: certificate-workflow §9. */
export const certificateTypeName = (code: string): string =>
  isCertificateType(code) ? CERTIFICATE_TYPE_NAMES[code] : code;

/** Whether `code` is one of the spec's certificate type codes. */
export const isCertificateType = (code: string): code is CertificateTypeCode =>
  Object.hasOwn(CERTIFICATE_TYPE_NAMES, code);
