/**
 * Request schemas of the settings calls (user configuration, configuration items, organisation),
 * with their limits and messages. spec: access-and-administration §2 "User Configuration
 * Settings", "Configuration Settings", "Organization Settings", §3, §5 (e-mail message), §7.
 */
import { z } from 'zod';
import { UPLOAD_NOT_FOUND } from '../files/uploads.js';
import { fieldsOf, flag, LIMITS, optionalId, password, text } from '../http/fields.js';
import { uploadedFile } from '../http/uploads.js';
import { CONFIG_VALUE_MAX } from './configuration.js';

const NUL = String.fromCharCode(0);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Messages of the settings calls (the spec gives none but the e-mail's). */
export const SETTINGS_MESSAGES = {
  noSetting: 'Please choose a setting: password_security or email_notifications',
  userConfigurationUpdated: 'User configuration updated successfully',
  userConfigurations: 'User configurations',
  configurationKey: 'Please select a configuration item',
  configurationValue: 'Please enter a value',
  configurationNotFound: 'Configuration item not found',
  configurationUpdated: 'Configuration updated successfully',
  companyName: 'Please enter Company Name',
  companyShortName: 'Please enter Company Short Name',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  faxInvalid: 'Please enter a valid fax number',
  postCodeInvalid: 'Please enter a valid post code',
  rtoCodeInvalid: 'The RTO code may contain only letters, digits and hyphens',
  logoTwice: 'Send the logo either as company_logo or as upload_id, not both',
  companyUpdated: 'Company settings updated successfully',
  companyStale: 'The organisation settings were changed by someone else. Reload them and try again.',
} as const;

/** Longest value of each organisation field (characters). */
export const COMPANY_LIMITS = {
  company_short_name: 50,
  company_name: 200,
  rto_code: 20,
  contact_person: LIMITS.name,
  contact_email: LIMITS.email,
  company_address: 500,
  phone_number: 30,
  fax_number: 30,
  post_code: 10,
  title: 200,
} as const;

/** An optional on/off setting: `1`/`0`, `true`/`false`; absent or `''` leaves it as it is. */
const setting = (name: string) => z.preprocess(blank, flag(`${name} must be 1 or 0 (true or false)`).optional());

/** `POST /userConfigurationUpdate`: a setting name with its value (one, or both). */
export const userConfigurationBody = fieldsOf({
  password_security: setting('password_security').describe('Re-enter the password before signing'),
  email_notifications: setting('email_notifications').describe('E-mail me my notifications'),
  password: z
    .preprocess(blank, password('Please Enter Password').optional())
    .describe(
      'The caller’s password: needed to turn password_security off, unless this session passed /passwordToCheck ' +
        'in the last 5 minutes',
    ),
});

/** `POST /configurationUpdate`: the item's key and its new value. */
export const configurationUpdateBody = fieldsOf({
  key: text({ max: LIMITS.code * 2, required: SETTINGS_MESSAGES.configurationKey, label: 'Key' }),
  value: z
    .preprocess(
      (v) => (v === null ? '' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
      z
        .string({ error: SETTINGS_MESSAGES.configurationValue })
        .max(CONFIG_VALUE_MAX, { error: `Value must be at most ${CONFIG_VALUE_MAX} characters` })
        .refine((s) => !s.includes(NUL), { error: 'Value must not contain NUL characters' }),
    )
    .describe('Free text, or one of the item’s `options`; may be empty only where the item allows it'),
});

/**
 * An optional organisation field: absent leaves it as it is, `''` (or null) clears it, text is
 * trimmed and at most `max` characters, matching `pattern` when given.
 */
const clearable = (max: number, label: string, pattern?: { re: RegExp; message: string }) => {
  let base = z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((s) => !s.includes(NUL), { error: `${label} must not contain NUL characters` });
  if (pattern) base = base.refine((s) => s === '' || pattern.re.test(s), { error: pattern.message });
  return z.preprocess((v) => (v === null ? '' : typeof v === 'string' ? v.trim() : v), base.optional());
};

const PHONE = /^[0-9+() .-]+$/;

/** `POST /companySettings`: the organisation profile and, optionally, a new logo. */
export const companySettingsBody = fieldsOf({
  company_short_name: text({
    max: COMPANY_LIMITS.company_short_name,
    required: SETTINGS_MESSAGES.companyShortName,
    label: 'Company Short Name',
  }),
  company_name: text({
    max: COMPANY_LIMITS.company_name,
    required: SETTINGS_MESSAGES.companyName,
    label: 'Company Name',
  }),
  rto_code: z
    .preprocess(
      blank,
      clearable(COMPANY_LIMITS.rto_code, 'RTO code', {
        re: /^[A-Za-z0-9-]+$/,
        message: SETTINGS_MESSAGES.rtoCodeInvalid,
      }),
    )
    .describe('The national RTO code printed on testamurs; absent or empty: unchanged'),
  contact_person: clearable(COMPANY_LIMITS.contact_person, 'Contact Person'),
  contact_email: clearable(COMPANY_LIMITS.contact_email, 'Contact Email', {
    re: z.regexes.email,
    message: SETTINGS_MESSAGES.emailInvalid,
  }),
  company_address: clearable(COMPANY_LIMITS.company_address, 'Company Address'),
  phone_number: clearable(COMPANY_LIMITS.phone_number, 'Phone Number', {
    re: PHONE,
    message: SETTINGS_MESSAGES.phoneInvalid,
  }),
  fax_number: clearable(COMPANY_LIMITS.fax_number, 'Fax Number', { re: PHONE, message: SETTINGS_MESSAGES.faxInvalid }),
  post_code: clearable(COMPANY_LIMITS.post_code, 'Post Code', {
    re: /^[A-Za-z0-9 -]+$/,
    message: SETTINGS_MESSAGES.postCodeInvalid,
  }),
  title: clearable(COMPANY_LIMITS.title, 'Title'),
  digital_delivery: setting('digital_delivery').describe(
    'Send learners their certificate by e-mail when it is printed: a download link valid 30 days ' +
      '(docs/printing.md "Digital delivery"); absent: unchanged',
  ),
  company_logo: z
    .preprocess(blank, uploadedFile('company_logo must be an image file (PNG or JPEG)').optional())
    .describe('A new logo: PNG or JPEG, at most 2 MB; absent: unchanged'),
  upload_id: optionalId(UPLOAD_NOT_FOUND).describe(
    'Instead of `company_logo`: the id of an image sent to POST /uploads/image (extension)',
  ),
  updated_at: z
    .preprocess(blank, z.iso.datetime({ offset: true, error: 'updated_at must be an ISO-8601 timestamp' }).optional())
    .describe(
      'The `updated_at` the client read (extension); when the settings changed since, 409 and nothing is changed',
    ),
});
