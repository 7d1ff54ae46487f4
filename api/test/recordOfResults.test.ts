/**
 * The Record of Results of a requested certificate, through the api: each unit's code, name,
 * outcome, mark, grade and date as requested (certificate-workflow §2 Request Certificate units,
 * §7 GET /generate-pdf/{id}/preview; docs/product.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfigValues } from '../src/settings/configuration.js';
import { formatDate } from '../src/pdf/index.js';
import { startTestApi, type TestApi } from './harness.js';
import { pageTexts } from './pdfText.js';
import { WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
beforeAll(async () => {
  api = await startTestApi({ certificates: false });
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const squash = (s: string) => s.replace(/\s+/g, '');

describe('Record of Results', () => {
  it('prints every unit with its outcome, mark and grade, uncut', async () => {
    const units = [
      {
        unit_start_date: '2025-07-01',
        unit_code: 'BSBOPS501',
        unit_name: 'Manage business resources across several sites, suppliers and budget cycles',
        mark: '91.5',
        outcome_result: 'Competency achieved/pass',
        outcome_grade_short_code: 'HD',
      },
      {
        unit_start_date: '2025-08-02',
        unit_code: 'BSBLDR523',
        unit_name: 'Lead and manage effective workplace relationships',
        mark: '64',
        outcome_result: 'Credit Transfer',
        outcome_grade_short_code: 'CT',
      },
    ];
    const res = await kit.post('requisitioner', '/saveCertificate', await kit.payload('C', { units }));
    expect(res.status).toBe(200);
    const preview = await kit.get('requisitioner', `/generate-pdf/${res.body.certificate.id}/preview`);
    expect(preview.status).toBe(200);
    const pages = await pageTexts(preview.body);
    const ror = pages.slice(1).join('');
    const { display_date_format: format } = await getConfigValues(api.db, ['display_date_format']);
    for (const u of units) {
      expect(ror).toContain(
        squash(
          `${u.unit_code}${u.unit_name}${u.outcome_result}${u.mark}${u.outcome_grade_short_code}` +
            formatDate(u.unit_start_date, format),
        ),
      );
    }
  });
});
