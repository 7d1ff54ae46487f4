/**
 * Public verification end to end (docs/verification.md): a certificate of
 * this spec's own is brought to issued over REST, the printer prints it in the app and downloads
 * the printed PDF; the QR code read off its first page (rendered by pdftoppm, decoded by jsQR) is
 * the link `PUBLIC_URL/verify/{code}` of its verification code (as staff see it through the api),
 * printed beneath it in text too; the link opens in a fresh browser WITHOUT logging in: 'valid',
 * and its verifiable credential downloads as `<credential number>.json` with a JWS the key at
 * `/.well-known/jwks.json` verifies.
 * Cancelled over REST, the reloaded page says 'cancelled'. The printed PDF dropped on "Check a
 * document" matches; the same file with one byte changed does not. The page passes axe and fits
 * at 390 and 1366 px.
 */
import { createPublicKey, verify as cryptoVerify } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { VerifyPage } from './pages/VerifyPage';
import { expectClean, inspect, type ScreenFindings, VIEWPORTS } from './support/axeCheck';
import { expect, test } from './support/fixtures';
import { approveCertificate, asUser, requestCertificate, signCertificates } from './support/restApi';
import { readQrCode } from './support/qrCode';
import { demoCodes, verificationCodeOf } from './support/verificationCodes';

/** Whether a compact JWS verifies with the published Ed25519 key its header names (node:crypto). */
function verifiesWithPublishedKey(jwt: string, keys: (JsonWebKey & { kid?: string })[]): boolean {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const { kid } = JSON.parse(Buffer.from(h, 'base64url').toString()) as { kid: string };
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk) return false;
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  return cryptoVerify(null, Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
}

/** A certificate of this spec's own, requested, approved, signed by both signees and issued over REST. */
async function issuedCertificate(request: APIRequestContext): Promise<{ id: number; credentialNumber: string }> {
  const credentialNumber = `E2E-VERIFY-${Date.now().toString(36).toUpperCase()}`;
  const id = await asUser(request, 'requisitioner', (call) =>
    requestCertificate(call, { student: 2, course: 0, credentialNumber }),
  );
  await asUser(request, 'approver', (call) => approveCertificate(call, id));
  for (const signee of ['signee1', 'signee2'] as const) {
    await asUser(request, signee, (call) => signCertificates(call, [id]));
  }
  await asUser(request, 'approver', (call) => call(`/certificate-issue/${id}`, {}));
  return { id, credentialNumber };
}

test("a printed certificate's QR code verifies it without login: valid, then cancelled; its PDF matches, one changed byte does not", async ({
  request,
  signedIn,
  browser,
}) => {
  const { id, credentialNumber } = await issuedCertificate(request);

  // The printer prints it in the app and downloads the printed PDF from the print dialog.
  const printer = await signedIn('printer');
  await printer.page.goto(`/certificates/send-to-print-list/${id}`);
  await expect(printer.detail.heading('Certificate Approved Details')).toBeVisible();
  await printer.detail.print();
  const pdf = await printer.detail.printResult.downloadPdf();
  expect(pdf.text).toContain(credentialNumber);

  // Its first page carries a QR code: the verify link of the code staff see through the api, with
  // the code printed in text (grouped for reading: ABCD-EFGH-…).
  const code = await asUser(request, 'approver', (call) => verificationCodeOf(call, id));
  expect(code).toMatch(/^[A-Z2-7]{26}$/);
  const qr = await readQrCode(pdf.bytes, 1);
  await writeFile(test.info().outputPath('printed-page-1.png'), qr.png);
  expect(qr.text).toBe(`${baseURL}/verify/${code}`);
  expect(pdf.text.replace(/[\s-]+/g, '')).toContain(code!);

  // A visitor follows the QR code's link: a fresh browser with no stored session.
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const verify = new VerifyPage(page);
    await page.goto(qr.text!);
    await expect(verify.heading).toBeVisible();
    await expect(verify.status).toHaveAttribute('data-status', 'valid');
    await expect(verify.status).toContainText('Valid');
    await expect(page.getByText(credentialNumber, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/verify/${code}$`)); // no detour to the login page
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The machine-readable copy: a signed Open Badges 3.0 credential whose JWS the published key verifies.
    const vc = await verify.downloadCredential();
    expect(vc.fileName).toBe(`${credentialNumber}.json`);
    expect(vc.json.credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    const jwks = (await (await request.get('/.well-known/jwks.json')).json()) as { keys: JsonWebKey[] };
    expect(verifiesWithPublishedKey(vc.json.jwt, jwks.keys)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('verify-valid.png'), fullPage: true });

    await asUser(request, 'approver', (call) =>
      call('/cancelCertificate', { student_certificate_id: id, cancellation_comment: 'Issued in error (e2e).' }),
    );
    await page.reload();
    await expect(verify.status).toHaveAttribute('data-status', 'cancelled');
    await expect(verify.status).toContainText(/Cancelled on \d{1,2} \w+ \d{4}/);
    await expect(verify.downloadCredentialButton).toHaveCount(0);
    await expect(page.getByText('Issued in error (e2e).')).toHaveCount(0);

    // Check a document: the printed PDF matches (and says the credential is now cancelled) …
    await verify.dropDocument(pdf.bytes, pdf.fileName);
    await expect(verify.documentResult).toHaveAttribute('data-match', 'true');
    await expect(verify.documentResult).toContainText(credentialNumber);
    await expect(verify.documentResult.locator('[data-status="cancelled"]')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('verify-document-match.png'), fullPage: true });

    // … and the same file with one byte changed does not.
    const changed = Uint8Array.from(pdf.bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x01;
    await verify.dropDocument(changed, 'changed.pdf');
    await expect(verify.documentResult).toHaveAttribute('data-match', 'false');
    await expect(verify.documentResult).toContainText('No match');
  } finally {
    await visitor.close();
  }
});

test('an unknown or malformed code answers the same "no credential" page, and the form leads on', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  try {
    const verify = new VerifyPage(await visitor.newPage());
    await verify.open();
    await verify.verify('AAAA AAAA AAAA AAAA AAAA AAAA AA');
    await expect(verify.status).toHaveAttribute('data-status', 'unknown');
    await verify.open('not-a-code');
    await expect(verify.status).toHaveAttribute('data-status', 'unknown');
  } finally {
    await visitor.close();
  }
});

for (const viewport of VIEWPORTS) {
  test(`the verification page passes axe and fits at ${viewport.width} px (valid, cancelled, unknown, code form)`, async ({
    request,
    browser,
  }) => {
    const codes = await demoCodes(request);
    const visitor = await browser.newContext({ viewport });
    try {
      const page = await visitor.newPage();
      const findings: ScreenFindings[] = [];
      for (const path of [`/verify/${codes.valid}`, `/verify/${codes.cancelled}`, '/verify/UNKNOWNCODE', '/verify']) {
        await page.goto(path);
        findings.push(await inspect(page, path));
      }
      expectClean(findings);
    } finally {
      await visitor.close();
    }
  });
}
