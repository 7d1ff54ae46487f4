/**
 * The worker thread of the render pool (renderPool.ts, piscina; docs/architecture.md "Bulk work off the request path"): CPU work of print jobs, off the api's event loop. Four tasks:
 * - `warm`: sample certificates rendered and thrown away (a new thread's start-up);
 * - `chunk`: a chunk of a streamed bulk PDF (streamedChunk.ts), claiming shared resources from the
 *   main thread's registry over the task's MessagePort;
 * - `fonts`: the fonts of a streamed PDF, once all chunks are done (streamedFonts.ts);
 * - `copies`: learners' own signed copies (docs/printing.md "Digital delivery"), one PDF per certificate.
 */
import { createHash, type KeyObject } from 'node:crypto';
import { type MessagePort, threadId } from 'node:worker_threads';
import { PDFContext, type PDFObject, PDFRef } from 'pdf-lib';
import { addSignaturePlaceholder, type SignatureInfo, signPdf } from '../signing/sign.js';
import type { OpenedKey } from '../signing/pkcs12.js';
import { FACES, type Face } from './fonts.js';
import { renumberReferences, type SerializedObjects, serializeObjects } from './pdfObjects.js';
import { renderCertificatesPdf } from './renderCertificatesPdf.js';
import { sampleCertificates } from './sampleCertificate.js';
import { type ChunkInput, type ChunkOutput, renderChunk, takeNumbers } from './streamedChunk.js';
import { fontObjects, type UsedGlyphs } from './streamedFonts.js';
import type { CertificateRenderData, TemplateSource } from './types.js';

type Item = { template: TemplateSource; data: CertificateRenderData };

/** The signing key as it crosses to a worker (structured clone: Buffers arrive as Uint8Arrays). */
export interface TransferableKey {
  privateKey: KeyObject;
  certificateDer: Uint8Array;
  chainDer: Uint8Array[];
}

export type RenderTask =
  | { kind: 'warm' }
  | { kind: 'chunk'; input: ChunkInput; port: MessagePort }
  | { kind: 'fonts'; fonts: Record<Face, number>; used: UsedGlyphs; counter: Int32Array }
  | { kind: 'copies'; items: Item[]; key: TransferableKey; info: SignatureInfo };

/** A learner's signed copy. */
export interface SignedCopy {
  pdf: Uint8Array;
  sha256: string;
}

export type RenderResult<T extends RenderTask> = T extends { kind: 'warm' }
  ? number
  : T extends { kind: 'chunk' }
    ? ChunkOutput
    : T extends { kind: 'fonts' }
      ? SerializedObjects
      : SignedCopy[];

/** Rounds of sample certificates a new thread renders before its first task (see `warm`). */
const WARM_ROUNDS = 6;
/** Sample certificates per warm-up round: a chunk of a bulk print. */
const WARM_CHUNK = 40;

/**
 * Renders sample certificates in throw-away documents — the chunk size of a bulk print, several
 * times, in the built-in layout and on a template — so a thread's first real print pays neither
 * for loading the fonts nor for V8 compiling the renderer (a fresh thread rendered its first 1,000
 * certificates at half the speed of the next). Answers the thread's id.
 */
async function warm(): Promise<number> {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  counter[0] = 1;
  const reserved = {
    pages: 1,
    widget: 1,
    nothing: 1,
    fonts: { regular: 1, italic: 1, semibold: 1, semiboldItalic: 1 },
  };
  for (let round = 0; round < WARM_ROUNDS; round++) {
    const items = await sampleCertificates(WARM_CHUNK, round);
    await renderChunk({ items, first: round === 0, reserved, counter }, async () => ({ number: 1, owner: true }));
  }
  return threadId;
}

/** Asks the main thread for shared numbers over `port` (request ids match answers). */
function claimOver(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, (answer: { number: number; owner: boolean }) => void>();
  port.on('message', (m: { id: number; number: number; owner: boolean }) => {
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  return (key: string, count: number) =>
    new Promise<{ number: number; owner: boolean }>((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      port.postMessage({ id, key, count });
    });
}

async function fontsTask(task: Extract<RenderTask, { kind: 'fonts' }>): Promise<SerializedObjects> {
  const context = PDFContext.create();
  const reserved = new Set(FACES.map((f) => task.fonts[f]));
  // New objects get numbers above the reserved ones, so the two never meet.
  context.largestObjectNumber = Math.max(...reserved);
  const refs = Object.fromEntries(FACES.map((f) => [f, PDFRef.of(task.fonts[f])])) as Record<Face, PDFRef>;
  await fontObjects(context, refs, task.used);
  const objects = context.enumerateIndirectObjects();
  const fresh = objects.filter(([ref]) => !reserved.has(ref.objectNumber));
  const global = new Map<number, number>();
  let next = takeNumbers(task.counter, fresh.length);
  for (const [ref] of fresh) global.set(ref.objectNumber, next++);
  for (const n of reserved) global.set(n, n);
  renumberReferences(
    objects.map(([, obj]) => obj as PDFObject),
    (ref) => PDFRef.of(global.get(ref.objectNumber)!),
  );
  return serializeObjects(objects.map(([ref, obj]) => [global.get(ref.objectNumber)!, obj] as const));
}

async function copiesTask(task: Extract<RenderTask, { kind: 'copies' }>): Promise<SignedCopy[]> {
  const key = {
    privateKey: task.key.privateKey,
    certificateDer: Buffer.from(task.key.certificateDer),
    chainDer: task.key.chainDer.map((c) => Buffer.from(c)),
  } as OpenedKey;
  const out: SignedCopy[] = [];
  for (const item of task.items) {
    const unsigned = await renderCertificatesPdf([item], {
      title: `Certificate ${item.data.credentialNumber}`,
      prepare: (doc) => addSignaturePlaceholder(doc, key, task.info),
    });
    const pdf = await signPdf(unsigned, key);
    out.push({ pdf, sha256: createHash('sha256').update(pdf).digest('hex') });
  }
  return out;
}

/** The piscina task function. */
export default async function run(task: RenderTask): Promise<unknown> {
  switch (task.kind) {
    case 'warm':
      return warm();
    case 'chunk':
      try {
        return await renderChunk(task.input, claimOver(task.port));
      } finally {
        task.port.close();
      }
    case 'fonts':
      return fontsTask(task);
    case 'copies':
      return copiesTask(task);
  }
}
