/** Client-side bulk rules (certificate-workflow §5); the server checks them again. */
import type { CertificateRow } from './certificateRow';

export const SAME_TEMPLATE_MESSAGE = 'All student certificates must be under same certificate template';
export const SAME_STATUS_AND_TEMPLATE_MESSAGE =
  'All student certificates must be under same certificate status and same certificate template';

const distinct = (values: string[]) => new Set(values).size;

export const sameTemplate = (rows: CertificateRow[]): boolean => distinct(rows.map((r) => r.template.id)) <= 1;

export const sameStatus = (rows: CertificateRow[]): boolean =>
  distinct(rows.map((r) => `${r.status}|${r.reprintStatus ?? ''}`)) <= 1;
