/**
 * The fonts of a streamed bulk PDF (docs/architecture.md "Bulk work off the request path"), embedded ONCE per
 * output although its pages are drawn by several chunks in parallel (streamedChunk.ts).
 *
 * Each chunk draws with the whole font (pdf-lib's `CustomFontEmbedder`, `subset: false`): its
 * content streams name glyphs by their ids in the whole font, and it reports which ids it used. When
 * every chunk is done, `fontObjects` writes each face once as a Type0 / CIDFontType2 font whose
 * CIDs are those glyph ids: the embedded TrueType is a subset of the union of the used glyphs
 * (fontkit renumbers them), a `/CIDToGIDMap` stream maps each CID to its glyph in the subset, and
 * `/W` and `/ToUnicode` (pdf-lib's, from the used glyphs) are keyed by CID. ISO 32000-1 §9.7.4.2.
 */
import {
  CustomFontEmbedder,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFFont,
  type PDFRef,
  StandardFontEmbedder,
} from 'pdf-lib';
import { FACES, type Face, FONT_FEATURES, type FontSet, fontFaces, STANDARD_FACES, sharedFontkit } from './fonts.js';

/**
 * The glyphs each face drew, as [glyph id, the code points it stands for] (empty for the standard
 * fonts, which need none). The code points come from the shaping thread: the thread that writes
 * the fonts may never have shaped a ligature itself.
 */
export type UsedGlyphs = Record<Face, Array<[id: number, codePoints: number[]]>>;

interface GlyphRun {
  glyphs: Array<{ id: number; codePoints: number[] }>;
}

interface WholeFontEmbedder {
  font: { layout(text: string, features?: unknown): GlyphRun };
  fontFeatures: unknown;
  encodeText(text: string): unknown;
}

/**
 * Records the glyph ids `fonts` (embedded with `subset: false`) encode from now on; answers the
 * function that reads them. Standard fonts (no TTFs installed) record nothing.
 */
export function trackGlyphs(fonts: FontSet): () => UsedGlyphs {
  const used = Object.fromEntries(FACES.map((f) => [f, new Map<number, number[]>()])) as Record<
    Face,
    Map<number, number[]>
  >;
  if (fonts.unicode) {
    for (const face of FACES) {
      const embedder = (fonts[face] as unknown as { embedder: WholeFontEmbedder }).embedder;
      const encode = embedder.encodeText.bind(embedder);
      const seen = used[face];
      embedder.encodeText = (text: string) => {
        // the layout is memoised per font (fonts.ts), so reading it twice costs a map look-up
        for (const g of embedder.font.layout(text, embedder.fontFeatures).glyphs) {
          if (!seen.get(g.id)?.length) seen.set(g.id, g.codePoints);
        }
        return encode(text);
      };
    }
  }
  return () => Object.fromEntries(FACES.map((f) => [f, [...used[f]]])) as UsedGlyphs;
}

/** The union of several chunks' used glyphs. */
export function mergeGlyphs(into: UsedGlyphs | null, more: UsedGlyphs): UsedGlyphs {
  if (!into) return Object.fromEntries(FACES.map((f) => [f, [...more[f]]])) as UsedGlyphs;
  for (const face of FACES) {
    const byId = new Map(into[face]);
    for (const [id, codePoints] of more[face]) if (!byId.get(id)?.length) byId.set(id, codePoints);
    into[face] = [...byId];
  }
  return into;
}

/** The local ref of each face in a chunk's document (mapped to the output's font numbers). */
export const fontRefs = (fonts: FontSet): Record<Face, PDFRef> =>
  Object.fromEntries(FACES.map((f) => [f, (fonts[f] as PDFFont).ref])) as Record<Face, PDFRef>;

/** A glyph as pdf-lib's embedder reads it (fontkit). */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface FontkitFont {
  getGlyph(id: number): Glyph;
  createSubset(): { includeGlyph(id: number): number; encodeStream(): NodeJS.ReadableStream };
}

const subsetBytes = (stream: NodeJS.ReadableStream): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    stream.on('data', (b: Uint8Array) => parts.push(b));
    stream.on('end', () => resolve(Buffer.concat(parts)));
    stream.on('error', reject);
  });

/**
 * Registers the four faces in `context` at `refs` (the numbers every chunk's pages name): with the
 * TTFs, each a Type0 font over the glyphs `used` (see the file's docstring); without them, the
 * standard fonts the chunks drew with. Answers nothing: the objects are in `context`.
 */
export async function fontObjects(context: PDFContext, refs: Record<Face, PDFRef>, used: UsedGlyphs): Promise<void> {
  const bytes = fontFaces();
  for (const face of FACES) {
    if (!bytes) {
      await StandardFontEmbedder.for(
        STANDARD_FACES[face] as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
      ).embedIntoContext(context, refs[face]);
      continue;
    }
    const embedder = (await CustomFontEmbedder.for(
      sharedFontkit,
      bytes[face],
      undefined,
      FONT_FEATURES,
    )) as unknown as {
      font: FontkitFont;
      glyphCache: { access(): Glyph[] };
      serializeFont(): Promise<Uint8Array>;
      embedIntoContext(context: PDFContext, ref: PDFRef): Promise<PDFRef>;
    };
    const font = embedder.font;
    const codePointsOf = new Map(used[face]);
    const ids = [...new Set([0, ...codePointsOf.keys()])].sort((a, b) => a - b);
    // What the shaping thread saw, never this thread's glyph objects (fonts.ts `cachingFontkit`).
    const glyphs = ids.map((id) => {
      const { advanceWidth, codePoints } = font.getGlyph(id);
      const shaped = codePointsOf.get(id);
      return { id, advanceWidth, codePoints: shaped?.length ? shaped : codePoints };
    });
    const subset = font.createSubset();
    const map = new Uint8Array(2 * (ids[ids.length - 1]! + 1));
    for (const id of ids) {
      const gid = subset.includeGlyph(id);
      map[2 * id] = gid >> 8;
      map[2 * id + 1] = gid & 0xff;
    }
    const fontFile = await subsetBytes(subset.encodeStream());
    // pdf-lib writes W and ToUnicode from `glyphCache`, keyed by each glyph's id in the whole font.
    embedder.glyphCache = { access: () => glyphs };
    embedder.serializeFont = async () => fontFile;
    await embedder.embedIntoContext(context, refs[face]);
    const type0 = context.lookup(refs[face], PDFDict);
    const descendant = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    descendant.set(PDFName.of('CIDToGIDMap'), context.register(context.flateStream(map)));
  }
}
