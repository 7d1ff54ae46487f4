/**
 * Reads the QR code off a PDF page as a phone reads it off paper (docs/verification.md,
 * "Done when"): the page rendered to a PNG by poppler's `pdftoppm` (on the machine and in CI),
 * decoded by jsQR.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** A page rendered to PNG and the text of the QR code on it (null when there is none). */
export interface PageQrCode {
  text: string | null;
  /** The rendered page (PNG bytes), e.g. to attach to the test report. */
  png: Buffer;
}

/** Renders page `page` (1-based) of `pdf` with `pdftoppm -png -r <dpi>` and decodes its QR code. */
export async function readQrCode(pdf: Uint8Array, page = 1, dpi = 150): Promise<PageQrCode> {
  const dir = await mkdtemp(join(tmpdir(), 'certify-e2e-qr-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const range = ['-f', String(page), '-l', String(page)];
    await run('pdftoppm', ['-png', '-r', String(dpi), ...range, '-singlefile', 'in.pdf', 'page'], { cwd: dir });
    const png = await readFile(join(dir, 'page.png'));
    const image = PNG.sync.read(png);
    const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { text: jsQR(pixels, image.width, image.height)?.data ?? null, png };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
