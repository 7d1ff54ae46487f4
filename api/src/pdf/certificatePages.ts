/**
 * One certificate's pages in a pdf-lib document: the template page(s) (or the built-in testamur
 * background) with the data drawn at the field rectangles, the verification mark, then the Record
 * of Results. Shared by the in-memory renderer (renderCertificatesPdf.ts: previews, single copies,
 * the demo seed) and the streamed bulk renderer (streamedChunk.ts: print jobs, docs/architecture.md "Bulk work off the request path"), which differ only in where the template pages, backgrounds and images
 * come from (`PdfResources`). spec: DESIGN.md "PDFs".
 */
import { createHash } from 'node:crypto';
import {
  JpegEmbedder,
  PDFDocument,
  PDFEmbeddedPage,
  PDFImage,
  type PDFPage,
  PDFPageEmbedder,
  PngEmbedder,
} from 'pdf-lib';
import type { FieldRect } from '../db/schema.js';
import { memo } from '../util/memo.js';
import {
  defaultBackgroundPdf,
  drawStatementUnits,
  embedImage,
  fieldStyle,
  ownBuffer,
  statementUnitLines,
  testamurFields,
  testamurKindOf,
  type TestamurDesign,
} from './defaultLayout.js';
import { drawImageInRect, drawInRect } from './draw.js';
import { fieldImage, fieldText, isKnownField, LOGO_FIELDS } from './fieldValues.js';
import { type FontSet, safeText } from './fonts.js';
import { addRecordOfResults } from './recordOfResults.js';
import type { CertificateRenderData, TemplateSource } from './types.js';
import { defaultVerificationBox, drawVerificationMark, VERIFICATION_QR_FIELD } from './verificationQr.js';

/** Most template pages used per certificate. */
const MAX_TEMPLATE_PAGES = 10;

/** What a certificate's pages are drawn on and with, each embedded once per output document. */
export interface PdfResources {
  fonts: FontSet;
  /** The template's pages (at most MAX_TEMPLATE_PAGES), embedded as form XObjects. */
  templatePages(template: TemplateSource & { pdf: Uint8Array }): Promise<PDFEmbeddedPage[]>;
  /** The built-in background of `design` with the organisation's logo, as a form XObject. */
  background(design: TestamurDesign, logo: Uint8Array | null): Promise<PDFEmbeddedPage[]>;
  /** A PNG or JPEG image (signatures, logos). */
  image(bytes: Uint8Array): Promise<PDFImage>;
}

/**
 * How a document shares resources with others written into the same output (the streamed renderer,
 * streamedChunk.ts): before a resource is made, `claim` answers whether this document makes it
 * (`owner`) or only names it; `made` hears the resources this document makes, `named` the stand-ins
 * of those another document makes (same size, no content). Keys name content: the same key is the
 * same template, background or image.
 */
export interface ResourceSharing {
  claim(key: string, count: number): Promise<{ owner: boolean }>;
  made(key: string, objects: ReadonlyArray<PDFEmbeddedPage | PDFImage>): void;
  named(key: string, objects: ReadonlyArray<PDFEmbeddedPage | PDFImage>): void;
}

/**
 * A stand-in's embedder: its size only (another document writes the resource). pdf-lib checks an
 * embedder's class, so it has the class of the real one; it never embeds.
 */
function standIn<T extends object>(kind: { prototype: T }, width: number, height: number): T {
  return Object.assign(Object.create(kind.prototype) as T, {
    width,
    height,
    embedIntoContext: async (): Promise<never> => {
      throw new Error('a shared resource is written by the document that claimed it');
    },
  });
}

/** Width and height of PNG (IHDR) or JPEG (its frame header) bytes, without decoding them. */
async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const jpeg = await JpegEmbedder.for(ownBuffer(bytes));
  return { width: jpeg.width, height: jpeg.height };
}

/**
 * Resources made in `doc` on first use and kept for the document: the template by its key, each
 * background by its design and logo, each image by its bytes' SHA-1 (the same bytes object is
 * hashed once). With `sharing`, each is made only when this document claims it, else stood in for.
 */
export function documentResources(doc: PDFDocument, fonts: FontSet, sharing?: ResourceSharing): PdfResources {
  const pagesByKey = new Map<string, Promise<PDFEmbeddedPage[]>>();
  const imagesByHash = new Map<string, Promise<PDFImage>>();
  const imagesByBytes = new WeakMap<Uint8Array, Promise<PDFImage>>();
  /** Pages `indices` of the PDF `bytes`: embedded, or stood in for when another document writes them. */
  const pages = (key: string, bytes: () => Promise<Uint8Array>, maxPages: number) =>
    memo(pagesByKey, key, async () => {
      const src = await PDFDocument.load(await bytes(), { updateMetadata: false });
      const count = Math.min(src.getPageCount(), maxPages);
      if (!count) throw new Error('Template PDF has no pages');
      const indices = Array.from({ length: count }, (_, i) => i);
      if (sharing && !(await sharing.claim(key, count)).owner) {
        const named = indices.map((i) => {
          const { width, height } = src.getPage(i).getSize();
          return PDFEmbeddedPage.of(doc.context.nextRef(), doc, standIn(PDFPageEmbedder, width, height));
        });
        sharing.named(key, named);
        return named;
      }
      // A blank page (only form fields, e.g. for pre-printed stock) has no content stream, which
      // pdf-lib cannot embed: give it an empty one.
      for (const i of indices) if (!src.getPage(i).node.Contents()) src.getPage(i).pushOperators();
      const made = await doc.embedPdf(src, indices);
      sharing?.made(key, made);
      return made;
    });
  return {
    fonts,
    templatePages: (template) => pages(`t:${String(template.key)}`, async () => template.pdf, MAX_TEMPLATE_PAGES),
    background: (design, logo) => {
      const logoKey = logo?.length ? createHash('sha1').update(logo).digest('hex') : '';
      return pages(`d:${JSON.stringify(design)}:${logoKey}`, () => defaultBackgroundPdf(design, logo), 1);
    },
    image: (bytes) =>
      memo(imagesByBytes, bytes, () => {
        const key = `i:${createHash('sha1').update(bytes).digest('hex')}`;
        return memo(imagesByHash, key, async () => {
          if (sharing && !(await sharing.claim(key, 1)).owner) {
            const { width, height } = await imageSize(bytes);
            const named = PDFImage.of(doc.context.nextRef(), doc, standIn(PngEmbedder, width, height));
            sharing.named(key, [named]);
            return named;
          }
          const image = await embedImage(doc, bytes);
          sharing?.made(key, [image]);
          return image;
        });
      }),
  };
}

/**
 * Appends one certificate to `doc`: its template page(s) with the data drawn at the field
 * rectangles (no form fields) — or, for a template whose pdf or fields are null (or that has no
 * known field), the built-in testamur layout — then its verification mark and its Record of
 * Results when it carries units. Answers the pages added, in order. Throws for an image that is
 * neither PNG nor JPEG.
 */
export async function drawCertificate(
  doc: PDFDocument,
  item: { template: TemplateSource; data: CertificateRenderData },
  resources: PdfResources,
): Promise<PDFPage[]> {
  const { template, data } = item;
  const { fonts } = resources;
  const custom = template.pdf && template.fields && Object.keys(template.fields).some(isKnownField);
  let pages: PDFEmbeddedPage[];
  let fields: Record<string, FieldRect>;
  let unitLines: Array<[string, string]> = [];
  if (custom) {
    pages = await resources.templatePages(template as TemplateSource & { pdf: Uint8Array });
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
    pages = await resources.background(design, data.organisation.logo ?? null);
    fields = testamurFields(kind, slots);
  }

  const outPages: PDFPage[] = pages.map((ep) => {
    const page = doc.addPage([ep.width, ep.height]);
    page.drawPage(ep, { x: 0, y: 0, width: ep.width, height: ep.height });
    return page;
  });
  await drawFields(outPages, fields, data, fonts, resources.image);
  if (unitLines.length && outPages[0]) drawStatementUnits(outPages[0], fonts, unitLines);
  if (data.verification) drawVerification(outPages, fields, data.verification, fonts);
  return [...outPages, ...addRecordOfResults(doc, fonts, data)];
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
 * The verification mark (docs/verification.md) in the `verification_qr` field, or in
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
