/**
 * Security headers (docs/security.md): the app and the api answer with a Content-Security-Policy, no framing
 * (frame-ancestors, X-Frame-Options), nosniff and a referrer policy; and the BUILT web app runs
 * under its policy in Chromium — login, a list, a detail, the PDF preview — as does the api's
 * /docs page, with no CSP violation at all.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiURL } from '../playwright.security.config';
import { ACCOUNTS, PASSWORD } from '../e2e/support/accounts';
import { cspDirectives } from '@certify/runtime/testing';

/** Collects CSP violations of every frame of the page (the event and Chromium's console report). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on('worker', (worker) =>
    worker.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(`worker: ${m.text()}`);
    }),
  );
  return violations;
}

test.describe('headers', () => {
  test('the web app: CSP without inline scripts or styles, no framing, nosniff, no referrer', async ({ request }) => {
    for (const path of ['/', '/user/login', '/certificates/requested-list/1']) {
      const headers = (await request.get(path)).headers();
      const csp = cspDirectives(headers['content-security-policy']);
      expect(csp['script-src'], path).toEqual(["'self'"]);
      expect(csp['style-src'], path).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['strict-transport-security'], `${path}: plain HTTP`).toBeUndefined();
    }
    const graphql = (await request.post('/graphql', { data: { query: '{ __typename }' } })).headers();
    expect(graphql['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(graphql['x-content-type-options']).toBe('nosniff');
  });

  test('the api: a CSP that allows nothing, no framing, nosniff, no referrer', async ({ request }) => {
    for (const path of ['/health', '/openapi.json', '/me']) {
      const headers = (await request.get(apiURL + path, { failOnStatusCode: false })).headers();
      expect(cspDirectives(headers['content-security-policy'])['default-src'], path).toEqual(["'none'"]);
      expect(cspDirectives(headers['content-security-policy'])['frame-ancestors'], path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  test('in Chromium the built app logs in, shows a list, a detail and the PDF preview with no CSP violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/user/login');
    await page.getByLabel('Username').fill(ACCOUNTS.approver);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/certificates/requested-list');
    await expect(page.getByRole('button', { name: 'Details' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Details' }).first().click();
    await expect(page.getByRole('heading', { name: 'Certificate Request Details' })).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Certificate Preview' })).toBeVisible();
    await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('preview-under-csp.png') });
    expect(violations).toEqual([]);
  });

  test('in Chromium the api’s /docs page renders under its CSP', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${apiURL}/docs`);
    await expect(page.getByRole('heading', { name: /Certify REST api/ })).toBeVisible();
    await expect(page.getByText('/saveCertificate').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
