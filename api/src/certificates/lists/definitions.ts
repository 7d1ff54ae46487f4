/**
 * The seven certificate list endpoints: path, list (membership from rules.ts) and the module that
 * grants it. spec: certificate-workflow §2, §7; api/CONTRACT.md "Certificate lists".
 */
import type { CertificateList } from '../rules.js';

export interface ListDefinition {
  path: string;
  list: CertificateList;
  module: string;
}

export const LIST_DEFINITIONS: readonly ListDefinition[] = [
  { path: '/searchRequestedCertificate', list: 'requested-list', module: 'requested_list' },
  { path: '/searchApprovedCertificate', list: 'to-be-signed-list', module: 'to_be_signed_list' },
  { path: '/searchSignedCertificate', list: 'signed-list', module: 'signed_list' },
  { path: '/printableCertificatesList', list: 'send-to-print-list', module: 'send_to_print_list' },
  { path: '/cancelledCertificateList', list: 'rejected-list', module: 'rejected_list' },
  { path: '/reprintCertificateList', list: 'printed-list', module: 'printed_list' },
  { path: '/reprintCertificateRequestedList', list: 'reprint-request-list', module: 'reprint_request_list' },
];

/** The module granting each list. */
export const LIST_MODULE: Readonly<Record<CertificateList, string>> = Object.fromEntries(
  LIST_DEFINITIONS.map((d) => [d.list, d.module]),
) as Record<CertificateList, string>;
