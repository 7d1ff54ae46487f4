/**
 * The register's search filters: the shared panel's plus its own (credential date range, status
 * multi-select, credential number), and their conversion to the GraphQL `CertificateRegisterFilter`
 * (only filled filters are sent; 'SCT' means all types). spec: certificate-workflow §2 "Shared
 * search panel", "Reports list"; §7 POST /reports.
 */
import type { CertificateRegisterFilter, CertificateStatus } from '../../generated/graphql';
import { EMPTY_FILTERS, type SearchFilters, toCertificateFilter } from '../certificates/search/searchFilters';

export interface RegisterFilters extends SearchFilters {
  /** YYYY-MM-DD or null. */
  credentialFrom: string | null;
  credentialTo: string | null;
  statuses: CertificateStatus[];
  credentialNumber: string;
}

export const EMPTY_REGISTER_FILTERS: RegisterFilters = {
  ...EMPTY_FILTERS,
  credentialFrom: null,
  credentialTo: null,
  statuses: [],
  credentialNumber: '',
};

/** The filled filters as a `CertificateRegisterFilter`, or undefined when nothing is filled. */
export function toRegisterFilter(filters: RegisterFilters): CertificateRegisterFilter | undefined {
  const filter: CertificateRegisterFilter = { ...toCertificateFilter(filters) };
  if (filters.credentialFrom) filter.credentialFrom = filters.credentialFrom;
  if (filters.credentialTo) filter.credentialTo = filters.credentialTo;
  if (filters.statuses.length > 0) filter.statuses = filters.statuses;
  const number = filters.credentialNumber.trim();
  if (number) filter.credentialNumber = number;
  return Object.keys(filter).length > 0 ? filter : undefined;
}
