/**
 * The public download page of a learner's certificate (docs/printing.md "Digital delivery"), open to
 * anyone holding a delivery link's token (no account: the learner has none) and counted by the
 * per-address rate limit like every public route (http/rateLimit.ts):
 * - `GET /delivery/{token}`: what the page shows (learner's first name, credential, organisation,
 *   issue date, expiry, verify link, file name and size);
 * - `GET /delivery/{token}/pdf`: the learner's own PDF (attachment, never cached), each download an
 *   audit event `certificate.downloaded` (subject the certificate, no actor, after
 *   `{ delivery_link_id }`).
 * Unknown, malformed and expired tokens answer the same 404 (`LINK_INVALID`). A cancelled
 * certificate: the page answers `cancelled: true` and the PDF a 404 `CERTIFICATE_CANCELLED` (a 404
 * rather than a 410, so every client and the gateway's file routes treat it as "not available").
 */
import type { Readable } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { hashToken } from '../auth/tokens.js';
import { CREDENTIAL_STATUS } from '../codes.js';
import type { Db } from '../db/client.js';
import { certificates, companySettings, courses, deliveryLinks, storedFiles, students } from '../db/schema.js';
import { storedFileBody } from '../files/storedFileParts.js';
import { binary, errors, json } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import { certificateTypeName } from '../codes/certificateTypes.js';
import { PUBLIC_LOGO_PATH } from '../verification/publicView.js';
import { CERTIFICATE_CANCELLED, certificateDeliveryAnswer, LINK_INVALID } from './answers.js';
import { verifyLink } from './deliver.js';

const TAGS = ['Verification'];

/** A delivery token: 32 random bytes in base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenParams = z.object({ token: z.string().describe('The token of the e-mailed link (43 characters)') });

/** The live link with this token and what its page needs, or null (unknown, malformed, expired). */
async function findLink(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      linkId: deliveryLinks.id,
      certificateId: deliveryLinks.certificateId,
      fileId: deliveryLinks.fileId,
      expiresAt: deliveryLinks.expiresAt,
      credentialStatus: certificates.credentialStatus,
      credentialNumber: certificates.credentialNumber,
      credentialDate: certificates.credentialDate,
      certificateType: certificates.certificateType,
      verificationCode: certificates.verificationCode,
      firstName: students.firstName,
      courseName: courses.courseName,
      certificateCourseName: courses.certificateCourseName,
      fileName: storedFiles.fileName,
      byteSize: storedFiles.byteSize,
    })
    .from(deliveryLinks)
    .innerJoin(certificates, eq(certificates.id, deliveryLinks.certificateId))
    .innerJoin(students, eq(students.id, certificates.studentId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(storedFiles, eq(storedFiles.id, deliveryLinks.fileId))
    .where(and(eq(deliveryLinks.tokenHash, hashToken(token)), gt(deliveryLinks.expiresAt, new Date())));
  return row ?? null;
}

/** `attachment; filename="…"` with a header-safe ASCII name. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^A-Za-z0-9 ._-]+/g, '') || 'certificate.pdf'}"`;

/** Registers the public delivery routes. docs/printing.md "Digital delivery". */
export async function registerDeliveryRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /delivery/{token} — the download page of an e-mailed link: the learner's first name, the
   * credential's title, type and number, the organisation, the issue date, when the link expires,
   * the verify page, and the PDF's name and size. 404 `LINK_INVALID` for every unknown, malformed
   * or expired token. docs/printing.md "Digital delivery".
   */
  api.get(
    '/delivery/:token',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: "A learner's certificate download page (public, by the e-mailed token)",
        description:
          'The token of the link e-mailed when the certificate was printed (valid 30 days). Unknown, ' +
          'malformed and expired tokens answer the same 404. A cancelled certificate answers `cancelled: true` ' +
          '(its PDF is no longer given).',
        security: [],
        params: tokenParams,
        response: { 200: json(certificateDeliveryAnswer, 'The download page'), ...errors(404) },
      },
    },
    async (request) => {
      const link = await findLink(db, request.params.token);
      if (!link) throw notFound(LINK_INVALID);
      const [company] = await db
        .select({ name: companySettings.companyName, logoFileId: companySettings.companyLogoFileId })
        .from(companySettings)
        .where(eq(companySettings.id, 1));
      return {
        success: 1 as const,
        delivery: {
          learner_first_name: link.firstName,
          credential_title: link.certificateCourseName || link.courseName,
          credential_number: link.credentialNumber,
          certificate_type_name: certificateTypeName(link.certificateType),
          organisation: {
            name: company?.name || 'Certify',
            logo_url: company?.logoFileId ? PUBLIC_LOGO_PATH : null,
          },
          issue_date: link.credentialDate,
          expires_at: link.expiresAt.toISOString(),
          verify_url: link.verificationCode ? verifyLink(config.publicUrl, link.verificationCode) : null,
          file_name: link.fileName,
          byte_size: link.byteSize,
          cancelled: link.credentialStatus === CREDENTIAL_STATUS.CANCELLED,
        },
      };
    },
  );

  /**
   * GET /delivery/{token}/pdf — the learner's own PDF, exactly as stored at printing (its SHA-256
   * in `X-File-Sha256`), as an attachment, never cached. Each download writes the audit event
   * `certificate.downloaded` (no actor). 404 `LINK_INVALID` for an unknown, malformed or expired
   * token; 404 `CERTIFICATE_CANCELLED` once the certificate was cancelled. docs/printing.md "Digital delivery".
   */
  api.get(
    '/delivery/:token/pdf',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: "Download a learner's certificate PDF (public, by the e-mailed token)",
        description:
          'The PDF as stored when it was printed (signed by the organisation). Every download is recorded in ' +
          'the audit trail. Unknown, malformed and expired tokens answer the same 404; a cancelled ' +
          'certificate answers 404 "This certificate has been cancelled".',
        security: [],
        params: tokenParams,
        response: { 200: binary('application/pdf', 'The PDF (attachment)'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const link = await findLink(db, request.params.token);
      if (!link) throw notFound(LINK_INVALID);
      if (link.credentialStatus === CREDENTIAL_STATUS.CANCELLED) throw notFound(CERTIFICATE_CANCELLED);
      const [file] = await db
        .select({
          id: storedFiles.id,
          parts: storedFiles.parts,
          byteSize: storedFiles.byteSize,
          sha256: storedFiles.sha256,
          contentType: storedFiles.contentType,
        })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, link.fileId), eq(storedFiles.kind, 'printed')));
      if (!file) throw notFound(LINK_INVALID);
      await recordAudit(db, {
        actorId: null,
        action: 'certificate.downloaded',
        subjectType: 'certificate',
        subjectId: link.certificateId,
        after: { delivery_link_id: link.linkId },
      });
      return sendPdf(reply, file, await storedFileBody(db, file), link.fileName);
    },
  );
}

/** Sends the stored PDF (streamed when kept in parts) as an attachment, never cached, with its SHA-256. */
function sendPdf(
  reply: FastifyReply,
  file: { byteSize: number; sha256: string; contentType: string },
  body: Buffer | Readable,
  name: string,
) {
  return reply
    .header('Content-Type', file.contentType || 'application/pdf')
    .header('Content-Length', String(file.byteSize))
    .header('Content-Disposition', attachment(name))
    .header('X-File-Sha256', file.sha256)
    .header('Cache-Control', 'no-store')
    .send(body);
}
