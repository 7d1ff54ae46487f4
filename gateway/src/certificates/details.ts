import type { GatewayContext } from '../context.js';
import { gatewayError } from '../rest/errors.js';
import { type CertificateDetails, type CertificateModel, certificateFromDetails } from './models.js';

/**
 * The details of a certificate model: already there when it came from a details answer, else
 * through the per-request batched loader (one `GET /certificates?ids=…` for a whole list page).
 */
export async function detailsOf(c: CertificateModel, ctx: GatewayContext): Promise<CertificateDetails> {
  if (c.details) return c.details;
  const d = await ctx.loaders.certificate.load(c.id);
  if (!d) throw gatewayError('NOT_FOUND', 'Certificate not found');
  return d;
}

/**
 * Re-loads certificates after a transition (each workflow payload returns the changed
 * certificates re-loaded, in one batched call); ids the caller can no longer see are left out.
 */
export async function reloadCertificates(ids: readonly string[], ctx: GatewayContext): Promise<CertificateModel[]> {
  for (const id of ids) ctx.loaders.certificate.clear(id);
  const loaded = await ctx.loaders.certificate.loadMany([...ids]);
  return loaded.flatMap((d) => (d && !(d instanceof Error) ? [certificateFromDetails(d)] : []));
}
