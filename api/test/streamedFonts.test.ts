/**
 * The fonts of a streamed bulk PDF are written by whichever render thread finishes last
 * (api/src/pdf/streamedFonts.ts), often one that never shaped the text they carry. Their ToUnicode
 * must still give each glyph its characters, or copying a learner's name from the PDF (and the
 * text a screen reader or a search finds) comes out wrong: docs/architecture.md "Bulk work off the request path".
 */
import { decodePDFRawStream, PDFContext, PDFDict, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { FACES, type Face, FONT_FEATURES, fontFaces } from '../src/pdf/fonts.js';
import { fontObjects, type UsedGlyphs } from '../src/pdf/streamedFonts.js';

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The ToUnicode entries of the face written at `ref`: CID (hex) → UTF-16BE (hex). */
function toUnicode(context: PDFContext, ref: PDFRef): Map<string, string> {
  const stream = context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode')) as PDFRawStream;
  const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  return new Map([...text.matchAll(/<([0-9A-F]{4})> <([0-9A-F]*)>/gi)].map((m) => [m[1]!, m[2]!.toUpperCase()]));
}

describe('streamed PDF fonts written by a thread that shaped none of their text', () => {
  it('map a ligature to its letters and a glyph known only by its id to its cmap character', async () => {
    // Glyph ids as a chunk thread shapes them (what fontObjects is handed), from a parse of the
    // font of its own: this thread's shared font (a fresh test file) has shaped nothing yet.
    const probe = fontkit.create(Buffer.from(fontFaces()!.regular)) as unknown as {
      layout(text: string, features: unknown): { glyphs: Array<{ id: number }> };
    };
    const [fi, , zero] = probe.layout('fi 0', FONT_FEATURES).glyphs.map((g) => g.id);
    const used = Object.fromEntries(FACES.map((f) => [f, []])) as unknown as UsedGlyphs;
    used.regular = [
      [fi!, [0x66, 0x69]],
      [zero!, []],
    ];
    const context = PDFContext.create();
    const refs = Object.fromEntries(FACES.map((f) => [f, context.nextRef()])) as Record<Face, PDFRef>;
    await fontObjects(context, refs, used);

    const map = toUnicode(context, refs.regular);
    expect(map.get(hex(fi!))).toBe('00660069');
    expect(map.get(hex(zero!))).toBe('0030');
  });
});
