import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  AQF_STATEMENT,
  buildDemoTemplatePdf,
  formatDate,
  readTemplateFields,
  renderCertificatesPdf,
  testamurFields,
  testamurKindOf,
  type CertificateRenderData,
  type TemplateSource,
} from '../src/pdf/index.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';
import { pageTexts } from './pdfText.js';

const squash = (s: string) => s.replace(/\s+/g, '');

const UNITS = [
  { unitCode: 'BSBCMM511', unitName: 'Communicate with influence', outcome: 'C', date: '2025-01-10' },
  { unitCode: 'BSBCRT511', unitName: 'Develop critical thinking in others', outcome: 'CT', date: '2025-02-11' },
  { unitCode: 'BSBFIN501', unitName: 'Manage budgets and financial plans', outcome: 'RPL', date: '2025-03-12' },
];

function qualification(over: Partial<CertificateRenderData> = {}): CertificateRenderData {
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
    units: UNITS,
    ...over,
  };
}
const statement = (over: Partial<CertificateRenderData> = {}) =>
  qualification({
    certificateType: { code: 'S', name: 'Statement of Attainment' },
    studentName: 'Nguyễn Thị Minh Khai',
    credentialNumber: 'SCIT-2025-000124',
    ...over,
  });
const DEFAULT: TemplateSource = { key: 'default', pdf: null, fields: null };

describe('renderCertificatesPdf with the default layout', () => {
  it('prints a qualification testamur with the AQF statement and a Record of Results page', async () => {
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data: qualification() }]));
    expect(pages).toHaveLength(2);
    const [face, ror] = pages as [string, string];
    for (const s of [
      "Zoë O'Brien",
      'SCIT-2025-000123',
      'BSB50420',
      'Diploma of Leadership and Management',
      '14/03/2025',
      'Margaret Ellison',
      'Academic Director',
      'RTO Code 45123',
      'This is to certify that',
    ]) {
      expect(face).toContain(squash(s));
    }
    expect(face).toContain(squash(AQF_STATEMENT));
    expect(face).not.toContain('PREVIEW');
    expect(ror).toContain('RecordofResults');
    expect(ror).toContain(squash("Zoë O'Brien"));
    expect(ror).toContain('SCIT-2025-000123');
    for (const u of UNITS) {
      expect(ror).toContain(u.unitCode);
      expect(ror).toContain(squash(u.unitName));
      expect(ror).toContain(formatDate(u.date, 'dd/mm/yyyy'));
    }
    expect(ror).not.toContain(squash(AQF_STATEMENT));
  });

  it('prints a statement of attainment with its units and without the AQF statement', async () => {
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data: statement() }]));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(squash('Nguyễn Thị Minh Khai'));
    expect(pages[0]).toContain(squash('is a Statement of Attainment towards'));
    expect(pages[0]).toContain('BSBCRT511');
    for (const p of pages) expect(p).not.toContain(squash(AQF_STATEMENT));
  });

  it('omits the AQF statement for a qualification-type certificate of a non-qualification course', async () => {
    const data = qualification({
      course: { code: 'WHS-IND', name: 'Workplace Safety Induction', isQualification: false },
      units: [],
    });
    expect(testamurKindOf(data)).toBe('completion');
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data }]));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('WorkplaceSafetyInduction');
    expect(pages[0]).not.toContain(squash(AQF_STATEMENT));
  });

  it('draws PREVIEW on every page only when asked', async () => {
    const items = [
      { template: DEFAULT, data: qualification() },
      { template: DEFAULT, data: statement({ units: [] }) },
    ];
    const preview = await pageTexts(await renderCertificatesPdf(items, { watermark: 'PREVIEW' }));
    expect(preview).toHaveLength(3);
    for (const p of preview) expect(p).toContain('PREVIEW');
    const printed = await pageTexts(await renderCertificatesPdf(items));
    for (const p of printed) expect(p).not.toContain('PREVIEW');
  });

  it('leaves an unsigned signee without an image but keeps the name', async () => {
    const data = qualification({
      signees: [{ slot: 1, name: 'Margaret Ellison', designation: 'CEO', signature: null }],
      units: [],
    });
    const bytes = await renderCertificatesPdf([{ template: DEFAULT, data }]);
    expect((await pageTexts(bytes))[0]).toContain('MargaretEllison');
    expect(await countImages(bytes)).toBe(0);
  });

  it('breaks a long Record of Results over several pages', async () => {
    const units = Array.from({ length: 70 }, (_, i) => ({
      unitCode: `UNIT${String(i).padStart(3, '0')}`,
      unitName: `Unit number ${i}`,
      outcome: 'C',
      date: '2025-01-01',
    }));
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data: qualification({ units }) }]));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const ror = pages.slice(1).join('');
    for (const u of units) expect(ror).toContain(u.unitCode);
    expect(pages[pages.length - 1]).toContain(`Page${pages.length - 1}of${pages.length - 1}`);
  });
});

describe('the Record of Results table', () => {
  it('prints a long unit name and a long outcome in full, with the mark and the grade', async () => {
    const longName =
      'Lead and manage effective workplace relationships across culturally diverse, geographically ' +
      'distributed and hybrid teams in complex organisations';
    const units = [
      {
        unitCode: 'BSBLDR523',
        unitName: longName,
        outcome: 'Competency achieved/pass with distinction',
        mark: '87.5',
        grade: 'HD',
        date: '2025-02-11',
      },
      {
        unitCode: 'CPCCWHS1001XYZLONGCODE',
        unitName: 'Short',
        outcome: 'CT',
        mark: '',
        grade: 'CA',
        date: '2025-03-12',
      },
    ];
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data: qualification({ units }) }]));
    const ror = pages[1]!;
    for (const s of ['UNITCODE', 'UNITNAME', 'OUTCOME', 'MARK', 'GRADE', 'DATE']) expect(ror).toContain(s);
    expect(ror).toContain(squash(`BSBLDR523${longName}Competency achieved/pass with distinction87.5HD11/02/2025`));
    expect(ror).toContain(squash('CPCCWHS1001XYZLONGCODEShortCTCA12/03/2025'));
    expect(ror).not.toContain('…');
  });

  it('flows 40 units onto more pages, repeating the header row, each unit once', async () => {
    const units = Array.from({ length: 40 }, (_, i) => ({
      unitCode: `RR${String(i).padStart(3, '0')}X`,
      unitName: `Apply the principles of unit ${i} in a workplace that spans several sites and shifts`,
      outcome: 'Competent',
      mark: String(50 + i),
      grade: 'CR',
      date: '2025-01-01',
    }));
    const pages = await pageTexts(await renderCertificatesPdf([{ template: DEFAULT, data: qualification({ units }) }]));
    const rorPages = pages.slice(1);
    expect(rorPages.length).toBeGreaterThan(1);
    const ror = rorPages.join('');
    for (const u of units) expect(ror.split(u.unitCode)).toHaveLength(2);
    for (const [i, p] of rorPages.entries()) {
      expect(p).toContain('UNITCODEUNITNAMEOUTCOMEMARKGRADEDATE');
      expect(p).toContain(i === 0 ? 'RecordofResults' : 'RecordofResults(continued)');
      if (i < rorPages.length - 1) expect(p).toContain(`Continuedonpage${i + 2}`);
    }
  });
});

describe('templates', () => {
  it('buildDemoTemplatePdf has the design fields and readTemplateFields reads them back', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Demo',
      kind: 'qualification',
      signeeSlots: 2,
      organisationName: 'Demo College',
      rtoCode: '99999',
    });
    const fields = await readTemplateFields(pdf);
    const expected = testamurFields('qualification', 2);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'student_name',
        'course_code',
        'course_name',
        'credential_number',
        'credential_date',
        'campus_name',
        'signee_1_name',
        'signee_2_designation',
        'signee_2_signature',
      ]),
    );
    for (const [name, rect] of Object.entries(expected)) {
      const got = fields[name]!;
      expect(got.page).toBe(0);
      for (const k of ['x', 'y', 'width', 'height', 'fontSize'] as const)
        if (rect[k] !== undefined) expect(got[k]).toBeCloseTo(rect[k], 1); // verification_qr has no font size
    }
    const statementFields = await readTemplateFields(
      await buildDemoTemplatePdf({
        title: 'S',
        kind: 'statement',
        signeeSlots: 3,
        organisationName: 'X',
        rtoCode: '1',
      }),
    );
    expect(statementFields).toHaveProperty('certificate_type');
    expect(statementFields).toHaveProperty('signee_3_signature');
  });

  it('renders onto the demo template page without form fields', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Demo',
      kind: 'statement',
      signeeSlots: 2,
      organisationName: 'Demo College',
      rtoCode: '99999',
    });
    const template: TemplateSource = { key: 7, pdf, fields: await readTemplateFields(pdf) };
    const bytes = await renderCertificatesPdf([
      { template, data: statement() },
      { template, data: qualification({ units: [] }) },
    ]);
    const pages = await pageTexts(bytes);
    expect(pages).toHaveLength(3); // statement + its Record of Results, qualification without units
    expect(pages[0]).toContain('DEMOCOLLEGE');
    expect(pages[0]).toContain(squash('Nguyễn Thị Minh Khai'));
    expect(pages[0]).toContain('SCIT-2025-000124');
    expect(pages[0]).toContain('StatementofAttainment');
    expect(pages[1]).toContain('BSBFIN501');
    expect(pages[2]).toContain(squash("Zoë O'Brien"));
    const out = await PDFDocument.load(bytes);
    expect(out.catalog.get(PDFName.of('AcroForm'))).toBeUndefined();
    for (const page of out.getPages()) expect(page.node.Annots()?.size() ?? 0).toBe(0);
  });

  it('embeds a template, the fonts and each distinct signature once per document', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Demo',
      kind: 'qualification',
      signeeSlots: 2,
      organisationName: 'Demo College',
      rtoCode: '99999',
    });
    const fields = await readTemplateFields(pdf);
    // a fresh copy of the same bytes per certificate, as the database would return them
    const items = Array.from({ length: 12 }, (_, i) => ({
      template: { key: 'demo', pdf: pdf.slice(), fields },
      data: qualification({
        studentName: `Student ${i}`,
        units: i % 3 === 0 ? UNITS : [],
        signees: [
          { slot: 1, name: 'A', designation: 'CEO', signature: drawSignaturePng(1) },
          { slot: 2, name: 'B', designation: 'Director', signature: drawSignaturePng(2) },
        ],
      }),
    }));
    const bytes = await renderCertificatesPdf(items);
    const out = await PDFDocument.load(bytes);
    expect(out.getPageCount()).toBe(12 + 4);
    expect(await countImages(bytes)).toBe(2);
    const templateRefs = new Set<string>();
    for (const page of out.getPages()) {
      const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      for (const [, ref] of xobjects?.entries() ?? []) {
        const obj = out.context.lookup(ref);
        if (
          ref instanceof PDFRef &&
          obj &&
          String((obj as { dict?: PDFDict }).dict?.get(PDFName.of('Subtype'))) === '/Form'
        )
          templateRefs.add(ref.toString());
      }
    }
    expect(templateRefs.size).toBe(1);
    // 4 certificate faces + the template's own fonts, each once (not once per page)
    const fontFiles = out.context
      .enumerateIndirectObjects()
      .filter(([, o]) => (o as { dict?: PDFDict }).dict?.has(PDFName.of('Length1')));
    expect(fontFiles.length).toBeLessThanOrEqual(8);
  });

  it('falls back to the default layout when the template has no known fields', async () => {
    const pdf = await buildDemoTemplatePdf({
      title: 'Demo',
      kind: 'qualification',
      signeeSlots: 1,
      organisationName: 'Other College',
      rtoCode: '1',
    });
    const pages = await pageTexts(
      await renderCertificatesPdf([{ template: { key: 1, pdf, fields: {} }, data: qualification({ units: [] }) }]),
    );
    expect(pages[0]).toContain('SOUTHERNCROSSINSTITUTEOFTRAINING');
    expect(pages[0]).not.toContain('OTHERCOLLEGE');
  });
});

describe('readTemplateFields', () => {
  it('rejects a file that is not a PDF', async () => {
    await expect(readTemplateFields(new TextEncoder().encode('hello, I am a text file'))).rejects.toThrow(/not a PDF/);
    await expect(readTemplateFields(drawSignaturePng(1))).rejects.toThrow(/not a PDF/);
  });

  it('rejects an oversize file', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    await expect(readTemplateFields(big)).rejects.toThrow(/too large/);
  });

  it('rejects an encrypted PDF', async () => {
    await expect(readTemplateFields(encryptedPdf())).rejects.toThrow(/encrypted/);
  });

  it('rejects a broken PDF with a clear error', async () => {
    await expect(
      readTemplateFields(
        new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 9 0 R >>\n%%EOF'),
      ),
    ).rejects.toThrow(/Template PDF/);
  });

  it('reads rectangles relative to an offset MediaBox, with the font size of the field', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    const page = doc.addPage([400, 300]);
    page.setMediaBox(100, 50, 400, 300);
    const field = doc.getForm().createTextField('student_name');
    field.addToPage(page, { x: 200, y: 150, width: 180, height: 30, borderWidth: 0 });
    field.setFontSize(22);
    expect(await readTemplateFields(await doc.save())).toEqual({
      student_name: { page: 1, x: 100, y: 100, width: 180, height: 30, fontSize: 22 },
    });
  });

  it('returns no fields for a PDF without a form', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await readTemplateFields(await doc.save())).toEqual({});
  });
});

describe('renderCertificatesPdf input errors', () => {
  it('rejects an empty list and an image that is not PNG or JPEG', async () => {
    await expect(renderCertificatesPdf([])).rejects.toThrow(/No certificates/);
    const data = qualification({
      signees: [{ slot: 1, name: 'A', designation: 'B', signature: new TextEncoder().encode('GIF89a....') }],
    });
    await expect(renderCertificatesPdf([{ template: DEFAULT, data }])).rejects.toThrow(/PNG or JPEG/);
  });
});

describe('formatDate', () => {
  it('formats in each configured format', () => {
    expect(formatDate('2025-03-04', 'dd-mm-yyyy')).toBe('04-03-2025');
    expect(formatDate('2025-03-04', 'dd/mm/yyyy')).toBe('04/03/2025');
    expect(formatDate('2025-03-04', 'mm-dd-yyyy')).toBe('03-04-2025');
    expect(formatDate('2025-03-04', 'mm/dd/yyyy')).toBe('03/04/2025');
    expect(formatDate('2025-03-04', 'yyyy-mm-dd')).toBe('2025-03-04');
    expect(formatDate('2025-03-04T10:00:00Z', 'yyyy/mm/dd')).toBe('2025/03/04');
  });
});

/** Image XObjects, not counting the soft masks (alpha channels) of PNGs. */
async function countImages(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => String((o as { dict?: PDFDict }).dict?.get(PDFName.of('Subtype'))) === '/Image');
  const masks = new Set(
    images.map(([, o]) => String((o as unknown as { dict: PDFDict }).dict.get(PDFName.of('SMask')))),
  );
  return images.filter(([ref]) => !masks.has(ref.toString())).length;
}

/** A minimal PDF whose trailer names an /Encrypt dictionary. */
function encryptedPdf(): Uint8Array {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
