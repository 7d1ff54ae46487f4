/**
 * A learner's download page, /certificate/download/{token} (docs/printing.md "Digital delivery"): public,
 * opened from the e-mailed link; the organisation, "Your certificate <title>", Download PDF, the
 * verify page link and the expiry.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

export class DeliveryPage {
  readonly heading: Locator;
  readonly downloadButton: Locator;
  readonly verifyLink: Locator;
  readonly expiry: Locator;
  /** The notice of an unknown, malformed or expired link. */
  readonly invalidNotice: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: /Your certificate/ });
    this.downloadButton = page.getByRole('button', { name: 'Download PDF' });
    this.verifyLink = page.getByRole('link', { name: 'verification page' });
    this.expiry = page.getByText(/This link works until/);
    this.invalidNotice = page.getByText('This download link has expired or is not valid');
  }

  /** Presses Download PDF and answers the downloaded file's name and bytes. */
  async download(): Promise<{ fileName: string; bytes: Uint8Array }> {
    const download = this.page.waitForEvent('download');
    await this.downloadButton.click();
    const file = await download;
    return { fileName: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
  }
}
