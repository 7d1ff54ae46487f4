/**
 * Invented certificates for warming a render thread (renderWorker.ts `warm`): drawing them loads
 * the fonts and lets V8 compile what every real certificate uses — the built-in layout and an
 * uploaded template's fields, a Record of Results, a verification mark. Never printed.
 */
import { PDFDocument } from 'pdf-lib';
import { drawTestamurBackground, PAGE_H, PAGE_W, testamurFields } from './defaultLayout.js';
import { embedFontSet } from './fonts.js';
import type { CertificateRenderData, TemplateSource } from './types.js';

type Item = { template: TemplateSource; data: CertificateRenderData };

/** A certificate in the built-in layout (a Record of Results, a verification mark). */
export function sampleCertificate(): Item {
  return {
    template: { key: 'sample', pdf: null, fields: null },
    data: {
      organisation: { name: 'Sample Training Organisation', rtoCode: '00000' },
      certificateType: { code: 'C', name: 'Certificate' },
      course: { code: 'SMP00000', name: 'Certificate in Samples', isQualification: true },
      studentName: 'Sam Sample',
      credentialNumber: 'SAMPLE-000001',
      credentialDate: '2026-01-01',
      dateFormat: 'dd/mm/yyyy',
      campusName: 'Sample Campus',
      signees: [{ slot: 1, name: 'Pat Sample', designation: 'Sample Officer', signature: null }],
      units: [{ unitCode: 'SMP001', unitName: 'Sample unit', outcome: 'Competent', date: '2026-01-01' }],
      verification: { code: 'XXXXXXXXXXXXXXXXXXXXXXXXXX', url: 'https://example.invalid/verify' },
    },
  };
}

let template: Promise<TemplateSource> | undefined;

/**
 * An uploaded-template stand-in: the built-in background as a template PDF, with its field
 * rectangles, made once per thread.
 */
function sampleTemplate(): Promise<TemplateSource> {
  template ??= makeSampleTemplate();
  return template;
}

async function makeSampleTemplate(): Promise<TemplateSource> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFontSet(doc);
  const design = { kind: 'qualification' as const, organisationName: 'Sample', rtoCode: '00000', signeeSlots: 2 };
  drawTestamurBackground(doc.addPage([PAGE_W, PAGE_H]), fonts, design, null);
  return { key: 'sample-template', pdf: await doc.save(), fields: testamurFields('qualification', 2) };
}

/**
 * `count` distinct sample certificates, half in the built-in layout and half on a template, each
 * with its own name, number and code (as real certificates are: text laid out afresh). `round`
 * keeps rounds distinct.
 */
export async function sampleCertificates(count: number, round: number): Promise<Item[]> {
  const onTemplate = await sampleTemplate();
  return Array.from({ length: count }, (_, i) => {
    const item = sampleCertificate();
    const n = `${round}${String(i).padStart(4, '0')}`;
    item.data.studentName = `Sam Sample ${n}`;
    item.data.credentialNumber = `SAMPLE-${n}`;
    item.data.verification = { code: `SAMPLE${n}`.padEnd(26, 'Q'), url: `https://example.invalid/verify/SAMPLE${n}` };
    if (i % 2) {
      item.template = onTemplate;
      item.data.signees.push({ slot: 2, name: `Lee Sample ${n}`, designation: 'Trainer', signature: null });
    }
    return item;
  });
}
