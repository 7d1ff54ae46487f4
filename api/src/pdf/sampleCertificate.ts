/**
 * An invented certificate in the built-in layout (a Record of Results, a verification mark), for
 * warming a render thread (renderWorker.ts `warm`): drawing it loads the fonts and compiles what
 * every real certificate uses. Never printed.
 */
import type { CertificateRenderData, TemplateSource } from './types.js';

export function sampleCertificate(): { template: TemplateSource; data: CertificateRenderData } {
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
