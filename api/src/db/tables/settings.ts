/**
 * The organisation's settings: the configuration codes and the company profile. spec: access-and-
 * administration §2 "Organization Settings".
 */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../columns.js';
import { storedFiles } from './files.js';

/**
 * Configuration items (key, text, value). Keys: display_date_format (one of the six formats),
 * fee_paid_or_not_confirmation ('Yes' | 'NO'), student_portal_report_url (URL with `{enrolment_id}`).
 */
export const configuration = pgTable('configuration', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  value: text('value').notNull(),
});

/** The organisation (one row, id 1). */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey(),
  companyShortName: text('company_short_name').notNull(),
  companyName: text('company_name').notNull(),
  /** National RTO code, printed on every testamur. */
  rtoCode: text('rto_code').notNull(),
  companyLogoFileId: integer('company_logo_file_id').references(() => storedFiles.id),
  contactPerson: text('contact_person'),
  contactEmail: text('contact_email'),
  companyAddress: text('company_address'),
  phoneNumber: text('phone_number'),
  faxNumber: text('fax_number'),
  postCode: text('post_code'),
  title: text('title'),
  /**
   * Digital delivery (docs/printing.md "Digital delivery"): when a certificate is printed, e-mail the learner a link to a
   * download page for their own signed PDF and the verify page (30 days).
   */
  digitalDelivery: boolean('digital_delivery').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
