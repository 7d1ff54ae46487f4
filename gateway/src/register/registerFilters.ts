/**
 * The body of a register call (api `POST /reports`) from the GraphQL filter, sort and paging.
 * spec: certificate-workflow §2 "Shared search panel", §7 POST /reports; api/CONTRACT.md
 * "Certificate register".
 */
import type { CertificateRegisterFilter, CertificateSort, InputMaybe } from '../generated/resolvers.js';
import type { RestInput } from '../rest/contract.js';
import { gatewayError } from '../rest/errors.js';
import { filled, searchPanelBody } from '../certificates/listFilters.js';

/**
 * Most rows one `certificateRegister` page gives: pages of 500 for integrators' syncs (docs/integrators.md "Sync the register");
 * the api serves up to 1000 for the CSV export's own pages.
 */
export const MAX_REGISTER_FIRST = 500;

/** The JSON body of `POST /reports` (the api's `registerFilters` schema). */
export type RegisterBody = NonNullable<RestInput<'/reports', 'post'>['body']>;

/**
 * The register's filters (only when filled) and sort as the api's body keys; enum values arrive as
 * the api's codes. The GraphQL register and the CSV export both send them.
 */
export function registerFilterBody(
  filter: InputMaybe<CertificateRegisterFilter> | undefined,
  sort: InputMaybe<CertificateSort> | undefined,
): RegisterBody {
  return {
    ...searchPanelBody(filter),
    credential_from_date: filled(filter?.credentialFrom),
    credential_to_date: filled(filter?.credentialTo),
    certificate_status: filter?.statuses?.length ? filter.statuses : undefined,
    credential_number: filled(filter?.credentialNumber),
    updated_since: filled(filter?.updatedSince),
    student_id: filled(filter?.studentId),
    sort_by: sort?.field,
    sort_dir: sort?.direction,
  };
}

/**
 * The register body: filters only when filled, the sort, keyset paging. Enum values arrive as the
 * api's codes. `first` outside 1–500 → BAD_USER_INPUT on `first`.
 */
export function registerBody(
  filter: InputMaybe<CertificateRegisterFilter> | undefined,
  first: number,
  after: InputMaybe<string> | undefined,
  sort: InputMaybe<CertificateSort> | undefined,
): RegisterBody {
  if (!Number.isInteger(first) || first < 1 || first > MAX_REGISTER_FIRST) {
    const message = `first must be between 1 and ${MAX_REGISTER_FIRST}`;
    throw gatewayError('BAD_USER_INPUT', message, { fieldErrors: { first: message } });
  }
  return { ...registerFilterBody(filter, sort), first, after: filled(after) };
}
