/**
 * `GET /files/{id}`: a stored file the caller may read — printed PDFs: anyone who may see the
 * certificate; signatures: their owner; logos: anyone signed in; templates: template managers;
 * other uploads: their uploader. spec: api/CONTRACT.md "PDFs" (/files, extension).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Principal } from '../auth/principal.js';
import { ROLE } from '../auth/principal.js';
import type { Db } from '../db/client.js';
import { certificatePrints, certificates, storedFiles, templates, userSignatures } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { certificateVisibilitySql } from '../certificates/views/visibility.js';

const idParam = z.object({ id: z.coerce.number({ error: 'File not found' }).int('File not found').positive('File not found') });

type FileMeta = { id: number; kind: string; createdBy: number | null };

/** Whether the caller may read the file. spec: api/CONTRACT.md "PDFs" (/files access). */
export async function mayReadFile(db: Db, principal: Principal, file: FileMeta): Promise<boolean> {
  const admin = principal.roleIds.includes(ROLE.ADMINISTRATOR);
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
    case 'template': {
      if (admin || principal.modules.has('template_management')) return true;
      const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.fileId, file.id)).limit(1);
      return !!row && file.createdBy === principal.userId;
    }
    default:
      return file.createdBy === principal.userId || admin;
  }
}

/** Registers `/files/{id}`. spec: api/CONTRACT.md "PDFs". */
export async function registerFileRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/files/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const [meta] = await db
      .select({
        id: storedFiles.id,
        kind: storedFiles.kind,
        createdBy: storedFiles.createdBy,
        fileName: storedFiles.fileName,
        contentType: storedFiles.contentType,
        sha256: storedFiles.sha256,
        byteSize: storedFiles.byteSize,
      })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    if (!meta) throw notFound('File not found');
    if (!(await mayReadFile(db, request.principal, meta))) throw forbidden('You may not read this file');
    const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, id));
    if (!row) throw notFound('File not found');
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
      .send(Buffer.from(row.data));
  });
}
