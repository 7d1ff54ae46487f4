/**
 * The audit trail read back (docs/security.md "Audit trail"): a certificate's History tab lists its request,
 * approval, signatures, issue and print in order; the administrator filters Settings → Audit Log by
 * action and certificate, sees those rows, and exports them as CSV holding the same rows.
 * The certificate is this spec's own, brought through the workflow over the REST api.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiURL } from '../playwright.config';
import { AuditLogPage } from './pages/AuditLogPage';
import { CertificateDetailPage } from './pages/CertificateDetailPage';
import { ACCOUNTS, PASSWORD } from './support/accounts';
import { expectClean, inspect, openAs, type ScreenFindings, VIEWPORTS } from './support/axeCheck';
import { readCsv } from './support/csvDownload';
import { expect, storageStateOf, test } from './support/fixtures';
import { approveCertificate, asUser, requestCertificate, signCertificates } from './support/restApi';

/** Requests, approves, signs (both signees), issues and prints a certificate: answers its id. */
async function printedCertificate(request: APIRequestContext, credentialNumber: string): Promise<number> {
  const id = await asUser(request, 'requisitioner', (call) =>
    requestCertificate(call, { student: 0, course: 1, credentialNumber }),
  );
  await asUser(request, 'approver', (call) => approveCertificate(call, id));
  for (const signee of ['signee1', 'signee2'] as const) {
    await asUser(request, signee, (call) => signCertificates(call, [id]));
  }
  await asUser(request, 'approver', (call) => call(`/certificate-issue/${id}`, {}));
  // printing answers the PDF, not JSON: call it directly
  const login = await request.post(`${apiURL}/login`, { data: { email: ACCOUNTS.printer, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const printed = await request.post(`${apiURL}/printCertificate`, { headers, data: { student_certificate_id: id } });
  expect(printed.ok(), `print: ${printed.status()}`).toBe(true);
  await request.post(`${apiURL}/logout`, { headers });
  return id;
}

test.describe('the audit trail (docs/security.md "Audit trail")', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('History lists the workflow in order; the Audit Log filters by action and certificate and exports those rows', async ({
    page,
    request,
  }) => {
    const credentialNumber = `E2E-AUDIT-${Date.now().toString(36).toUpperCase()}`;
    const id = await printedCertificate(request, credentialNumber);

    // the certificate's History tab: request, approval, both signatures, issue, print — in order
    await page.goto(`/certificates/printed-list/${id}`);
    const detail = new CertificateDetailPage(page);
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(await detail.historyActions()).toEqual(['Requested', 'Approved', 'Signed', 'Signed', 'Issued', 'Printed']);
    const history = page.getByRole('table', { name: 'Certificate history' });
    await expect(history.locator('tbody tr').first()).toContainText('Requested');
    await expect(history.locator('code.audit-table__hash').first()).toHaveText(/^[0-9a-f]{10}…/);

    // the Audit Log: this certificate's signatures only
    const log = new AuditLogPage(page);
    await log.open();
    await log.chooseAction('Certificate: Signed');
    await log.fillCredentialNumber(credentialNumber);
    await log.search();
    await expect(log.rows()).toHaveCount(2);
    expect(await log.column('What')).toEqual(['Signed', 'Signed']);
    expect(await log.column('Subject')).toEqual([credentialNumber, credentialNumber]);
    const who = await log.column('Who');
    expect(new Set(who).size).toBe(2);

    // Export CSV: the same two rows
    const csv = await readCsv(await log.exportCsv());
    expect(csv.fileName).toBe('AuditLog.csv');
    expect(csv.bom).toBe(true);
    expect(csv.header).toEqual([
      'Time',
      'Source',
      'Action',
      'What',
      'Actor',
      'Credential Number',
      'Subject',
      'From',
      'To',
      'Comment',
      'Hash',
    ]);
    expect(csv.records).toHaveLength(2);
    for (const record of csv.records) {
      expect(record).toMatchObject({ Action: 'certificate.signed', 'Credential Number': credentialNumber });
      expect(record.Hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(csv.records.map((r) => r.Actor).sort()).toEqual([...who].sort());
  });

  test('the History tab and the Audit Log: no serious axe finding, no sideways scroll on a phone or a laptop', async ({
    browser,
    request,
  }) => {
    const id = await printedCertificate(request, `E2E-AUDIT-AXE-${Date.now().toString(36).toUpperCase()}`);
    const findings: ScreenFindings[] = [];
    for (const viewport of VIEWPORTS) {
      const page = await openAs(browser, 'admin', viewport);
      await page.goto(`/certificates/printed-list/${id}`);
      await new CertificateDetailPage(page).openHistory();
      findings.push(await inspect(page, `history at ${viewport.width}`));
      await page.screenshot({ path: `${test.info().outputDir}/history-${viewport.width}.png`, fullPage: true });
      const log = new AuditLogPage(page);
      await log.open();
      await expect(log.rows().first()).toBeVisible();
      findings.push(await inspect(page, `audit log at ${viewport.width}`));
      await page.screenshot({ path: `${test.info().outputDir}/audit-log-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    }
    expectClean(findings);
  });
});
