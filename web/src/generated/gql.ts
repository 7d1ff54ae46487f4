/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Viewer {\n  viewer {\n    user {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n    roles {\n      id\n      name\n    }\n    modules {\n      name\n      displayName\n      url\n      section\n      priority\n    }\n    permissions\n    passwordSecurity\n    emailNotifications\n    hasSignature\n    companyLogoUrl\n    productLogoUrl\n  }\n}": typeof types.ViewerDocument,
    "fragment CertificateListRow on Certificate {\n  id\n  student {\n    id\n    name\n  }\n  course {\n    id\n    name\n  }\n  campus {\n    id\n    name\n  }\n  requisitioner {\n    id\n    fullName\n  }\n  template {\n    id\n    name\n  }\n  requestedDate\n  credentialDate\n  credentialNumber\n  status\n  statusCode\n  statusLabel\n  reprintStatus\n  reprintStatusCode\n  certificateType\n  certificateTypeCode\n  certificateTypeName\n}\n\nquery CertificateList($list: CertificateList!, $filter: CertificateFilter, $page: Int, $pageSize: Int, $sort: CertificateSort) {\n  certificates(\n    list: $list\n    filter: $filter\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n  ) {\n    nodes {\n      ...CertificateListRow\n    }\n    totalCount\n    page\n    pageSize\n  }\n}": typeof types.CertificateListRowFragmentDoc,
    "query AppSettings {\n  settings {\n    displayDateFormat\n    feeConfirmationRequired\n  }\n}": typeof types.AppSettingsDocument,
};
const documents: Documents = {
    "query Viewer {\n  viewer {\n    user {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n    roles {\n      id\n      name\n    }\n    modules {\n      name\n      displayName\n      url\n      section\n      priority\n    }\n    permissions\n    passwordSecurity\n    emailNotifications\n    hasSignature\n    companyLogoUrl\n    productLogoUrl\n  }\n}": types.ViewerDocument,
    "fragment CertificateListRow on Certificate {\n  id\n  student {\n    id\n    name\n  }\n  course {\n    id\n    name\n  }\n  campus {\n    id\n    name\n  }\n  requisitioner {\n    id\n    fullName\n  }\n  template {\n    id\n    name\n  }\n  requestedDate\n  credentialDate\n  credentialNumber\n  status\n  statusCode\n  statusLabel\n  reprintStatus\n  reprintStatusCode\n  certificateType\n  certificateTypeCode\n  certificateTypeName\n}\n\nquery CertificateList($list: CertificateList!, $filter: CertificateFilter, $page: Int, $pageSize: Int, $sort: CertificateSort) {\n  certificates(\n    list: $list\n    filter: $filter\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n  ) {\n    nodes {\n      ...CertificateListRow\n    }\n    totalCount\n    page\n    pageSize\n  }\n}": types.CertificateListRowFragmentDoc,
    "query AppSettings {\n  settings {\n    displayDateFormat\n    feeConfirmationRequired\n  }\n}": types.AppSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    user {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n    roles {\n      id\n      name\n    }\n    modules {\n      name\n      displayName\n      url\n      section\n      priority\n    }\n    permissions\n    passwordSecurity\n    emailNotifications\n    hasSignature\n    companyLogoUrl\n    productLogoUrl\n  }\n}"): (typeof documents)["query Viewer {\n  viewer {\n    user {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n    roles {\n      id\n      name\n    }\n    modules {\n      name\n      displayName\n      url\n      section\n      priority\n    }\n    permissions\n    passwordSecurity\n    emailNotifications\n    hasSignature\n    companyLogoUrl\n    productLogoUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CertificateListRow on Certificate {\n  id\n  student {\n    id\n    name\n  }\n  course {\n    id\n    name\n  }\n  campus {\n    id\n    name\n  }\n  requisitioner {\n    id\n    fullName\n  }\n  template {\n    id\n    name\n  }\n  requestedDate\n  credentialDate\n  credentialNumber\n  status\n  statusCode\n  statusLabel\n  reprintStatus\n  reprintStatusCode\n  certificateType\n  certificateTypeCode\n  certificateTypeName\n}\n\nquery CertificateList($list: CertificateList!, $filter: CertificateFilter, $page: Int, $pageSize: Int, $sort: CertificateSort) {\n  certificates(\n    list: $list\n    filter: $filter\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n  ) {\n    nodes {\n      ...CertificateListRow\n    }\n    totalCount\n    page\n    pageSize\n  }\n}"): (typeof documents)["fragment CertificateListRow on Certificate {\n  id\n  student {\n    id\n    name\n  }\n  course {\n    id\n    name\n  }\n  campus {\n    id\n    name\n  }\n  requisitioner {\n    id\n    fullName\n  }\n  template {\n    id\n    name\n  }\n  requestedDate\n  credentialDate\n  credentialNumber\n  status\n  statusCode\n  statusLabel\n  reprintStatus\n  reprintStatusCode\n  certificateType\n  certificateTypeCode\n  certificateTypeName\n}\n\nquery CertificateList($list: CertificateList!, $filter: CertificateFilter, $page: Int, $pageSize: Int, $sort: CertificateSort) {\n  certificates(\n    list: $list\n    filter: $filter\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n  ) {\n    nodes {\n      ...CertificateListRow\n    }\n    totalCount\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppSettings {\n  settings {\n    displayDateFormat\n    feeConfirmationRequired\n  }\n}"): (typeof documents)["query AppSettings {\n  settings {\n    displayDateFormat\n    feeConfirmationRequired\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;