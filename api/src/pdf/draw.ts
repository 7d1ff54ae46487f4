import {
  type Color,
  PDFHexString,
  PDFOperator,
  type PDFOperatorNames,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  setFillingColor,
  setStrokingColor,
} from 'pdf-lib';
import type { FieldRect } from '../db/schema.js';
import { memo } from '../util/memo.js';
import { textWidth } from './fonts.js';

export interface TextStyle {
  font: PDFFont;
  color: Color;
  /** Largest size; the text shrinks until it fits the rectangle's width. */
  size: number;
  minSize?: number;
  align?: 'center' | 'left' | 'right';
  /** Extra space between characters, in points at the largest size (scaled with the text). */
  letterSpacing?: number;
}

/** Size at which text fits maxWidth, from style.size down to style.minSize (default 5). */
export function fitSize(text: string, maxWidth: number, style: TextStyle): number {
  const min = style.minSize ?? 5;
  let size = style.size;
  const width = (s: number) => textWidth(style.font, text, s) + spacingAt(style, s) * Math.max(0, [...text].length - 1);
  const w = width(size);
  if (w > maxWidth && w > 0) size = Math.max(min, Math.floor(((size * maxWidth) / w) * 10) / 10);
  while (size > min && width(size) > maxWidth) size = Math.max(min, size - 0.25);
  return size;
}

function spacingAt(style: TextStyle, size: number): number {
  return style.letterSpacing ? (style.letterSpacing * size) / style.size : 0;
}

/** Draws one line at baseline y, horizontally aligned within [x, x + width]; returns the size used. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, width: number, style: TextStyle): number {
  if (!text) return style.size;
  const size = fitSize(text, width, style);
  const spacing = spacingAt(style, size);
  const w = textWidth(style.font, text, size) + spacing * Math.max(0, [...text].length - 1);
  const align = style.align ?? 'center';
  const left = align === 'left' ? x : align === 'right' ? x + width - w : x + (width - w) / 2;
  drawTextFast(page, text, left, y, size, style.font, style.color, spacing);
  return size;
}

const encoded = new WeakMap<PDFFont, Map<string, PDFHexString>>();
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, string>>();

/**
 * A number as content-stream text: rounded to 1/1000 point (far below what print or screen can
 * show), never in exponent notation. pdf-lib's PDFNumber formats each operand through a general
 * converter, which with the objects it makes was a fifth of the cost of drawing a certificate.
 */
export function pdfNumber(n: number): string {
  const r = Math.round(n * 1000) / 1000;
  return r === 0 ? '0' : String(r);
}

const fillColours = new WeakMap<Color, string>();
const strokeColours = new WeakMap<Color, string>();
/** The colour operators of `color` as text (`r g b rg`), each colour formatted once. */
export const fillColour = (color: Color): string => memo(fillColours, color, () => setFillingColor(color).toString());
const strokeColour = (color: Color): string => memo(strokeColours, color, () => setStrokingColor(color).toString());

/**
 * Appends content-stream operators, given as their text (PDF 32000-1 §8.2: operands, then the
 * operator), to the page's content as one entry: what the shapes and text drawn on every
 * certificate use instead of one pdf-lib object per operator and operand.
 */
export function pushContent(page: PDFPage, text: string): void {
  // An operator "named" by the whole text is written as that text.
  page.pushOperators(PDFOperator.of(text as PDFOperatorNames));
}

/** A filled rectangle (lower-left corner x, y; points). */
export function fillRect(page: PDFPage, x: number, y: number, width: number, height: number, color: Color): void {
  pushContent(
    page,
    `q ${fillColour(color)} ${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re f Q`,
  );
}

/** A rectangle's outline, `lineWidth` points wide, centred on its edges. */
export function strokeRect(
  page: PDFPage,
  x: number,
  y: number,
  width: number,
  height: number,
  color: Color,
  lineWidth: number,
): void {
  pushContent(
    page,
    `q ${strokeColour(color)} ${pdfNumber(lineWidth)} w ${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re S Q`,
  );
}

/** A straight line from (x1, y1) to (x2, y2), `lineWidth` points wide. */
export function strokeLine(
  page: PDFPage,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: Color,
  lineWidth: number,
): void {
  pushContent(
    page,
    `q ${strokeColour(color)} ${pdfNumber(lineWidth)} w ${pdfNumber(x1)} ${pdfNumber(y1)} m ${pdfNumber(x2)} ${pdfNumber(y2)} l S Q`,
  );
}

/**
 * One line of text at (x, baseline y). Unlike PDFPage.drawText it registers each font once per
 * page (not once per call) and encodes each distinct string once per document: bulk output
 * repeats the same labels, course names and signee names on every certificate.
 */
export function drawTextFast(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
  spacing = 0,
): void {
  if (!text) return;
  const hex = memo(
    memo(encoded, font, () => new Map<string, PDFHexString>()),
    text,
    () => font.encodeText(text),
  );
  drawEncodedText(page, hex, x, y, size, font, color, spacing);
}

/** drawTextFast for text already encoded with `font` (font.encodeText or encodeByCharacter). */
export function drawEncodedText(
  page: PDFPage,
  hex: PDFHexString,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
  spacing = 0,
): void {
  const keys = memo(fontKeys, page, () => new Map<PDFFont, string>());
  const key = memo(keys, font, () => page.node.newFontDictionary(font.name, font.ref).toString());
  const tc = spacing ? ` ${pdfNumber(spacing)} Tc` : '';
  pushContent(
    page,
    `BT ${fillColour(color)} ${key} ${pdfNumber(size)} Tf${tc} 1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm ${hex.toString()} Tj${spacing ? ' 0 Tc' : ''} ET`,
  );
}

const charCodes = new WeakMap<PDFFont, Map<string, string>>();

/**
 * Encodes text one character at a time (each character encoded once per document), without
 * laying the whole string out: for strings new on every certificate (verification codes) whose
 * characters need no shaping (no ligature or kerning), where a layout per string is the cost.
 */
export function encodeByCharacter(font: PDFFont, text: string): PDFHexString {
  const codes = memo(charCodes, font, () => new Map<string, string>());
  let hex = '';
  for (const ch of text) hex += memo(codes, ch, () => font.encodeText(ch).asString());
  return PDFHexString.of(hex);
}

/** Draws text shrunk to fit and centred (vertically too) in a field rectangle. */
export function drawInRect(page: PDFPage, text: string, rect: FieldRect, style: TextStyle): void {
  if (!text) return;
  const pad = Math.min(2, rect.width * 0.02);
  const base = rect.fontSize && rect.fontSize > 0 ? rect.fontSize : Math.min(style.size, rect.height * 0.72);
  const s: TextStyle = {
    ...style,
    size: base,
    letterSpacing: style.letterSpacing ? (style.letterSpacing * base) / style.size : 0,
  };
  const size = fitSize(text, rect.width - 2 * pad, s);
  const ascent = style.font.heightAtSize(size, { descender: false });
  const full = style.font.heightAtSize(size);
  const descent = full - ascent;
  // centre the cap/x-height body rather than the full (accent-inclusive) ascent
  const body = ascent * 0.78 + descent;
  const y = rect.y + (rect.height - body) / 2 + descent;
  drawLine(page, text, rect.x + pad, y, rect.width - 2 * pad, { ...s, size, minSize: size });
}

/** Fits an image into a rectangle keeping its aspect ratio, centred horizontally. */
export function drawImageInRect(
  page: PDFPage,
  image: PDFImage,
  rect: FieldRect,
  valign: 'center' | 'bottom' = 'center',
): void {
  const scale = Math.min(rect.width / image.width, rect.height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const y = valign === 'bottom' ? rect.y : rect.y + (rect.height - h) / 2;
  page.drawImage(image, { x: rect.x + (rect.width - w) / 2, y, width: w, height: h });
}

/**
 * Splits text into lines no wider than maxWidth, breaking at spaces; a word longer than a line is
 * broken too (after a '/', '-' or '.' when one falls on the line, else between characters), so no
 * text is ever cut off. Always at least one line ('' for empty text).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) <= maxWidth) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (line.length > 1 && textWidth(font, line, size) > maxWidth) {
      const cut = breakPoint(line, font, size, maxWidth);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Where to break an over-long word: the longest prefix that fits, ending after '/', '-' or '.' if it can. */
function breakPoint(word: string, font: PDFFont, size: number, maxWidth: number): number {
  const chars = [...word];
  let fit = 1;
  let prefix = chars[0]!;
  for (let i = 1; i < chars.length; i++) {
    const next = prefix + chars[i];
    if (textWidth(font, next, size) > maxWidth) break;
    prefix = next;
    fit = i + 1;
  }
  let cut = fit;
  for (let i = fit; i > fit / 2; i--) {
    if ('/-.'.includes(chars[i - 1]!)) {
      cut = i;
      break;
    }
  }
  return chars.slice(0, cut).join('').length;
}
