import { REGISTER_ONLY_SORT_FIELDS, type SortFieldCode } from '@certify/api/codes';
import type { CertificateFilter, CertificateSort, InputMaybe } from '../generated/resolvers.js';
import type { RestInput } from '../rest/contract.js';
import { gatewayError } from '../rest/errors.js';
import { restId } from '../rest/ids.js';

/** Largest page the api serves (api/CONTRACT.md "Certificate lists": per_page 1–100). */
export const MAX_PAGE_SIZE = 100;

/** The JSON body of every list call (the api's `listFilters` schema). */
export type ListFilters = NonNullable<RestInput<'/searchRequestedCertificate', 'post'>['body']>;

/** A text filter only when filled (trimmed), else undefined: "sent only when filled". */
export const filled = (s: InputMaybe<string> | undefined): string | undefined => {
  const t = s?.trim();
  return t ? t : undefined;
};

/** A sort column the lists take (every one but the register's own, e.g. `UPDATED_AT`). */
type ListSortCode = Exclude<SortFieldCode, (typeof REGISTER_ONLY_SORT_FIELDS)[number]>;
const REGISTER_ONLY: readonly SortFieldCode[] = REGISTER_ONLY_SORT_FIELDS;
const isListSort = (code: SortFieldCode): code is ListSortCode => !REGISTER_ONLY.includes(code);

/**
 * The body of a list call (certificate-workflow §2 "Shared search panel", §7; api/CONTRACT.md
 * "Certificate lists"): filters only when filled, plus paging and sort. Enum values arrive as the
 * api's codes (enum internal values). Bad paging → BAD_USER_INPUT on `page` / `pageSize`; the
 * register's own sort (`UPDATED_AT`) → BAD_USER_INPUT on `sort` (docs/integrators.md "Sync the register").
 */
export function listFilters(
  filter: InputMaybe<CertificateFilter> | undefined,
  page: number,
  pageSize: number,
  sort: InputMaybe<CertificateSort> | undefined,
): ListFilters {
  const fieldErrors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fieldErrors.page = 'Page must be 1 or more';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    fieldErrors.pageSize = `Page size must be between 1 and ${MAX_PAGE_SIZE}`;
  }
  const sortBy = sort?.field;
  if (sortBy !== undefined && !isListSort(sortBy)) {
    fieldErrors.sort = 'UPDATED_AT sorts the certificate register only (certificateRegister)';
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw gatewayError('BAD_USER_INPUT', Object.values(fieldErrors)[0]!, { fieldErrors });
  }
  return {
    ...searchPanelBody(filter),
    page,
    per_page: pageSize,
    sort_by: sortBy !== undefined && isListSort(sortBy) ? sortBy : undefined,
    sort_dir: sort?.direction,
  };
}

/**
 * The shared search panel's fields (certificate-workflow §2 "Shared search panel") as the api's
 * filter keys, only when filled; the lists and the register (gateway/src/register) send them alike.
 */
export function searchPanelBody(filter: InputMaybe<CertificateFilter> | undefined) {
  return {
    course_id: filter?.courseIds?.map(restId),
    requisitioner_id: filter?.requisitionerIds?.map(restId),
    certificate_type: filter?.certificateType ? [filter.certificateType] : undefined,
    requested_from_date: filled(filter?.requestedFrom),
    requested_to_date: filled(filter?.requestedTo),
    student_name: filled(filter?.studentName),
    campus_name: filled(filter?.campusId),
  };
}
