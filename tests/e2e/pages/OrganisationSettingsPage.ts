/**
 * Organization Settings, /settings/company-settings (access-and-administration §2 "Organization
 * Settings", §3 "Company settings"): the company profile form with its logo.
 */
import type { Locator, Page } from '@playwright/test';

/** The form's fields by their labels. */
export type OrganisationField =
  | 'Company Short Name'
  | 'Company Name'
  | 'RTO Code'
  | 'Contact Person'
  | 'Contact Email'
  | 'Company Address'
  | 'Phone Number'
  | 'Fax Number'
  | 'Post Code'
  | 'Title';

export type LogoFile = string | { name: string; mimeType: string; buffer: Buffer };

export class OrganisationSettingsPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly saveButton: Locator;
  /** The logo preview (current or newly chosen). */
  readonly logoPreview: Locator;
  /** "Send learners their certificate by e-mail when it is printed" (docs/printing.md "Digital delivery"). */
  readonly digitalDelivery: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Organization Settings' });
    this.form = page.getByRole('form', { name: 'Organisation settings' });
    this.saveButton = this.form.getByRole('button', { name: 'Save' });
    this.logoPreview = this.form.getByRole('img', { name: /logo/ });
    this.digitalDelivery = this.form.getByLabel('Send learners their certificate by e-mail when it is printed');
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/company-settings');
    await this.form.waitFor();
  }

  /** The input of a field. */
  field(label: OrganisationField): Locator {
    return this.form.getByLabel(new RegExp(`^${label}`));
  }

  /** Fills the fields given. */
  async fill(values: Partial<Record<OrganisationField, string>>): Promise<void> {
    for (const [label, value] of Object.entries(values) as [OrganisationField, string][]) {
      await this.field(label).fill(value);
    }
  }

  /** Turns digital delivery on or off (clicking its switch, as a person does); does not save. */
  async setDigitalDelivery(on: boolean): Promise<void> {
    if ((await this.digitalDelivery.isChecked()) !== on) {
      await this.form.getByText('Send learners their certificate by e-mail when it is printed').click();
    }
  }

  /** Chooses a new logo file. */
  async chooseLogo(file: LogoFile): Promise<void> {
    await this.form.getByLabel('Company logo file').setInputFiles(file);
  }

  /** Fills the fields given, chooses `logo` when given, and saves. */
  async save({
    logo,
    ...values
  }: Partial<Record<OrganisationField, string>> & { logo?: LogoFile } = {}): Promise<void> {
    await this.fill(values);
    if (logo) await this.chooseLogo(logo);
    await this.saveButton.click();
  }
}
