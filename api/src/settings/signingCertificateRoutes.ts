/**
 * The organisation's PDF signing certificate in Organisation Settings (docs/verification.md: printed PDFs are signed with a PKCS#12 certificate uploaded in Organisation
 * Settings, or a self-signed one until one is uploaded): `GET /signingCertificate`,
 * `POST /signingCertificate` (module `company_settings`, like the rest of the screen).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule } from '../auth/guards.js';
import { SIGNING_CERTIFICATE_SOURCE } from '../codes.js';
import { errors, json } from '../http/answers.js';
import { fieldsOf, optionalId } from '../http/fields.js';
import { type UploadSpec, uploadedFile } from '../http/uploads.js';
import { COMPANY_MODULE } from './companyRoutes.js';
import {
  loadSigningCertificate,
  PASSPHRASE_MAX,
  PKCS12_MAX_BYTES,
  SIGNING_MESSAGES,
  uploadSigningCertificate,
} from '../signing/certificate.js';

const TAGS = ['Settings'];
const CERTIFICATE_FILE: UploadSpec = { field: 'pkcs12', kinds: ['p12'], maxBytes: PKCS12_MAX_BYTES };
const NUL = String.fromCharCode(0);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The public facts of the current signing certificate (never the key). */
export const signingCertificateAnswer = z
  .object({
    subject: z.string().describe('The subject, e.g. `CN=Acme Training, O=Acme Training, C=AU`'),
    issuer: z.string().describe('The issuer (the subject again when self-signed)'),
    common_name: z.string().describe('The subject’s common name: what a PDF reader shows as the signer'),
    serial_number: z.string().describe('Upper-case hex'),
    fingerprint_sha256: z.string().describe('SHA-256 of the DER certificate, `AB:CD:…`'),
    not_before: z.string().describe('ISO-8601'),
    not_after: z.string().describe('ISO-8601'),
    algorithm: z.string().describe('The key, e.g. `RSA-2048`'),
    source: z
      .enum(Object.values(SIGNING_CERTIFICATE_SOURCE))
      .describe('`generated`: made by Certify (self-signed); `uploaded`'),
    self_signed: z.boolean(),
    uploaded_by: z.string().nullable().describe('Who uploaded it; null when generated'),
    uploaded_at: z.string().describe('When it became current (ISO-8601)'),
  })
  .meta({ id: 'SigningCertificate' });

const signingCertificateListAnswer = z.object({ success: z.literal(1), signing_certificate: signingCertificateAnswer });
const signingCertificateSavedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  signing_certificate: signingCertificateAnswer,
});

/** `POST /signingCertificate`: the PKCS#12 file (or an upload of it) and its passphrase. */
export const signingCertificateBody = fieldsOf({
  pkcs12: z
    .preprocess(blank, uploadedFile(SIGNING_MESSAGES.noFile).optional())
    .describe(`The PKCS#12 file (.p12 or .pfx), at most ${PKCS12_MAX_BYTES / 1024} KB`),
  upload_id: optionalId(SIGNING_MESSAGES.uploadNotFound).describe(
    'Instead of `pkcs12`: the id of a file sent to POST /uploads/pkcs12 (removed once used)',
  ),
  passphrase: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ error: 'The passphrase must be text' })
        .max(PASSPHRASE_MAX, { error: `The passphrase must be at most ${PASSPHRASE_MAX} characters` })
        .refine((s) => !s.includes(NUL), { error: 'The passphrase must not contain NUL characters' }),
    )
    .describe(`The file’s passphrase (as typed, at most ${PASSPHRASE_MAX} characters; empty when none)`),
});

/** Registers the signing-certificate routes. spec: docs/verification.md. */
export async function registerSigningRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /signingCertificate — the current PDF signing certificate's public facts. docs/security.md "Signed PDFs". */
  api.get(
    '/signingCertificate',
    {
      preValidation: requireModule(COMPANY_MODULE),
      schema: {
        tags: TAGS,
        summary: 'The organisation’s PDF signing certificate (extension, docs/security.md "Signed PDFs")',
        description:
          'Printed PDFs are signed (PAdES) with this certificate: an uploaded PKCS#12, or a self-signed one made ' +
          'at first start (made now when missing). Public facts only, never the key. Module `company_settings`.',
        response: { 200: json(signingCertificateListAnswer, 'The certificate'), ...errors(401, 403) },
      },
    },
    async () => ({ success: 1 as const, signing_certificate: await loadSigningCertificate(db) }),
  );

  /** POST /signingCertificate — upload a PKCS#12 that becomes the signing certificate. docs/security.md "Signed PDFs". */
  api.post(
    '/signingCertificate',
    {
      config: { upload: CERTIFICATE_FILE },
      onRequest: requireModule(COMPANY_MODULE),
      schema: {
        tags: TAGS,
        summary: 'Upload the organisation’s PDF signing certificate (extension, docs/security.md "Signed PDFs")',
        description:
          'A PKCS#12 file (multipart `pkcs12`, or `upload_id` of POST /uploads/pkcs12) and its `passphrase`. ' +
          'It must open with the passphrase, hold exactly one RSA private key (≥ 2048 bits) and its certificate ' +
          '(other certificates are sent as its chain), allow digital signatures, and be valid now; otherwise 400 ' +
          'with the reason on `pkcs12` and nothing changes. It becomes current at once (the previous one is ' +
          'retired) with the audit event `organisation.signing_certificate_uploaded`. Module `company_settings`.',
        consumes: ['multipart/form-data', 'application/json'],
        body: signingCertificateBody,
        response: { 200: json(signingCertificateSavedAnswer, 'Uploaded'), ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const body = request.body;
      const saved = await uploadSigningCertificate(db, request.principal, {
        file: body.pkcs12,
        uploadId: body.upload_id,
        passphrase: body.passphrase,
      });
      return { success: 1 as const, message: SIGNING_MESSAGES.uploaded, signing_certificate: saved };
    },
  );
}
