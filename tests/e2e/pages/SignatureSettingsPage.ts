/**
 * Signature Settings, /settings/upload-signature (access-and-administration §2 "Signature
 * Settings"): the stored signature, Upload or Draw, the 500×150 pad, Submit and Clear.
 */
import type { Locator, Page } from '@playwright/test';

export class SignatureSettingsPage {
  readonly heading: Locator;
  /** The stored signature's image (absent when none is stored). */
  readonly currentSignature: Locator;
  readonly submitButton: Locator;
  readonly clearButton: Locator;
  /** The drawing pad (draw mode). */
  readonly pad: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Signature', exact: true });
    this.currentSignature = page.getByRole('img', { name: 'Your current signature' });
    this.submitButton = page.getByRole('button', { name: 'Submit' });
    this.clearButton = page.getByRole('button', { name: 'Clear' });
    this.pad = page.getByLabel('Signature drawing pad');
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/upload-signature');
    await this.heading.waitFor();
  }

  /** A text of the screen (the spec's messages and hints). */
  text(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Chooses Upload or Draw. */
  async choose(mode: 'Upload' | 'Draw'): Promise<void> {
    // Blueprint draws the radio over its input: click the label, as a user does
    await this.page
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: mode }) })
      .click();
  }

  /** Upload mode: chooses `file` (a path, or a buffer with its name and type) and submits it. */
  async uploadSignature(
    file: string | { name: string; mimeType: string; buffer: Buffer },
    { submit = true } = {},
  ): Promise<void> {
    await this.choose('Upload');
    await this.page.getByLabel('Signature file').setInputFiles(file);
    if (submit) await this.submitButton.click();
  }

  /**
   * Draw mode: draws a signature-like stroke on the pad with real mouse moves (press, a wave of
   * moves, release; then a second short stroke), and optionally submits it.
   */
  async drawSignature({ submit = true } = {}): Promise<void> {
    await this.choose('Draw');
    const box = await this.pad.boundingBox();
    if (!box) throw new Error('The signature pad is not on screen');
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await this.page.mouse.move(...at(0.12, 0.6));
    await this.page.mouse.down();
    for (let i = 1; i <= 24; i++) {
      const t = i / 24;
      await this.page.mouse.move(...at(0.12 + 0.7 * t, 0.55 + 0.25 * Math.sin(t * Math.PI * 3)), { steps: 2 });
    }
    await this.page.mouse.up();
    await this.page.mouse.move(...at(0.3, 0.3));
    await this.page.mouse.down();
    await this.page.mouse.move(...at(0.45, 0.75), { steps: 8 });
    await this.page.mouse.up();
    if (submit) await this.submitButton.click();
  }

  /** Draw mode: wipes the pad. */
  async clear(): Promise<void> {
    await this.clearButton.click();
  }
}
