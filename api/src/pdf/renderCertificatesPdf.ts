import { createHash } from 'node:crypto';
import { PDFDocument, type PDFEmbeddedPage, type PDFImage, type PDFPage } from 'pdf-lib';
import type { FieldRect } from '../db/schema.js';
import {
  defaultBackgroundPdf,
  drawStatementUnits,
  embedImage,
  fieldStyle,
  statementUnitLines,
  testamurFields,
  testamurKindOf,
  type TestamurDesign,
} from './defaultLayout.js';
import { memo } from '../util/memo.js';
import { drawImageInRect, drawInRect } from './draw.js';
import { compressContentStreams, fastAppend } from './fastDoc.js';
import { fieldImage, fieldText, isKnownField, LOGO_FIELDS } from './fieldValues.js';
import { embedFontSet, safeText, type FontSet } from './fonts.js';
import { addRecordOfResults } from './recordOfResults.js';
import type { CertificateRenderData, RenderOptions, TemplateSource } from './types.js';
import { defaultVerificationBox, drawVerificationMark, VERIFICATION_QR_FIELD } from './verificationQr.js';
import { drawWatermark } from './watermark.js';

/** Most template pages used per certificate. */
const MAX_TEMPLATE_PAGES = 10;

/**
 * Renders all items into ONE PDF (bulk print = one merged document): per item the template
 * page(s) with the data drawn at the field rectangles (no form fields), then a Record of Results
 * when it carries units. A template whose pdf or fields are null (or has no known field) gets
 * the built-in testamur layout. Template, fonts and each distinct image are embedded once.
 * `watermark: 'PREVIEW'` draws a diagonal watermark on every page; `prepare` gets the finished
 * document before it is saved (a printed PDF's signature placeholder). Throws for an empty list or an
 * image that is neither PNG nor JPEG.
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
  const fonts = await embedFontSet(doc);

  const pagesByKey = new Map<string, Promise<PDFEmbeddedPage[]>>();
  const imagesByHash = new Map<string, Promise<PDFImage>>();
  // The same bytes object (the organisation's logo, shared by every item) is hashed once.
  const imagesByBytes = new WeakMap<Uint8Array, Promise<PDFImage>>();
  const image = (bytes: Uint8Array): Promise<PDFImage> =>
    memo(imagesByBytes, bytes, () => {
      const hash = createHash('sha1').update(bytes).digest('hex');
      return memo(imagesByHash, hash, () => embedImage(doc, bytes));
    });

  for (const { template, data } of items) {
    const custom = template.pdf && template.fields && Object.keys(template.fields).some(isKnownField);
    let pages: PDFEmbeddedPage[];
    let fields: Record<string, FieldRect>;
    let unitLines: Array<[string, string]> = [];
    if (custom) {
      const key = `t:${String(template.key)}`;
      pages = await memo(pagesByKey, key, () => embedTemplate(doc, template.pdf!));
      fields = template.fields!;
    } else {
      const kind = testamurKindOf(data);
      const slots = Math.max(0, ...data.signees.map((s) => s.slot));
      const design: TestamurDesign = {
        kind,
        organisationName: data.organisation.name,
        rtoCode: data.organisation.rtoCode,
        signeeSlots: slots,
      };
      if (kind === 'statement') {
        const s = statementUnitLines(data.units);
        design.unitsLine = s.unitsLine;
        unitLines = s.lines;
      }
      if (kind === 'record' && !data.units.length) design.noResults = true;
      const logo = data.organisation.logo ?? null;
      const logoKey = logo?.length ? createHash('sha1').update(logo).digest('hex') : '';
      const key = `d:${JSON.stringify(design)}:${logoKey}`;
      pages = await memo(pagesByKey, key, () =>
        defaultBackgroundPdf(design, logo).then((bytes) => doc.embedPdf(bytes, [0])),
      );
      fields = testamurFields(kind, slots);
    }

    const outPages: PDFPage[] = pages.map((ep) => {
      const page = doc.addPage([ep.width, ep.height]);
      page.drawPage(ep, { x: 0, y: 0, width: ep.width, height: ep.height });
      return page;
    });
    await drawFields(outPages, fields, data, fonts, image);
    if (unitLines.length && outPages[0]) drawStatementUnits(outPages[0], fonts, unitLines);
    if (data.verification) drawVerification(outPages, fields, data.verification, fonts);
    addRecordOfResults(doc, fonts, data);
  }

  if (opts.watermark) for (const page of doc.getPages()) drawWatermark(page, opts.watermark, fonts.semibold);
  opts.prepare?.(doc);
  compressContentStreams(doc);
  return doc.save({ addDefaultPage: false });
}

async function embedTemplate(doc: PDFDocument, pdf: Uint8Array): Promise<PDFEmbeddedPage[]> {
  const src = await PDFDocument.load(pdf, { updateMetadata: false });
  const count = Math.min(src.getPageCount(), MAX_TEMPLATE_PAGES);
  if (!count) throw new Error('Template PDF has no pages');
  // A blank page (only form fields, e.g. for pre-printed stock) has no content stream, which
  // pdf-lib cannot embed: give it an empty one.
  for (const page of src.getPages().slice(0, count)) if (!page.node.Contents()) page.pushOperators();
  return doc.embedPdf(
    src,
    Array.from({ length: count }, (_, i) => i),
  );
}

async function drawFields(
  pages: PDFPage[],
  fields: Record<string, FieldRect>,
  data: CertificateRenderData,
  fonts: FontSet,
  image: (bytes: Uint8Array) => Promise<PDFImage>,
): Promise<void> {
  for (const [name, rect] of Object.entries(fields)) {
    if (name === VERIFICATION_QR_FIELD) continue; // drawn by drawVerification
    const page = pages[rect.page];
    if (!page || !(rect.width > 0) || !(rect.height > 0)) continue;
    const bytes = fieldImage(name, data);
    if (bytes?.length) {
      drawImageInRect(page, await image(bytes), rect, LOGO_FIELDS.has(name) ? 'center' : 'bottom');
      continue;
    }
    const text = fieldText(name, data);
    if (text) drawInRect(page, safeText(fonts, text), rect, fieldStyle(fonts, name));
  }
}

/**
 * The verification mark (issue 12 "Public verification") in the `verification_qr` field, or in
 * the default corner of the certificate's first page when the layout has no such field.
 */
function drawVerification(
  pages: PDFPage[],
  fields: Record<string, FieldRect>,
  mark: NonNullable<CertificateRenderData['verification']>,
  fonts: FontSet,
): void {
  const field = fields[VERIFICATION_QR_FIELD];
  if (field && pages[field.page] && field.width > 0 && field.height > 0) {
    drawVerificationMark(pages[field.page]!, fonts, mark, field);
    return;
  }
  const first = pages[0];
  if (!first) return;
  const { width, height } = first.getSize();
  drawVerificationMark(first, fonts, mark, defaultVerificationBox(width, height));
}
