/**
 * Storing the caller's signature: an uploaded file (multipart `signature`, or `upload_id` of a file
 * sent to `POST /uploads/image` before), or a drawing (`draw_signature`), exactly one of them.
 * The image is checked (and a drawing cleaned) before anything is written; then ONE transaction
 * stores the file (kind `signature`, SHA-256), points `user_signatures` at it and writes the audit
 * event. Earlier signature files stay: signed certificates keep printing the one they were signed
 * with. spec: access-and-administration §2 "Signature Settings", §3 "Signature", §7 POST /uploadSignature.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { SIGNATURE_SOURCE, type SignatureSourceCode } from '../codes.js';
import type { Db } from '../db/client.js';
import { storedFiles, userSignatures } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { UploadedFile } from '../http/uploads.js';
import { takeUpload } from '../files/uploads.js';
import { checkPrintableImage, cleanDrawnSignature, dataUrl, imageKindOf } from './images.js';

/** The spec's words: the screen's prompt, and the answer when nothing (or too much) was sent. */
export const SIGNATURE_MISSING = 'Please upload/draw your signature';
export const SIGNATURE_SAVED = 'Signature saved successfully';
/** The caller has no saved signature: `/signatureDetails` says so, and signing refuses. */
export const NO_SIGNATURE = 'Please save your Signature';

/** What `POST /uploadSignature` carries (validated by its schema). */
export interface SignatureInput {
  signature?: UploadedFile;
  draw_signature?: string;
  upload_id?: number;
}

/** The stored signature, as the answers show it. */
export interface SavedSignature {
  fileId: number;
  signature: string;
  source: SignatureSourceCode;
  updatedAt: Date;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Saves the caller's signature from exactly one of `signature`, `draw_signature`, `upload_id`
 * (else 400 'Please upload/draw your signature'). Errors: 400/413/415 for an image that cannot be
 * printed (see images.ts), 400 for an upload that is not the caller's unused image.
 */
export async function saveSignature(db: Db, principal: Principal, input: SignatureInput): Promise<SavedSignature> {
  const given = [input.signature, input.draw_signature, input.upload_id].filter((v) => v !== undefined);
  if (given.length !== 1) throw badRequest(SIGNATURE_MISSING, { signature: SIGNATURE_MISSING });

  // CPU work (decoding, trimming) happens before the transaction opens.
  let fresh: { fileName: string; contentType: string; data: Buffer; source: SignatureSourceCode } | null = null;
  if (input.signature) {
    const file = input.signature;
    await checkPrintableImage(file.data, imageKindOf(file.contentType), 'signature');
    fresh = {
      fileName: file.fileName.slice(0, 255) || `signature.${file.fileKind}`,
      contentType: file.contentType,
      data: file.data,
      source: SIGNATURE_SOURCE.UPLOAD,
    };
  } else if (input.draw_signature !== undefined) {
    const png = cleanDrawnSignature(input.draw_signature, SIGNATURE_MISSING);
    fresh = { fileName: 'signature.png', contentType: 'image/png', data: png, source: SIGNATURE_SOURCE.DRAW };
  }

  const userId = principal.userId;
  return db.transaction(async (tx) => {
    let file: { id: number; contentType: string; data: Uint8Array; sha256: string; byteSize: number };
    let source: SignatureSourceCode;
    if (fresh) {
      const hash = sha256(fresh.data);
      const [row] = await tx
        .insert(storedFiles)
        .values({
          kind: 'signature',
          fileName: fresh.fileName,
          contentType: fresh.contentType,
          byteSize: fresh.data.length,
          sha256: hash,
          data: fresh.data,
          createdBy: userId,
        })
        .returning({ id: storedFiles.id });
      file = {
        id: row!.id,
        contentType: fresh.contentType,
        data: fresh.data,
        sha256: hash,
        byteSize: fresh.data.length,
      };
      source = fresh.source;
    } else {
      const taken = await takeUpload(tx, principal, input.upload_id!, 'signature', ['png', 'jpeg'], 'signature');
      await checkPrintableImage(taken.data, imageKindOf(taken.contentType), 'signature');
      file = taken;
      source = SIGNATURE_SOURCE.UPLOAD;
    }
    const [before] = await tx
      .select({ fileId: userSignatures.fileId, source: userSignatures.source })
      .from(userSignatures)
      .where(eq(userSignatures.userId, userId))
      .for('update');
    const updatedAt = new Date();
    await tx
      .insert(userSignatures)
      .values({ userId, fileId: file.id, source, updatedAt })
      .onConflictDoUpdate({ target: userSignatures.userId, set: { fileId: file.id, source, updatedAt } });
    await recordAudit(tx, {
      actorId: userId,
      action: 'signature.saved',
      subjectType: 'user',
      subjectId: userId,
      before: before ? { file_id: before.fileId, source: before.source } : null,
      after: {
        file_id: file.id,
        source,
        content_type: file.contentType,
        byte_size: file.byteSize,
        sha256: file.sha256,
      },
    });
    return { fileId: file.id, signature: dataUrl(file.contentType, file.data), source, updatedAt };
  });
}
