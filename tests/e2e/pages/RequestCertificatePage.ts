/** The Request Certificate form, /certificates/request-certificate (certificate-workflow §2, §5). */
import { expect, type Locator, type Page } from '@playwright/test';

/** One unit of competency as the form takes it; dates as typed (dd-mm-yyyy). */
export interface UnitEntry {
  startDate: string;
  code: string;
  name: string;
  mark: string;
  outcome: string;
  grade: string;
}

export class RequestCertificatePage {
  /** The student picker (its button shows the chosen student: "name · student ID"). */
  readonly studentPicker: Locator;

  constructor(private readonly page: Page) {
    this.studentPicker = page.getByLabel('Student Name');
  }

  /** Opens a searchable picker (student, course), types `search` and picks the option named `option`. */
  private async pick(label: string, search: string, option: string | RegExp): Promise<void> {
    // The form may re-render while its options load: click again until the picker's search box is open.
    const searchBox = this.page.getByRole('combobox', { expanded: true });
    await expect(async () => {
      if (!(await searchBox.isVisible())) await this.page.getByLabel(label).click();
      await expect(searchBox).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await searchBox.fill(search);
    await this.page.getByRole('option', { name: option }).click();
  }

  /** Types a date (dd-mm-yyyy), confirms it and closes the calendar. */
  private async typeDate(input: Locator, ddmmyyyy: string): Promise<void> {
    await input.click();
    await input.fill(ddmmyyyy);
    await input.press('Enter');
    await this.page.keyboard.press('Escape');
    await expect(input).toHaveValue(ddmmyyyy);
  }

  /** Searches the server for `search` (student id, any part of a name or e-mail) and picks `student`. */
  async chooseStudent(search: string, student: string): Promise<void> {
    await this.pick('Student Name', search, new RegExp(student));
  }

  async chooseCourse(search: string, course: string | RegExp): Promise<void> {
    await this.pick('Course', search, course);
  }

  async chooseCampus(campus: string): Promise<void> {
    await this.page.getByLabel('Campus').selectOption({ label: campus });
  }

  async chooseCertificateType(type: string): Promise<void> {
    await this.page.getByLabel('Certificate Type').selectOption({ label: type });
  }

  async setCredentialDate(ddmmyyyy: string): Promise<void> {
    await this.typeDate(this.page.getByLabel('Credential Date'), ddmmyyyy);
  }

  async setCredentialNumber(number: string): Promise<void> {
    await this.page.getByLabel('Credential Number').fill(number);
  }

  /** The optional Enrolment Id (the approver's assessment report link, certificate-workflow §1). */
  async setEnrolmentId(enrolmentId: string): Promise<void> {
    await this.page.getByLabel('Enrolment Id').fill(enrolmentId);
  }

  async addUnit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Unit' }).click();
  }

  /** Fills the block "Unit <index + 1>". */
  async fillUnit(index: number, unit: UnitEntry): Promise<void> {
    const block = this.page.getByRole('region', { name: `Unit ${index + 1}` });
    await this.typeDate(block.getByLabel('Unit Date'), unit.startDate);
    await block.getByLabel('Unit Code').fill(unit.code);
    await block.getByLabel('Unit Name').fill(unit.name);
    await block.getByLabel('Mark').fill(unit.mark);
    await block.getByLabel('Outcome Result').fill(unit.outcome);
    await block.getByLabel('Grade').fill(unit.grade);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
