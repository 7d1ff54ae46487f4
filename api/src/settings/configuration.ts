/**
 * Configuration items (key, text, value): the known keys with their label, default, choices and
 * value rule, and reading them. Other keys stored in the table are free text (≤ 500 characters).
 * spec: access-and-administration §2 "Configuration Settings", §3 "Configuration item", §9.
 */
import { asc, inArray } from 'drizzle-orm';
import { codesOf, DATE_FORMAT, FEE_CONFIRMATION } from '../codes.js';
import type { Db, Tx } from '../db/client.js';
import { configuration } from '../db/schema.js';
import { DEFAULT_DATE_FORMAT, isDateFormat } from '../util/formatDate.js';

/** Where the enrolment id goes in `student_portal_report_url`. */
export const ENROLMENT_ID_PLACEHOLDER = '{enrolment_id}';
/** The longest configuration value (characters). */
export const CONFIG_VALUE_MAX = 500;

/** A value's check: the value to store, or the message saying what is wrong. */
type ValueCheck = (value: string) => { value: string } | { message: string };

export interface ConfigItemRule {
  /** The label a fresh item gets. */
  text: string;
  default: string;
  /** The fixed choices (the screen offers these), when the value is not free text. */
  options?: readonly string[];
  check: ValueCheck;
}

/** One of `options`, matched in any case and stored as the option is spelt. */
const oneOf =
  (options: readonly string[], message: string): ValueCheck =>
  (value) => {
    const found = options.find((o) => o.toLowerCase() === value.trim().toLowerCase());
    return found ? { value: found } : { message };
  };

const REPORT_URL_EXAMPLE = `https://portal.example.edu.au/reports?enrolment=${ENROLMENT_ID_PLACEHOLDER}`;

/** Empty (no report link), or an http(s) URL with `{enrolment_id}` where the enrolment id goes. */
const reportUrlCheck: ValueCheck = (raw) => {
  const value = raw.trim();
  if (value === '') return { value };
  const notUrl = { message: `Student Portal Report URL must be an http(s) address, e.g. ${REPORT_URL_EXAMPLE}` };
  if (/\s/.test(value)) return notUrl;
  let url: URL;
  try {
    url = new URL(value.replaceAll(ENROLMENT_ID_PLACEHOLDER, '0'));
  } catch {
    return notUrl;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return notUrl;
  if (!value.includes(ENROLMENT_ID_PLACEHOLDER)) {
    return {
      message: `Student Portal Report URL must contain ${ENROLMENT_ID_PLACEHOLDER} where the enrolment id goes`,
    };
  }
  return { value };
};

const DATE_FORMATS = codesOf(DATE_FORMAT);
const FEE_CONFIRMATIONS = codesOf(FEE_CONFIRMATION);

/** The known configuration keys, in the order the screen lists them. spec: access-and-administration §9. */
export const CONFIG_ITEMS = {
  display_date_format: {
    text: 'Display Date Format',
    default: DEFAULT_DATE_FORMAT,
    options: DATE_FORMATS,
    check: oneOf(DATE_FORMATS, `Display Date Format must be one of ${DATE_FORMATS.join(', ')}`),
  },
  fee_paid_or_not_confirmation: {
    text: 'Fee Paid or Not Confirmation',
    default: FEE_CONFIRMATION.YES,
    options: FEE_CONFIRMATIONS,
    check: oneOf(FEE_CONFIRMATIONS, `Fee Paid or Not Confirmation must be ${FEE_CONFIRMATIONS.join(' or ')}`),
  },
  student_portal_report_url: { text: 'Student Portal Report URL', default: '', check: reportUrlCheck },
} as const satisfies Record<string, ConfigItemRule>;

/** A configuration key with a known default. */
export type ConfigKey = keyof typeof CONFIG_ITEMS;

/** Whether `key` is one of the known keys. */
export const isKnownConfigKey = (key: string): key is ConfigKey => Object.hasOwn(CONFIG_ITEMS, key);

/** The rule of a key: a known key's, else free text. */
export const configRule = (key: string): Pick<ConfigItemRule, 'options' | 'check'> =>
  isKnownConfigKey(key) ? CONFIG_ITEMS[key] : { check: (value) => ({ value }) };

/** Defaults of the known keys. */
export const CONFIG_DEFAULTS = Object.fromEntries(
  Object.entries(CONFIG_ITEMS).map(([k, v]) => [k, v.default]),
) as Record<ConfigKey, string>;

/** Values of the given configuration keys (defaults for missing ones). spec: access-and-administration §9. */
export async function getConfigValues<K extends ConfigKey>(
  db: Db | Tx,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const rows = keys.length ? await db.select().from(configuration).where(inArray(configuration.key, keys)) : [];
  const out = new Map<string, string>(keys.map((k) => [k, CONFIG_DEFAULTS[k]]));
  for (const r of rows) out.set(r.key, r.value);
  return Object.fromEntries(out) as Record<K, string>;
}

/** A configuration item as the screen lists it. */
export interface ConfigItem {
  key: string;
  text: string;
  value: string;
  options?: string[];
}

/** Every configuration item: the known keys first (stored or default), then other stored keys by key. */
export async function listConfiguration(db: Db | Tx): Promise<ConfigItem[]> {
  const rows = await db.select().from(configuration).orderBy(asc(configuration.key));
  const stored = new Map(rows.map((r) => [r.key, r]));
  const known = (Object.entries(CONFIG_ITEMS) as [ConfigKey, ConfigItemRule][]).map(([key, rule]) => {
    const row = stored.get(key);
    return {
      key,
      text: row?.text ?? rule.text,
      value: row?.value ?? rule.default,
      ...(rule.options ? { options: [...rule.options] } : {}),
    };
  });
  const others = rows
    .filter((r) => !isKnownConfigKey(r.key))
    .map((r) => ({ key: r.key, text: r.text, value: r.value }));
  return [...known, ...others];
}

/** The student-portal report URL for an enrolment id, or null when not configured. spec: certificate-workflow §1. */
export function reportUrl(template: string | undefined, enrolmentId: string | null): string | null {
  if (!template || !enrolmentId) return null;
  return template.replaceAll(ENROLMENT_ID_PLACEHOLDER, encodeURIComponent(enrolmentId));
}

/** The configured `display_date_format` (any case), or the default when it is not one of §9's. */
export async function displayDateFormat(db: Db | Tx) {
  const { display_date_format: value } = await getConfigValues(db, ['display_date_format']);
  const format = value.trim().toLowerCase();
  return isDateFormat(format) ? format : DEFAULT_DATE_FORMAT;
}
