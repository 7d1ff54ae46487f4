import {
  beginText,
  endText,
  setCharacterSpacing,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  PDFHexString,
  type PDFName,
  type PDFFont,
  type PDFImage,
  type PDFPage,
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
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

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
  const keys = memo(fontKeys, page, () => new Map<PDFFont, PDFName>());
  const key = memo(keys, font, () => page.node.newFontDictionary(font.name, font.ref));
  page.pushOperators(
    beginText(),
    setFillingColor(color),
    setFontAndSize(key, size),
    ...(spacing ? [setCharacterSpacing(spacing)] : []),
    setTextMatrix(1, 0, 0, 1, x, y),
    showText(hex),
    ...(spacing ? [setCharacterSpacing(0)] : []),
    endText(),
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
