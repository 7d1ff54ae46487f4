/**
 * The verification mark of a printed certificate (docs/verification.md): a QR code of
 * the certificate's `/verify/{code}` link drawn as vectors (one filled path of module rectangles,
 * about 700 bytes compressed per certificate), the code in text grouped for reading, and a "Verify at
 * <host>/verify" line, laid out in a box: the template's `verification_qr` field rectangle, or the
 * default corner of the first page (`defaultVerificationBox`).
 */
import { rgb, type PDFPage } from 'pdf-lib';
import QRCode, { type QRCodeSegment } from 'qrcode';
import type { FieldRect } from '../db/schema.js';
import { groupVerificationCode } from '../verification/code.js';
import { drawEncodedText, drawLine, encodeByCharacter, fillColour, pdfNumber, pushContent } from './draw.js';
import { safeText, textWidth, type FontSet } from './fonts.js';
import type { VerificationMark } from './types.js';

/** The template field a designer draws to place the verification mark. */
export const VERIFICATION_QR_FIELD = 'verification_qr';

/** Width of the default box (≈ 20 mm: the QR code's side), in points. */
const DEFAULT_SIDE = 56;
/** Height of the default box: the QR code and its caption beneath. */
const DEFAULT_HEIGHT = 88;
/** Default box's distance from the right edge (inside the default layout's frame), points. */
const DEFAULT_RIGHT = 52;
/** Default box's distance from the bottom edge, points. */
const DEFAULT_BOTTOM = 50;
/** Light modules around the code (the quiet zone), in modules, painted white. */
const QUIET = 2;

const DARK = rgb(0.11, 0.17, 0.31);
const CODE_COLOUR = rgb(0.11, 0.17, 0.31);
const CAPTION_COLOUR = rgb(0.36, 0.36, 0.4);
const WHITE = rgb(1, 1, 1);

/**
 * Where the mark goes on a page without a `verification_qr` field: the bottom-right corner,
 * 52 pt from the right and 50 pt from the bottom (inside the built-in layout's frame), 56 pt wide.
 */
export function defaultVerificationBox(pageWidth: number, _pageHeight: number): FieldRect {
  return {
    page: 0,
    x: pageWidth - DEFAULT_RIGHT - DEFAULT_SIDE,
    y: DEFAULT_BOTTOM,
    width: DEFAULT_SIDE,
    height: DEFAULT_HEIGHT,
  };
}

/** A QR code's module matrix: `size` × `size` modules, row by row from the top, 1 = dark. */
interface QrMatrix {
  size: number;
  data: Uint8Array;
}

/** Characters QR codes encode in alphanumeric mode (5.5 bits each instead of 8). */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/;

/**
 * The QR code of `text` (error correction level M, the mask the standard's penalty rules choose).
 * A link ending in an upper-case code is encoded as two segments, the address in byte mode and the
 * code in alphanumeric mode (smaller, and quicker than the encoder's search for the best
 * segmentation).
 */
function qrMatrix(text: string, code?: string): QrMatrix {
  const segments: QRCodeSegment[] =
    code && ALPHANUMERIC.test(code) && text.endsWith(code) && text.length > code.length
      ? [
          { data: Buffer.from(text.slice(0, -code.length), 'utf8'), mode: 'byte' },
          { data: code, mode: 'alphanumeric' },
        ]
      : [{ data: Buffer.from(text, 'utf8'), mode: 'byte' }];
  const { modules } = QRCode.create(segments, { errorCorrectionLevel: 'M' });
  return { size: modules.size, data: modules.data };
}

/**
 * The dark modules as one path of rectangles in module units (x right, y up, origin at the
 * lower-left module): each row's runs of dark modules, a run repeated in the rows below it merged
 * into one taller rectangle, as `x y w h re`.
 */
export function qrRunsPath(m: QrMatrix): string {
  const { size, data } = m;
  const parts: string[] = [];
  // open rectangles by run (start * (size + 1) + width): [start, width, first row, rows]
  let open = new Map<number, [number, number, number, number]>();
  const close = (r: [number, number, number, number]) => parts.push(`${r[0]} ${size - r[2] - r[3]} ${r[1]} ${r[3]} re`);
  for (let row = 0; row <= size; row++) {
    const next = new Map<number, [number, number, number, number]>();
    let col = 0;
    while (row < size && col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      const key = start * (size + 1) + (col - start);
      const rect = open.get(key);
      if (rect) {
        rect[3]++;
        open.delete(key);
        next.set(key, rect);
      } else next.set(key, [start, col - start, row, 1]);
    }
    for (const rect of open.values()) close(rect);
    open = next;
  }
  return parts.join('\n');
}

/**
 * Draws the QR code of `text` as a square of side `side` (its quiet zone included, painted white)
 * with the lower-left corner at (x, y): one filled path, in the page's content stream order.
 * `code`: the verification code `text` ends with (encoded compactly).
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, side: number, code?: string): void {
  const m = qrMatrix(text, code);
  const unit = side / (m.size + 2 * QUIET);
  const n = pdfNumber;
  // The whole code is one path filled once: no seams between modules.
  pushContent(
    page,
    `q ${fillColour(WHITE)} ${n(x)} ${n(y)} ${n(side)} ${n(side)} re f ` +
      `${n(unit)} 0 0 ${n(unit)} ${n(x + QUIET * unit)} ${n(y + QUIET * unit)} cm ${fillColour(DARK)}\n${qrRunsPath(m)} f Q`,
  );
}

/** "host/path/verify" of a mark's link: the page a person types the code into. */
export function verifyPageLabel(mark: VerificationMark): string {
  const suffix = `/${encodeURIComponent(mark.code)}`;
  const page = mark.url.endsWith(suffix) ? mark.url.slice(0, -suffix.length) : mark.url;
  return page.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

interface CaptionLine {
  text: string;
  kind: 'code' | 'note';
}

/** Extra space between the code's characters, points per point of size. */
const CODE_SPACING = 0.04;

/**
 * Width of a code line: the sum of its characters' widths plus letter spacing. Measured per
 * character (each cached once) because every certificate's code is new: measuring it whole would
 * lay out a new string each time (no kerning is applied, so the sum is exact).
 */
function codeWidth(fonts: FontSet, text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += textWidth(fonts.semibold, ch, size);
  return w + CODE_SPACING * size * Math.max(0, text.length - 1);
}

/** The caption's lines at size `size` for a box `width` wide: the code (1 or 2 lines), then "Verify at …" (1 or 2). */
function captionLines(fonts: FontSet, mark: VerificationMark, width: number, size: number): CaptionLine[] {
  const grouped = safeText(fonts, groupVerificationCode(mark.code));
  const lines: CaptionLine[] = [];
  if (codeWidth(fonts, grouped, size) <= width) lines.push({ text: grouped, kind: 'code' });
  else {
    const groups = grouped.split('-');
    const half = Math.ceil(groups.length / 2);
    lines.push({ text: groups.slice(0, half).join('-'), kind: 'code' });
    if (groups.length > half) lines.push({ text: groups.slice(half).join('-'), kind: 'code' });
  }
  const where = safeText(fonts, verifyPageLabel(mark));
  const oneLine = `Verify at ${where}`;
  if (textWidth(fonts.regular, oneLine, size * 0.9) <= width) lines.push({ text: oneLine, kind: 'note' });
  else lines.push({ text: 'Verify at', kind: 'note' }, { text: where, kind: 'note' });
  return lines;
}

/**
 * Draws a verification mark in `box`: the QR code as large as the box allows (square, centred),
 * with the code and the "Verify at" line beneath it inside the box when there is room for them
 * (a box too short for both gets the QR code alone, filling it).
 */
export function drawVerificationMark(page: PDFPage, fonts: FontSet, mark: VerificationMark, box: FieldRect): void {
  const { x, y, width, height } = box;
  if (!(width > 0) || !(height > 0)) return;
  const size = Math.min(7, Math.max(4.2, width * 0.1));
  const lines = captionLines(fonts, mark, width, size);
  const lineHeight = size * 1.22;
  const caption = size * 0.45 + lines.length * lineHeight;
  let side = Math.min(width, height - caption);
  const withCaption = side >= Math.min(width, height) * 0.6;
  if (!withCaption) side = Math.min(width, height);
  const total = side + (withCaption ? caption : 0);
  const top = y + (height + total) / 2;
  drawQrCode(page, mark.url, x + (width - side) / 2, top - side, side, mark.code);
  if (!withCaption) return;
  let baseline = top - side - size * 0.45 - size * 0.8;
  for (const line of lines) {
    if (line.kind === 'code') {
      // drawn directly: its width is known without laying the new string out again
      const w = codeWidth(fonts, line.text, size);
      const s = w > width ? (size * width) / w : size;
      const left = x + (width - Math.min(w, width)) / 2;
      const hex = encodeByCharacter(fonts.semibold, line.text);
      drawEncodedText(page, hex, left, baseline, s, fonts.semibold, CODE_COLOUR, CODE_SPACING * s);
    } else {
      drawLine(page, line.text, x, baseline, width, {
        font: fonts.regular,
        color: CAPTION_COLOUR,
        size: size * 0.9,
        minSize: 3,
      });
    }
    baseline -= lineHeight;
  }
}
