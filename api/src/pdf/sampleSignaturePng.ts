import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/**
 * A synthetic handwritten-looking signature as a transparent PNG (for demo data, tests and
 * benchmarks); different seeds give different strokes.
 */
export function sampleSignaturePng(seed = 1, width = 360, height = 120): Uint8Array {
  const alpha = new Float32Array(width * height);
  const rnd = mulberry32(seed);
  const loops = 4 + Math.floor(rnd() * 3);
  const phases = Array.from({ length: 4 }, () => rnd() * Math.PI * 2);
  const pen = (x: number, y: number, r: number) => {
    for (let dy = -Math.ceil(r); dy <= Math.ceil(r); dy++) {
      for (let dx = -Math.ceil(r); dx <= Math.ceil(r); dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const d = Math.hypot(dx, dy);
        const a = Math.max(0, Math.min(1, r + 0.5 - d));
        const i = py * width + px;
        alpha[i] = Math.max(alpha[i]!, a);
      }
    }
  };
  const steps = 2400;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const x = width * (0.06 + 0.84 * t) + 16 * Math.sin(t * loops * 2 * Math.PI + phases[0]!);
    const y =
      height * 0.55 +
      height * 0.26 * Math.sin(t * loops * 2 * Math.PI * 1.02 + phases[1]!) * (1 - 0.5 * t) +
      height * 0.08 * Math.sin(t * 31 + phases[2]!);
    pen(x, y, 1.6 + 0.9 * Math.sin(t * 17 + phases[3]!) ** 2);
  }
  // underline flourish
  for (let s = 0; s <= 600; s++) {
    const t = s / 600;
    pen(width * (0.18 + 0.74 * t), height * (0.86 - 0.1 * t) + 3 * Math.sin(t * 6), 1.1);
  }
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const o = row + 1 + x * 4;
      raw[o] = 18;
      raw[o + 1] = 32;
      raw[o + 2] = 86;
      raw[o + 3] = Math.round(alpha[y * width + x]! * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
