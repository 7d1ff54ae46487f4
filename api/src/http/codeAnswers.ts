/**
 * The code fields that answers of several areas share, one schema each so that `/openapi.json`
 * names them once: a certificate's credential status, reprint status and type (from the tables of
 * codes/certificates.ts). spec: api/CONTRACT.md "Certificate lists" (Row); certificate-workflow §4, §9.
 */
import { z } from 'zod';
import { CERTIFICATE_TYPE, CREDENTIAL_STATUS, codesOf, REPRINT_STATUS } from '../codes.js';

export const credentialStatus = z.literal(codesOf(CREDENTIAL_STATUS)).meta({ id: 'CredentialStatus' });
export const reprintStatus = z.literal(codesOf(REPRINT_STATUS)).nullable().meta({ id: 'ReprintStatus' });
export const certificateType = z.literal(codesOf(CERTIFICATE_TYPE)).meta({ id: 'CertificateTypeCode' });
