/**
 * The list search filter set (certificate-workflow §3 "Search filter set") and its conversion to
 * the GraphQL `CertificateFilter`: only filled filters are sent; 'SCT' means all types.
 */
import type { CertificateFilter, CertificateType } from '../../../generated/graphql';

/** 'Select Certificate Type': the placeholder that means every type. */
export const ALL_TYPES = 'SCT';

export interface SearchFilters {
  studentName: string;
  courseIds: string[];
  campusId: string;
  requisitionerIds: string[];
  certificateType: CertificateType | typeof ALL_TYPES;
  /** YYYY-MM-DD or null. */
  requestedFrom: string | null;
  requestedTo: string | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  studentName: '',
  courseIds: [],
  campusId: '',
  requisitionerIds: [],
  certificateType: ALL_TYPES,
  requestedFrom: null,
  requestedTo: null,
};

/** The filled filters as a `CertificateFilter`, or undefined when nothing is filled. */
export function toCertificateFilter(filters: SearchFilters): CertificateFilter | undefined {
  const filter: CertificateFilter = {};
  const name = filters.studentName.trim();
  if (name) filter.studentName = name;
  if (filters.courseIds.length > 0) filter.courseIds = filters.courseIds;
  if (filters.campusId) filter.campusId = filters.campusId;
  if (filters.requisitionerIds.length > 0) filter.requisitionerIds = filters.requisitionerIds;
  if (filters.certificateType !== ALL_TYPES) filter.certificateType = filters.certificateType;
  if (filters.requestedFrom) filter.requestedFrom = filters.requestedFrom;
  if (filters.requestedTo) filter.requestedTo = filters.requestedTo;
  return Object.keys(filter).length > 0 ? filter : undefined;
}
