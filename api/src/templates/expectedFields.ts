/**
 * The AcroForm text fields a template PDF is expected to have, and which of them an uploaded
 * template has: the administrator sees before the first print which data has no place on it.
 *
 * spec: DESIGN.md "PDFs" (field names; a template without fields gets the default layout);
 * access-and-administration §3 "Template" (signee slots 1..n), "Company settings" (company_logo).
 */
import type { FieldRect } from '../db/schema.js';

/** The fields every template is expected to have, in the order they are reported. */
export const CERTIFICATE_FIELDS = [
  'student_name',
  'course_name',
  'course_code',
  'campus_name',
  'certificate_type',
  'credential_number',
  'credential_date',
  'company_logo',
] as const;

/** The fields of signee slot `slot` (1-based). */
export const signeeFields = (slot: number) =>
  [`signee_${slot}_name`, `signee_${slot}_designation`, `signee_${slot}_signature`] as const;

/**
 * Other names a PDF may give an expected field: the renderer (api/src/pdf/fieldValues.ts) draws
 * the organisation's logo into `organisation_logo`, so a template with that field has its logo.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = { company_logo: ['organisation_logo'] };

/** Every field expected of a template with `noOfSignees` signee slots. */
export function expectedFields(noOfSignees: number): string[] {
  const slots = Array.from({ length: Math.max(0, noOfSignees) }, (_, i) => signeeFields(i + 1));
  return [...CERTIFICATE_FIELDS, ...slots.flat()];
}

/** Which expected fields the template has (`found`) and which it lacks (`missing`), in expected order. */
export interface FieldReport {
  found: string[];
  missing: string[];
}

/**
 * The field report of a template: `layout` is its stored `field_layout` (null for the built-in
 * default layout, which then reports every field missing from the PDF: there is none).
 */
export function fieldReport(layout: Record<string, FieldRect> | null | undefined, noOfSignees: number): FieldReport {
  const names = new Set(Object.keys(layout ?? {}));
  const found: string[] = [];
  const missing: string[] = [];
  for (const field of expectedFields(noOfSignees)) {
    const has = names.has(field) || (ALIASES[field] ?? []).some((alias) => names.has(alias));
    (has ? found : missing).push(field);
  }
  return { found, missing };
}
