/**
 * Answer schemas of the settings calls. spec: access-and-administration §3 "User configuration",
 * "Company settings", "Configuration item"; §7 (answer keys: `list`; `status` 'success';
 * `configuration`; `company_settings`; `comapny_logo`, the spec's spelling).
 */
import { z } from 'zod';
import { timestamp } from '../http/answers.js';

/** The caller's two switches. */
export const userConfigurationList = z
  .object({
    password_security: z.boolean().describe('Re-enter the password before signing'),
    email_notifications: z.boolean().describe('Notifications are also e-mailed'),
  })
  .meta({ id: 'UserConfiguration' });

/** `GET /userConfigurationIndex`. */
export const userConfigurationIndexAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  list: userConfigurationList,
});

/** `POST /userConfigurationUpdate`: the spec's `status: 'success'` (and our `success: 1`). */
export const userConfigurationUpdatedAnswer = z.object({
  success: z.literal(1),
  status: z.literal('success'),
  message: z.string(),
  list: userConfigurationList.describe('The switches now (extension)'),
});

/** One configuration item. */
export const configurationItem = z
  .object({
    key: z.string(),
    text: z.string().describe('Its label'),
    value: z.string(),
    options: z
      .array(z.string())
      .optional()
      .describe('The fixed choices (display_date_format: the six formats; fee_paid_or_not_confirmation: Yes, NO)'),
  })
  .meta({ id: 'ConfigurationItem' });

/** `GET /configurationIndex`. */
export const configurationIndexAnswer = z.object({
  success: z.literal(1),
  configuration: z.array(configurationItem),
});

/** `POST /configurationUpdate`. */
export const configurationUpdatedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  item: configurationItem.describe('The item now (extension)'),
});

/** The organisation profile. */
export const companySettings = z
  .object({
    company_short_name: z.string(),
    company_name: z.string(),
    rto_code: z.string().describe('The national RTO code printed on testamurs'),
    company_logo: z.string().nullable().describe('The logo as served by GET /files/{id}, or null'),
    contact_person: z.string().nullable(),
    contact_email: z.string().nullable(),
    company_address: z.string().nullable(),
    phone_number: z.string().nullable(),
    fax_number: z.string().nullable(),
    post_code: z.string().nullable(),
    title: z.string().nullable(),
    digital_delivery: z
      .boolean()
      .describe(
        'Whether learners are e-mailed a 30-day download link for their certificate when it is printed ' +
          '(docs/printing.md "Digital delivery")',
      ),
    updated_at: timestamp()
      .nullable()
      .describe('When they last changed (extension): send it back with POST /companySettings to detect a stale edit'),
  })
  .meta({ id: 'CompanySettings' });

/** `GET /companySettingsList`. */
export const companySettingsListAnswer = z.object({
  success: z.literal(1),
  company_settings: companySettings,
});

/** `POST /companySettings`: `comapny_logo` is the spec's key (sic); `company_logo` says the same. */
export const companySettingsSavedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  comapny_logo: z.string().nullable().describe('The logo path (GET /files/{id}) or null; the spec’s spelling'),
  company_logo: z.string().nullable().describe('The same, spelt right (extension)'),
  company_settings: companySettings.describe('The settings now (extension)'),
});
