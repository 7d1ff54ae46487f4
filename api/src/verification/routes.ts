/**
 * The public verification routes (docs/verification.md), open to anyone without a token
 * and counted by the per-address rate limit like every public route (http/rateLimit.ts):
 * - `GET /verify/{code}`: what the public may know of the credential with that code;
 * - `POST /verifyDocument`: whether a file (by its SHA-256, computed in the browser) is exactly a
 *   PDF this organisation printed, and of which credentials;
 * - `GET /files/logo`: the organisation's logo, for the public page.
 * Each successful look-up is counted (verification/lookups.ts), in the background.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { PrintKindCode } from '../codes.js';
import { certificatePrints, certificates, companySettings, storedFiles } from '../db/schema.js';
import { binary, errors, json } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import { documentVerificationAnswer, UNKNOWN_CODE, verificationAnswer, verifyDocumentBody } from './answers.js';
import { normaliseVerificationCode } from './code.js';
import { countLookups, LOOKUP_VIA } from './lookups.js';
import { loadPublicEntries, PUBLIC_LOGO_PATH } from './publicView.js';

const TAGS = ['Verification'];

/** The most credentials one document answer lists (a bulk print holds at most this many). */
const MAX_DOCUMENT_CREDENTIALS = 1000;

/** Registers the public verification routes. docs/verification.md. */
export async function registerVerificationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /verify/{code} — the public view of the credential with this code (any case; spaces and
   * hyphens ignored). Unknown, malformed and not-issued codes answer the same 404.
   * docs/verification.md.
   */
  api.get(
    '/verify/:code',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Verify a credential by its verification code (public)',
        description:
          'The code printed on the certificate (26 characters A–Z and 2–7; any case, spaces and hyphens ' +
          'ignored). Answers the organisation, learner, qualification, units of a statement of attainment, ' +
          'issue date, credential number and status; never a date of birth, e-mail, USI or internal id. ' +
          'Every unknown or malformed code answers the same 404.',
        security: [],
        params: z.object({ code: z.string().describe('The verification code') }),
        response: { 200: json(verificationAnswer, 'The credential'), ...errors(404) },
      },
    },
    async (request) => {
      const code = normaliseVerificationCode(request.params.code);
      const [entry] = code ? await loadPublicEntries(db, eq(certificates.verificationCode, code), 1) : [];
      if (!entry) throw notFound(UNKNOWN_CODE);
      // docs/verification.md: in the background, never failing the answer.
      void countLookups(db, [entry.certificateId], LOOKUP_VIA.CODE, request.log);
      return { success: 1 as const, verification: entry.view };
    },
  );

  /**
   * POST /verifyDocument — whether the file with this SHA-256 is exactly a PDF this organisation
   * printed (a stored printed PDF), and the public view of each credential it holds.
   * docs/verification.md ("Check a document").
   */
  api.post(
    '/verifyDocument',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Check a document: is this file exactly a PDF the organisation printed? (public)',
        description:
          'The browser computes the SHA-256 of the file; the file itself is never sent. A match names the ' +
          'credentials the file holds (one, or several for a bulk print) with their current status.',
        security: [],
        body: verifyDocumentBody,
        response: { 200: json(documentVerificationAnswer, 'Match or no match'), ...errors(400) },
      },
    },
    async (request) => {
      const { sha256 } = request.body;
      const prints = await db
        .select({
          certificateId: certificatePrints.certificateId,
          kind: certificatePrints.kind,
          printedAt: certificatePrints.printedAt,
        })
        .from(storedFiles)
        .innerJoin(certificatePrints, eq(certificatePrints.fileId, storedFiles.id))
        .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.kind, 'printed')))
        .limit(MAX_DOCUMENT_CREDENTIALS);
      const entries = prints.length
        ? await loadPublicEntries(
            db,
            inArray(
              certificates.id,
              prints.map((p) => p.certificateId),
            ),
            MAX_DOCUMENT_CREDENTIALS,
          )
        : [];
      const views = entries.map((e) => e.view);
      if (views.length === 0) {
        return { success: 1 as const, match: false, kind: null, printed_at: null, certificates: [] };
      }
      const first = prints[0]!;
      // docs/verification.md: one row per matched certificate, in the background.
      void countLookups(
        db,
        entries.map((e) => e.certificateId),
        LOOKUP_VIA.DOCUMENT,
        request.log,
      );
      return {
        success: 1 as const,
        match: true,
        kind: first.kind as PrintKindCode,
        printed_at: first.printedAt.toISOString(),
        certificates: views,
      };
    },
  );

  /** GET /files/logo — the organisation's current logo, for the public verification page. */
  api.get(
    PUBLIC_LOGO_PATH,
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: "The organisation's logo (public)",
        description: 'The logo of Organisation Settings, as the public verification page shows it; 404 when none.',
        security: [],
        response: { 200: binary('image/png', 'The logo (PNG or JPEG, with its own content type)'), ...errors(404) },
      },
    },
    async (_request, reply) => {
      const [logo] = await db
        .select({ data: storedFiles.data, contentType: storedFiles.contentType, sha256: storedFiles.sha256 })
        .from(companySettings)
        .innerJoin(storedFiles, eq(storedFiles.id, companySettings.companyLogoFileId))
        .where(eq(companySettings.id, 1));
      if (!logo) throw notFound('The organisation has no logo');
      return sendLogo(reply, logo);
    },
  );
}

/** Sends the logo's bytes with its type, size and SHA-256 as ETag (no file id: the public sees none). */
function sendLogo(reply: FastifyReply, logo: { data: Uint8Array; contentType: string; sha256: string }) {
  return reply
    .header('Content-Type', logo.contentType)
    .header('Content-Length', String(logo.data.byteLength))
    .header('ETag', `"${logo.sha256}"`)
    .header('Cache-Control', 'public, max-age=300')
    .header('Content-Disposition', 'inline; filename="logo"')
    .send(Buffer.from(logo.data));
}
