/**
 * The CSV import screens, /settings/campus-import, /settings/course-import, /settings/student-import
 * (access-and-administration §2 "CSV import screens", §4 "Import", §8): one page object for the
 * three, parameterised by kind. Back, Download Sample File, Choose File (.csv), the chosen file with
 * its remove icon, Preview, Upload, the rows with problems, the preview table and the outcome
 * ('Upload Success', 'Upload Failed', 'No Data').
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export type ImportKind = 'campus' | 'course' | 'student';

const TITLES: Record<ImportKind, string> = {
  campus: 'Campus Import',
  course: 'Course Import',
  student: 'Student Import',
};

/** §8's outcomes of an Upload, word for word. */
const OUTCOMES = /^(Upload Success|Upload Failed|No Data)$/;

/** One row error as the screen lists it. */
export interface ListedRowError {
  row: number;
  column: string;
  message: string;
}

export class ImportPage {
  constructor(
    private readonly page: Page,
    readonly kind: ImportKind,
  ) {}

  /** Opens the screen of this kind. */
  async open(): Promise<void> {
    await this.page.goto(`/settings/${this.kind}-import`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: TITLES[this.kind] });
  }

  get backButton(): Locator {
    return this.page.getByRole('button', { name: 'Back' });
  }

  get sampleLink(): Locator {
    return this.page.getByRole('link', { name: 'Download Sample File' });
  }

  get chooseFileButton(): Locator {
    return this.page.getByRole('button', { name: 'Choose File' });
  }

  get fileInput(): Locator {
    return this.page.getByLabel('CSV file');
  }

  get previewButton(): Locator {
    return this.page.getByRole('button', { name: 'Preview' });
  }

  get uploadButton(): Locator {
    return this.page.getByRole('button', { name: 'Upload', exact: true });
  }

  /** The progress bar's label while reading or uploading. */
  get progress(): Locator {
    return this.page.getByRole('status').filter({ has: this.page.locator('.bp6-progress-bar') });
  }

  /** Downloads the sample file; answers the download and its text. */
  async downloadSample(): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.sampleLink.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Chooses a CSV file (given as its name and content) and waits until it is read. */
  async choose(name: string, content: string | Buffer): Promise<void> {
    await this.fileInput.setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    });
    await expect(this.page.getByText(name, { exact: true })).toBeVisible();
    await expect(this.summary).toBeVisible();
  }

  /** Removes the chosen file with its remove icon. */
  async removeFile(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click();
  }

  /** What the reading found: '<n> rows ready to upload', '<n> rows of <m> rows to fix', 'No Data', … */
  get summary(): Locator {
    return this.page
      .locator('.bp6-callout')
      .filter({ has: this.page.locator('.bp6-heading') })
      .filter({ hasNot: this.page.getByRole('heading', { name: OUTCOMES }) })
      .first();
  }

  /** The table of rows with problems (the preview's), or of rows the server refused. */
  problems(title: 'Rows with problems' | 'Rows the server refused' = 'Rows with problems'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The listed row errors, in screen order. */
  async listedErrors(
    title: 'Rows with problems' | 'Rows the server refused' = 'Rows with problems',
  ): Promise<ListedRowError[]> {
    const rows = this.problems(title).locator('tbody tr');
    const out: ListedRowError[] = [];
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allInnerTexts();
      out.push({ row: Number(cells[0]), column: cells[1] ?? '', message: cells[2] ?? '' });
    }
    return out;
  }

  /** Opens the preview table and answers it. */
  async preview(): Promise<Locator> {
    await this.previewButton.click();
    const table = this.page.getByRole('region', { name: 'Preview' });
    await expect(table).toBeVisible();
    return table;
  }

  /** Uploads the chosen file and waits for the outcome callout. */
  async upload(): Promise<Locator> {
    await this.uploadButton.click();
    const outcome = this.outcome;
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    return outcome;
  }

  /** The outcome of the last Upload ('Upload Success', 'Upload Failed' or 'No Data'). */
  get outcome(): Locator {
    return this.page.locator('.bp6-callout').filter({ has: this.page.getByRole('heading', { name: OUTCOMES }) });
  }
}
