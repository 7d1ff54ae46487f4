/**
 * Validation of the certificate request payload with the request form's messages.
 *
 * spec: certificate-workflow §5 "Request form", §3 "Certificate save payload";
 * api/CONTRACT.md "Conventions" (400 `errors` keyed as in the payload, units as `units.0.unit_code`).
 */
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { isCertificateType } from '../../lookups/certificateTypes.js';


const REQUIRED = 'This field is required';

const text = (message: string) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), z.string({ error: message }).min(1, { error: message }));

const isCalendarDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
/** A `YYYY-MM-DD` date (an ISO timestamp is cut to its date). */
const calendarDate = (message: string) =>
  text(message).transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v)).refine(isCalendarDate, { error: message });

const id = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: message }).int({ error: message }).positive({ error: message }));

const unit = z.object({
  unit_start_date: calendarDate(REQUIRED),
  unit_code: text(REQUIRED),
  unit_name: text(REQUIRED),
  mark: text(REQUIRED),
  outcome_result: text(REQUIRED),
  outcome_grade_short_code: text(REQUIRED),
});

/** `units[i]` arrives as an array (JSON, qs ≤ 20 items) or an index-keyed object (qs beyond). */
const asList = (v: unknown) =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? Object.entries(v).sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x) : v;

export const requestSchema = z.object({
  student_name: id('Please enter student name'),
  course: id('Please select course'),
  campus: id('Please select campus'),
  certification_type: text('Please select certification type').refine(isCertificateType, {
    error: 'Please select certification type',
  }),
  credential_date: calendarDate('Please select credential date'),
  credential_number: text('Please select credential number'),
  units: z.preprocess(asList, z.array(z.preprocess((u) => (u && typeof u === 'object' ? u : {}), unit), { error: 'Please add at least one unit' }).min(1, { error: 'Please add at least one unit' })),
  comments: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : undefined), z.string().optional()),
  enrolment_detail_id: z.preprocess((v) => (v == null || v === '' ? undefined : String(v).trim()), z.string().optional()),
});

export type RequestInput = z.infer<typeof requestSchema>;

/** The 400 of `/saveCertificate`: `errors` plus `certificate: { success: 0, message }` (api/CONTRACT.md). */
export const requestFailed = (message: string, errors: Record<string, string>) =>
  badRequest(message, errors, { certificate: { success: 0, message } });

/** Parses the payload or throws the 400 listing every field's message. */
export function parseRequest(payload: unknown): RequestInput {
  const result = requestSchema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  throw requestFailed(Object.values(errors)[0] ?? 'Invalid request', errors);
}
