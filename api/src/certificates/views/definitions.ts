/**
 * The seven list views: path → list and module. spec: certificate-workflow §7; api/CONTRACT.md
 * "Certificate views".
 */
import type { CertificateList } from '../rules.js';
import { LIST_MODULE } from '../lists/definitions.js';

export interface ViewDefinition {
  path: string;
  list: CertificateList;
  module: string;
  /** The approved (to-be-signed) view also answers `signee_details`. */
  withSigneeDetails?: boolean;
}

const view = (path: string, list: CertificateList, withSigneeDetails = false): ViewDefinition => ({
  path,
  list,
  module: LIST_MODULE[list],
  withSigneeDetails,
});

export const VIEW_DEFINITIONS: readonly ViewDefinition[] = [
  view('/requestedCertificateView/:id', 'requested-list'),
  view('/approvedCertificateView/:id', 'to-be-signed-list', true),
  view('/signedCertificateView/:id', 'signed-list'),
  view('/printableCertificateView/:id', 'send-to-print-list'),
  view('/rejectedCertificateView/:id', 'rejected-list'),
  view('/printedCertificateView/:id', 'printed-list'),
  view('/reprintCertificateRequestedView/:id', 'reprint-request-list'),
];
