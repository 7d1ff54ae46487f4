/**
 * The seven certificate list endpoints: path, list (membership from rules.ts) and the module that
 * grants it, from the one table in codes.ts. spec: certificate-workflow §2, §7; api/CONTRACT.md
 * "Certificate lists".
 */
import { type CertificateListCode, LIST_ENDPOINTS } from '../../codes.js';

export interface ListDefinition {
  path: string;
  list: CertificateListCode;
  module: string;
}

export const LIST_DEFINITIONS: readonly ListDefinition[] = (
  Object.entries(LIST_ENDPOINTS) as [CertificateListCode, (typeof LIST_ENDPOINTS)[CertificateListCode]][]
).map(([list, e]) => ({ path: e.search, list, module: e.module }));
