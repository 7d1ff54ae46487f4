/**
 * The GraphQL enums' internal values are the api's codes (`@certify/api/codes`, the one home of
 * every code table): graphql-js turns `QA_APPROVED` into 1 on input and 1 into `QA_APPROVED` on
 * output, so resolvers pass the api's codes through and no gateway table maps them again.
 * spec: DESIGN.md "GraphQL conventions" (enums SCREAMING_SNAKE with the spec's code as a field).
 */
import {
  API_CLIENT_SCOPE,
  AUDIT_SOURCE,
  CAMPUS_SORT_FIELD,
  CERTIFICATE_ACTION,
  CERTIFICATE_LIST,
  CERTIFICATE_TYPE,
  COMPLIANCE_STATUS,
  COURSE_SORT_FIELD,
  CREDENTIAL_STATUS,
  FEE_STATUS,
  MODULE_SECTION,
  PRINT_JOB_STATUS,
  PRINT_KIND,
  REPRINT_STATUS,
  SORT_DIRECTION,
  SIGNATURE_SOURCE,
  SIGNING_CERTIFICATE_SOURCE,
  SORT_FIELD,
  STUDENT_SORT_FIELD,
  USER_SORT_FIELD,
  VERIFICATION_STATUS,
  WEBHOOK_DELIVERY_STATUS,
  WEBHOOK_EVENT,
} from '@certify/api/codes';
import { IMPORT_KIND } from '@certify/api/imports';
import type { Resolvers } from './generated/resolvers.js';

/** Enum resolvers: GraphQL value name → the api's code. */
export const enumResolvers = {
  CertificateStatus: CREDENTIAL_STATUS,
  ReprintStatus: REPRINT_STATUS,
  CertificateType: CERTIFICATE_TYPE,
  FeeStatus: FEE_STATUS,
  CertificateAction: CERTIFICATE_ACTION,
  CertificateList: CERTIFICATE_LIST,
  CertificateSortField: SORT_FIELD,
  SortDirection: SORT_DIRECTION,
  ModuleSection: MODULE_SECTION,
  PrintKind: PRINT_KIND,
  PrintJobStatus: PRINT_JOB_STATUS,
  SignatureSource: SIGNATURE_SOURCE,
  UserSortField: USER_SORT_FIELD,
  CampusSortField: CAMPUS_SORT_FIELD,
  CourseSortField: COURSE_SORT_FIELD,
  StudentSortField: STUDENT_SORT_FIELD,
  ImportKind: IMPORT_KIND,
  ApiClientScope: API_CLIENT_SCOPE,
  WebhookEventType: WEBHOOK_EVENT,
  WebhookDeliveryStatus: WEBHOOK_DELIVERY_STATUS,
  VerificationStatus: VERIFICATION_STATUS,
  AuditEventSource: AUDIT_SOURCE,
  TemplateComplianceStatus: COMPLIANCE_STATUS,
  SigningCertificateSource: SIGNING_CERTIFICATE_SOURCE,
} satisfies Resolvers;
