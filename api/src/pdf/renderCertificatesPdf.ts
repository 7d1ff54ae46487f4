import { PDFDocument } from 'pdf-lib';
import { documentResources, drawCertificate } from './certificatePages.js';
import { compressContentStreams, fastAppend } from './fastDoc.js';
import { embedFontSet } from './fonts.js';
import type { CertificateRenderData, RenderOptions, TemplateSource } from './types.js';
import { drawWatermark } from './watermark.js';

/**
 * Renders all items into ONE PDF in memory (bulk print = one merged document): per item the
 * template page(s) with the data drawn at the field rectangles (no form fields), then a Record of
 * Results when it carries units (certificatePages.ts). A template whose pdf or fields are null (or
 * has no known field) gets the built-in testamur layout. Template, fonts and each distinct image
 * are embedded once. `watermark: 'PREVIEW'` draws a diagonal watermark on every page; `prepare`
 * gets the finished document before it is saved (a printed PDF's signature placeholder). Throws
 * for an empty list or an image that is neither PNG nor JPEG. For previews, single copies and the
 * demo seed; print jobs stream their output instead (streamedPdf.ts, docs/architecture.md "Bulk work off the request path").
 */
export async function renderCertificatesPdf(
  items: Array<{ template: TemplateSource; data: CertificateRenderData }>,
  opts: RenderOptions = {},
): Promise<Uint8Array> {
  if (!items.length) throw new Error('No certificates to render');
  const doc = await PDFDocument.create();
  const now = new Date();
  doc.setTitle(opts.title ?? (items.length === 1 ? `Certificate ${items[0]!.data.credentialNumber}` : 'Certificates'));
  doc.setCreator('Certify');
  doc.setProducer('Certify');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  fastAppend(doc);
  const resources = documentResources(doc, await embedFontSet(doc));
  for (const item of items) await drawCertificate(doc, item, resources);
  if (opts.watermark) for (const page of doc.getPages()) drawWatermark(page, opts.watermark, resources.fonts.semibold);
  opts.prepare?.(doc);
  compressContentStreams(doc);
  return doc.save({ addDefaultPage: false });
}
