/**
 * The seven list views: path → list and module, from the one table in codes.ts.
 * spec: certificate-workflow §7; api/CONTRACT.md "Certificate views".
 */
import { type CertificateListCode, LIST_ENDPOINTS } from '../../codes.js';

export interface ViewDefinition {
  /** OpenAPI-style path (`/requestedCertificateView/{id}`). */
  path: string;
  list: CertificateListCode;
  module: string;
  /** The approved (to-be-signed) view also answers `signee_details`. */
  withSigneeDetails: boolean;
}

export const VIEW_DEFINITIONS: readonly ViewDefinition[] = (
  Object.entries(LIST_ENDPOINTS) as [CertificateListCode, (typeof LIST_ENDPOINTS)[CertificateListCode]][]
).map(([list, e]) => ({ path: e.view, list, module: e.module, withSigneeDetails: list === 'to-be-signed-list' }));
