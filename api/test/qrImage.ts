/**
 * Reads a QR code off a PDF page as a phone would off paper: the page rendered to an image by
 * poppler's `pdftoppm` (installed on the machine and in CI), decoded by jsQR. docs/verification.md (the printed QR code).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsqr is CommonJS with `exports.default`: under NodeNext the default import is the whole module.
const jsQR = jsQRModule.default;

/** A decoded QR code: its text and where it is on the page, in PDF points from the lower-left corner. */
export interface PageQr {
  text: string;
  /** The code's bounding box (its finder patterns' outer corners), points. */
  box: { x: number; y: number; width: number; height: number };
  /** The page's size, points. */
  page: { width: number; height: number };
}

/**
 * Renders page `page` (1-based) of `pdf` with `pdftoppm -png -r <dpi>` and decodes a QR code on it;
 * null when there is none.
 */
export async function readQrCode(pdf: Uint8Array, page = 1, dpi = 150): Promise<PageQr | null> {
  const dir = await mkdtemp(join(tmpdir(), 'certify-qr-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', 'in.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const png = PNG.sync.read(await readFile(join(dir, 'page.png')));
    const found = jsQR(
      new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength),
      png.width,
      png.height,
    );
    if (!found) return null;
    const pt = 72 / dpi;
    const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl, bottomRightCorner: br } = found.location;
    const xs = [tl.x, tr.x, bl.x, br.x];
    const ys = [tl.y, tr.y, bl.y, br.y];
    const left = Math.min(...xs) * pt;
    const right = Math.max(...xs) * pt;
    const top = Math.min(...ys) * pt;
    const bottom = Math.max(...ys) * pt;
    const height = png.height * pt;
    return {
      text: found.data,
      box: { x: left, y: height - bottom, width: right - left, height: bottom - top },
      page: { width: png.width * pt, height },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
