/**
 * Uploads ahead of the call that uses them (docs/product.md "Administration": files travel through the
 * gateway's upload route `POST /files/uploads`, bearer token, streamed to the api, answering an upload
 * id that the mutation takes): `POST /uploads/{purpose}` streams one file in — checked by content and size
 * for its purpose — and stores it as an `upload` of the caller; the REST call that uses it names it
 * by `upload_id` (instead of a multipart file part) and takes it with `takeUpload`, which turns it
 * into a template, signature or logo file in that call's transaction. Unused uploads are removed
 * after a day. spec: DESIGN.md "Work that takes time, files" (files stream with their SHA-256).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Principal } from '../auth/principal.js';
import type { Db, Tx } from '../db/client.js';
import { storedFiles } from '../db/schema.js';
import { errors, json } from '../http/answers.js';
import { badRequest } from '../http/errors.js';
import { fieldsOf } from '../http/fields.js';
import type { FileKind } from '../http/fileKinds.js';
import { UPLOAD_LIMITS, type UploadSpec, uploadedFile } from '../http/uploads.js';

/** What an upload is for: which kinds it may be and how large. */
export const UPLOAD_PURPOSES = {
  template: { kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.templatePdf },
  image: { kinds: ['png', 'jpeg'], maxBytes: UPLOAD_LIMITS.image },
  csv: { kinds: ['csv'], maxBytes: UPLOAD_LIMITS.csv },
  pkcs12: { kinds: ['p12'], maxBytes: UPLOAD_LIMITS.pkcs12 },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxBytes: number }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** How long an upload waits to be used. */
export const UPLOAD_TTL_HOURS = 24;

export const UPLOAD_NOT_FOUND = 'The uploaded file was not found; please upload it again';

const uploadAnswer = z
  .object({
    success: z.literal(1),
    upload: z.object({
      id: z.int(),
      file_name: z.string(),
      file_kind: z.enum(['pdf', 'png', 'jpeg', 'csv', 'p12']),
      content_type: z.string(),
      byte_size: z.int(),
      sha256: z.string(),
    }),
  })
  .meta({ id: 'Upload' });

/** The stored file an upload became. */
export interface TakenUpload {
  id: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  data: Uint8Array;
}

/**
 * Takes the caller's upload `uploadId` for use as a `kind` file (`template`, `signature`, `logo`),
 * checking it is one of `kinds`: answers the file, now of that kind. 400 when it is not the
 * caller's, is used already, or is of another kind (the message names `field`).
 */
export async function takeUpload(
  tx: Tx,
  principal: Pick<Principal, 'userId'>,
  uploadId: number,
  kind: 'template' | 'signature' | 'logo',
  kinds: readonly FileKind[],
  field: string,
): Promise<TakenUpload> {
  const contentTypes = kinds.map((k) => (k === 'pdf' ? 'application/pdf' : k === 'csv' ? 'text/csv' : `image/${k}`));
  const [row] = await tx
    .update(storedFiles)
    .set({ kind })
    .where(
      and(
        eq(storedFiles.id, uploadId),
        eq(storedFiles.kind, 'upload'),
        eq(storedFiles.createdBy, principal.userId),
        sql`${storedFiles.contentType} IN (${sql.join(
          contentTypes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
      sha256: storedFiles.sha256,
      data: storedFiles.data,
    });
  if (!row) throw badRequest(UPLOAD_NOT_FOUND, { [field]: UPLOAD_NOT_FOUND });
  return row;
}

/** Removes uploads older than `UPLOAD_TTL_HOURS` that no call used. */
export async function purgeStaleUploads(db: Db): Promise<number> {
  const cutoff = new Date(Date.now() - UPLOAD_TTL_HOURS * 3_600_000);
  const removed = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.kind, 'upload'), lt(storedFiles.createdAt, cutoff)))
    .returning({ id: storedFiles.id });
  return removed.length;
}

/** Registers `POST /uploads/{purpose}`. spec: api/CONTRACT.md "Uploads". */
export async function registerUploadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [purpose, rule] of Object.entries(UPLOAD_PURPOSES) as [
    UploadPurpose,
    (typeof UPLOAD_PURPOSES)[UploadPurpose],
  ][]) {
    const spec: UploadSpec = { field: 'file', kinds: rule.kinds, maxBytes: rule.maxBytes };
    /** POST /uploads/{purpose} — one file for a later call (extension). */
    api.post(
      `/uploads/${purpose}`,
      {
        config: { upload: spec },
        schema: {
          tags: ['Files'],
          summary: `Upload a ${purpose} file for a later call (extension)`,
          description:
            `Multipart field \`file\`: ${rule.kinds.join(' or ')}, at most ${rule.maxBytes} bytes, checked by content. ` +
            `The answer's \`upload.id\` goes in the \`upload_id\` of the call that uses it, within ${UPLOAD_TTL_HOURS} hours.`,
          body: fieldsOf({ file: uploadedFile('Please choose a file') }),
          response: { 200: json(uploadAnswer, 'Stored'), ...errors(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const file = request.body.file;
        const [row] = await db
          .insert(storedFiles)
          .values({
            kind: 'upload',
            fileName: file.fileName.slice(0, 255) || `upload.${file.fileKind}`,
            contentType: file.contentType,
            byteSize: file.byteSize,
            sha256: file.sha256,
            data: file.data,
            createdBy: request.principal.userId,
          })
          .returning({ id: storedFiles.id });
        return {
          success: 1 as const,
          upload: {
            id: row!.id,
            file_name: file.fileName,
            file_kind: file.fileKind,
            content_type: file.contentType,
            byte_size: file.byteSize,
            sha256: file.sha256,
          },
        };
      },
    );
  }
}
