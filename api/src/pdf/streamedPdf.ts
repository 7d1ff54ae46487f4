/**
 * A signed bulk PDF written as it is rendered, never whole in memory (docs/architecture.md "Bulk work off the request path"; DESIGN.md "PDFs": bulk print = one merged PDF; docs/printing.md: printed PDFs are signed,
 * PAdES, and kept with their SHA-256).
 *
 * The certificates are cut into chunks, rendered in parallel by a worker pool (streamedChunk.ts),
 * and each chunk's objects are appended to the output (`sink`) as soon as it is done, in whatever
 * order chunks finish (a PDF's page order is its page tree's, not its file order). The running
 * SHA-256 sees every byte once. At the end come the objects written once for all — the fonts over
 * the union of the glyphs every chunk used (streamedFonts.ts), the page tree, the document
 * information, the AcroForm with the signature field — then the signature dictionary, the
 * cross-reference table and the trailer (pdf-lib's own writers). The PAdES signature (signing/sign.ts
 * `cadesDetached`) signs the SHA-256 of the file's two byte ranges around `/Contents`, which are
 * known once the tail is laid out: the signature dictionary is the last object, so everything before
 * it is already hashed, and a copy of the running hash finishes the signed digest while the
 * original finishes the file's own.
 */
import { createHash, type Hash } from 'node:crypto';
import {
  PDFArray,
  PDFContext,
  PDFCrossRefSection,
  PDFHeader,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFString,
  PDFTrailer,
  PDFTrailerDict,
} from 'pdf-lib';
import { cadesDetached, placeholderLength, type SignatureInfo } from '../signing/sign.js';
import type { OpenedKey } from '../signing/pkcs12.js';
import { FACES, type Face } from './fonts.js';
import { type SerializedObjects, serializeObjects } from './pdfObjects.js';
import type { ChunkInput, ChunkOutput, ClaimShared, ReservedNumbers } from './streamedChunk.js';
import { mergeGlyphs, type UsedGlyphs } from './streamedFonts.js';
import type { CertificateRenderData, TemplateSource } from './types.js';

/** What renders the parts of a streamed PDF (the worker pool, renderPool.ts). */
export interface StreamedRenderer {
  /** Renders one chunk (streamedChunk.ts `renderChunk`), claiming shared resources through `claim`. */
  chunk(input: ChunkInput, claim: ClaimShared): Promise<ChunkOutput>;
  /** The fonts' objects (streamedFonts.ts `fontObjects`), numbered from `counter` but for `fonts`. */
  fonts(input: { fonts: Record<Face, number>; used: UsedGlyphs; counter: Int32Array }): Promise<SerializedObjects>;
  /** How many chunks it renders at once. */
  readonly parallelism: number;
}

type Item = { template: TemplateSource; data: CertificateRenderData };

/** What to write. */
export interface StreamedPdfInput {
  /** The certificates in print order, in chunks (rendered in parallel, written as each is done). */
  chunks: readonly (readonly Item[])[];
  /** Document title (PDF metadata). */
  title: string;
  /** Creation time (metadata) and signing time. */
  at: Date;
  /** The organisation's key and the signature dictionary's texts (signing/printed.ts). */
  signing: { key: OpenedKey; info: SignatureInfo };
  renderer: StreamedRenderer;
  /** Appends bytes to the output; called one call at a time, in file order. */
  sink: (bytes: Uint8Array) => Promise<void>;
  /** Hears the certificates rendered so far after each chunk. */
  onProgress?: (done: number) => void | Promise<void>;
  /** Stops between chunks (the job is being handed back). */
  signal?: AbortSignal;
}

/** The written file. */
export interface StreamedPdfResult {
  sha256: string;
  byteSize: number;
  pageCount: number;
}

const NUMBER_WIDTH = 10;

/** Object numbers the tail writes and every chunk may name. */
interface TailNumbers extends ReservedNumbers {
  catalog: number;
  info: number;
  acroForm: number;
  appearance: number;
  signature: number;
}

/** Numbers of the output, shared with the workers: the next free number, and the shared-resource registry. */
class OutputNumbers {
  readonly counter = new Int32Array(new SharedArrayBuffer(4));
  private readonly shared = new Map<string, number>();

  constructor() {
    this.counter[0] = 1;
  }

  take(n: number): number {
    return Atomics.add(this.counter, 0, n);
  }

  /** The registry (streamedChunk.ts `ClaimShared`): the first to ask for a key writes it. */
  readonly claim: ClaimShared = async (key, count) => {
    const known = this.shared.get(key);
    if (known !== undefined) return { number: known, owner: false };
    const number = this.take(count);
    this.shared.set(key, number);
    return { number, owner: true };
  };
}

/** Writes the PDF (see the file's docstring); answers its SHA-256, size and page count. */
export async function writeStreamedPdf(input: StreamedPdfInput): Promise<StreamedPdfResult> {
  if (input.chunks.length === 0) throw new Error('No certificates to render');
  const numbers = new OutputNumbers();
  const fonts = Object.fromEntries(FACES.map((f) => [f, numbers.take(1)])) as Record<Face, number>;
  const n: TailNumbers = {
    catalog: numbers.take(1),
    pages: numbers.take(1),
    info: numbers.take(1),
    acroForm: numbers.take(1),
    widget: numbers.take(1),
    appearance: numbers.take(1),
    signature: numbers.take(1),
    nothing: numbers.take(1),
    fonts,
  };
  const offsets = new Map<number, number>();
  const hash = createHash('sha256');
  let size = 0;
  const write = async (bytes: Uint8Array) => {
    hash.update(bytes);
    size += bytes.byteLength;
    await input.sink(bytes);
  };
  const append = async (objects: SerializedObjects) => {
    for (let i = 0; i < objects.numbers.length; i++) offsets.set(objects.numbers[i]!, size + objects.offsets[i]!);
    await write(objects.bytes);
  };

  const header = PDFHeader.forVersion(1, 7);
  const head = new Uint8Array(header.sizeInBytes() + 2);
  header.copyBytesInto(head, 0);
  head[head.length - 2] = 0x0a;
  head[head.length - 1] = 0x0a;
  await write(head);

  // Chunks in parallel, appended in the order they finish. Twice as many are handed to the renderer
  // as it renders at once, so a thread that finishes a chunk starts the next while this thread
  // appends the last one (at most 2 × parallelism chunks' objects are in memory).
  const pagesOf: Int32Array[] = new Array(input.chunks.length);
  let glyphs: UsedGlyphs | null = null;
  let done = 0;
  let writing = Promise.resolve();
  const running = new Set<Promise<void>>();
  try {
    for (const [index, items] of input.chunks.entries()) {
      if (input.signal?.aborted) break;
      const task = input.renderer
        .chunk({ items: [...items], first: index === 0, reserved: n, counter: numbers.counter }, numbers.claim)
        .then((out) => {
          pagesOf[index] = out.pages;
          glyphs = mergeGlyphs(glyphs, out.glyphs);
          writing = writing.then(async () => {
            await append(out);
            done += items.length;
            await input.onProgress?.(done);
          });
          return writing;
        });
      const tracked: Promise<void> = task.finally(() => running.delete(tracked));
      running.add(tracked);
      if (running.size >= 2 * input.renderer.parallelism) await Promise.race(running);
    }
    await Promise.all(running);
    await writing;
  } catch (err) {
    await Promise.allSettled([...running, writing]);
    throw err;
  }
  input.signal?.throwIfAborted();

  await append(await input.renderer.fonts({ fonts, used: glyphs!, counter: numbers.counter }));

  const context = PDFContext.create();
  const ref = (num: number) => PDFRef.of(num);
  const pages = pagesOf.flatMap((p) => [...p]);
  const { info } = input.signing;
  const tail: Array<[number, PDFObject]> = [
    [n.catalog, context.obj({ Type: 'Catalog', Pages: ref(n.pages), AcroForm: ref(n.acroForm) })],
    [n.pages, context.obj({ Type: 'Pages', Kids: pages.map(ref), Count: pages.length })],
    [
      n.info,
      context.obj({
        Title: PDFHexString.fromText(input.title),
        Creator: PDFHexString.fromText('Certify'),
        Producer: PDFHexString.fromText('Certify'),
        CreationDate: PDFString.fromDate(input.at),
        ModDate: PDFString.fromDate(input.at),
      }),
    ],
    // What @signpdf/placeholder-pdf-lib adds (signing/sign.ts `addSignaturePlaceholder`).
    [n.acroForm, context.obj({ Fields: [ref(n.widget)], SigFlags: 3 })],
    [
      n.widget,
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        FT: 'Sig',
        Rect: [0, 0, 0, 0],
        V: ref(n.signature),
        T: PDFString.of('Signature1'),
        F: 4,
        P: ref(pages[0]!),
        AP: { N: ref(n.appearance) },
      }),
    ],
    [n.appearance, context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} })],
    [n.nothing, PDFNull],
  ];
  await append(serializeObjects(tail));

  // The signature dictionary, last: `/ByteRange` and `/Contents` are filled in below.
  const placeholder = PDFArray.withContext(context);
  placeholder.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) placeholder.push(PDFName.of('*'.repeat(NUMBER_WIDTH)));
  const contentsLength = placeholderLength(input.signing.key);
  const signature = serializeObjects([
    [
      n.signature,
      context.obj({
        Type: 'Sig',
        Filter: 'Adobe.PPKLite',
        SubFilter: 'ETSI.CAdES.detached',
        ByteRange: placeholder,
        Contents: PDFHexString.of('0'.repeat(contentsLength)),
        Reason: PDFString.of(info.reason),
        M: PDFString.fromDate(info.at),
        ContactInfo: PDFString.of(info.contactInfo),
        Name: PDFString.of(info.name),
        Location: PDFString.of(info.location),
        Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'Certify' } },
      }),
    ],
  ]);
  const sigAt = size;
  offsets.set(n.signature, sigAt);

  const xref = PDFCrossRefSection.create();
  for (const num of [...offsets.keys()].sort((a, b) => a - b)) xref.addEntry(ref(num), offsets.get(num)!);
  const xrefAt = sigAt + signature.bytes.byteLength;
  const trailerDict = PDFTrailerDict.of(
    context.obj({ Size: numbers.counter[0]!, Root: ref(n.catalog), Info: ref(n.info), ID: [idOf(input), idOf(input)] }),
  );
  const trailer = PDFTrailer.forLastCrossRefSectionOffset(xrefAt);
  const end = new Uint8Array(xref.sizeInBytes() + 1 + trailerDict.sizeInBytes() + 2 + trailer.sizeInBytes());
  let at = xref.copyBytesInto(end, 0);
  end[at++] = 0x0a;
  at += trailerDict.copyBytesInto(end, at);
  end[at++] = 0x0a;
  end[at++] = 0x0a;
  trailer.copyBytesInto(end, at);
  const total = xrefAt + end.byteLength;

  // /ByteRange [0 a b c]: everything but the /Contents hex string (with its < >).
  const sig = signature.bytes;
  const text = Buffer.from(sig.buffer, sig.byteOffset, sig.byteLength).toString('latin1');
  const rangeAt = text.indexOf('/ByteRange');
  const rangeEnd = text.indexOf(']', rangeAt) + 1;
  const contentsAt = text.indexOf('<', text.indexOf('/Contents', rangeEnd));
  const contentsEnd = text.indexOf('>', contentsAt) + 1;
  const a = sigAt + contentsAt;
  const b = sigAt + contentsEnd;
  const range = `/ByteRange [0 ${a} ${b} ${total - b}]`;
  if (range.length > rangeEnd - rangeAt) throw new Error('signature: the byte range does not fit its placeholder');
  sig.set(Buffer.from(range.padEnd(rangeEnd - rangeAt, ' '), 'latin1'), rangeAt);

  const signed: Hash = hash.copy();
  signed.update(sig.subarray(0, contentsAt));
  signed.update(sig.subarray(contentsEnd));
  signed.update(end);
  const cms = cadesDetached(input.signing.key, signed.digest()).toString('hex');
  if (cms.length > contentsLength) throw new Error('signature: the CMS does not fit its placeholder');
  sig.set(Buffer.from(cms.padEnd(contentsLength, '0'), 'latin1'), contentsAt + 1);
  await write(sig);
  await write(end);
  return { sha256: hash.digest('hex'), byteSize: size, pageCount: pages.length };
}

/** The file identifier (trailer `/ID`): a digest of the title and time. */
function idOf(input: StreamedPdfInput): PDFHexString {
  const digest = createHash('sha256').update(`${input.title}\u0000${input.at.toISOString()}`).digest('hex');
  return PDFHexString.of(digest.slice(0, 32));
}
