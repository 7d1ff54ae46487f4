/**
 * Answer and request schemas of the public verification routes (docs/verification.md):
 * what the public may know of a credential, and nothing else.
 */
import { z } from 'zod';
import { CERTIFICATE_TYPE, codesOf, PRINT_KIND, VERIFICATION_STATUS } from '../codes.js';
import { day, timestamp } from '../http/answers.js';
import { fieldsOf } from '../http/fields.js';

/** The message of every unknown, malformed or not (yet) issued code: one answer for all. */
export const UNKNOWN_CODE = 'No credential has this verification code';

/** The message of a malformed document fingerprint. */
export const BAD_SHA256 = 'Please give the SHA-256 of the file as 64 hexadecimal characters';

/** One credential as the public sees it. */
export const credentialVerification = z
  .object({
    status: z
      .enum(codesOf(VERIFICATION_STATUS))
      .describe('valid; reissued (reprinted: see reissued_on); cancelled (see cancelled_on)'),
    reissued_on: timestamp().nullable().describe('When the credential was last reprinted; null unless reissued'),
    cancelled_on: timestamp().nullable().describe('When the credential was cancelled; null unless cancelled'),
    organisation: z.object({
      name: z.string().describe('The organisation that issued it (Organisation Settings)'),
      logo_url: z.string().nullable().describe('Its logo, served publicly at this path; null when none is set'),
    }),
    learner_name: z.string().describe("The learner's full name as printed"),
    credential_number: z.string(),
    issue_date: day().describe('The date the credential bears (credential date)'),
    certificate_type: z.literal(codesOf(CERTIFICATE_TYPE)),
    certificate_type_name: z.string().describe("e.g. 'Certificate', 'Statement of Attainment'"),
    course_code: z.string().describe('The qualification or course code, e.g. BSB50420'),
    course_title: z.string().describe('The qualification or course title as printed'),
    units: z
      .array(z.object({ unit_code: z.string(), unit_name: z.string() }))
      .describe('The units of a statement of attainment (in printed order); empty for any other type'),
  })
  .meta({ id: 'CredentialVerification' });

/** `GET /verify/{code}`. */
export const verificationAnswer = z.object({ success: z.literal(1), verification: credentialVerification });

/** `POST /verifyDocument` body: the SHA-256 the browser computed of the file. */
export const verifyDocumentBody = fieldsOf({
  sha256: z
    .string({ error: BAD_SHA256 })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, BAD_SHA256)
    .transform((s) => s.toLowerCase())
    .describe('The SHA-256 of the whole file, 64 hexadecimal characters (any case)'),
});

/** `POST /verifyDocument`. */
export const documentVerificationAnswer = z.object({
  success: z.literal(1),
  match: z.boolean().describe('Whether the file is exactly a PDF this organisation printed'),
  kind: z.enum(codesOf(PRINT_KIND)).nullable().describe('print or reprint; null when no match'),
  printed_at: timestamp().nullable().describe('When that PDF was printed; null when no match'),
  certificates: z
    .array(credentialVerification)
    .describe('The credentials the file holds (several for a bulk print); empty when no match'),
});
