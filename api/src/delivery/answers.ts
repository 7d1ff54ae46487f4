/**
 * Answers of the public delivery routes (docs/printing.md "Digital delivery"): what the holder of a
 * delivery link may know — their own certificate, nothing else.
 */
import { z } from 'zod';
import { day, timestamp } from '../http/answers.js';

/** Every unknown, malformed or expired token: one answer for all. */
export const LINK_INVALID = 'This download link has expired or is not valid';
/** The PDF of a cancelled certificate is no longer handed out (a 404 with this message). */
export const CERTIFICATE_CANCELLED = 'This certificate has been cancelled';

/** The download page of one delivery link. */
export const certificateDelivery = z
  .object({
    learner_first_name: z.string().describe("The learner's first name (the page greets them)"),
    credential_title: z.string().describe('The qualification or course title as printed'),
    credential_number: z.string(),
    certificate_type_name: z.string().describe("e.g. 'Certificate', 'Statement of Attainment'"),
    organisation: z.object({
      name: z.string().describe('The organisation that issued it (Organisation Settings)'),
      logo_url: z.string().nullable().describe('Its logo, served publicly at this path; null when none is set'),
    }),
    issue_date: day().describe('The date the credential bears (credential date)'),
    expires_at: timestamp().describe('When the link stops working (30 days after printing)'),
    verify_url: z.string().nullable().describe('The public verify page of the credential; null when it has no code'),
    file_name: z.string().describe('The name the PDF downloads as'),
    byte_size: z.int().describe('The PDF’s size in bytes'),
    cancelled: z
      .boolean()
      .describe('True when the certificate was cancelled since: the page says so and the PDF is no longer given'),
  })
  .meta({ id: 'CertificateDelivery' });

/** `GET /delivery/{token}`. */
export const certificateDeliveryAnswer = z.object({ success: z.literal(1), delivery: certificateDelivery });
