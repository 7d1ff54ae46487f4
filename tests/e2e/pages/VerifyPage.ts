/**
 * The public verification page, /verify and /verify/{code} (docs/verification.md): the
 * credential a code names with its status, the code form, and "Check a document".
 */
import type { Locator, Page } from '@playwright/test';

/** The status the page shows: a credential's, or `unknown` when no credential has the code. */
export type ShownStatus = 'valid' | 'reissued' | 'cancelled' | 'unknown';

export class VerifyPage {
  readonly heading: Locator;
  /** The credential's status banner (or the no-credential notice), `data-status` = ShownStatus. */
  readonly status: Locator;
  readonly learner: Locator;
  readonly codeInput: Locator;
  readonly verifyButton: Locator;
  /** The "Check a document" drop zone (a label around the file input). */
  readonly dropZone: Locator;
  /** The answer of a document check: `data-match` true or false. */
  readonly documentResult: Locator;
  /** "Download verifiable credential" (valid or reissued credentials only). docs/verification.md "Verifiable credentials". */
  readonly downloadCredentialButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Verify a credential' });
    this.status = page.locator('main .verify-credential [data-status], main [data-status="unknown"]').first();
    this.learner = page.locator('.verify-facts dt', { hasText: 'Learner' }).locator('xpath=following-sibling::dd[1]');
    this.codeInput = page.getByLabel('Verification code');
    this.verifyButton = page.getByRole('button', { name: 'Verify', exact: true });
    this.dropZone = page.getByTestId('verify-drop');
    this.documentResult = page.locator('[data-match]');
    this.downloadCredentialButton = page.getByRole('button', { name: 'Download verifiable credential' });
  }

  /** Downloads the verifiable credential: its file name and parsed JSON (`{ credential, jwt }`). */
  async downloadCredential(): Promise<{
    fileName: string;
    json: { credential: Record<string, unknown>; jwt: string };
  }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadCredentialButton.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { fileName: download.suggestedFilename(), json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  }

  /** Opens /verify/{code}, or /verify without one. */
  async open(code?: string): Promise<void> {
    await this.page.goto(code ? `/verify/${encodeURIComponent(code)}` : '/verify');
  }

  /** Types a code into the form and presses Verify. */
  async verify(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.verifyButton.click();
  }

  /** Drops a file with `bytes` on "Check a document", as a person dragging it from their desktop. */
  async dropDocument(bytes: Uint8Array, fileName = 'certificate.pdf'): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ base64, name }) => {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([data], name, { type: 'application/pdf' }));
        return transfer;
      },
      { base64: Buffer.from(bytes).toString('base64'), name: fileName },
    );
    await this.dropZone.dispatchEvent('dragover', { dataTransfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }
}
