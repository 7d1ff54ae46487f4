/** GraphQL documents the integration tests send (the same shapes the web client uses). */

export const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      user { id firstName lastName fullName email }
      roles { id name }
      modules { name url section priority }
      permissions
      passwordSecurity
      hasSignature
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token expiresAt viewer { user { email } roles { id } } }
  }
`;

export const FORM_OPTIONS = /* GraphQL */ `
  query FormOptions {
    formOptions {
      courses { id name code }
      campuses { id name }
      students { id name }
      requisitioners { id fullName }
      certificateTypes { type code name }
      signees { id fullName }
    }
    settings { displayDateFormat feeConfirmationRequired }
  }
`;

export const CERTIFICATE_FIELDS = /* GraphQL */ `
  fragment CertificateFields on Certificate {
    id
    status
    statusCode
    statusLabel
    reprintStatus
    credentialNumber
    student { id name }
    course { id code }
    template { id skipSign noOfSignees }
    availableActions
    viewerCanSign
    signees { slot user { id fullName } signedAt }
    prints { id kind file { id url sha256 byteSize } }
    events { action actorName toStatus }
  }
`;

export const REQUEST = /* GraphQL */ `
  mutation Request($input: RequestCertificateInput!) {
    requestCertificate(input: $input) { message certificates { ...CertificateFields } }
  }
  ${CERTIFICATE_FIELDS}
`;

/** Builds a workflow mutation document `name(input) { message certificates {…} }`. */
export const transition = (name: string, inputType: string) => /* GraphQL */ `
  mutation Transition($input: ${inputType}!) {
    ${name}(input: $input) { message certificates { ...CertificateFields } }
  }
  ${CERTIFICATE_FIELDS}
`;

export const PRINT = (name: 'printCertificates' | 'reprintCertificates') => /* GraphQL */ `
  mutation Print($input: CertificateIdsInput!) {
    ${name}(input: $input) { message job { ...PrintJobFields } certificates { ...CertificateFields } }
  }
  ${CERTIFICATE_FIELDS}
  ${PRINT_JOB_FIELDS}
`;

/** What the tests read of a print job (docs/architecture.md "Bulk work off the request path"). */
export const PRINT_JOB_FIELDS = /* GraphQL */ `
  fragment PrintJobFields on PrintJob {
    id kind status total done message emailed file { id fileName url sha256 byteSize }
  }
`;

export const PRINT_JOB = /* GraphQL */ `
  query PrintJob($id: ID!) { printJob(id: $id) { ...PrintJobFields } }
  ${PRINT_JOB_FIELDS}
`;

export const CERTIFICATE = /* GraphQL */ `
  query Certificate($id: ID!) { certificate(id: $id) { ...CertificateFields } }
  ${CERTIFICATE_FIELDS}
`;

export const LIST = /* GraphQL */ `
  query List($list: CertificateList!, $filter: CertificateFilter, $page: Int, $pageSize: Int, $sort: CertificateSort) {
    certificates(list: $list, filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount page pageSize
      nodes { id statusLabel student { name } course { id } campus { id } }
    }
  }
`;
