/**
 * What the api's tests read of a PDF: the text of each page with whitespace removed (letter-spaced
 * headings split into single glyphs, so comparisons squash spaces too), through pdf.js.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of `bytes`, whitespace removed. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await doc.destroy();
  return out;
}
