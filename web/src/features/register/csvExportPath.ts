/**
 * The gateway's CSV export addresses (gateway/src/register/exportRoutes.ts): `/files/register.csv`
 * (Report.csv) and `/files/lists/<list>.csv` (Certificates.csv), with the screen's GraphQL filter
 * and sort as JSON in the `filter` and `sort` query parameters. The gateway turns them into the
 * api's keys the same way it does for the GraphQL register and lists, so that mapping has one home.
 * spec: certificate-workflow §2 "Shared search panel" (Export To CSV), §9 "CSV exports".
 */
import { CERTIFICATE_LIST } from '@certify/api/codes';
import type { CertificateList, CertificateRegisterFilter, CertificateSort } from '../../generated/graphql';

/** What is exported: the register or one certificate list. */
export type CsvExportTarget = 'REGISTER' | CertificateList;

/** The file the gateway names each export (spec §9). */
export const csvFileName = (target: CsvExportTarget): string =>
  target === 'REGISTER' ? 'Report.csv' : 'Certificates.csv';

/**
 * The export's address: the route of `target` with the filter (a list's `CertificateFilter` is a
 * part of the register's) and sort, each only when given.
 */
export function csvExportPath(
  target: CsvExportTarget,
  filter: CertificateRegisterFilter | null | undefined,
  sort?: CertificateSort | null,
): string {
  const route = target === 'REGISTER' ? '/files/register.csv' : `/files/lists/${CERTIFICATE_LIST[target]}.csv`;
  const query = new URLSearchParams();
  if (filter) query.set('filter', JSON.stringify(filter));
  if (sort) query.set('sort', JSON.stringify(sort));
  const search = query.toString();
  return search ? `${route}?${search}` : route;
}
