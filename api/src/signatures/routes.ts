/**
 * The caller's own signature: `GET /signatureDetails` and `POST /uploadSignature`.
 * spec: access-and-administration §2 "Signature Settings", §3 "Signature", §7, §8 (a success other
 * than 1 shows the message); api/CONTRACT.md "Signatures and settings".
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule } from '../auth/guards.js';
import { SIGNATURE_SOURCE } from '../codes.js';
import { storedFiles, userSignatures } from '../db/schema.js';
import { UPLOAD_NOT_FOUND } from '../files/uploads.js';
import { errors, json } from '../http/answers.js';
import { fieldsOf, optionalId } from '../http/fields.js';
import { UPLOAD_LIMITS, type UploadSpec, uploadedFile } from '../http/uploads.js';
import { signatureDetailsAnswer, signatureSavedAnswer } from './answers.js';
import { DRAWN_SIGNATURE_MAX_CHARS, dataUrl } from './images.js';
import { NO_SIGNATURE, SIGNATURE_MISSING, SIGNATURE_SAVED, saveSignature } from './saveSignature.js';

const TAGS = ['Signatures'];
/** The settings module of the Signature screen. */
export const SIGNATURE_MODULE = 'upload_signature';

const SIGNATURE_FILE: UploadSpec = { field: 'signature', kinds: ['png', 'jpeg'], maxBytes: UPLOAD_LIMITS.image };
/** Room for a 2 MB drawing as base64 text, besides the other fields. */
const BODY_LIMIT = DRAWN_SIGNATURE_MAX_CHARS + 64 * 1024;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const uploadSignatureBody = fieldsOf({
  signature: z
    .preprocess(blank, uploadedFile(SIGNATURE_MISSING).optional())
    .describe('The signature image: PNG or JPEG, at most 2 MB (hint: at most 200 × 100 pixels)'),
  draw_signature: z
    .preprocess(
      blank,
      z
        .string({ error: SIGNATURE_MISSING })
        .max(DRAWN_SIGNATURE_MAX_CHARS, { error: 'The drawn signature must be at most 2 MB' })
        .optional(),
    )
    .describe('A drawing from the pad: `data:image/png;base64,…` (stored trimmed, on a transparent background)'),
  upload_id: optionalId(UPLOAD_NOT_FOUND).describe(
    'Instead of `signature`: the id of an image sent to POST /uploads/image (extension)',
  ),
});

/** Registers the signature routes. spec: access-and-administration §7. */
export async function registerSignatureRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /signatureDetails — the caller's stored signature as a data URL. spec: access-and-administration §7. */
  api.get(
    '/signatureDetails',
    {
      schema: {
        tags: TAGS,
        summary: 'The caller’s stored signature',
        description:
          'Any signed-in user, their own. `success` 0 with "Please save your Signature" when none is stored; ' +
          '`source` and `updated_at` are extensions.',
        response: {
          200: json(signatureDetailsAnswer, 'The signature, or success 0 when none is stored'),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const [row] = await db
        .select({
          contentType: storedFiles.contentType,
          data: storedFiles.data,
          source: userSignatures.source,
          updatedAt: userSignatures.updatedAt,
        })
        .from(userSignatures)
        .innerJoin(storedFiles, eq(storedFiles.id, userSignatures.fileId))
        .where(eq(userSignatures.userId, request.principal.userId));
      if (!row) return { success: 0 as const, signature: null, source: null, updated_at: null, message: NO_SIGNATURE };
      return {
        success: 1 as const,
        signature: dataUrl(row.contentType, row.data),
        source: row.source === SIGNATURE_SOURCE.DRAW ? SIGNATURE_SOURCE.DRAW : SIGNATURE_SOURCE.UPLOAD,
        updated_at: row.updatedAt.toISOString(),
      };
    },
  );

  /** POST /uploadSignature — store the caller's signature (upload or drawing). spec: access-and-administration §7. */
  api.post(
    '/uploadSignature',
    {
      bodyLimit: BODY_LIMIT,
      config: { upload: SIGNATURE_FILE },
      // Checked as the request arrives, before a file is read: a caller without the module sends nothing in vain.
      onRequest: requireModule(SIGNATURE_MODULE),
      schema: {
        tags: TAGS,
        summary: 'Save the caller’s signature: an uploaded image or a drawing',
        description:
          'Exactly one of `signature` (multipart file), `draw_signature` (JSON, form or multipart field) or ' +
          '`upload_id`, else 400 "Please upload/draw your signature". Images are checked by content and must be ' +
          'printable (PNG ≤ 4096 px a side, JPEG ≤ 10000 px). A drawing is cropped to its ink with a small margin ' +
          'and near-white pixels made transparent. Module `upload_signature`.',
        consumes: ['multipart/form-data', 'application/json'],
        body: uploadSignatureBody,
        response: { 200: json(signatureSavedAnswer, 'Saved'), ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const saved = await saveSignature(db, request.principal, request.body);
      return {
        success: 1 as const,
        message: SIGNATURE_SAVED,
        signature: saved.signature,
        source: saved.source,
        updated_at: saved.updatedAt.toISOString(),
      };
    },
  );
}
