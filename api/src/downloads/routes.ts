/**
 * `GET /files/{id}`: a stored file the caller may read — printed PDFs: anyone who may see the
 * certificate; signatures: their owner; logos: anyone signed in; templates: template managers;
 * other uploads: their uploader; any other file answers 404 (visibility rule of printed PDFs:
 * certificates/views/visibility.ts). spec: api/CONTRACT.md "PDFs" (/files, extension).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Principal } from '../auth/principal.js';
import type { Db } from '../db/client.js';
import { certificatePrints, certificates, storedFiles, templates, userSignatures } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { storedFileBody } from '../files/storedFileParts.js';
import { binary, errors } from '../http/answers.js';
import { id as fileId } from '../http/fields.js';
import { certificateVisibilitySql } from '../certificates/views/visibility.js';

type FileMeta = { id: number; kind: string; createdBy: number | null };

/** Whether the caller may read the file. spec: api/CONTRACT.md "PDFs" (/files access). */
export async function mayReadFile(db: Db, principal: Principal, file: FileMeta): Promise<boolean> {
  // Who manages templates may read every template; who manages users, every other stored file.
  const managesTemplates = principal.modules.has('template_management');
  const managesUsers = principal.modules.has('user_management');
  switch (file.kind) {
    case 'printed': {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificatePrints)
        .innerJoin(certificates, eq(certificates.id, certificatePrints.certificateId))
        .where(and(eq(certificatePrints.fileId, file.id), certificateVisibilitySql(principal)))
        .limit(1);
      return !!row;
    }
    case 'signature': {
      if (file.createdBy === principal.userId) return true;
      const [row] = await db
        .select({ userId: userSignatures.userId })
        .from(userSignatures)
        .where(and(eq(userSignatures.fileId, file.id), eq(userSignatures.userId, principal.userId)));
      return !!row;
    }
    case 'logo':
      return true;
    case 'printing':
      // a print job's file while it is being written (docs/architecture.md "Bulk work off the request path"): nobody's yet
      return false;
    case 'template': {
      if (managesTemplates) return true;
      const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.fileId, file.id)).limit(1);
      return !!row && file.createdBy === principal.userId;
    }
    default:
      return file.createdBy === principal.userId || managesUsers;
  }
}

/**
 * Sends a stored file's bytes (streamed part by part when kept in parts: files/storedFileParts.ts)
 * with its type, size, SHA-256 (also as ETag) and a safe file name.
 */
function sendStoredFile(
  reply: FastifyReply,
  meta: { id: number; fileName: string; contentType: string; sha256: string; byteSize: number },
  body: Buffer | Readable,
) {
  const safeName = meta.fileName.replace(/[^\w.\- ]+/g, '_');
  const inline = meta.contentType === 'application/pdf' || meta.contentType.startsWith('image/');
  return reply
    .header('Content-Type', meta.contentType)
    .header('Content-Length', String(meta.byteSize))
    .header('X-File-Id', String(meta.id))
    .header('X-File-Sha256', meta.sha256)
    .header('ETag', `"${meta.sha256}"`)
    .header('Cache-Control', 'private, max-age=300')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`)
    .send(body);
}

/** Registers `/files/{id}`. spec: api/CONTRACT.md "PDFs". */
export async function registerFileRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        tags: ['Files'],
        summary: 'A stored file the caller may read (extension)',
        description:
          'Printed PDFs: anyone who may see the certificate; signatures: their owner; logos: anyone signed in; ' +
          'templates: template managers. Any other file answers 404, as an unknown one. ' +
          'Headers: `X-File-Id`, `X-File-Sha256`, `ETag`.',
        params: z.object({ id: fileId('File not found') }),
        response: {
          200: binary('application/octet-stream', 'The file, with its own content type'),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [meta] = await db
        .select({
          id: storedFiles.id,
          kind: storedFiles.kind,
          createdBy: storedFiles.createdBy,
          fileName: storedFiles.fileName,
          contentType: storedFiles.contentType,
          sha256: storedFiles.sha256,
          byteSize: storedFiles.byteSize,
          parts: storedFiles.parts,
        })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      if (!meta) throw notFound('File not found');
      // A file the caller may not read answers as an unknown one: file ids reveal nothing.
      if (!(await mayReadFile(db, request.principal, meta))) throw notFound('File not found');
      return sendStoredFile(reply, meta, await storedFileBody(db, meta));
    },
  );
}
