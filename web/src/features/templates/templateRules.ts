/**
 * The courtesy checks of the template dialogs, with the spec's messages word for word (the api
 * checks everything again). spec: access-and-administration §5 "Template", "Assign course",
 * "Assign signee", §9 (1 to 10 signees; SCT is the placeholder meaning all types, never sent).
 */

/** §5 "Assign course". */
export const SELECT_ALL_REQUIRED = 'Please select all the required fields';
/** §5 "Assign signee". */
export const ENTER_ALL_REQUIRED = 'Please enter all the required fields';
/** The api's messages for Add Template (api/src/templates/schemas.ts, create.ts). */
export const NAME_REQUIRED = 'Please enter the template name';
export const FILE_REQUIRED = 'Please choose a PDF file';
export const PDF_ONLY = 'The certificate file must be a PDF';
export const PDF_TOO_LARGE = 'The certificate file must be at most 10 MB';
export const DATES_ORDER = 'The valid from date must be on or before the valid to date';

/** §9: signee slots per template. */
export const MIN_SIGNEES = 1;
export const MAX_SIGNEES = 10;
/** The largest template PDF the api takes. */
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
/** §9: the certificate-type placeholder ("Select Certificate Type"), never sent. */
export const TYPE_PLACEHOLDER = 'SCT';

export interface AddTemplateValues {
  name: string;
  noOfSignees: number;
  skipSign: boolean;
  validFrom: string | null;
  validTo: string | null;
  file: File | null;
}

export type AddTemplateErrors = Partial<Record<'name' | 'noOfSignees' | 'validFrom' | 'file', string>>;

/** Whether a chosen file is a PDF (by type or, when the browser gives none, by name). */
const isPdf = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));

/** A problem with the chosen template file, or null (§5 "Template": PDF file only). */
export function templateFileProblem(file: File | null): string | null {
  if (!file) return FILE_REQUIRED;
  if (!isPdf(file)) return PDF_ONLY;
  if (file.size > MAX_TEMPLATE_BYTES) return PDF_TOO_LARGE;
  return null;
}

/** Add Template: the errors per field (empty when it may be sent). */
export function validateAddTemplate(values: AddTemplateValues): AddTemplateErrors {
  const errors: AddTemplateErrors = {};
  if (values.name.trim() === '') errors.name = NAME_REQUIRED;
  if (!Number.isInteger(values.noOfSignees) || values.noOfSignees < MIN_SIGNEES || values.noOfSignees > MAX_SIGNEES) {
    errors.noOfSignees = 'The number of signees must be between 1 and 10';
  }
  if (values.validFrom && values.validTo && values.validFrom > values.validTo) errors.validFrom = DATES_ORDER;
  const file = templateFileProblem(values.file);
  if (file) errors.file = file;
  return errors;
}

/** Assign Course: at least one course and a type other than the placeholder (§5), else the message. */
export function assignCourseProblem(courseIds: readonly string[], certificateType: string): string | null {
  return courseIds.length === 0 || certificateType === '' || certificateType === TYPE_PLACEHOLDER
    ? SELECT_ALL_REQUIRED
    : null;
}

/** One slot of Assign Signee as the dialog holds it. */
export interface SigneeSlot {
  slot: number;
  userId: string;
  designation: string;
}

/** Assign Signee: which slots miss a signee or a designation (§5); empty when every slot is filled. */
export function incompleteSlots(slots: readonly SigneeSlot[]): { userId: Set<number>; designation: Set<number> } {
  return {
    userId: new Set(slots.filter((s) => s.userId === '').map((s) => s.slot)),
    designation: new Set(slots.filter((s) => s.designation.trim() === '').map((s) => s.slot)),
  };
}
