import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** The four faces every certificate uses (EB Garamond: wide Latin, Vietnamese, Greek, Cyrillic). */
export interface FontSet {
  regular: PDFFont;
  italic: PDFFont;
  semibold: PDFFont;
  semiboldItalic: PDFFont;
  /** false when the TTFs were unavailable and WinAnsi standard fonts are used instead. */
  unicode: boolean;
}

type Face = Exclude<keyof FontSet, 'unicode'>;

const FILES: Record<Face, string> = {
  regular: '400Regular/EBGaramond_400Regular.ttf',
  italic: '400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
  semibold: '600SemiBold/EBGaramond_600SemiBold.ttf',
  semiboldItalic: '600SemiBold_Italic/EBGaramond_600SemiBold_Italic.ttf',
};

const STANDARD: Record<Face, StandardFonts> = {
  regular: StandardFonts.TimesRoman,
  italic: StandardFonts.TimesRomanItalic,
  semibold: StandardFonts.TimesRomanBold,
  semiboldItalic: StandardFonts.TimesRomanBoldItalic,
};

let cached: Record<Face, Uint8Array> | null | undefined;

interface SubsetInternals {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}
let patched = false;

/**
 * fontkit's TrueType subsetter copies glyph records unpadded, and with a short `loca` table
 * (offsets stored halved) odd-length records shift every following glyph: Google Fonts TTFs such
 * as EB Garamond then lose most glyphs. Pads each copied record to 4 bytes (once per process).
 */
function patchSubsetPadding(fontBytes: Uint8Array): void {
  if (patched) return;
  patched = true;
  const font = fontkit.create(fontBytes) as unknown as { createSubset(): object };
  const proto = Object.getPrototypeOf(font.createSubset()) as SubsetInternals;
  const addGlyph = proto._addGlyph;
  if (typeof addGlyph !== 'function') return;
  proto._addGlyph = function (this: SubsetInternals, gid: number): number {
    const id = addGlyph.call(this, gid);
    const buf = this.glyf[this.glyf.length - 1];
    if (buf && buf.length % 4) {
      // same Buffer class as fontkit's own (its bundled polyfill), so its encoder accepts it
      const padded = (buf.constructor as unknown as { alloc(n: number): Uint8Array }).alloc(
        buf.length + 4 - (buf.length % 4),
      );
      padded.set(buf);
      this.glyf[this.glyf.length - 1] = padded;
      this.offset += padded.length - buf.length;
    }
    return id;
  };
}

/** Reads the TTF files once per process; null when the font package is missing. */
export function loadFontBytes(): Record<Face, Uint8Array> | null {
  if (cached !== undefined) return cached;
  try {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@expo-google-fonts/eb-garamond/package.json'));
    const out = {} as Record<Face, Uint8Array>;
    for (const face of Object.keys(FILES) as Face[]) out[face] = readFileSync(join(dir, FILES[face]));
    cached = out;
  } catch {
    cached = null;
  }
  return cached;
}

interface FontkitGlyph {
  codePoints: number[];
}
type FontkitFont = {
  layout(text: string, ...rest: unknown[]): unknown;
  createSubset(): object;
  getGlyph(id: number, characters?: number[]): FontkitGlyph | null;
  _cmapProcessor: { codePointsForGlyph(id: number): number[] };
};
const fontCache = new WeakMap<Uint8Array, FontkitFont>();
const LAYOUT_CACHE_MAX = 20_000;
/** Upper-case letters, digits and the punctuation of codes: text no ligature or contextual form touches. */
const CODE_LIKE = /^[0-9A-Z_.:/#-]+$/;

/**
 * fontkit for pdf-lib, with each font parsed once per process and its shaping (`layout`, which
 * pdf-lib calls to encode and to measure every string) memoised: shaping EB Garamond dominated
 * bulk rendering. Glyph runs are only read by pdf-lib, so sharing them is safe.
 */
const cachingFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    let font = fontCache.get(buffer);
    if (font) return font;
    font = fontkit.create(buffer, postscriptName) as unknown as FontkitFont;
    // fontkit keeps each glyph object with the code points of whoever asked for it first; a glyph
    // first met without them (a composite's component while subsetting, a CID looked up by id)
    // would keep none, and every later PDF's ToUnicode would lose that character. Fill them from
    // the caller, else from the font's cmap.
    const getGlyph = font.getGlyph.bind(font);
    const cmap = font._cmapProcessor;
    font.getGlyph = (id, characters) => {
      const glyph = getGlyph(id, characters);
      if (glyph && !glyph.codePoints.length) {
        const codePoints = characters?.length ? characters : cmap.codePointsForGlyph(id);
        if (codePoints.length) glyph.codePoints = codePoints;
      }
      return glyph;
    };
    const layout = font.layout.bind(font);
    const runs = new Map<string, unknown>();
    // pdf-lib passes the same features object with every call: its part of the key is made once.
    const suffixes = new WeakMap<object, string>();
    const keyOf = (text: string, rest: unknown[]): string => {
      const [features] = rest;
      if (features === undefined) return text;
      if (rest.length > 1 || typeof features !== 'object' || features === null) {
        return `${text}\u0000${JSON.stringify(rest)}`;
      }
      let suffix = suffixes.get(features);
      if (suffix === undefined) {
        suffix = `\u0000${JSON.stringify(rest)}`;
        suffixes.set(features, suffix);
      }
      return text + suffix;
    };
    const shape = (text: string, rest: unknown[]): { glyphs: unknown[] } => {
      if (text.length > 1 && text.includes(' ')) return byWord(text, rest);
      if (text.length > 1 && CODE_LIKE.test(text)) return byCharacter(text, rest);
      return layout(text, ...rest) as { glyphs: unknown[] };
    };
    const cached = (text: string, rest: unknown[]): { glyphs: unknown[] } => {
      const key = keyOf(text, rest);
      let run = runs.get(key) as { glyphs: unknown[] } | undefined;
      if (run === undefined) {
        if (runs.size >= LAYOUT_CACHE_MAX) runs.clear();
        run = shape(text, rest);
        runs.set(key, run);
      }
      return run;
    };
    // A text with spaces is shaped word by word (each word's run cached): kerning is off and
    // ligatures never span a space, so the glyphs are the same, and a sentence new on every
    // certificate ("… numbered ABC-000123.") shapes only its new word. pdf-lib reads only `glyphs`.
    const byWord = (text: string, rest: unknown[]) => ({
      glyphs: text.split(/( )/).flatMap((piece) => (piece ? cached(piece, rest).glyphs : [])),
    });
    // A code (credential numbers: new on every certificate) is shaped character by character: its
    // upper-case letters, digits and punctuation take no ligature.
    const byCharacter = (text: string, rest: unknown[]) => ({
      glyphs: [...text].flatMap((ch) => cached(ch, rest).glyphs),
    });
    font.layout = (text: string, ...rest: unknown[]) => cached(text, rest);
    fontCache.set(buffer, font);
    return font;
  },
};

/** pdf-lib ignores GPOS positioning (it sums advance widths), so positioning features are skipped. */
const FEATURES = { kern: false, mark: false, mkmk: false, curs: false, dist: false };

/** The four faces' names. */
export const FACES = Object.keys(FILES) as Face[];
export type { Face };

/** The TTF bytes of the faces (subsetting made safe once per thread), or null when unavailable. */
export function fontFaces(): Record<Face, Uint8Array> | null {
  const bytes = loadFontBytes();
  if (bytes) patchSubsetPadding(bytes.regular);
  return bytes;
}

/** The fontkit pdf-lib uses here: each font parsed once per thread, its shaping memoised. */
export const sharedFontkit = cachingFontkit as unknown as typeof fontkit;

/** The shaping features used (pdf-lib ignores GPOS positioning). */
export const FONT_FEATURES = FEATURES;

/** The standard font standing in for each face when the TTFs are unavailable. */
export const STANDARD_FACES = STANDARD;

/**
 * Embeds the four faces into doc, once per document: subset (the default), or — `subset: false`,
 * for the streamed bulk renderer, whose fonts are written once per output from the glyphs every
 * chunk used (streamedFonts.ts) — encoding glyphs by their ids in the whole font.
 */
export async function embedFontSet(doc: PDFDocument, opts: { subset?: boolean } = {}): Promise<FontSet> {
  const bytes = fontFaces();
  const faces = FACES;
  if (bytes) {
    doc.registerFontkit(sharedFontkit);
    const subset = opts.subset ?? true;
    const fonts = await Promise.all(faces.map((f) => doc.embedFont(bytes[f], { subset, features: FEATURES })));
    return { ...(Object.fromEntries(faces.map((f, i) => [f, fonts[i]])) as Record<Face, PDFFont>), unicode: true };
  }
  const fonts = await Promise.all(faces.map((f) => doc.embedFont(STANDARD[f])));
  return { ...(Object.fromEntries(faces.map((f, i) => [f, fonts[i]])) as Record<Face, PDFFont>), unicode: false };
}

/** Text safe for the font set: with standard fonts, strips diacritics and drops what WinAnsi lacks. */
export function safeText(fonts: FontSet, text: string): string {
  const t = (text ?? '').replace(/[\r\n\t]+/g, ' ');
  if (fonts.unicode) return t;
  return t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Đđ]/g, (c) => (c === 'Đ' ? 'D' : 'd'))
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

/** Text widths at size 1000 per face (the fontkit font or standard font behind a PDFFont) and string. */
const widthCache = new WeakMap<object, Map<string, number>>();

/**
 * Width of text at size, cached per face and string: bulk output measures the same strings, and a
 * streamed bulk PDF renders each chunk in a document of its own with the same faces.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const face = (font as unknown as { embedder?: { font?: object } }).embedder?.font ?? font;
  let widths = widthCache.get(face);
  if (!widths) {
    widths = new Map();
    widthCache.set(face, widths);
  }
  let w = widths.get(text);
  if (w === undefined) {
    if (widths.size > 20000) widths.clear();
    w = font.widthOfTextAtSize(text, 1000);
    widths.set(text, w);
  }
  return (w * size) / 1000;
}
