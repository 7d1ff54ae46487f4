/** The dialog after printing: Print again / Download PDF (certificate-workflow §4). */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../support/pdfText';

export interface DownloadedPdf {
  fileName: string;
  /** The file's bytes (e.g. to read its images, or to save it with the test's output). */
  bytes: Uint8Array;
  /** The text of every page (pdf.js), whitespace collapsed. */
  text: string;
}

export class PrintResultDialog {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog');
  }

  /** Presses Download PDF and reads the downloaded file's name, bytes and text. */
  async downloadPdf(): Promise<DownloadedPdf> {
    const download = this.page.waitForEvent('download');
    await this.root.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    const bytes = new Uint8Array(await readFile((await file.path())!));
    const text = await pdfText(new Uint8Array(bytes));
    return { fileName: file.suggestedFilename(), bytes, text };
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }
}
