/**
 * REST answers of the settings calls → GraphQL objects, and REST field-error keys → this domain's
 * input field names. spec: access-and-administration §3 "Signature", "User configuration",
 * "Company settings", "Configuration item"; api/CONTRACT.md "Signatures and settings".
 */
import { GraphQLError } from 'graphql';
import type { ConfigurationItem, Organisation, Signature, UserConfiguration } from '../generated/resolvers.js';
import type { RestSchema } from '../rest/contract.js';

/** A stored signature as `/signatureDetails` and `/uploadSignature` answer it. */
interface RestSignature {
  signature: string;
  source: Signature['source'];
  updated_at: string;
}

/** `signature`, `source`, `updated_at` → `Signature`. */
export const toSignature = (s: RestSignature): Signature => ({
  image: s.signature,
  source: s.source,
  updatedAt: s.updated_at,
});

/** The api's `UserConfiguration` → `UserConfiguration`. */
export const toUserConfiguration = (list: RestSchema<'UserConfiguration'>): UserConfiguration => ({
  passwordSecurity: list.password_security,
  emailNotifications: list.email_notifications,
});

/** The api's `ConfigurationItem` → `ConfigurationItem` (`options` empty for free text). */
export const toConfigurationItem = (item: RestSchema<'ConfigurationItem'>): ConfigurationItem => ({
  key: item.key,
  text: item.text,
  value: item.value,
  options: item.options ?? [],
});

/** The api's `CompanySettings` → `Organisation` (`company_logo` is the gateway's `/files/{id}` path too). */
export const toOrganisation = (c: RestSchema<'CompanySettings'>): Organisation => ({
  companyShortName: c.company_short_name,
  companyName: c.company_name,
  rtoCode: c.rto_code,
  contactPerson: c.contact_person,
  contactEmail: c.contact_email,
  companyAddress: c.company_address,
  phoneNumber: c.phone_number,
  faxNumber: c.fax_number,
  postCode: c.post_code,
  title: c.title,
  logoUrl: c.company_logo,
  digitalDelivery: c.digital_delivery,
  updatedAt: c.updated_at,
});

/**
 * Renames `extensions.fieldErrors` keys of a BAD_USER_INPUT error to this mutation's input fields
 * (rest/errors.ts camel-cases the REST keys: `draw_signature` → `drawSignature`, `upload_id` →
 * `uploadId`); other errors pass unchanged.
 */
export function renameFieldErrors(err: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(err instanceof GraphQLError) || err.extensions.code !== 'BAD_USER_INPUT') return err;
  const fieldErrors = err.extensions.fieldErrors as Record<string, string> | undefined;
  if (!fieldErrors) return err;
  const renamed: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = names[key] ?? key;
    if (!(field in renamed)) renamed[field] = message;
  }
  return new GraphQLError(err.message, { extensions: { ...err.extensions, fieldErrors: renamed } });
}
