/**
 * Checks on the images the api prints (signatures and the organisation logo) and the clean-up of
 * a drawn signature. A file's kind was judged by its first bytes as it arrived (http/uploads.ts);
 * here the whole image is read — its size in pixels from the header first (a small file can
 * declare a huge picture), then by embedding it the way the PDF renderer will — so an image that
 * passes is one every later print can draw: bad input answers 400/415 now, never a 500 at print.
 * spec: access-and-administration §2 "Signature Settings" (upload or draw; canvas 500×150, black
 * pen), "Organization Settings" (logo upload), §9; DESIGN.md "PDFs" (images fitted into fields).
 */
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { embedImage } from '../pdf/defaultLayout.js';
import { ApiError, badRequest } from '../http/errors.js';
import { FILE_KINDS } from '../http/fileKinds.js';
import { formatBytes, UPLOAD_LIMITS } from '../http/uploads.js';

/** Largest PNG side (pixels): PNGs are decoded whole (4 bytes a pixel), so this bounds the memory. */
export const MAX_PNG_SIDE = 4096;
/** Largest JPEG side (pixels): JPEGs are embedded as they are (never decoded here). */
export const MAX_JPEG_SIDE = 10_000;
/** Transparent margin kept around the ink of a drawn signature (pixels). */
export const DRAWN_MARGIN = 4;
/** A pixel whose red, green and blue are all at least this is paper, not ink. */
const NEAR_WHITE = 235;
/** Alpha at or below this is not ink (anti-aliasing haze). */
const INK_ALPHA = 8;

const DATA_URL_PREFIX = /^data:image\/png;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type ImageKind = 'png' | 'jpeg';

/** Width and height of an image in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size a PNG's IHDR chunk declares, or null when there is none. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 24 || !b.subarray(0, 8).equals(FILE_KINDS.png.magic)) return null;
  if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** The size a JPEG's start-of-frame marker declares, or null when there is none. */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2; // markers without a length
      continue;
    }
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** The kind of an image from its content type (`image/png`, `image/jpeg`). */
export const imageKindOf = (contentType: string): ImageKind => (contentType === 'image/png' ? 'png' : 'jpeg');

/**
 * Checks that `bytes` (already known to start as a `kind` file) is an image the PDF renderer can
 * draw, naming `field` in the errors: 415 when it cannot be read, 400 when it has no pixels or is
 * larger than `MAX_PNG_SIDE` / `MAX_JPEG_SIDE` on a side. Answers its size.
 */
export async function checkPrintableImage(bytes: Uint8Array, kind: ImageKind, field: string): Promise<ImageSize> {
  const unreadable = () => {
    const message = `The ${field} file is not a readable PNG or JPEG image`;
    return new ApiError(415, message, { errors: { [field]: message } });
  };
  const size = kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) throw unreadable();
  const max = kind === 'png' ? MAX_PNG_SIDE : MAX_JPEG_SIDE;
  if (size.width < 1 || size.height < 1 || size.width > max || size.height > max) {
    const message = `The ${field} image must be at most ${max} × ${max} pixels`;
    throw badRequest(message, { [field]: message });
  }
  try {
    const doc = await PDFDocument.create();
    await embedImage(doc, bytes);
  } catch {
    throw unreadable();
  }
  return size;
}

/** The longest `draw_signature` value: the prefix and the base64 of a 2 MB image. */
export const DRAWN_SIGNATURE_MAX_CHARS = 'data:image/png;base64,'.length + Math.ceil(UPLOAD_LIMITS.image / 3) * 4;

/**
 * A drawn signature (`draw_signature`: a `data:image/png;base64,…` string from signature_pad) as
 * the PNG to store: near-white opaque pixels become transparent (a pad with a white background
 * prints cleanly), then the picture is cropped to the ink plus `DRAWN_MARGIN` pixels. 400 naming
 * `draw_signature` when it is not a PNG data URL, cannot be read, or holds no ink ('Please
 * upload/draw your signature'); 413 when its image passes 2 MB.
 */
export function cleanDrawnSignature(dataUrl: string, emptyMessage: string): Buffer {
  const field = 'draw_signature';
  const fail = (message: string) => badRequest(message, { [field]: message });
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) throw fail('The drawn signature must be a PNG data URL (data:image/png;base64,…)');
  const base64 = dataUrl.slice(prefix[0].length).replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw fail('The drawn signature is not valid base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > UPLOAD_LIMITS.image) {
    const message = `The drawn signature must be at most ${formatBytes(UPLOAD_LIMITS.image)}`;
    throw new ApiError(413, message, { errors: { [field]: message } });
  }
  if (bytes.length === 0) throw fail(emptyMessage);
  const size = pngSize(bytes);
  if (!size) throw fail('The drawn signature is not a readable PNG image');
  if (size.width < 1 || size.height < 1 || size.width > MAX_PNG_SIDE || size.height > MAX_PNG_SIDE) {
    throw fail(`The drawn signature must be at most ${MAX_PNG_SIDE} × ${MAX_PNG_SIDE} pixels`);
  }
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    throw fail('The drawn signature is not a readable PNG image');
  }
  const trimmed = trimToInk(png);
  if (!trimmed) throw fail(emptyMessage);
  return PNG.sync.write(trimmed, { colorType: 6 });
}

/**
 * Makes near-white opaque pixels transparent and crops to the ink plus a margin; null when the
 * picture holds no ink. `png.data` is RGBA (pngjs decodes every PNG so).
 */
export function trimToInk(png: PNG): PNG | null {
  const { width, height, data } = png;
  let top = height;
  let left = width;
  let bottom = -1;
  let right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i]! >= NEAR_WHITE && data[i + 1]! >= NEAR_WHITE && data[i + 2]! >= NEAR_WHITE) data[i + 3] = 0;
      if (data[i + 3]! <= INK_ALPHA) {
        data[i] = data[i + 1] = data[i + 2] = data[i + 3] = 0;
        continue;
      }
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return null;
  const x0 = Math.max(0, left - DRAWN_MARGIN);
  const y0 = Math.max(0, top - DRAWN_MARGIN);
  const x1 = Math.min(width - 1, right + DRAWN_MARGIN);
  const y1 = Math.min(height - 1, bottom + DRAWN_MARGIN);
  const out = new PNG({ width: x1 - x0 + 1, height: y1 - y0 + 1 });
  PNG.bitblt(png, out, x0, y0, out.width, out.height, 0, 0);
  return out;
}

/** A stored image as a `data:` URL (what `/signatureDetails` and `/uploadSignature` answer). */
export const dataUrl = (contentType: string, data: Uint8Array): string =>
  `data:${contentType};base64,${Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64')}`;
