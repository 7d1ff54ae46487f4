/**
 * Reading configuration items. spec: access-and-administration §3 "Configuration item", §9.
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { configuration } from '../db/schema.js';

export const CONFIG_DEFAULTS: Record<string, string> = {
  display_date_format: 'dd-mm-yyyy',
  fee_paid_or_not_confirmation: 'Yes',
  student_portal_report_url: '',
};

/** Values of the given configuration keys (defaults for missing ones). spec: access-and-administration §9. */
export async function getConfigValues(db: Db | Tx, keys: string[]): Promise<Record<string, string>> {
  const rows = keys.length ? await db.select().from(configuration).where(inArray(configuration.key, keys)) : [];
  const out: Record<string, string> = {};
  for (const k of keys) out[k] = CONFIG_DEFAULTS[k] ?? '';
  for (const r of rows) out[r.key] = r.value;
  return out;
}

/** The student-portal report URL for an enrolment id, or null when not configured. spec: certificate-workflow §1. */
export function reportUrl(template: string | undefined, enrolmentId: string | null): string | null {
  if (!template || !enrolmentId) return null;
  return template.replaceAll('{enrolment_id}', encodeURIComponent(enrolmentId));
}
