import type { GatewayContext } from '../context.js';
import { gatewayError } from '../rest/errors.js';
import type { CertificateDetailPartCode } from '@certify/api/codes';
import { partKey, partOf } from './loaders.js';
import { type CertificateDetails, type CertificateModel, certificateFromDetails } from './models.js';

/**
 * One Details value of a certificate model (`key`, e.g. `units`, `approved_by`): from its whole
 * details when it came from a details answer, else through the per-request parts loader, which
 * asks the api only for the parts the operation's fields need, in one batched
 * `GET /certificateParts` for a whole page (docs/architecture.md "A gateway that adds nothing"). NOT_FOUND when
 * the certificate is no longer visible to the caller.
 */
export async function detailValue<K extends keyof CertificateDetails>(
  c: CertificateModel,
  ctx: GatewayContext,
  key: K,
): Promise<CertificateDetails[K]> {
  if (c.details) return c.details[key];
  const d = await ctx.loaders.certificateParts.load(partKey(c.id, partOf(key)));
  if (!d) throw gatewayError('NOT_FOUND', 'Certificate not found');
  const value = (d as Partial<CertificateDetails>)[key];
  // the loader asked for the part that carries `key`, so the api sent it
  if (value === undefined) throw new Error(`/certificateParts answered without ${String(key)}`);
  return value as CertificateDetails[K];
}

/**
 * Certificate `id` as a model, loaded in ONE `/certificateParts` call with its own fields, the
 * display names (`people`: the requisitioner's) and the parts of `keys` (the details the
 * operation's fields read); null when the api does not know it or hides it. A detail field whose
 * part was not loaded still loads it (detailValue). docs/architecture.md "A gateway that adds nothing".
 */
export async function certificateWithParts(
  id: string,
  keys: ReadonlySet<keyof CertificateDetails>,
  ctx: GatewayContext,
): Promise<CertificateModel | null> {
  const parts = new Set<CertificateDetailPartCode>(['own', 'people', ...[...keys].map(partOf)]);
  // one batch: every key of this tick goes into the same call
  const [d] = await Promise.all([...parts].map((part) => ctx.loaders.certificateParts.load(partKey(id, part))));
  // the own fields and `people` are every key of the model's summary
  return d ? certificateFromDetails(d as CertificateDetails, false) : null;
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
