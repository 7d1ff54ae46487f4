/**
 * Writes sample PDFs (qualification, statement, preview, demo-template renders) to a folder:
 * npx tsx api/bench/pdf.samples.ts [dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildDemoTemplatePdf,
  readTemplateFields,
  renderCertificatesPdf,
  type CertificateRenderData,
} from '../src/pdf/index.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';

const dir = process.argv[2] ?? '/tmp/pdf-samples';
mkdirSync(dir, { recursive: true });

const org = { name: 'Southern Cross Institute of Training', rtoCode: '45123' };
const signees = [
  { slot: 1, name: 'Margaret Ellison', designation: 'Chief Executive Officer', signature: drawSignaturePng(1) },
  { slot: 2, name: 'Dr Rajesh Kumar', designation: 'Academic Director', signature: drawSignaturePng(7) },
];
const units = [
  ['BSBCMM511', 'Communicate with influence', 'C'],
  ['BSBCRT511', 'Develop critical thinking in others', 'C'],
  ['BSBFIN501', 'Manage budgets and financial plans', 'CT'],
  ['BSBOPS502', 'Manage business operational plans', 'C'],
  ['BSBPEF502', 'Develop and use emotional intelligence', 'RPL'],
  ['BSBLDR522', 'Manage people performance', 'C'],
  ['BSBLDR523', 'Lead and manage effective workplace relationships', 'C'],
  ['BSBPEF501', 'Manage personal and professional development', 'C'],
  ['BSBSTR502', 'Facilitate continuous improvement', 'C'],
  ['BSBTWK502', 'Manage team effectiveness', 'C'],
  ['BSBXCM501', 'Lead communication in the workplace', 'C'],
  ['BSBOPS504', 'Manage business risk', 'C'],
].map(([unitCode, unitName, outcome], i) => ({
  unitCode: unitCode!,
  unitName: unitName!,
  outcome: outcome!,
  date: `2025-0${1 + (i % 9)}-1${i % 10}`,
}));

export const qualification: CertificateRenderData = {
  organisation: org,
  certificateType: { code: 'C', name: 'Certificate' },
  course: { code: 'BSB50420', name: 'Diploma of Leadership and Management', isQualification: true },
  studentName: "Zoë O'Brien",
  credentialNumber: 'SCIT-2025-000123',
  credentialDate: '2025-03-14',
  dateFormat: 'dd/mm/yyyy',
  campusName: 'Melbourne CBD',
  signees,
  units,
  verification: {
    code: 'K7QXM2PLR4TZ9AB3CD5EF6GH7J'.replace(/[^A-Z2-7]/g, 'Q'),
    url: 'https://certify.scit.edu.au/verify/K7QXM2PLR4TZQAB3CD5EF6GH7J',
  },
};
export const statement: CertificateRenderData = {
  ...qualification,
  certificateType: { code: 'S', name: 'Statement of Attainment' },
  studentName: 'Nguyễn Thị Minh Khai',
  credentialNumber: 'SCIT-2025-000124',
  units: units.slice(0, 4),
};

const write = async (name: string, bytes: Uint8Array) => writeFileSync(join(dir, name), bytes);
const dflt = { key: 'default', pdf: null, fields: null };
await write('qualification.pdf', await renderCertificatesPdf([{ template: dflt, data: qualification }]));
await write('statement.pdf', await renderCertificatesPdf([{ template: dflt, data: statement }]));
await write(
  'statement-many.pdf',
  await renderCertificatesPdf([
    { template: dflt, data: { ...statement, units: [...units, ...units, ...units, ...units] } },
  ]),
);
await write(
  'preview.pdf',
  await renderCertificatesPdf(
    [{ template: dflt, data: { ...qualification, signees: [signees[0]!, { ...signees[1]!, signature: null }] } }],
    { watermark: 'PREVIEW' },
  ),
);
for (const kind of ['qualification', 'statement', 'completion'] as const) {
  const pdf = await buildDemoTemplatePdf({
    title: `Demo ${kind}`,
    kind,
    signeeSlots: 2,
    organisationName: org.name,
    rtoCode: org.rtoCode,
  });
  await write(`demo-${kind}-template.pdf`, pdf);
  const fields = await readTemplateFields(pdf);
  const data =
    kind === 'statement'
      ? statement
      : kind === 'completion'
        ? {
            ...qualification,
            certificateType: { code: 'CC', name: 'Course Completion' },
            course: { code: 'WHS-IND', name: 'Workplace Health and Safety Induction', isQualification: false },
            units: [],
          }
        : qualification;
  await write(`demo-${kind}.pdf`, await renderCertificatesPdf([{ template: { key: kind, pdf, fields }, data }]));
}
console.log(`wrote samples to ${dir}`);
