/**
 * PDFs without a state change: the preview (as it will print, with a PREVIEW watermark) and the
 * certificate with the signatures given so far. Anyone who may see the certificate.
 *
 * spec: certificate-workflow §2 (preview pages), §7 GET /generate-pdf/{id}/preview,
 * GET /certificate/{id}/signed/{userid}; DESIGN.md "PDFs" (previews carry a PREVIEW watermark).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { certificates, certificateSignees } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import { renderCertificatesPdf } from '../../pdf/renderCertificatesPdf.js';
import { loadRenderItems } from '../pdfData.js';
import { mayViewCertificate } from '../rules.js';
import { requireId } from './input.js';

async function renderVisible(deps: AppDeps, principal: Principal, rawId: unknown, watermark?: string) {
  const id = requireId(rawId, 'id');
  const [cert] = await deps.db
    .select({ requisitionerId: certificates.requisitionerId, credentialNumber: certificates.credentialNumber })
    .from(certificates)
    .where(eq(certificates.id, id));
  if (!cert) throw notFound(`Certificate ${id} not found`);
  const signees = await deps.db
    .select({ userId: certificateSignees.userId, signedAt: certificateSignees.signedAt })
    .from(certificateSignees)
    .where(eq(certificateSignees.certificateId, id));
  if (!mayViewCertificate(principal, cert, signees)) throw forbidden('You may not see this certificate');
  const pdf = await renderCertificatesPdf(await loadRenderItems(deps.db, [id]), {
    ...(watermark ? { watermark } : {}),
    title: `Certificate ${cert.credentialNumber}`,
  });
  return { pdf, fileName: `${cert.credentialNumber.replace(/[^A-Za-z0-9._-]+/g, '')}${watermark ? '_preview' : ''}.pdf` };
}

/** GET /generate-pdf/{id}/preview */
export const previewPdf = (deps: AppDeps, principal: Principal, id: unknown) => renderVisible(deps, principal, id, 'PREVIEW');

/** GET /certificate/{id}/signed/{userid}: the signatures given so far (userid names the viewer, not a filter). */
export const signedPdf = (deps: AppDeps, principal: Principal, id: unknown) => renderVisible(deps, principal, id);
