/**
 * PDFs without a state change: the preview (as it will print, with a PREVIEW watermark) and the
 * certificate with the signatures given so far. Anyone who may see the certificate (the one rule
 * of views/visibility.ts); otherwise 404, as for an unknown certificate, before anything renders.
 *
 * spec: certificate-workflow §2 (preview pages), §7 GET /generate-pdf/{id}/preview,
 * GET /certificate/{id}/signed/{userid}; DESIGN.md "PDFs" (previews carry a PREVIEW watermark).
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { certificates } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import { renderCertificatesPdf } from '../../pdf/renderCertificatesPdf.js';
import { loadRenderItems } from '../pdfData.js';
import { CERTIFICATE_NOT_FOUND, certificateVisibilitySql } from '../views/visibility.js';

async function renderVisible(deps: AppDeps, principal: Principal, id: number, watermark?: string) {
  const [cert] = await deps.db
    .select({ credentialNumber: certificates.credentialNumber })
    .from(certificates)
    .where(and(eq(certificates.id, id), certificateVisibilitySql(principal)));
  if (!cert) throw notFound(CERTIFICATE_NOT_FOUND);
  const pdf = await renderCertificatesPdf(await loadRenderItems(deps.db, [id]), {
    ...(watermark ? { watermark } : {}),
    title: `Certificate ${cert.credentialNumber}`,
  });
  return {
    pdf,
    fileName: `${cert.credentialNumber.replace(/[^A-Za-z0-9._-]+/g, '')}${watermark ? '_preview' : ''}.pdf`,
  };
}

/** GET /generate-pdf/{id}/preview: 404 when the certificate is unknown or invisible to the caller. */
export const previewPdf = (deps: AppDeps, principal: Principal, id: number) =>
  renderVisible(deps, principal, id, 'PREVIEW');

/**
 * GET /certificate/{id}/signed/{userid}: the signatures given so far. `userid` names the viewer
 * (the spec's client sends its own): another user's id is refused (403), an invisible
 * certificate answers 404.
 */
export function signedPdf(deps: AppDeps, principal: Principal, id: number, userId: number) {
  if (userId !== principal.userId) throw forbidden('You may only ask for your own copy of a certificate');
  return renderVisible(deps, principal, id);
}
