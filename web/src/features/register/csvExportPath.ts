/**
 * The gateway's CSV export addresses with the screen's filters as query parameters under the api's
 * keys and codes (gateway/src/register/exportRoutes.ts): `/files/register.csv` (Report.csv) and
 * `/files/lists/<list>.csv` (Certificates.csv). Only filled filters are sent.
 * spec: certificate-workflow §2 "Shared search panel" (Export To CSV), §7 POST /reports, §9 "CSV exports".
 */
import { CERTIFICATE_LIST, CERTIFICATE_TYPE, CREDENTIAL_STATUS, SORT_DIRECTION, SORT_FIELD } from '@certify/api/codes';
import type { CertificateList, CertificateRegisterFilter, CertificateSort } from '../../generated/graphql';

/** What is exported: the register or one certificate list. */
export type CsvExportTarget = 'REGISTER' | CertificateList;

/** The file the gateway names each export (spec §9). */
export const csvFileName = (target: CsvExportTarget): string =>
  target === 'REGISTER' ? 'Report.csv' : 'Certificates.csv';

/** The filters (a list's `CertificateFilter` is a part of the register's) and sort as query parameters. */
export function csvExportQuery(
  filter: CertificateRegisterFilter | null | undefined,
  sort?: CertificateSort | null,
): URLSearchParams {
  const q = new URLSearchParams();
  const text = (key: string, value: string | null | undefined) => {
    if (value) q.append(key, value);
  };
  for (const id of filter?.courseIds ?? []) q.append('course_id[]', String(id));
  for (const id of filter?.requisitionerIds ?? []) q.append('requisitioner_id[]', String(id));
  if (filter?.certificateType) q.append('certificate_type', CERTIFICATE_TYPE[filter.certificateType]);
  text('requested_from_date', filter?.requestedFrom);
  text('requested_to_date', filter?.requestedTo);
  text('credential_from_date', filter?.credentialFrom);
  text('credential_to_date', filter?.credentialTo);
  for (const status of filter?.statuses ?? []) q.append('certificate_status[]', String(CREDENTIAL_STATUS[status]));
  text('student_name', filter?.studentName);
  // the api's campus_name takes an exact campus name or a campus id
  if (filter?.campusId !== undefined && filter.campusId !== null) text('campus_name', String(filter.campusId));
  text('credential_number', filter?.credentialNumber);
  if (sort) {
    q.append('sort_by', SORT_FIELD[sort.field]);
    q.append('sort_dir', SORT_DIRECTION[sort.direction]);
  }
  return q;
}

/** The export's address: the route of `target` with the filters and sort. */
export function csvExportPath(
  target: CsvExportTarget,
  filter: CertificateRegisterFilter | null | undefined,
  sort?: CertificateSort | null,
): string {
  const route = target === 'REGISTER' ? '/files/register.csv' : `/files/lists/${CERTIFICATE_LIST[target]}.csv`;
  const query = csvExportQuery(filter, sort).toString();
  return query ? `${route}?${query}` : route;
}
