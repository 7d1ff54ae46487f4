/**
 * The streamed bulk PDF (docs/architecture.md "Bulk work off the request path"; api/src/pdf/streamedPdf.ts): many
 * chunks rendered in parallel by the render threads, appended as they finish, make ONE valid PDF —
 * every cross-reference entry points at its object, the pages are in print order, what every page
 * shares (the built-in background, the logo, each signature, the fonts) is written once, the text is
 * each certificate's own — signed over its byte ranges, with the SHA-256 of exactly the bytes written.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoTemplatePdf, readTemplateFields } from '../src/pdf/index.js';
import { RENDER_NICE_INCREMENT, RenderPool } from '../src/pdf/renderPool.js';
import { writeStreamedPdf } from '../src/pdf/streamedPdf.js';
import type { CertificateRenderData, TemplateSource } from '../src/pdf/types.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';
import { makeSelfSignedPkcs12 } from '../src/signing/pkcs12.js';
import { verifyPdf } from './pdfSignature.js';
import { pageTexts } from './pdfText.js';

const pool = new RenderPool({ threads: 2 });
afterAll(() => pool.close());

const { key } = makeSelfSignedPkcs12('Streamed Test RTO');
const signatures = [drawSignaturePng(1), drawSignaturePng(2)];

function item(
  i: number,
  template: TemplateSource,
  logo: Uint8Array | null,
): { template: TemplateSource; data: CertificateRenderData } {
  return {
    template,
    data: {
      organisation: { name: 'Streamed Test RTO', rtoCode: '12345', logo },
      certificateType: { code: 'C', name: 'Certificate' },
      course: { code: 'BSB50420', name: 'Diploma of Leadership and Management', isQualification: true },
      studentName: `Learner Nguyễn ${i}`,
      credentialNumber: `STREAM-${String(i).padStart(4, '0')}`,
      credentialDate: '2026-03-14',
      dateFormat: 'dd/mm/yyyy',
      campusName: 'Melbourne',
      signees: [
        { slot: 1, name: 'Margaret Ellison', designation: 'Chief Executive Officer', signature: signatures[0] },
        { slot: 2, name: 'Rajesh Kumar', designation: 'Academic Director', signature: signatures[1] },
      ],
      units: [{ unitCode: 'BSBOPS501', unitName: 'Manage business resources', outcome: 'C', date: '2025-07-01' }],
      verification: { code: `K7QXM2PLR4TZQAB3CD5E${String(i).padStart(6, 'A')}`, url: `https://x.test/verify/${i}` },
    },
  };
}

/** Writes `items` in chunks of `size` into memory (the sink), answering the bytes and the result. */
async function stream(items: ReturnType<typeof item>[], size: number) {
  const chunks = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  const parts: Uint8Array[] = [];
  const progress: number[] = [];
  const at = new Date('2026-11-28T10:00:00Z');
  const result = await writeStreamedPdf({
    chunks,
    title: `Certificates (${items.length})`,
    at,
    signing: {
      key,
      info: { reason: 'Issued by Streamed Test RTO', name: 'Streamed Test RTO', location: '', contactInfo: '', at },
    },
    renderer: pool,
    sink: async (bytes) => {
      parts.push(bytes);
    },
    onProgress: (done) => {
      progress.push(done);
    },
  });
  return { bytes: Buffer.concat(parts), result, progress };
}

/** Every `N G obj` the cross-reference table names is at its offset. */
function xrefProblems(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const lines = text.slice(start).split('\n');
  if (lines[0] !== 'xref') return [`no xref at startxref ${start}`];
  const problems: string[] = [];
  let i = 1;
  while (/^\d+ \d+$/.test(lines[i] ?? '')) {
    const [first, count] = lines[i]!.split(' ').map(Number) as [number, number];
    for (let k = 0; k < count; k++) {
      const [offset, , kind] = lines[i + 1 + k]!.trim().split(' ');
      if (kind !== 'n') continue;
      const at = Number(offset);
      if (!text.startsWith(`${first + k} 0 obj`, at)) problems.push(`object ${first + k} is not at ${at}`);
    }
    i += 1 + count;
  }
  return problems;
}

const count = (pdf: Buffer, pattern: RegExp) => (pdf.toString('latin1').match(pattern) ?? []).length;

describe('a streamed bulk PDF', () => {
  it('on the built-in layout with a logo: one valid, signed PDF, pages in order, shared resources once', async () => {
    const logo = drawSignaturePng(3);
    const template: TemplateSource = { key: 'default', pdf: null, fields: null };
    const items = Array.from({ length: 23 }, (_, i) => item(i, template, logo));
    const { bytes, result, progress } = await stream(items, 5);

    expect(result.byteSize).toBe(bytes.byteLength);
    expect(result.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(result.pageCount).toBe(46);
    expect(progress.at(-1)).toBe(23);
    expect(xrefProblems(bytes)).toEqual([]);

    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(46);
    expect(doc.getTitle()).toBe('Certificates (23)');
    const texts = await pageTexts(bytes);
    items.forEach((it, i) => {
      // page 2i is the certificate, 2i + 1 its Record of Results
      expect(texts[2 * i]).toContain(it.data.credentialNumber);
      expect(texts[2 * i]).toContain(it.data.studentName.replace(/\s+/g, ''));
      expect(texts[2 * i + 1]).toContain('RecordofResults');
    });
    // The pages' four faces once per output (the subset of the glyphs every chunk used, mapped from
    // the glyph ids the chunks drew with), the background (with its own fonts) once.
    expect(count(bytes, /\/CIDToGIDMap \d+ 0 R/g)).toBe(4);
    expect(count(bytes, /\/Subtype \/Form/g)).toBeLessThanOrEqual(3);

    const verified = await verifyPdf(bytes);
    expect(verified.problem).toBeUndefined();
    expect(verified.ok).toBe(true);
    // One changed byte (in the first chunk's objects, long before the signature) and it no longer verifies.
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.byteLength / 3)]! ^= 0x01;
    expect((await verifyPdf(changed)).ok).toBe(false);
  }, 120_000);

  it('on an uploaded template with its fields: the template and each signature written once', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Streamed',
      kind: 'qualification',
      signeeSlots: 2,
      organisationName: 'Streamed Test RTO',
      rtoCode: '12345',
    });
    const template: TemplateSource = { key: 7, pdf, fields: await readTemplateFields(pdf) };
    const items = Array.from({ length: 17 }, (_, i) => item(i, template, null));
    const { bytes, result } = await stream(items, 4);
    expect(result.pageCount).toBe(34);
    expect(xrefProblems(bytes)).toEqual([]);
    const texts = await pageTexts(bytes);
    expect(texts[32]).toContain('STREAM-0016');
    // the two signatures (each an image with its alpha mask), once for 17 certificates
    expect(count(bytes, /\/Subtype \/Image/g)).toBe(4);
    expect((await verifyPdf(bytes)).ok).toBe(true);
  }, 120_000);
});

describe('the render threads', () => {
  it("run at a lower priority than the api's event loop, so requests are answered while they render", async () => {
    const warm = new RenderPool({ threads: 2, warm: true });
    try {
      await warm.ready();
      // Linux keeps a nice value per thread: field 19 of /proc/self/task/<tid>/stat.
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const own = niceOf(String(process.pid));
      const lowered = readdirSync('/proc/self/task').filter((tid) => niceOf(tid) === own + RENDER_NICE_INCREMENT);
      expect(lowered.length).toBeGreaterThanOrEqual(2);
    } finally {
      await warm.close();
    }
  }, 60_000);
});
