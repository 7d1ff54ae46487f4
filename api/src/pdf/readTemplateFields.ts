import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { FieldRect } from '../db/schema.js';

/** Largest template accepted, in bytes. */
export const MAX_TEMPLATE_BYTES = 20 * 1024 * 1024;
/** Longest a template parse may take, in milliseconds. */
export const TEMPLATE_PARSE_TIMEOUT_MS = 10_000;
const MAX_PAGES = 20;

// Runs in a worker thread (plain CommonJS, so it works from tsx, vitest and compiled builds alike).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
(async () => {
  try {
    const doc = await PDFDocument.load(workerData.bytes, { updateMetadata: false });
    const pages = doc.getPages();
    if (pages.length > workerData.maxPages) return parentPort.postMessage({ error: 'pages', count: pages.length });
    const pageOf = new Map(pages.map((p, i) => [p.ref.toString(), i]));
    const annotPage = new Map();
    pages.forEach((p, i) => {
      const annots = p.node.Annots();
      if (annots) for (let k = 0; k < annots.size(); k++) { const r = annots.get(k); if (r && r.toString) annotPage.set(r.toString(), i); }
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
    parentPort.postMessage({ fields: out });
  } catch (e) {
    parentPort.postMessage({ error: e && e.constructor && e.constructor.name === 'EncryptedPDFError' ? 'encrypted' : 'parse', message: String(e && e.message || e) });
  }
})();
`;

/**
 * Reads the AcroForm field rectangles of an uploaded template (run once, at upload): page is
 * 0-based, x/y/width/height in points from the page's lower-left corner, fontSize from the
 * field's default appearance when set. The parse runs in a worker with size, time and memory
 * limits; throws a clear Error for a non-PDF, encrypted, oversize or unreadable file.
 */
export async function readTemplateFields(pdf: Uint8Array): Promise<Record<string, FieldRect>> {
  if (!(pdf instanceof Uint8Array) || pdf.length === 0) throw new Error('Template file is empty');
  if (pdf.length > MAX_TEMPLATE_BYTES) {
    throw new Error(`Template PDF is too large (${(pdf.length / 1048576).toFixed(1)} MB; at most ${MAX_TEMPLATE_BYTES / 1048576} MB)`);
  }
  const head = Buffer.from(pdf.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new Error('Template file is not a PDF');

  const pdfLib = createRequire(import.meta.url).resolve('pdf-lib');
  const result = await new Promise<{ fields?: Record<string, FieldRect>; error?: string; message?: string; count?: number }>(
    (resolve, reject) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { bytes: pdf, pdfLib, maxPages: MAX_PAGES },
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error('Template PDF could not be read in time (too complex)'));
      }, TEMPLATE_PARSE_TIMEOUT_MS);
      worker.once('message', (m) => {
        clearTimeout(timer);
        void worker.terminate();
        resolve(m as never);
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(new Error(`Template PDF could not be read: ${e.message}`));
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Template PDF could not be read (reader stopped with code ${code})`));
      });
    },
  );
  if (result.error === 'encrypted') throw new Error('Template PDF is encrypted or password-protected; upload an unprotected PDF');
  if (result.error === 'pages') throw new Error(`Template PDF has too many pages (${result.count}; at most ${MAX_PAGES})`);
  if (result.error) throw new Error(`Template PDF could not be read: ${result.message ?? 'invalid file'}`);
  return result.fields ?? {};
}
