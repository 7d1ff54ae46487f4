/**
 * The organisation profile (one row, id 1): reading it, and saving the Organization Settings form
 * with an optional new logo. The logo is the client logo of the login answer (auth/profile.ts),
 * served to anyone signed in by `GET /files/{id}`, drawn by the default testamur layout and into a
 * template's `company_logo` field. spec: access-and-administration §2 "Organization Settings",
 * §3 "Company settings", §7; DESIGN.md "PDFs".
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { fileUrl } from '../auth/profile.js';
import type { Db, Tx } from '../db/client.js';
import { companySettings, storedFiles } from '../db/schema.js';
import { takeUpload } from '../files/uploads.js';
import { badRequest, conflict } from '../http/errors.js';
import { checkPrintableImage, imageKindOf } from '../signatures/images.js';
import type { companySettings as companySettingsAnswer } from './answers.js';
import { type companySettingsBody, SETTINGS_MESSAGES } from './schemas.js';

/** The one organisation row. */
export const COMPANY_ID = 1;

export type CompanySettings = z.infer<typeof companySettingsAnswer>;
type CompanyInput = z.infer<typeof companySettingsBody>;
type CompanyRow = typeof companySettings.$inferSelect;

/** The optional text fields: payload key → column. */
const OPTIONAL_FIELDS = {
  contact_person: 'contactPerson',
  contact_email: 'contactEmail',
  company_address: 'companyAddress',
  phone_number: 'phoneNumber',
  fax_number: 'faxNumber',
  post_code: 'postCode',
  title: 'title',
} as const satisfies Partial<Record<keyof CompanyInput, keyof CompanyRow>>;

/** The row as the answers show it (a fresh installation without a row: empty names, no logo). */
export function companyJson(row: CompanyRow | undefined): CompanySettings {
  return {
    company_short_name: row?.companyShortName ?? '',
    company_name: row?.companyName ?? '',
    rto_code: row?.rtoCode ?? '',
    company_logo: fileUrl(row?.companyLogoFileId),
    contact_person: row?.contactPerson ?? null,
    contact_email: row?.contactEmail ?? null,
    company_address: row?.companyAddress ?? null,
    phone_number: row?.phoneNumber ?? null,
    fax_number: row?.faxNumber ?? null,
    post_code: row?.postCode ?? null,
    title: row?.title ?? null,
    digital_delivery: row?.digitalDelivery ?? false,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** The organisation profile. spec: access-and-administration §7 GET /companySettingsList. */
export async function loadCompanySettings(db: Db | Tx): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, COMPANY_ID));
  return companyJson(row);
}

/**
 * Saves the Organization Settings form: the names (required), the optional fields (absent:
 * unchanged; empty: cleared; `rto_code` empty: unchanged) and a new logo from `company_logo` or
 * `upload_id` (not both: 400). The logo is checked printable before anything is written (400/415).
 * `updated_at`, when sent, must be the row's (else 409, nothing changed). One transaction stores the
 * logo (kind `logo`), the row and the audit event `company.updated`. Earlier logos stay stored:
 * the audit trail names them.
 */
export async function saveCompanySettings(db: Db, principal: Principal, input: CompanyInput): Promise<CompanySettings> {
  if (input.company_logo && input.upload_id !== undefined) {
    throw badRequest(SETTINGS_MESSAGES.logoTwice, { company_logo: SETTINGS_MESSAGES.logoTwice });
  }
  if (input.company_logo) {
    await checkPrintableImage(input.company_logo.data, imageKindOf(input.company_logo.contentType), 'company_logo');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companySettings).where(eq(companySettings.id, COMPANY_ID)).for('update');
    if (input.updated_at !== undefined && before && before.updatedAt.getTime() !== Date.parse(input.updated_at)) {
      throw conflict(SETTINGS_MESSAGES.companyStale);
    }

    let logoFileId = before?.companyLogoFileId ?? null;
    if (input.company_logo) {
      const logo = input.company_logo;
      const [file] = await tx
        .insert(storedFiles)
        .values({
          kind: 'logo',
          fileName: logo.fileName.slice(0, 255) || `logo.${logo.fileKind}`,
          contentType: logo.contentType,
          byteSize: logo.byteSize,
          sha256: createHash('sha256').update(logo.data).digest('hex'),
          data: logo.data,
          createdBy: principal.userId,
        })
        .returning({ id: storedFiles.id });
      logoFileId = file!.id;
    } else if (input.upload_id !== undefined) {
      const taken = await takeUpload(tx, principal, input.upload_id, 'logo', ['png', 'jpeg'], 'company_logo');
      await checkPrintableImage(taken.data, imageKindOf(taken.contentType), 'company_logo');
      logoFileId = taken.id;
    }

    const values: typeof companySettings.$inferInsert = {
      id: COMPANY_ID,
      companyShortName: input.company_short_name,
      companyName: input.company_name,
      rtoCode: input.rto_code ?? before?.rtoCode ?? '',
      companyLogoFileId: logoFileId,
      // docs/printing.md "Digital delivery": absent leaves the switch as it is.
      digitalDelivery: input.digital_delivery ?? before?.digitalDelivery ?? false,
      updatedAt: new Date(),
    };
    for (const [key, column] of Object.entries(OPTIONAL_FIELDS) as [keyof typeof OPTIONAL_FIELDS, string][]) {
      const given = input[key];
      (values as Record<string, unknown>)[column] =
        given === undefined ? (before?.[column as keyof CompanyRow] ?? null) : given || null;
    }
    const { id: _id, ...changes } = values;
    const [after] = await tx
      .insert(companySettings)
      .values(values)
      .onConflictDoUpdate({ target: companySettings.id, set: changes })
      .returning();
    const { updated_at: _b, ...beforeJson } = companyJson(before);
    const { updated_at: _a, ...afterJson } = companyJson(after);
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'company.updated',
      subjectType: 'company_settings',
      subjectId: COMPANY_ID,
      before: before ? beforeJson : null,
      after: afterJson,
    });
    return companyJson(after);
  });
}

/** Whether Organisation Settings' digital delivery is on (false when no row exists yet). */
export async function digitalDeliveryOn(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ on: companySettings.digitalDelivery })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row?.on ?? false;
}
