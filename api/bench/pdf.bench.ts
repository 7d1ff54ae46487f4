/** Bulk PDF benchmark: npx tsx api/bench/pdf.bench.ts [count...] (default 200 1000). */
import { writeFileSync } from 'node:fs';
import {
  buildDemoTemplatePdf,
  readTemplateFields,
  renderCertificatesPdf,
  type CertificateRenderData,
} from '../src/pdf/index.js';
import { drawSignaturePng } from '../src/signatures/signatureImage.js';

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const sizes = counts.length ? counts : [200, 1000];

const templatePdf = await buildDemoTemplatePdf({
  title: 'Bench',
  kind: 'qualification',
  signeeSlots: 2,
  organisationName: 'Southern Cross Institute of Training',
  rtoCode: '45123',
});
const fields = await readTemplateFields(templatePdf);
const sig1 = drawSignaturePng(1);
const sig2 = drawSignaturePng(2);
const first = ['Zoë', 'Liam', 'Nguyễn Thị', 'Aroha', 'Siobhán', 'Mohammed', 'Priya', 'Jack', 'Chloé', 'Wei'];
const last = ["O'Brien", 'Smith', 'Minh Khai', 'Ngata', 'Murphy', 'Al-Hassan', 'Patel', 'Taylor', 'Dubois', 'Zhang'];
const units = [
  ['BSBCMM511', 'Communicate with influence'],
  ['BSBCRT511', 'Develop critical thinking in others'],
  ['BSBFIN501', 'Manage budgets and financial plans'],
  ['BSBOPS502', 'Manage business operational plans'],
  ['BSBLDR522', 'Manage people performance'],
  ['BSBLDR523', 'Lead and manage effective workplace relationships'],
];

/** A distinct 26-character verification code per certificate. */
const codeOf = (i: number) =>
  `K7QXM2PLR4TZQAB3CD5E${i.toString(32).toUpperCase().padStart(6, 'A')}`.replace(/[01890]/g, 'Q');

function item(i: number) {
  const data: CertificateRenderData = {
    organisation: { name: 'Southern Cross Institute of Training', rtoCode: '45123' },
    certificateType: { code: 'C', name: 'Certificate' },
    course: { code: 'BSB50420', name: 'Diploma of Leadership and Management', isQualification: true },
    studentName: `${first[i % 10]} ${last[Math.floor(i / 10) % 10]}`,
    credentialNumber: `SCIT-2025-${String(i).padStart(6, '0')}`,
    credentialDate: '2025-03-14',
    dateFormat: 'dd/mm/yyyy',
    campusName: 'Melbourne CBD',
    // fresh copies, as loaded from the database per certificate
    signees: [
      { slot: 1, name: 'Margaret Ellison', designation: 'Chief Executive Officer', signature: sig1.slice() },
      { slot: 2, name: 'Rajesh Kumar', designation: 'Academic Director', signature: sig2.slice() },
    ],
    units: units.map(([unitCode, unitName], k) => ({
      unitCode: unitCode!,
      unitName: unitName!,
      outcome: 'C',
      mark: String(70 + k),
      grade: 'CA',
      date: `2025-0${k + 1}-15`,
    })),
    // as printed: each certificate's own verification QR code (docs/verification.md)
    verification: { code: codeOf(i), url: `https://certify.scit.edu.au/verify/${codeOf(i)}` },
  };
  return { template: { key: 1, pdf: templatePdf, fields }, data };
}

// warm up (font parsing, JIT)
await renderCertificatesPdf([item(0)]);
for (const n of sizes) {
  for (const variant of ['template', 'default layout'] as const) {
    const items = Array.from({ length: n }, (_, i) => {
      const it = item(i);
      return variant === 'template' ? it : { ...it, template: { key: 'd', pdf: null, fields: null } };
    });
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const bytes = await renderCertificatesPdf(items);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    const file = `/tmp/bench-${n}-${variant.replace(' ', '-')}.pdf`;
    writeFileSync(file, bytes);
    console.log(
      `${n} certificates (+${n} Record of Results pages), ${variant}: ` +
        `${(ms / 1000).toFixed(2)} s wall (${cpuS.toFixed(2)} s CPU), ` +
        `${(bytes.length / 1048576).toFixed(2)} MB (${file})`,
    );
  }
}
