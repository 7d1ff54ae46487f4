/**
 * Draws a handwritten-looking signature (a smooth pen stroke through a few loops) into a
 * transparent PNG (encoded with pngjs). Used for the demo signees' stored signatures, the
 * sample signatures of a template preview (templates/sampleData.ts) and in tests.
 * spec: access-and-administration §2 "Signature Settings" (canvas black pen; max 200×100 hint).
 */
import { PNG } from 'pngjs';

/** A deterministic pseudo-random generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 200×80 PNG of a signature-like stroke, different per `seed`.
 * spec: access-and-administration §9 (signature hint max 200 wide, 100 high).
 */
export function drawSignaturePng(seed: number, width = 200, height = 80): Buffer {
  const rand = rng(seed);
  const alpha = new Float32Array(width * height);
  const stamp = (cx: number, cy: number, r: number) => {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const d = Math.hypot(x - cx, y - cy);
        const a = Math.max(0, Math.min(1, r + 0.5 - d));
        const i = y * width + x;
        alpha[i] = Math.max(alpha[i] ?? 0, a);
      }
    }
  };
  // Main stroke: a forward-moving pen with loops (trochoid) and a gently varying baseline.
  const loops = 5 + Math.floor(rand() * 3);
  const phase = rand() * Math.PI;
  const steps = 2400;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const angle = t * loops * 2 * Math.PI + phase;
    const amp = 14 + 8 * Math.sin(t * Math.PI * (1.3 + rand() * 0.001));
    const x = 12 + t * (width - 40) + 9 * Math.cos(angle);
    const y = height * 0.55 - amp * Math.sin(angle) * (0.6 + 0.4 * Math.sin(t * 7 + phase)) - 10 * t;
    const pressure = 1.1 + 0.6 * Math.sin(angle + 1) ** 2;
    stamp(x, y, pressure);
  }
  // Flourish underline.
  for (let i = 0; i <= 800; i++) {
    const t = i / 800;
    const x = 20 + t * (width - 30);
    const y = height * 0.8 + 4 * Math.sin(t * Math.PI * 1.5 + phase) - 6 * t;
    stamp(x, y, 0.9 + 0.5 * Math.sin(t * Math.PI));
  }
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = 16;
    png.data[i * 4 + 1] = 24;
    png.data[i * 4 + 2] = 64; // dark blue-black ink
    png.data[i * 4 + 3] = Math.round((alpha[i] ?? 0) * 255);
  }
  return PNG.sync.write(png);
}
