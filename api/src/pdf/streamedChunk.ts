/**
 * One chunk of a streamed bulk PDF (docs/architecture.md "Bulk work off the request path"), rendered in a
 * worker thread (renderWorker.ts): the chunk's certificates drawn in a pdf-lib document of its own
 * (certificatePages.ts), then its page objects — page dictionaries, content streams and whatever
 * they own — serialised as numbered objects of the OUTPUT file (pdfObjects.ts), to be appended to it
 * by the main thread (streamedPdf.ts). Only the chunk is ever in memory.
 *
 * Numbering: object numbers of the output are taken from one shared counter (`Atomics.add`), so
 * chunks rendered in parallel never collide. What every chunk shares is written once: the fonts
 * (streamedFonts.ts, at the end, numbers reserved up front), the page tree and the signature widget
 * (numbers reserved up front), and each template page, built-in background and image, which the
 * first chunk to use it claims through `claim` (the main thread's registry, keyed by content):
 * that chunk writes it; the others name its number and drop their copy.
 */
import { PDFDocument, PDFName, type PDFObject, PDFRef } from 'pdf-lib';
import { documentResources, drawCertificate } from './certificatePages.js';
import { compressContentStreams, fastAppend } from './fastDoc.js';
import { type Face, embedFontSet } from './fonts.js';
import { renumberReferences, type SerializedObjects, serializeObjects } from './pdfObjects.js';
import { fontRefs, trackGlyphs, type UsedGlyphs } from './streamedFonts.js';
import type { CertificateRenderData, TemplateSource } from './types.js';

/** The object numbers reserved for what every chunk names. */
export interface ReservedNumbers {
  /** The root of the page tree (every page's `/Parent`). */
  pages: number;
  /** The signature widget (in the first page's `/Annots`). */
  widget: number;
  /** A `null` object: what a reference to a missing object (in an uploaded template) becomes. */
  nothing: number;
  fonts: Record<Face, number>;
}

/** What a chunk renders. */
export interface ChunkInput {
  items: Array<{ template: TemplateSource; data: CertificateRenderData }>;
  /** The chunk with the output's first page (which carries the signature widget). */
  first: boolean;
  reserved: ReservedNumbers;
  /** The output's next free object number, at index 0 (an Int32Array over a SharedArrayBuffer). */
  counter: Int32Array;
}

/** What a chunk gives back: its objects, its pages' numbers in order, and the glyphs it used. */
export interface ChunkOutput extends SerializedObjects {
  pages: Int32Array;
  glyphs: UsedGlyphs;
}

/**
 * The registry of shared resources: the output's first of the `count` numbers of `key` (a template's
 * pages are one resource), and whether this chunk writes it (the first to ask does).
 */
export type ClaimShared = (key: string, count: number) => Promise<{ number: number; owner: boolean }>;

/** Takes `n` consecutive free object numbers of the output; answers the first. */
export const takeNumbers = (counter: Int32Array, n: number): number => Atomics.add(counter, 0, n);

/** Renders `input` (see the file's docstring). Throws for an image that is neither PNG nor JPEG. */
export async function renderChunk(input: ChunkInput, claim: ClaimShared): Promise<ChunkOutput> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  fastAppend(doc);
  const { context } = doc;
  const fonts = await embedFontSet(doc, { subset: false });
  const usedGlyphs = trackGlyphs(fonts);

  /** Local object number → output number, for what is named here but written once for all. */
  const global = new Map<number, number>();
  const owned = new Set<number>();
  const toEmbed: Array<{ embed(): Promise<void> }> = [];
  const numbers = new Map<string, number>();
  const resources = documentResources(doc, fonts, {
    claim: async (key, count) => {
      const { number, owner } = await claim(key, count);
      numbers.set(key, number);
      return { owner };
    },
    made: (key, objects) => {
      objects.forEach((obj, i) => {
        global.set(obj.ref.objectNumber, numbers.get(key)! + i);
        owned.add(obj.ref.objectNumber);
      });
      toEmbed.push(...objects);
    },
    named: (key, objects) => {
      for (const [i, obj] of objects.entries()) global.set(obj.ref.objectNumber, numbers.get(key)! + i);
    },
  });

  const pages = [];
  for (const item of input.items) pages.push(...(await drawCertificate(doc, item, resources)));
  for (const obj of toEmbed) await obj.embed();

  const { reserved } = input;
  const fontRef = fontRefs(fonts);
  for (const face of Object.keys(fontRef) as Face[]) global.set(fontRef[face].objectNumber, reserved.fonts[face]);
  const pagesRoot = context.trailerInfo.Root ? doc.catalog.get(PDFName.of('Pages')) : undefined;
  if (pagesRoot instanceof PDFRef) global.set(pagesRoot.objectNumber, reserved.pages);
  if (input.first && pages[0]) {
    const widget = context.nextRef();
    global.set(widget.objectNumber, reserved.widget);
    pages[0].node.set(PDFName.of('Annots'), context.obj([widget]));
  }
  compressContentStreams(doc);

  // Everything left in this document but its catalog and page tree is the chunk's to write.
  const skip = new Set([context.trailerInfo.Root, pagesRoot].map((r) => (r instanceof PDFRef ? r.objectNumber : -1)));
  const objects = context.enumerateIndirectObjects().filter(([ref]) => !skip.has(ref.objectNumber));
  const fresh = objects.filter(([ref]) => !owned.has(ref.objectNumber));
  let next = takeNumbers(input.counter, fresh.length);
  for (const [ref] of fresh) global.set(ref.objectNumber, next++);

  // A reference to nothing (possible in an uploaded template's objects) names the null object.
  const renumber = (ref: PDFRef): PDFRef => PDFRef.of(global.get(ref.objectNumber) ?? reserved.nothing);
  renumberReferences(
    objects.map(([, obj]) => obj as PDFObject),
    renumber,
  );
  const serialized = serializeObjects(objects.map(([ref, obj]) => [global.get(ref.objectNumber)!, obj] as const));
  return {
    ...serialized,
    pages: Int32Array.from(pages, (p) => global.get(p.ref.objectNumber)!),
    glyphs: usedGlyphs(),
  };
}
