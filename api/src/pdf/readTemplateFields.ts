import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FieldRect } from '../db/schema.js';

/** Largest template accepted, in bytes. */
export const MAX_TEMPLATE_BYTES = 20 * 1024 * 1024;
/** Longest a template parse may take, in milliseconds. */
export const TEMPLATE_PARSE_TIMEOUT_MS = 10_000;
const MAX_PAGES = 20;

/** Why a template PDF was refused (the `reason` of a `TemplatePdfError`). */
export type TemplatePdfProblem =
  | 'empty'
  | 'not_pdf'
  | 'too_large'
  | 'encrypted'
  | 'pages'
  | 'no_pages'
  | 'unreadable'
  | 'blank_page'
  | 'timeout';

/**
 * A template PDF that cannot be used: `reason` says why; `page` is the page count for 'pages' and
 * the (1-based) page for 'blank_page'.
 */
export class TemplatePdfError extends Error {
  constructor(
    readonly reason: TemplatePdfProblem,
    message: string,
    readonly page?: number,
  ) {
    super(message);
    this.name = 'TemplatePdfError';
  }
}

/** Limits of one template read (defaults: 20 pages, 10 s). */
export interface TemplateReadOptions {
  /** Most pages accepted. */
  maxPages?: number;
  /** Longest the parse may take, in milliseconds. */
  timeoutMs?: number;
  /**
   * Also check that the renderer can embed every page (uploads): a page without content
   * (`blank_page`) or one pdf-lib cannot copy (`unreadable`) is refused.
   */
  renderable?: boolean;
  /**
   * Also read the text layer of the pages with pdf.js (`TemplateInspection.text`): the design's own
   * wording, for the compliance checks (api/src/templates/compliance.ts).
   */
  text?: boolean;
}

/** What a template read finds: the field rectangles by name and the page count. */
export interface TemplateInspection {
  fields: Record<string, FieldRect>;
  pageCount: number;
  /**
   * With `opts.text`: the pages' text (at most `MAX_TEMPLATE_TEXT` characters); null when it was
   * not asked for or pdf.js could not read it.
   */
  text: string | null;
}

/** Most characters of a template's text kept (a certificate's wording is far shorter). */
export const MAX_TEMPLATE_TEXT = 20_000;

// Runs in a worker thread (plain CommonJS, so it works from tsx, vitest and compiled builds alike).
// It loads pdf-lib at once, then reads the ONE job it is sent (bytes, maxPages, renderable).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
parentPort.once('message', async (job) => {
  try {
    const doc = await PDFDocument.load(job.bytes, { updateMetadata: false });
    const pages = doc.getPages();
    if (pages.length > job.maxPages) return parentPort.postMessage({ error: 'pages', count: pages.length });
    if (job.renderable) {
      // What the renderer does with a template (embed its pages) must work: fail here, not at print.
      const blank = pages.findIndex((p) => !p.node.Contents());
      if (blank !== -1) return parentPort.postMessage({ error: 'blank', page: blank + 1 });
      try {
        const probe = await PDFDocument.create();
        const embedded = await probe.embedPdf(doc, pages.map((_, i) => i));
        for (const e of embedded) await e.embed();
      } catch (e) {
        return parentPort.postMessage({ error: 'parse', message: String((e && e.message) || e) });
      }
    }
    const pageOf = new Map(pages.map((p, i) => [p.ref.toString(), i]));
    const annotPage = new Map();
    pages.forEach((p, i) => {
      const annots = p.node.Annots();
      if (!annots) return;
      for (let k = 0; k < annots.size(); k++) {
        const r = annots.get(k);
        if (r && r.toString) annotPage.set(r.toString(), i);
      }
    });
    const out = {};
    const fields = doc.catalog.getAcroForm() ? doc.getForm().getFields() : [];
    for (const field of fields) {
      const name = field.getName();
      if (out[name]) continue;
      let da = '';
      try { da = field.acroField.getDefaultAppearance() || ''; } catch {}
      for (const widget of field.acroField.getWidgets()) {
        const ref = doc.context.getObjectRef(widget.dict);
        const p = widget.P();
        let page = p ? pageOf.get(p.toString()) : undefined;
        if (page === undefined && ref) page = annotPage.get(ref.toString());
        if (page === undefined) continue;
        const r = widget.getRectangle();
        const box = pages[page].getMediaBox();
        const rect = { page, x: r.x - box.x, y: r.y - box.y, width: r.width, height: r.height };
        let wda = '';
        try { wda = widget.getDefaultAppearance() || ''; } catch {}
        const m = /([0-9]*\\.?[0-9]+)\\s+Tf/.exec(wda || da);
        if (m && Number(m[1]) > 0) rect.fontSize = Number(m[1]);
        out[name] = rect;
        break;
      }
    }
    let text;
    if (job.text) {
      // The design's own wording (text layer only; form fields' values are not part of it).
      try {
        const pdfjs = await import(workerData.pdfjs);
        const pdf = await pdfjs.getDocument({ data: new Uint8Array(job.bytes), disableFontFace: true,
          useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
        const parts = [];
        for (let i = 1; i <= pdf.numPages; i++) {
          const content = await (await pdf.getPage(i)).getTextContent();
          for (const it of content.items) if (typeof it.str === 'string') parts.push(it.str, it.hasEOL ? ' ' : '');
        }
        await pdf.destroy();
        text = parts.join('').slice(0, job.maxText);
      } catch (e) {
        text = null;
      }
    }
    parentPort.postMessage({ fields: out, count: pages.length, text });
  } catch (e) {
    const encrypted = e && e.constructor && e.constructor.name === 'EncryptedPDFError';
    parentPort.postMessage({ error: encrypted ? 'encrypted' : 'parse', message: String((e && e.message) || e) });
  }
});
`;

/**
 * A reader worker started ahead (pdf-lib loaded) for the next parse: each parse takes it and
 * starts the next, so a parse does not wait for a worker to load pdf-lib (≈0.1 s), while every
 * parse still runs in a fresh worker (its own heap, ended after it). Not keeping the process alive.
 */
let spare: { worker: Worker; exited: boolean } | null = null;

function startReader(): { worker: Worker; exited: boolean } {
  const require = createRequire(import.meta.url);
  const pdfLib = require.resolve('pdf-lib');
  const pdfjs = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfLib, pdfjs },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  const reader = { worker, exited: false };
  worker.on('error', () => {}); // reported through 'exit' (or to the parse that took it)
  worker.once('exit', () => {
    reader.exited = true;
  });
  worker.unref();
  return reader;
}

/** A ready reader worker (the spare when alive), and a new spare for the next parse. */
function takeReader(): Worker {
  const reader = spare && !spare.exited ? spare : startReader();
  spare = startReader();
  reader.worker.ref();
  return reader.worker;
}

/**
 * Reads the AcroForm field rectangles of an uploaded template (run once, at upload): page is
 * 0-based, x/y/width/height in points from the page's lower-left corner, fontSize from the
 * field's default appearance when set. The parse runs in a worker with size, time and memory
 * limits; throws a clear `TemplatePdfError` for a non-PDF, encrypted, oversize or unreadable file.
 */
export async function readTemplateFields(
  pdf: Uint8Array,
  opts: TemplateReadOptions = {},
): Promise<Record<string, FieldRect>> {
  return (await inspectTemplatePdf(pdf, opts)).fields;
}

/**
 * Reads a template PDF as `readTemplateFields` does and also answers its page count. Throws a
 * `TemplatePdfError` (reason `empty`, `not_pdf`, `too_large`, `encrypted`, `pages` over
 * `opts.maxPages`, `no_pages`, `unreadable`, `blank_page` (with `opts.renderable`), `timeout` when the parse takes longer than
 * `opts.timeoutMs`). spec: DESIGN.md "PDFs" (fields read once at upload; parse with size and time limits).
 */
export async function inspectTemplatePdf(pdf: Uint8Array, opts: TemplateReadOptions = {}): Promise<TemplateInspection> {
  const maxPages = opts.maxPages ?? MAX_PAGES;
  const timeoutMs = opts.timeoutMs ?? TEMPLATE_PARSE_TIMEOUT_MS;
  if (!(pdf instanceof Uint8Array) || pdf.length === 0) throw new TemplatePdfError('empty', 'Template file is empty');
  if (pdf.length > MAX_TEMPLATE_BYTES) {
    throw new TemplatePdfError(
      'too_large',
      `Template PDF is too large (${(pdf.length / 1048576).toFixed(1)} MB; at most ${MAX_TEMPLATE_BYTES / 1048576} MB)`,
    );
  }
  const head = Buffer.from(pdf.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new TemplatePdfError('not_pdf', 'Template file is not a PDF');

  const result = await new Promise<{
    fields?: Record<string, FieldRect>;
    error?: string;
    message?: string;
    count?: number;
    page?: number;
    text?: string | null;
  }>((resolve, reject) => {
    const worker = takeReader();
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new TemplatePdfError('timeout', 'Template PDF could not be read in time (too complex)'));
    }, timeoutMs);
    worker.once('message', (m) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m as never);
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(new TemplatePdfError('unreadable', `Template PDF could not be read: ${e.message}`));
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new TemplatePdfError('unreadable', `Template PDF could not be read (reader stopped with code ${code})`));
    });
    worker.postMessage({
      bytes: pdf,
      maxPages,
      renderable: opts.renderable === true,
      text: opts.text === true,
      maxText: MAX_TEMPLATE_TEXT,
    });
  });
  if (result.error === 'encrypted')
    throw new TemplatePdfError(
      'encrypted',
      'Template PDF is encrypted or password-protected; upload an unprotected PDF',
    );
  if (result.error === 'pages')
    throw new TemplatePdfError(
      'pages',
      `Template PDF has too many pages (${result.count}; at most ${maxPages})`,
      result.count,
    );
  if (result.error === 'blank')
    throw new TemplatePdfError('blank_page', `Template PDF page ${result.page} has no content`, result.page);
  if (result.error)
    throw new TemplatePdfError('unreadable', `Template PDF could not be read: ${result.message ?? 'invalid file'}`);
  if (!result.count) throw new TemplatePdfError('no_pages', 'Template PDF has no pages');
  return { fields: result.fields ?? {}, pageCount: result.count, text: result.text ?? null };
}
