/**
 * The organisation's PDF signing certificate (docs/verification.md: printed PDFs are
 * signed with a PKCS#12 certificate uploaded in Organisation Settings, or a self-signed one until
 * then): `GET /signingCertificate` and `POST /signingCertificate` (the file as `upload_id`, sent
 * before to `POST /files/uploads?purpose=pkcs12`). The api guards both with module company_settings.
 */
import type { MutationResolvers, QueryResolvers, SigningCertificate } from '../generated/resolvers.js';
import type { RestSchema } from '../rest/contract.js';
import { restId } from '../rest/ids.js';
import { renameFieldErrors } from '../settings/models.js';

/** REST keys of `/signingCertificate` errors → `UploadSigningCertificateInput` fields. */
const UPLOAD_FIELDS = { pkcs12: 'uploadId' } as const;

/** The api's `SigningCertificate` → `SigningCertificate`. */
export const toSigningCertificate = (c: RestSchema<'SigningCertificate'>): SigningCertificate => ({
  subject: c.subject,
  issuer: c.issuer,
  commonName: c.common_name,
  serialNumber: c.serial_number,
  fingerprintSha256: c.fingerprint_sha256,
  notBefore: c.not_before,
  notAfter: c.not_after,
  algorithm: c.algorithm,
  source: c.source,
  selfSigned: c.self_signed,
  uploadedBy: c.uploaded_by,
  uploadedAt: c.uploaded_at,
});

/** `organisationSigningCertificate`. */
export const signingQueries: Pick<QueryResolvers, 'organisationSigningCertificate'> = {
  /** `GET /signingCertificate` (the api makes the self-signed one first when none exists). */
  organisationSigningCertificate: async (_p, _a, ctx) =>
    toSigningCertificate((await ctx.api.get('/signingCertificate', {})).signing_certificate),
};

/** `uploadSigningCertificate`. */
export const signingMutations: Pick<MutationResolvers, 'uploadSigningCertificate'> = {
  /**
   * `POST /signingCertificate` with `upload_id` and `passphrase`: a refused file → BAD_USER_INPUT
   * with the api's reason on `uploadId` (a too long passphrase on `passphrase`).
   */
  uploadSigningCertificate: async (_p, { input }, ctx) => {
    const id = restId(input.uploadId);
    const answer = await ctx.api
      .post('/signingCertificate', {
        body: { upload_id: Number.isNaN(id) ? 0 : id, passphrase: input.passphrase },
      })
      .catch((err: unknown) => {
        throw renameFieldErrors(err, UPLOAD_FIELDS);
      });
    return { message: answer.message, signingCertificate: toSigningCertificate(answer.signing_certificate) };
  },
};
