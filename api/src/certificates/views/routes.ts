/**
 * Certificate detail views: the seven list views (404 when the certificate is not in that list),
 * `/certificateView/{id}` (any state) and `/certificates?ids=` (batch).
 * spec: certificate-workflow §2 "Certificate detail", §7; api/CONTRACT.md "Certificate views".
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireModule } from '../../auth/guards.js';
import { notFound } from '../../http/errors.js';
import { asArray, parseInput } from '../../http/validate.js';
import { loadCertificateDetails, type CertificateDetails } from '../details.js';
import { listVisibilitySql } from '../lists/query.js';
import { VIEW_DEFINITIONS } from './definitions.js';
import { certificateVisibilitySql } from './visibility.js';

const NOT_IN_LIST = 'This certificate is no longer in this list';
const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid certificate id' }).int('Invalid certificate id').positive('Invalid certificate id'),
});
const idsQuery = z.object({
  ids: z
    .array(z.coerce.number({ error: 'ids must be certificate ids' }).int('ids must be certificate ids').positive('ids must be certificate ids'))
    .max(500, 'At most 500 ids per call'),
});

/** `signee_details` of the approved view. spec: certificate-workflow §7 (approved view). */
export const signeeDetails = (d: CertificateDetails) =>
  d.signed_by.map((s) => ({
    slot: s.slot,
    signee_user_id: s.user_id,
    signee_name: s.name,
    designation: s.designation,
    signed_on: s.created_date,
  }));

/** Registers the view routes. spec: api/CONTRACT.md "Certificate views". */
export async function registerViewRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const def of VIEW_DEFINITIONS) {
    app.get(def.path, { preHandler: requireModule(def.module) }, async (request) => {
      const { id } = parseInput(idParam, request.params);
      const [details] = await loadCertificateDetails(db, [id], request.principal, listVisibilitySql(def.list, request.principal));
      if (!details) throw notFound(NOT_IN_LIST);
      return def.withSigneeDetails
        ? { success: 1, message: '', certificate_data: details, signee_details: signeeDetails(details) }
        : { success: 1, message: '', certificate_data: details };
    });
  }

  /** GET /certificateView/{id} — any state the caller may see (extension). spec: api/CONTRACT.md. */
  app.get('/certificateView/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const [details] = await loadCertificateDetails(db, [id], request.principal, certificateVisibilitySql(request.principal));
    if (!details) throw notFound('Certificate not found');
    return { success: 1, message: '', certificate_data: details, signee_details: signeeDetails(details) };
  });

  /** GET /certificates?ids=1,2,3 — batch Details for the gateway's loaders (extension). spec: api/CONTRACT.md. */
  app.get('/certificates', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { ids } = parseInput(idsQuery, { ids: asArray(query.ids ?? query['ids[]']) });
    const data = await loadCertificateDetails(db, [...new Set(ids)], request.principal, certificateVisibilitySql(request.principal));
    return { success: 1, data };
  });
}
