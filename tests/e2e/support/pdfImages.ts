/**
 * The images a PDF page draws, read with pdf.js's operator list (the same engine the web app
 * uses): image XObjects painted by the page, also inside the form XObjects it draws, and inline
 * images. DESIGN.md "PDFs": a printed certificate carries the organisation's logo and the
 * signees' signatures as images fitted into the template's fields.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { STANDARD_FONTS } from './pdfText';

/** One distinct image drawn on the page, with its size in pixels. */
export interface PdfImage {
  /** pdf.js's id of the image object (inline images get one per occurrence). */
  id: string;
  width: number;
  height: number;
}

/** The distinct images page `pageNumber` (1-based) of `bytes` draws, in drawing order. */
export async function pdfPageImages(bytes: Uint8Array, pageNumber = 1): Promise<PdfImage[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const { fnArray, argsArray } = await page.getOperatorList();
    const images = new Map<string, PdfImage>();
    fnArray.forEach((fn, i) => {
      const args = argsArray[i] as unknown[];
      if (fn === OPS.paintImageXObject) {
        const [id, width, height] = args as [string, number, number];
        if (!images.has(id)) images.set(id, { id, width, height });
      } else if (fn === OPS.paintInlineImageXObject) {
        const { width, height } = args[0] as { width: number; height: number };
        images.set(`inline-${i}`, { id: `inline-${i}`, width, height });
      }
    });
    return [...images.values()];
  } finally {
    await doc.destroy();
  }
}
