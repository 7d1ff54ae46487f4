/**
 * Small PNG images made in the test: a stand-in organisation logo and a signature scan, for the
 * upload fields of Organization Settings and Signature Settings (access-and-administration §2).
 * Each is painted pixel by pixel and encoded by pngjs as an 8-bit RGBA PNG.
 */
import { PNG } from 'pngjs';

/** One pixel: red, green, blue, alpha (0–255). */
export type Rgba = readonly [number, number, number, number];

/** Encodes a `width`×`height` RGBA PNG whose pixel at (x, y) is `paint(x, y)`. */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgba): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) image.data.set(paint(x, y), (y * width + x) * 4);
  }
  return PNG.sync.write(image);
}

/** A `width`×`height` logo: navy with a white band across the middle. */
export function logoPng(width: number, height: number): Buffer {
  return png(width, height, (_x, y) =>
    y > height * 0.4 && y < height * 0.6 ? [255, 255, 255, 255] : [16, 42, 76, 255],
  );
}

/** A `width`×`height` signature scan: a dark blue wavy stroke and an underline on a transparent ground. */
export function signaturePng(width: number, height: number): Buffer {
  const ink: Rgba = [20, 30, 90, 255];
  const clear: Rgba = [255, 255, 255, 0];
  return png(width, height, (x, y) => {
    const t = x / width;
    const wave = height * (0.45 + 0.25 * Math.sin(t * Math.PI * 5) * (1 - t * 0.5));
    const onWave = t > 0.08 && t < 0.85 && Math.abs(y - wave) < 2.5;
    const onLine = t > 0.05 && t < 0.95 && Math.abs(y - height * 0.85) < 1.5;
    return onWave || onLine ? ink : clear;
  });
}
