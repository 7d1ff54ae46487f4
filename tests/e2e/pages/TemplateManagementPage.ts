/**
 * Template management, /settings/template-management (access-and-administration §2 "Template
 * Listing", §5): the listing, Add Template with a PDF and its field report, Assign Course, Assign
 * Signee, View Details (with the compliance checks, docs/compliance.md) and View (the sample preview page).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A template to add; dates as typed (dd-mm-yyyy). */
export interface NewTemplate {
  name: string;
  signees: number;
  skipSign?: boolean;
  validFrom?: string;
  validTo?: string;
  pdf: { name: string; buffer: Buffer };
}

/** Called with the filled dialog just before it is submitted (e.g. to take a screenshot). */
export type BeforeSubmit = (dialog: Locator) => Promise<void>;

/** One signee slot to assign: the signee's full name and the designation. */
export interface SlotEntry {
  signee: string;
  designation: string;
}

export class TemplateManagementPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/template-management');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Template Listing' });
  }

  /** The Add Template button (shown only with `template_management.add`). */
  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Add Template', exact: true });
  }

  /** The open dialog titled `title`. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Types into the search box (the listing searches by name as one types). */
  async search(name: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search templates by name' }).fill(name);
  }

  /** The table row of the template named `name`. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /**
   * Types a date (dd-mm-yyyy) into a date input of `dialog`, confirms it and closes the calendar by
   * clicking the dialog's header (Escape would close the dialog once the calendar is gone).
   */
  private async typeDate(dialog: Locator, input: Locator, ddmmyyyy: string): Promise<void> {
    await input.click();
    await input.fill(ddmmyyyy);
    await input.press('Enter');
    await dialog.locator('.bp6-dialog-header').click();
    await expect(this.page.locator('.bp6-datepicker')).toHaveCount(0);
    await expect(input).toHaveValue(ddmmyyyy);
  }

  /**
   * Adds a template with its PDF through the Add Template dialog and waits for the field report
   * (the dialog then shows 'Template added'; close it with `closeDialog`).
   */
  async addTemplate(template: NewTemplate, beforeSubmit?: BeforeSubmit): Promise<void> {
    await this.submitTemplate(template, beforeSubmit);
    await expect(this.dialog('Template added')).toBeVisible();
  }

  /** Fills and submits the Add Template dialog without waiting for its outcome (e.g. a refusal). */
  async submitTemplate(template: NewTemplate, beforeSubmit?: BeforeSubmit): Promise<void> {
    await this.addButton.click();
    const dialog = this.dialog('Add Template');
    await dialog.getByLabel('Template Name').fill(template.name);
    await dialog.getByLabel('Number of Signees').selectOption(String(template.signees));
    if (template.skipSign) await dialog.getByLabel(/Skip signing/).check();
    if (template.validFrom) await this.typeDate(dialog, dialog.getByLabel('Valid From'), template.validFrom);
    if (template.validTo) await this.typeDate(dialog, dialog.getByLabel('Valid To'), template.validTo);
    await dialog
      .getByLabel('Template PDF')
      .setInputFiles({ name: template.pdf.name, mimeType: 'application/pdf', buffer: template.pdf.buffer });
    await beforeSubmit?.(dialog);
    await dialog.getByRole('button', { name: 'Add Template' }).click();
  }

  /**
   * The compliance checks listed in `scope` (View Details or the Add Template result; docs/compliance.md
   * "Compliance checks"): one list item per check, `data-status` pass or warning.
   */
  complianceChecks(scope: Locator): Locator {
    return scope.getByRole('region', { name: 'Compliance checks' }).getByRole('listitem');
  }

  /** The compliance check labelled `label` in `scope`. */
  complianceCheck(scope: Locator, label: string): Locator {
    return this.complianceChecks(scope).filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** The expected fields the PDF has, as the field report lists them (Add Template result, View Details). */
  foundFields(): Locator {
    return this.page.getByRole('region', { name: 'Found fields' }).locator('.bp6-tag');
  }

  /** The expected fields the PDF lacks. */
  missingFields(): Locator {
    return this.page.getByRole('region', { name: 'Missing fields' }).locator('.bp6-tag');
  }

  /** Closes the open dialog with its Close (or Cancel) button. */
  async closeDialog(): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^(Close|Cancel)$/ })
      .first()
      .click();
    await expect(dialog).toHaveCount(0);
  }

  /**
   * Assign Course on the row of `name`: each course by a search text and the option it picks, and a
   * certificate type by its label (e.g. 'Certificate (C)').
   */
  async assignCourses(
    name: string,
    courses: { search: string; option: string | RegExp }[],
    type: string,
    beforeSubmit?: BeforeSubmit,
  ): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Assign Course to ${name}` })
      .click();
    const dialog = this.dialog('Assign Course');
    const input = dialog.getByPlaceholder('Search courses…');
    for (const course of courses) {
      await input.click();
      await input.fill(course.search);
      await this.page.getByRole('option', { name: course.option }).click();
    }
    await this.page.keyboard.press('Escape');
    await dialog.getByLabel('Certificate Type').selectOption({ label: type });
    await beforeSubmit?.(dialog);
    await dialog.getByRole('button', { name: 'Assign' }).click();
  }

  /** Assign Signee on the row of `name`: entry i fills slot i + 1. */
  async assignSignees(name: string, slots: SlotEntry[], beforeSubmit?: BeforeSubmit): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Assign Signee to ${name}` })
      .click();
    const dialog = this.dialog('Assign Signee');
    for (const [i, entry] of slots.entries()) {
      const slot = dialog.getByRole('group', { name: `Signee ${i + 1}` });
      await slot.getByRole('combobox').selectOption({ label: entry.signee });
      await slot.getByLabel('Designation').fill(entry.designation);
    }
    await beforeSubmit?.(dialog);
    await dialog.getByRole('button', { name: 'Assign' }).click();
  }

  /** The signee select of slot `n` of the open Assign Signee dialog. */
  signeeSelect(n: number): Locator {
    return this.dialog('Assign Signee')
      .getByRole('group', { name: `Signee ${n}` })
      .getByRole('combobox');
  }

  /** View Details of the row of `name`. */
  async openDetails(name: string): Promise<Locator> {
    await this.row(name)
      .getByRole('button', { name: `View Details of ${name}` })
      .click();
    const dialog = this.dialog(/^Template Details/);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** View of the row of `name`: the sample preview page. */
  async openView(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `View ${name}` })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Template Preview' })).toBeVisible();
  }

  /** The rendered page of the preview PDF (react-pdf's canvas). */
  get previewCanvas(): Locator {
    return this.page.locator('.react-pdf__Page canvas');
  }
}
