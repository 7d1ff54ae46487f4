/** /master/add-student — the Add Student form (access-and-administration §2 "Master area", §5 "Add Student"). */
import { expect, type Locator, type Page } from '@playwright/test';

/** What the form asks for; the date of birth as typed in the display format (dd-mm-yyyy). */
export interface NewStudent {
  studentId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  mobile: string;
  email: string;
  dob: string;
}

export class AddStudentPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly submitButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Add Student' });
    this.form = page.getByRole('form', { name: 'Student details' });
    this.submitButton = this.form.getByRole('button', { name: 'Submit' });
  }

  async open(): Promise<void> {
    await this.page.goto('/master/add-student');
  }

  /** A field by its label ('Student ID', 'First name', 'Mobile Number', 'Email', 'Date of Birth', …). */
  field(label: string): Locator {
    return this.form.getByLabel(label);
  }

  /** Fills every field. */
  async fill(student: NewStudent): Promise<void> {
    await this.field('Student ID').fill(student.studentId);
    await this.field('First name').fill(student.firstName);
    await this.field('Middle name').fill(student.middleName ?? '');
    await this.field('Last name').fill(student.lastName);
    await this.field('Mobile Number').fill(student.mobile);
    await this.field('Email').fill(student.email);
    await this.setDob(student.dob);
  }

  /** Types the date of birth, confirms it and closes the calendar. */
  async setDob(date: string): Promise<void> {
    const input = this.field('Date of Birth');
    await input.click();
    await input.fill(date);
    await input.press('Enter');
    await this.page.keyboard.press('Escape');
    await expect(input).toHaveValue(date);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** A validation message on the form. */
  message(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
