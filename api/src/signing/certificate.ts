/**
 * The signing certificate in Organisation Settings (docs/verification.md: printed PDFs are
 * signed with a PKCS#12 certificate uploaded in Organisation Settings, or a self-signed one until one
 * is uploaded): its public facts, and an upload that becomes the current key.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/recordAudit.js';
import type { SigningCertificateSourceCode } from '../codes.js';
import type { Principal } from '../auth/principal.js';
import type { Db, Tx } from '../db/client.js';
import { organisationKeys, storedFiles, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { UPLOAD_LIMITS, type UploadedFile } from '../http/uploads.js';
import { fullName } from '../people/names.js';
import { auditFacts, currentSigningKey, keyRowOf, PDF_KEY_PURPOSE, rememberOpenedKey, SIGNING_AUDIT } from './keys.js';
import { openPkcs12, Pkcs12Error } from './pkcs12.js';

/** Largest PKCS#12 file accepted (bytes). */
export const PKCS12_MAX_BYTES = UPLOAD_LIMITS.pkcs12;
/** Longest passphrase accepted (characters). */
export const PASSPHRASE_MAX = 200;

export const SIGNING_MESSAGES = {
  uploaded: 'Signing certificate uploaded successfully',
  fileTwice: 'Send the certificate either as a file or as upload_id, not both',
  noFile: 'Please choose a PKCS#12 certificate file (.p12 or .pfx)',
  uploadNotFound: 'The uploaded file was not found; please upload it again',
} as const;

/** The public facts of the current signing certificate, as the api answers them. */
export interface SigningCertificateJson {
  subject: string;
  issuer: string;
  common_name: string;
  serial_number: string;
  fingerprint_sha256: string;
  not_before: string;
  not_after: string;
  algorithm: string;
  source: SigningCertificateSourceCode;
  self_signed: boolean;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** The current signing certificate's public facts (made first when missing). Never the key. */
export async function loadSigningCertificate(db: Db | Tx): Promise<SigningCertificateJson> {
  const key = await currentSigningKey(db);
  const [row] = await db
    .select({ createdAt: organisationKeys.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(organisationKeys)
    .leftJoin(users, eq(users.id, organisationKeys.createdBy))
    .where(eq(organisationKeys.id, key.id));
  const f = key.facts;
  return {
    subject: f.subject,
    issuer: f.issuer,
    common_name: f.commonName,
    serial_number: f.serialNumber,
    fingerprint_sha256: f.fingerprintSha256,
    not_before: f.notBefore.toISOString(),
    not_after: f.notAfter.toISOString(),
    algorithm: f.algorithm,
    source: key.source,
    self_signed: f.subject === f.issuer,
    uploaded_by: row?.firstName ? fullName(row.firstName, row.lastName) : null,
    uploaded_at: (row?.createdAt ?? new Date()).toISOString(),
  };
}

/**
 * Makes an uploaded PKCS#12 the organisation's signing certificate: opened with `passphrase` and
 * checked (pkcs12.ts; 400 on the `pkcs12` field with its reason, nothing changed), then in one
 * transaction the current key is retired, the new one inserted (source `uploaded`) and
 * `organisation.signing_certificate_uploaded` audited with subject, issuer, serial, fingerprint and
 * not-after (never the key). The file comes as a multipart `file` or as `uploadId` (an upload of
 * purpose `pkcs12`, removed once used). Uploading the current certificate again is refused (400).
 */
export async function uploadSigningCertificate(
  db: Db,
  principal: Principal,
  input: { file?: UploadedFile; uploadId?: number; passphrase: string },
): Promise<SigningCertificateJson> {
  if (input.file && input.uploadId !== undefined) {
    throw badRequest(SIGNING_MESSAGES.fileTwice, { pkcs12: SIGNING_MESSAGES.fileTwice });
  }
  if (!input.file && input.uploadId === undefined) {
    throw badRequest(SIGNING_MESSAGES.noFile, { pkcs12: SIGNING_MESSAGES.noFile });
  }
  return db.transaction(async (tx) => {
    let bytes: Uint8Array;
    if (input.file) bytes = input.file.data;
    else {
      const [upload] = await tx
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.id, input.uploadId!),
            eq(storedFiles.kind, 'upload'),
            eq(storedFiles.createdBy, principal.userId),
            eq(storedFiles.contentType, 'application/x-pkcs12'),
          ),
        )
        .returning({ data: storedFiles.data });
      if (!upload) throw badRequest(SIGNING_MESSAGES.uploadNotFound, { upload_id: SIGNING_MESSAGES.uploadNotFound });
      bytes = upload.data;
    }
    let key: ReturnType<typeof openPkcs12>;
    try {
      key = openPkcs12(bytes, input.passphrase);
    } catch (err) {
      if (err instanceof Pkcs12Error) throw badRequest(err.message, { pkcs12: err.message });
      throw err;
    }
    const row = keyRowOf(key, bytes, input.passphrase);
    const [same] = await tx
      .select({ id: organisationKeys.id })
      .from(organisationKeys)
      .where(eq(organisationKeys.kid, row.kid));
    if (same) {
      const message = 'This certificate was uploaded before; upload a new one';
      throw badRequest(message, { pkcs12: message });
    }
    const now = new Date();
    const [before] = await tx
      .update(organisationKeys)
      .set({ retiredAt: now })
      .where(and(eq(organisationKeys.purpose, PDF_KEY_PURPOSE), isNull(organisationKeys.retiredAt)))
      .returning({
        id: organisationKeys.id,
        kid: organisationKeys.kid,
        subject: organisationKeys.subject,
        source: organisationKeys.source,
      });
    const [inserted] = await tx
      .insert(organisationKeys)
      .values({ ...row, source: 'uploaded', createdBy: principal.userId, createdAt: now })
      .returning({ id: organisationKeys.id });
    await recordAudit(tx, {
      actorId: principal.userId,
      action: SIGNING_AUDIT.uploaded,
      subjectType: 'organisation_key',
      subjectId: inserted!.id,
      before: before
        ? { key_id: before.id, source: before.source, subject: before.subject, fingerprint_sha256: before.kid }
        : null,
      after: auditFacts(key, 'uploaded'),
    });
    rememberOpenedKey(row.kid, key);
    return loadSigningCertificate(tx);
  });
}
