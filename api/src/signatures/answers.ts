/**
 * Answer schemas of the signature calls. spec: access-and-administration §3 "Signature", §7
 * (/signatureDetails: success, signature; /uploadSignature: success (1), message, signature).
 */
import { z } from 'zod';
import { codesOf, SIGNATURE_SOURCE } from '../codes.js';
import { timestamp } from '../http/answers.js';

const source = z.enum(codesOf(SIGNATURE_SOURCE)).describe('How it was made: uploaded file or drawn on the pad');

/** `GET /signatureDetails`: the caller's signature, or success 0 when none is stored. */
export const signatureDetailsAnswer = z.union([
  z.object({
    success: z.literal(1),
    signature: z.string().describe('A data: URL of the image'),
    source,
    updated_at: timestamp().describe('When it was saved'),
  }),
  z.object({
    success: z.literal(0),
    signature: z.null(),
    source: z.null(),
    updated_at: z.null(),
    message: z.string(),
  }),
]);

/** `POST /uploadSignature`: the signature now stored. */
export const signatureSavedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  signature: z.string().describe('A data: URL of the stored image (a drawn one trimmed, on a transparent background)'),
  source,
  updated_at: timestamp(),
});
