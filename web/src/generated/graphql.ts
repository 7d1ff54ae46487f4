/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CertificateFilter = {
  campusId?: string | number | null | undefined;
  certificateType?: CertificateType | null | undefined;
  courseIds?: Array<string | number> | null | undefined;
  requestedFrom?: string | null | undefined;
  requestedTo?: string | null | undefined;
  requisitionerIds?: Array<string | number> | null | undefined;
  /** Case-insensitive part of the student's name. */
  studentName?: string | null | undefined;
};

/** The certificate lists of certificate-workflow §2 (DESIGN.md: list membership). */
export type CertificateList =
  /** status 5 and 6 */
  | 'PRINTED'
  /** status 2 and 7 */
  | 'REJECTED'
  /** reprint requested */
  | 'REPRINT_REQUESTS'
  /** status 0 */
  | 'REQUESTED'
  /** status 4, or 5 with reprint approved */
  | 'SEND_TO_PRINT'
  /** status 3 */
  | 'SIGNED'
  /** status 1 */
  | 'TO_BE_SIGNED';

export type CertificateSort = {
  direction: SortDirection;
  field: CertificateSortField;
};

export type CertificateSortField =
  | 'CAMPUS_NAME'
  | 'CERTIFICATE_TYPE'
  | 'COURSE_NAME'
  | 'CREDENTIAL_DATE'
  | 'CREDENTIAL_NUMBER'
  | 'REQUESTED_DATE'
  | 'REQUISITIONER_NAME'
  | 'STATUS'
  | 'STUDENT_NAME';

/** Certificate status; `statusCode` carries the spec's number. spec: certificate-workflow §4 */
export type CertificateStatus =
  /** 4 (issued) */
  | 'APPROVED_FOR_PRINTING'
  /** 7 */
  | 'CANCELLED'
  /** 6 */
  | 'COMPLETED'
  /** 5 */
  | 'PRINTED'
  /** 1 */
  | 'QA_APPROVED'
  /** 2 */
  | 'QA_REJECTED'
  /** 0 */
  | 'REQUESTED'
  /** 3 */
  | 'SIGNED';

/** Certificate type codes. spec: certificate-workflow §9 */
export type CertificateType =
  /** AC */
  | 'AHEGS_CERTIFICATE'
  /** C */
  | 'CERTIFICATE'
  /** CN */
  | 'CERTIFICATE_NEW'
  /** CC */
  | 'COURSE_COMPLETION'
  /** P */
  | 'COURSE_PROGRESS_ADVICE'
  /** F */
  | 'FAILED_CERTIFICATE'
  /** FN */
  | 'FAILED_CERTIFICATE_NEW'
  /** SN */
  | 'GRADUATE_CERTIFICATE_NEW'
  /** MC */
  | 'MON_GCN_CERTIFICATE'
  /** MD */
  | 'MON_GDN_CERTIFICATE'
  /** S */
  | 'STATEMENT_OF_ATTAINMENT';

/** Menu section of a module. spec: access-and-administration §3 Module sections */
export type ModuleSection =
  | 'CERTIFICATES'
  | 'MASTER'
  | 'SETTINGS';

/** Reprint status; `reprintStatusCode` carries the spec's number (1–4). */
export type ReprintStatus =
  | 'REPRINTED'
  | 'REPRINT_APPROVED'
  | 'REPRINT_REJECTED'
  | 'REPRINT_REQUESTED';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { permissions: Array<string>, passwordSecurity: boolean, emailNotifications: boolean, hasSignature: boolean, companyLogoUrl: string | null, productLogoUrl: string | null, user: { id: string, firstName: string, lastName: string, fullName: string, email: string | null }, roles: Array<{ id: string, name: string }>, modules: Array<{ name: string, displayName: string, url: string, section: ModuleSection, priority: number }> } };

export type CertificateListRowFragment = { id: string, requestedDate: string, credentialDate: string, credentialNumber: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, student: { id: string, name: string }, course: { id: string, name: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string } };

export type CertificateListQueryVariables = Exact<{
  list: CertificateList;
  filter?: CertificateFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: CertificateSort | null | undefined;
}>;


export type CertificateListQuery = { certificates: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, requestedDate: string, credentialDate: string, credentialNumber: string, status: CertificateStatus, statusCode: number, statusLabel: string, reprintStatus: ReprintStatus | null, reprintStatusCode: number | null, certificateType: CertificateType, certificateTypeCode: string, certificateTypeName: string, student: { id: string, name: string }, course: { id: string, name: string }, campus: { id: string, name: string }, requisitioner: { id: string, fullName: string }, template: { id: string, name: string } }> } };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { settings: { displayDateFormat: string, feeConfirmationRequired: boolean } };

export const CertificateListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}}]}}]} as unknown as DocumentNode<CertificateListRowFragment, unknown>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSecurity"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"hasSignature"}},{"kind":"Field","name":{"kind":"Name","value":"companyLogoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productLogoUrl"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const CertificateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requisitioner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialDate"}},{"kind":"Field","name":{"kind":"Name","value":"credentialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reprintStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeName"}}]}}]} as unknown as DocumentNode<CertificateListQuery, CertificateListQueryVariables>;
export const AppSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayDateFormat"}},{"kind":"Field","name":{"kind":"Name","value":"feeConfirmationRequired"}}]}}]}}]} as unknown as DocumentNode<AppSettingsQuery, AppSettingsQueryVariables>;