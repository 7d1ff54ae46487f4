/**
 * The api's pool of render worker threads (piscina; renderWorker.ts): the CPU work of print jobs
 * runs there, never on the event loop that answers requests (docs/architecture.md "Bulk work off the request path"; DESIGN.md "Work that takes time": worker threads for CPU work). Threads start on the first
 * task and end after `idleSeconds` without one, so an idle api holds none.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { defaultRenderThreads } from '../config.js';
import type { OpenedKey } from '../signing/pkcs12.js';
import type { SignatureInfo } from '../signing/sign.js';
import type { RenderTask, SignedCopy } from './renderWorker.js';
import type { ChunkInput, ChunkOutput, ClaimShared } from './streamedChunk.js';
import type { StreamedRenderer } from './streamedPdf.js';
import type { CertificateRenderData, TemplateSource } from './types.js';

/** The worker module: the built `.js` beside this file, or the `.ts` source (tests, `npm run dev`) through tsx. */
function workerModule(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { filename: new URL('./renderWorker.ts', here).href, execArgv: ['--import', 'tsx'] };
  return { filename: new URL('./renderWorker.js', here).href, execArgv: [] };
}

/** How the pool runs. */
export interface RenderPoolOptions {
  /** Threads (default one per core). */
  threads?: number;
  /**
   * Start every thread now and render a sample on each (their start-up — loading pdf-lib and the
   * fonts, compiling the renderer — then never delays a print), and keep them. Default: threads
   * start with the first task and end after IDLE_SECONDS without one.
   */
  warm?: boolean;
}

/** How long an idle thread of a warm pool lives: for ever (the longest timer node allows, ~24.8 days). */
const KEPT_MS = 2_147_483_647;
/** How long an idle thread of a pool that is not kept warm lives (seconds). */
const IDLE_SECONDS = 30;
/**
 * A render thread's old-generation heap limit (MB): a chunk of 50 certificates needs well under it.
 * The young generation keeps V8's default: a smaller one (24 MB was tried) only collects more often
 * (rendering allocates short-lived objects fast), and its GC threads then took as much CPU as the
 * rendering itself.
 */
const OLD_GENERATION_MB = 128;
/**
 * How much lower a render thread's scheduling priority is than the api's (nice(2) increment, via
 * piscina and @napi-rs/nice; Linux nice values are per thread): rendering takes whatever CPU the
 * event loop leaves, so requests are answered promptly while a bulk print keeps every core busy.
 */
export const RENDER_NICE_INCREMENT = 10;

/** The pool: the streamed renderer's two tasks and learners' signed copies. */
export class RenderPool implements StreamedRenderer {
  private readonly pool: Piscina;
  private warming: Promise<void> = Promise.resolve();
  private warmed = true;
  readonly parallelism: number;

  constructor(opts: RenderPoolOptions = {}) {
    const threads = opts.threads ?? defaultRenderThreads();
    this.parallelism = threads;
    this.pool = new Piscina({
      ...workerModule(),
      minThreads: opts.warm ? threads : 0,
      maxThreads: threads,
      idleTimeout: opts.warm ? KEPT_MS : IDLE_SECONDS * 1000,
      niceIncrement: RENDER_NICE_INCREMENT,
      // A thread's old generation is bounded: a chunk needs far less, and an unbounded heap only grows (lazily collected).
      resourceLimits: { maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
    if (opts.warm) {
      this.warmed = false;
      this.warming = this.warmUp(threads).finally(() => {
        this.warmed = true;
      });
    }
  }

  /** Whether warm threads have finished warming up (always, when the pool starts threads on demand). */
  get isWarm(): boolean {
    return this.warmed;
  }

  /** Resolves once warm threads are ready (at once when the pool starts threads on demand). */
  async ready(): Promise<void> {
    await this.warming;
  }

  /** Renders a sample on each thread (each task runs on an idle thread: as many at once as threads). */
  private async warmUp(threads: number): Promise<void> {
    await Promise.all(
      Array.from({ length: threads }, () => this.pool.run({ kind: 'warm' } satisfies RenderTask)),
    ).catch(() => {
      /* a thread that cannot warm up fails its first real task, which is reported there */
    });
  }

  /** Renders one chunk of a streamed PDF; `claim` answers the worker's registry requests. */
  async chunk(input: ChunkInput, claim: ClaimShared): Promise<ChunkOutput> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (m: { id: number; key: string; count: number }) => {
      void claim(m.key, m.count).then((answer) => port1.postMessage({ id: m.id, ...answer }));
    });
    try {
      const task: RenderTask = { kind: 'chunk', input, port: port2 };
      return (await this.pool.run(task, { transferList: [port2] })) as ChunkOutput;
    } finally {
      port1.close();
    }
  }

  /** The fonts of a streamed PDF (renderWorker.ts `fonts`). */
  async fonts(input: Omit<Extract<RenderTask, { kind: 'fonts' }>, 'kind'>) {
    return (await this.pool.run({ kind: 'fonts', ...input } satisfies RenderTask)) as Awaited<
      ReturnType<StreamedRenderer['fonts']>
    >;
  }

  /** Each item alone as a signed PDF (a learner's copy, docs/printing.md "Digital delivery"), in order. */
  async signedCopies(
    items: Array<{ template: TemplateSource; data: CertificateRenderData }>,
    key: OpenedKey,
    info: SignatureInfo,
  ): Promise<SignedCopy[]> {
    const task: RenderTask = {
      kind: 'copies',
      items,
      key: { privateKey: key.privateKey, certificateDer: key.certificateDer, chainDer: key.chainDer },
      info,
    };
    return (await this.pool.run(task)) as SignedCopy[];
  }

  /** Ends the threads (app close); tasks still running are rejected. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
