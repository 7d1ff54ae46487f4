/**
 * The verification mark of printed PDFs (docs/verification.md): a QR code of
 * `PUBLIC_URL/verify/{code}` drawn as vectors with the code in text (grouped) and a "Verify at"
 * line — in the template's `verification_qr` field, or the bottom-right corner of the first page.
 * Printed certificates carry it; previews do not; a template preview shows a sample. Each QR code
 * is read back the way a phone reads paper: the page rendered by pdftoppm, decoded by jsQR.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { storedFileBytes } from '../src/files/storedFileParts.js';
import {
  buildDemoTemplatePdf,
  readTemplateFields,
  renderCertificatesPdf,
  type CertificateRenderData,
  type TemplateSource,
} from '../src/pdf/index.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';
import { groupVerificationCode, newVerificationCode, normaliseVerificationCode } from '../src/verification/code.js';
import { startTestApi, type TestApi } from './harness.js';
import { pageTexts } from './pdfText.js';
import { readQrCode } from './qrImage.js';
import { WorkflowKit } from './workflowKit.js';

const PUBLIC_URL = 'https://certify.example.edu.au';
const CODE = 'K7QXM2PLR4TZQAB3CD5EF6GH7J';
const URL_OF = (code: string) => `${PUBLIC_URL}/verify/${code}`;
const squash = (s: string) => s.replace(/\s+/g, '');

function certificate(over: Partial<CertificateRenderData> = {}): CertificateRenderData {
  return {
    organisation: { name: 'Southern Cross Institute of Training', rtoCode: '45123' },
    certificateType: { code: 'C', name: 'Certificate' },
    course: { code: 'BSB50420', name: 'Diploma of Leadership and Management', isQualification: true },
    studentName: "Zoë O'Brien",
    credentialNumber: 'SCIT-2025-000123',
    credentialDate: '2025-03-14',
    dateFormat: 'dd/mm/yyyy',
    campusName: 'Melbourne CBD',
    signees: [
      { slot: 1, name: 'Margaret Ellison', designation: 'Chief Executive Officer', signature: drawSignaturePng(1) },
      { slot: 2, name: 'Rajesh Kumar', designation: 'Academic Director', signature: drawSignaturePng(2) },
    ],
    units: [{ unitCode: 'BSBCMM511', unitName: 'Communicate with influence', outcome: 'C', date: '2025-01-10' }],
    verification: { code: CODE, url: URL_OF(CODE) },
    ...over,
  };
}
const DEFAULT: TemplateSource = { key: 'default', pdf: null, fields: null };

/** A one-page template (A4 portrait or landscape) with a grey background and the named text fields. */
async function templateWith(
  fields: Record<string, { x: number; y: number; width: number; height: number }>,
  size: [number, number] = [842, 595],
): Promise<TemplateSource> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(size);
  page.drawRectangle({ x: 0, y: 0, width: size[0], height: size[1], color: rgb(0.9, 0.92, 0.95) });
  const form = doc.getForm();
  for (const [name, rect] of Object.entries(fields))
    form.createTextField(name).addToPage(page, { ...rect, borderWidth: 0 });
  const pdf = await doc.save();
  return { key: `t${Math.random()}`, pdf, fields: await readTemplateFields(pdf) };
}

describe('the printed code text', () => {
  it('is grouped for reading and reads back as the code', () => {
    expect(groupVerificationCode(CODE)).toBe('K7QX-M2PL-R4TZ-QAB3-CD5EF-6GH7J');
    const code = newVerificationCode();
    expect(normaliseVerificationCode(groupVerificationCode(code))).toBe(code);
  });
});

describe('renderCertificatesPdf with a verification mark', () => {
  it('the default layout: a QR code of the verify link in the bottom-right corner of page 1 only, with the code and "Verify at"', async () => {
    const pdf = await renderCertificatesPdf([{ template: DEFAULT, data: certificate() }]);
    const qr = await readQrCode(pdf, 1);
    expect(qr?.text).toBe(URL_OF(CODE));
    // bottom-right: right of the page's 85 %, below its 25 %; about 20 mm (≈ 56 pt) with its quiet zone
    expect(qr!.box.x).toBeGreaterThan(qr!.page.width * 0.85);
    expect(qr!.box.y + qr!.box.height).toBeLessThan(qr!.page.height * 0.25);
    expect(qr!.box.width).toBeGreaterThan(40);
    expect(qr!.box.width).toBeLessThan(60);
    const [face, results] = await pageTexts(pdf);
    expect(face).toContain('K7QX-M2PL-R4TZ');
    expect(face).toContain('QAB3-CD5EF-6GH7J');
    expect(face).toContain('Verifyatcertify.example.edu.au/verify');
    // The Record of Results page has neither.
    expect(results).toContain('BSBCMM511');
    expect(results).not.toContain('K7QX');
    expect(await readQrCode(pdf, 2)).toBeNull();
  });

  it('a statement of attainment and every certificate of a bulk print carry their own code', async () => {
    const codes = [newVerificationCode(), newVerificationCode()];
    const pdf = await renderCertificatesPdf(
      codes.map((code, i) => ({
        template: DEFAULT,
        data: certificate({
          certificateType: { code: i ? 'S' : 'C', name: i ? 'Statement of Attainment' : 'Certificate' },
          verification: { code, url: URL_OF(code) },
        }),
      })),
    );
    expect((await readQrCode(pdf, 1))?.text).toBe(URL_OF(codes[0]!));
    expect((await readQrCode(pdf, 3))?.text).toBe(URL_OF(codes[1]!));
  });

  it('no verification data (never issued, previews): no QR code and no code text', async () => {
    const pdf = await renderCertificatesPdf([{ template: DEFAULT, data: certificate({ verification: null }) }]);
    expect(await readQrCode(pdf, 1)).toBeNull();
    expect((await pageTexts(pdf))[0]).not.toContain('Verifyat');
  });

  it("a template's verification_qr field holds the mark: the QR code fills it, square and centred", async () => {
    const rect = { x: 80, y: 360, width: 140, height: 180 };
    const template = await templateWith({
      student_name: { x: 300, y: 300, width: 400, height: 40 },
      verification_qr: rect,
    });
    const pdf = await renderCertificatesPdf([{ template, data: certificate() }]);
    const qr = await readQrCode(pdf, 1);
    expect(qr?.text).toBe(URL_OF(CODE));
    const { box } = qr!;
    expect(box.x).toBeGreaterThanOrEqual(rect.x);
    expect(box.x + box.width).toBeLessThanOrEqual(rect.x + rect.width);
    expect(box.y).toBeGreaterThanOrEqual(rect.y);
    expect(box.y + box.height).toBeLessThanOrEqual(rect.y + rect.height);
    expect(box.width).toBeGreaterThan(rect.width * 0.75); // it fills the width (less its quiet zone)
    expect(Math.abs(box.x + box.width / 2 - (rect.x + rect.width / 2))).toBeLessThan(3); // centred
    expect((await pageTexts(pdf))[0]).toContain('K7QX-M2PL-R4TZ-QAB3-CD5EF-6GH7J');
  });

  it('a template without the field: the default corner of its first page (A4 portrait too)', async () => {
    const template = await templateWith({ student_name: { x: 100, y: 500, width: 400, height: 40 } }, [595, 842]);
    const pdf = await renderCertificatesPdf([{ template, data: certificate() }]);
    const qr = await readQrCode(pdf, 1);
    expect(qr?.text).toBe(URL_OF(CODE));
    expect(qr!.box.x).toBeGreaterThan(595 - 120);
    expect(qr!.box.y).toBeLessThan(160);
  });

  it('the demo templates carry a verification_qr field where the default layout draws it', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Demo',
      kind: 'statement',
      signeeSlots: 2,
      organisationName: 'Southern Cross Institute of Training',
      rtoCode: '45123',
    });
    const fields = await readTemplateFields(pdf);
    expect(fields.verification_qr).toMatchObject({ page: 0, x: 734, y: 50, width: 56 });
  });

  it('stays small: a few hundred bytes per certificate', async () => {
    const items = (withMark: boolean) =>
      Array.from({ length: 20 }, () => {
        const code = newVerificationCode();
        return {
          template: DEFAULT,
          data: certificate({ verification: withMark ? { code, url: URL_OF(code) } : null }),
        };
      });
    const without = (await renderCertificatesPdf(items(false))).byteLength;
    const withMarks = (await renderCertificatesPdf(items(true))).byteLength;
    expect((withMarks - without) / 20).toBeLessThan(1500);
  });
});

describe('printing', () => {
  let api: TestApi;
  let kit: WorkflowKit;
  beforeAll(async () => {
    api = await startTestApi({ config: { publicUrl: `${PUBLIC_URL}/` } });
    kit = new WorkflowKit(api);
  });
  afterAll(() => api?.close());

  const printedPdf = async (id: number): Promise<Uint8Array> => {
    const [row] = await api.db
      .select({ id: t.storedFiles.id, parts: t.storedFiles.parts })
      .from(t.certificatePrints)
      .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.certificatePrints.fileId))
      .where(eq(t.certificatePrints.certificateId, id));
    return storedFileBytes(api.db, row!);
  };

  it("the printed PDF's QR code is exactly the verify link of the certificate's code, its code text is printed", async () => {
    const id = await kit.create('printed');
    const code = (await kit.row(id)).verificationCode!;
    const pdf = await printedPdf(id);
    expect((await readQrCode(pdf, 1))?.text).toBe(URL_OF(code));
    expect((await pageTexts(pdf))[0]).toContain(squash(groupVerificationCode(code)).slice(0, 14));
    // The link opens the public view of exactly this certificate.
    const res = await api.get(`/verify/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.verification.status).toBe('valid');
  });

  it('a certificate preview has no QR code; a template preview shows a sample that opens the verify page', async () => {
    const id = await kit.create('issued');
    const preview = await kit.get('approver', `/generate-pdf/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(await readQrCode(preview.body as Uint8Array, 1)).toBeNull();

    const [template] = await api.db.select({ id: t.templates.id }).from(t.templates).limit(1);
    const sample = await kit.get('admin', `/template/${template!.id}/preview`);
    expect(sample.status, sample.text).toBe(200);
    expect((await readQrCode(sample.body as Uint8Array, 1))?.text).toBe(`${PUBLIC_URL}/verify`);
    expect((await pageTexts(sample.body as Uint8Array))[0]).toContain('XXXX-XXXX-XXXX');
  });
});
