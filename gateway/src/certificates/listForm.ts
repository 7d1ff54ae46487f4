import type { CertificateFilter, CertificateSort, InputMaybe } from '../generated/resolvers.js';
import type { FormValue } from '../rest/form.js';
import { gatewayError } from '../rest/errors.js';
import { certificateTypeToCode, sortDirectionToCode, sortFieldToCode } from './codes.js';

/** Largest page the api serves (api/CONTRACT.md "Certificate lists": per_page 1–100). */
export const MAX_PAGE_SIZE = 100;

const filled = (s: InputMaybe<string> | undefined): string | undefined => {
  const t = s?.trim();
  return t ? t : undefined;
};

/**
 * Builds the form body of a list call (certificate-workflow §2 "Shared search panel", §7;
 * api/CONTRACT.md "Certificate lists"): filters are sent only when filled (empty strings and lists
 * are left out by the form encoder), plus the paging and sort extensions. Bad paging →
 * BAD_USER_INPUT on `page` / `pageSize`.
 */
export function listForm(
  filter: InputMaybe<CertificateFilter> | undefined,
  page: number,
  pageSize: number,
  sort: InputMaybe<CertificateSort> | undefined,
): Record<string, FormValue> {
  const fieldErrors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fieldErrors.page = 'Page must be 1 or more';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    fieldErrors.pageSize = `Page size must be between 1 and ${MAX_PAGE_SIZE}`;
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw gatewayError('BAD_USER_INPUT', Object.values(fieldErrors)[0]!, { fieldErrors });
  }
  return {
    course_id: filter?.courseIds ?? undefined,
    requisitioner_id: filter?.requisitionerIds ?? undefined,
    certificate_type: filter?.certificateType ? certificateTypeToCode(filter.certificateType) : undefined,
    requested_from_date: filled(filter?.requestedFrom),
    requested_to_date: filled(filter?.requestedTo),
    student_name: filled(filter?.studentName),
    campus_name: filled(filter?.campusId),
    page,
    per_page: pageSize,
    sort_by: sort ? sortFieldToCode(sort.field) : undefined,
    sort_dir: sort ? sortDirectionToCode(sort.direction) : undefined,
  };
}
