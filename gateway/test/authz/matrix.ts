/**
 * THE authorisation matrix of the gateway: every GraphQL Query and Mutation field (a field missing
 * here fails authz.test.ts) and the `/files/*` routes × every caller × the records it applies to.
 * The callers and records are the api's (api/test/authz/records.ts), so both layers answer the
 * same questions; the api's table (api/test/authz/matrix.ts) explains who sees what.
 *
 * Answers, one per caller:  anon  dead  admin  req  appr  s1  s2  prn
 *   anon = no token; dead = a deactivated user; req = requisitioner, appr = approver,
 *   s1/s2 = signee1/signee2, prn = printer.
 * GraphQL tokens: `ok` (data, no error), `null` (no error, the field is null: unknown or not
 * visible), or the error's `extensions.code` in lower case: `unauthenticated`, `forbidden`,
 * `not_found`. `/files/*` tokens: `ok` (2xx) or the HTTP status.
 * spec: DESIGN.md "GraphQL conventions" (error codes), "Roles, modules and permissions".
 */

/** A record of api/test/authz/records.ts, as the caller asks about it. */
export interface Target {
  id: number;
  userId?: number;
}

/** What a variables builder may ask for. */
export interface VariableHelpers {
  /** A valid RequestCertificateInput (type CERTIFICATE, a new credential number). */
  requestInput(): Promise<Record<string, unknown>>;
  /** The credential number of a certificate (one no certificate has, for an unknown id). */
  credentialNumber(id: number): Promise<string>;
  /** The verification code of a certificate (a well-formed one no certificate has, for an unknown id). */
  verificationCode(id: number): Promise<string>;
  /** The token of a delivery link record (a well-formed one no link has, for an unknown id). docs/printing.md "Digital delivery". */
  deliveryToken(id: number): string;
}

export interface OperationRow {
  /** The GraphQL document. */
  query: string;
  variables?: (target: Target, helpers: VariableHelpers) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Record (api/test/authz/records.ts) → answers, one per caller. */
  cases: Record<string, string>;
  /** Changes data: each caller expected `ok` gets a fresh copy of the record. */
  mutates?: boolean;
  /** Each caller signs in anew (the operation ends the session). */
  freshToken?: boolean;
}

const SIGNED_IN = 'unauthenticated unauthenticated ok ok ok ok ok ok';
const PUBLIC = 'ok ok ok ok ok ok ok ok';

/** Who sees which certificate (the api's visibility rule); `miss` is how an invisible one answers. */
const visible = (miss: string) => ({
  requested: `unauthenticated unauthenticated ok ok ok ok ok ${miss}`,
  requestedCCByAdmin: `unauthenticated unauthenticated ok ok ok ok ${miss} ${miss}`,
  toBeSignedByAdmin: `unauthenticated unauthenticated ok ${miss} ok ok ok ${miss}`,
  toBeSignedOwn: `unauthenticated unauthenticated ok ok ok ok ok ${miss}`,
  printed: 'unauthenticated unauthenticated ok ok ok ok ok ok',
  cancelledPrinted: `unauthenticated unauthenticated ok ok ok ok ok ${miss}`,
  unknownCertificate: `unauthenticated unauthenticated ${miss} ${miss} ${miss} ${miss} ${miss} ${miss}`,
});

const U = 'unauthenticated unauthenticated';
/** Roles: admin req appr s1 s2 prn. */
const roles = (answers: string) => `${U} ${answers}`;

/** Only the administrator holds the module (configuration_settings, company_settings). */
const ADMIN_ONLY = roles('ok forbidden forbidden forbidden forbidden forbidden');
/** The administrator asks about a user or role that does not exist. */
const ADMIN_ONLY_UNKNOWN = roles('not_found forbidden forbidden forbidden forbidden forbidden');
/** Master data by module grant (api/src/auth/modules.ts): campus and course lists, student lists. */
const MASTER = {
  lists: roles('ok ok forbidden forbidden forbidden forbidden'),
  students: roles('ok ok ok forbidden forbidden forbidden'),
};
/** The fields of a staff user the matrix adds or edits. */
const STAFF_FIELDS = { firstName: 'Matrix', lastName: 'Staff', mobileNumber: '0400000000' };
/** A name no other call used. */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;
/** A pad drawing with ink (an 8×4 PNG with a black line), as the Signature screen sends it. */
const INKED_DRAWING =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAYAAACzzX7wAAAAEElEQVR4nGNgIAL8J4ApBACGGgf5e4r5cQAAAABJRU5ErkJggg==';

const certificates = (list: string) => ({
  query: `query($list: CertificateList!) { certificates(list: $list, pageSize: 1) { totalCount } }`,
  variables: () => ({ list }),
});
const transition = (field: string, input: string, selection = 'message') =>
  `mutation($input: ${input}!) { ${field}(input: $input) { ${selection} } }`;
const byId = (t: Target) => ({ input: { id: String(t.id) } });
const withComment = (t: Target) => ({ input: { id: String(t.id), comment: 'Matrix' } });
const byIds = (t: Target) => ({ input: { ids: [String(t.id)] } });

/** GraphQL operations: `Type.field` (or `Type.field(variant)`) → row. */
export const GRAPHQL_MATRIX: Record<string, OperationRow> = {
  //                                              anon dead admin req appr s1 s2 prn
  'Query.viewer': { query: '{ viewer { user { id } } }', cases: { none: SIGNED_IN } },
  'Query.settings': { query: '{ settings { displayDateFormat } }', cases: { none: SIGNED_IN } },
  'Query.formOptions': { query: '{ formOptions { courses { id } } }', cases: { none: SIGNED_IN } },
  'Query.course': {
    query: 'query($id: ID!) { course(id: $id) { id } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: { course: SIGNED_IN, unknownCourse: roles('null null null null null null') },
  },
  'Query.notifications': { query: '{ notifications { unreadCount } }', cases: { none: SIGNED_IN } },
  // dashboard: every signed-in caller; the numbers follow the caller's grants (test/dashboard.test.ts)
  'Query.dashboard': { query: '{ dashboard { pendingRequests pendingToBeSigned } }', cases: { none: SIGNED_IN } },
  'Query.dashboardYear': {
    query: 'query($year: Int!) { dashboardYear(year: $year) { year } }',
    variables: () => ({ year: new Date().getUTCFullYear() }),
    cases: { none: SIGNED_IN },
  },
  // the 30-day compliance report (docs/compliance.md): whoever sees the dashboard's issuance clock
  'Query.issuanceCompliance': {
    query: '{ issuanceCompliance { from to months { month issued } } }',
    cases: { none: SIGNED_IN },
  },
  // settings: upload_signature (admin s1 s2), user_configurations (everyone), configuration_settings and
  // company_settings (admin); mySignature is the caller's own (null without one)
  'Query.mySignature': { query: '{ mySignature { source } }', cases: { none: roles('null null null ok ok null') } },
  'Query.userConfiguration': { query: '{ userConfiguration { passwordSecurity } }', cases: { none: SIGNED_IN } },
  'Query.configurationItems': { query: '{ configurationItems { key } }', cases: { none: ADMIN_ONLY } },
  'Query.organisation': { query: '{ organisation { companyName } }', cases: { none: ADMIN_ONLY } },
  // the PDF signing certificate (docs/verification.md), part of the Organisation Settings screen
  'Query.organisationSigningCertificate': {
    query: '{ organisationSigningCertificate { fingerprintSha256 source } }',
    cases: { none: ADMIN_ONLY },
  },
  // the register: anyone with a certificate list (every demo role); rows by the visibility rule
  'Query.certificateRegister': {
    query: '{ certificateRegister(first: 1) { totalCount edges { cursor } pageInfo { hasNextPage } } }',
    cases: { none: SIGNED_IN },
  },
  // the spec's constant option labels (§9), answered without the api, like an enum
  'Query.certificateRegisterStatusOptions': {
    query: '{ certificateRegisterStatusOptions { label status } }',
    cases: { none: PUBLIC },
  },
  'Query.certificates(REQUESTED)': {
    ...certificates('REQUESTED'),
    cases: { none: roles('ok ok ok forbidden forbidden forbidden') },
  },
  'Query.certificates(TO_BE_SIGNED)': {
    ...certificates('TO_BE_SIGNED'),
    cases: { none: roles('ok forbidden ok ok ok forbidden') },
  },
  'Query.certificates(SIGNED)': {
    ...certificates('SIGNED'),
    cases: { none: roles('ok forbidden ok ok ok forbidden') },
  },
  'Query.certificates(SEND_TO_PRINT)': {
    ...certificates('SEND_TO_PRINT'),
    cases: { none: roles('ok forbidden ok forbidden forbidden ok') },
  },
  'Query.certificates(REJECTED)': {
    ...certificates('REJECTED'),
    cases: { none: roles('ok ok ok forbidden forbidden forbidden') },
  },
  'Query.certificates(PRINTED)': {
    ...certificates('PRINTED'),
    cases: { none: roles('ok ok ok forbidden forbidden ok') },
  },
  'Query.certificates(REPRINT_REQUESTS)': {
    ...certificates('REPRINT_REQUESTS'),
    cases: { none: roles('ok forbidden ok forbidden forbidden ok') },
  },
  'Query.certificate': {
    query: 'query($id: ID!) { certificate(id: $id) { id enrolmentId assessmentReportUrl } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: visible('null'),
  },
  // by credential number (docs/integrators.md): the same visibility rule, an invisible one answers null
  // docs/architecture.md "Bulk work off the request path": only the user who printed sees a print job; anyone else gets null, as for an unknown one
  'Query.printJob': {
    query: 'query($id: ID!) { printJob(id: $id) { id status total done } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: {
      printJob: `${U} null null null null null ok`,
      unknownPrintJob: `${U} null null null null null null`,
    },
  },
  'Query.certificate(credentialNumber)': {
    query: 'query($n: String!) { certificate(credentialNumber: $n) { id updatedAt student { studentId } } }',
    variables: async (t, h) => ({ n: await h.credentialNumber(t.id) }),
    cases: visible('null'),
  },

  'Mutation.login': {
    query: transition('login', 'LoginInput', 'token'),
    variables: () => ({ input: { email: 'printer@certify.test', password: 'Certify@2026' } }),
    cases: { none: PUBLIC },
  },
  'Mutation.logout': { query: 'mutation { logout { success } }', cases: { none: SIGNED_IN }, freshToken: true },
  // docs/verification.md: anyone, with or without a token (null for an unknown code)
  'Query.verification': {
    query: 'query($code: String!) { verification(code: $code) { status credentialNumber } }',
    variables: async (t, h) => ({ code: await h.verificationCode(t.id) }),
    cases: { verifiable: PUBLIC, unknownCertificate: 'null null null null null null null null' },
  },
  'Query.verifyDocument': {
    query: 'query($sha256: String!) { verifyDocument(sha256: $sha256) { match } }',
    variables: () => ({ sha256: 'ab'.repeat(32) }),
    cases: { none: PUBLIC },
  },
  // docs/printing.md "Digital delivery": whoever holds the e-mailed token (null for an unknown one)
  'Query.certificateDelivery': {
    query: 'query($token: String!) { certificateDelivery(token: $token) { credentialNumber downloadUrl } }',
    variables: (t, h) => ({ token: h.deliveryToken(t.id) }),
    cases: { deliveryLink: PUBLIC, unknownDeliveryLink: 'null null null null null null null null' },
  },
  // Public (access §7: no token); an unknown address answers the same, a made-up token is refused as input.
  'Mutation.requestPasswordReset': {
    query: transition('requestPasswordReset', 'RequestPasswordResetInput', 'success'),
    variables: () => ({ input: { email: 'nobody@certify.test' } }),
    cases: { none: PUBLIC },
  },
  'Mutation.resetPassword': {
    query: transition('resetPassword', 'ResetPasswordInput', 'success'),
    variables: () => ({
      input: {
        email: 'printer@certify.test',
        password: 'Fresh@Pass2026',
        passwordConfirmation: 'Fresh@Pass2026',
        token: 'x',
      },
    }),
    cases: {
      none: 'bad_user_input bad_user_input bad_user_input bad_user_input bad_user_input bad_user_input bad_user_input bad_user_input',
    },
  },
  'Mutation.checkSignPassword': {
    query: transition('checkSignPassword', 'CheckSignPasswordInput', 'success'),
    variables: () => ({ input: { password: 'Certify@2026' } }),
    cases: { none: SIGNED_IN },
  },
  'Mutation.requestCertificate': {
    query: transition('requestCertificate', 'RequestCertificateInput'),
    variables: async (_t, { requestInput }) => ({ input: await requestInput() }),
    cases: { none: roles('ok ok forbidden forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.approveCertificate': {
    query: transition('approveCertificate', 'ApproveCertificateInput'),
    variables: (t) => ({ input: { id: String(t.id), comment: 'Evidence checked', feeStatus: 'PAID' } }),
    cases: { requested: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.rejectCertificate': {
    query: transition('rejectCertificate', 'CertificateCommentInput'),
    variables: withComment,
    cases: { requested: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.signCertificates': {
    query: transition('signCertificates', 'SignCertificatesInput'),
    variables: (t) => ({ input: { ids: [String(t.id)], password: 'Certify@2026' } }),
    cases: { toBeSignedByAdmin: roles('forbidden forbidden forbidden ok ok forbidden') },
    mutates: true,
  },
  'Mutation.issueCertificate': {
    query: transition('issueCertificate', 'CertificateIdInput'),
    variables: byId,
    cases: { signed: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.cancelCertificate': {
    query: transition('cancelCertificate', 'CertificateCommentInput'),
    variables: withComment,
    cases: { signed: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.printCertificates': {
    query: transition('printCertificates', 'CertificateIdsInput'),
    variables: byIds,
    cases: { issued: roles('ok forbidden forbidden forbidden forbidden ok') },
    mutates: true,
  },
  'Mutation.reprintCertificates': {
    query: transition('reprintCertificates', 'CertificateIdsInput'),
    variables: byIds,
    cases: { reprintApproved: roles('ok forbidden forbidden forbidden forbidden ok') },
    mutates: true,
  },
  'Mutation.requestReprint': {
    query: transition('requestReprint', 'CertificateCommentInput'),
    variables: withComment,
    cases: { printed: roles('ok ok forbidden forbidden forbidden ok') },
    mutates: true,
  },
  'Mutation.approveReprint': {
    query: transition('approveReprint', 'ReprintDecisionInput'),
    variables: byId,
    cases: { reprintRequested: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.rejectReprint': {
    query: transition('rejectReprint', 'ReprintDecisionInput'),
    variables: withComment,
    cases: { reprintRequested: roles('ok forbidden ok forbidden forbidden forbidden') },
    mutates: true,
  },
  'Mutation.saveSignature': {
    query: transition('saveSignature', 'SaveSignatureInput'),
    variables: () => ({ input: { drawing: INKED_DRAWING } }),
    cases: { none: roles('ok forbidden forbidden ok ok forbidden') },
    mutates: true,
  },
  'Mutation.updateUserConfiguration': {
    query: transition('updateUserConfiguration', 'UpdateUserConfigurationInput'),
    variables: () => ({ input: { emailNotifications: true } }),
    cases: { none: SIGNED_IN },
    mutates: true,
  },
  'Mutation.updateConfigurationItem': {
    query: transition('updateConfigurationItem', 'UpdateConfigurationItemInput'),
    variables: () => ({ input: { key: 'fee_paid_or_not_confirmation', value: 'Yes' } }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },
  // an unknown upload: the administrator reaches the api's check, others are refused before it
  'Mutation.uploadSigningCertificate': {
    query: transition('uploadSigningCertificate', 'UploadSigningCertificateInput'),
    variables: () => ({ input: { uploadId: '999999', passphrase: '' } }),
    cases: { none: roles('bad_user_input forbidden forbidden forbidden forbidden forbidden') },
  },
  'Mutation.updateOrganisation': {
    query: transition('updateOrganisation', 'UpdateOrganisationInput'),
    variables: () => ({ input: { companyShortName: 'SCIT', companyName: 'Southern Cross Institute of Training' } }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },
  'Mutation.markNotificationRead': {
    query: transition('markNotificationRead', 'MarkNotificationReadInput', 'unreadCount'),
    variables: byId,
    cases: {
      ownNotification: SIGNED_IN,
      othersNotification: roles('not_found not_found not_found not_found not_found not_found'),
    },
  },

  // user management (module user_management) and role management (module role_management): the
  // administrator only; an unknown user or role is null (queries) or NOT_FOUND (mutations) for them
  'Query.users': { query: '{ users { totalCount } }', cases: { none: ADMIN_ONLY } },
  'Query.user': {
    query: 'query($id: ID!) { user(id: $id) { id } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: { staffUser: ADMIN_ONLY, unknownUser: roles('null forbidden forbidden forbidden forbidden forbidden') },
  },
  'Query.roles': { query: '{ roles { totalCount } }', cases: { none: ADMIN_ONLY } },
  'Query.role': {
    query: 'query($id: ID!) { role(id: $id) { id } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: { role: ADMIN_ONLY, unknownRole: roles('null forbidden forbidden forbidden forbidden forbidden') },
  },
  'Query.grantOptions': { query: '{ grantOptions { permissions { code } } }', cases: { none: ADMIN_ONLY } },
  'Query.unassignedUsers': {
    query: 'query($id: ID!) { unassignedUsers(roleId: $id) { id } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: { role: ADMIN_ONLY, unknownRole: ADMIN_ONLY_UNKNOWN },
  },
  'Mutation.addUser': {
    query: transition('addUser', 'AddUserInput'),
    variables: () => ({
      input: { ...STAFF_FIELDS, email: `${unique('user')}@certify.test`, password: 'Certify@2026' },
    }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },
  'Mutation.updateUser': {
    query: transition('updateUser', 'UpdateUserInput'),
    variables: (t) => ({ input: { id: String(t.id), ...STAFF_FIELDS, active: true } }),
    cases: { staffUser: ADMIN_ONLY, unknownUser: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.assignUserRoles': {
    query: transition('assignUserRoles', 'AssignUserRolesInput'),
    variables: (t) => ({ input: { userId: String(t.id), roleIds: ['2', '5'] } }),
    cases: { staffUser: ADMIN_ONLY, unknownUser: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.deleteUser': {
    query: transition('deleteUser', 'DeleteUserInput'),
    variables: byId,
    cases: {
      staffUser: ADMIN_ONLY,
      unknownUser: ADMIN_ONLY_UNKNOWN,
      ownAccount: roles('forbidden forbidden forbidden forbidden forbidden forbidden'),
    },
    mutates: true,
  },
  // API clients (docs/integrators.md "Create an API client"): the administrator (module api_clients) only; the viewer's own client for all.
  // the audit trail (docs/security.md "Audit trail"): a certificate's trail by its visibility, the log for the administrator
  'Query.certificate(auditTrail)': {
    query: 'query($id: ID!) { certificate(id: $id) { auditTrail { id action hash } } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: visible('null'),
  },
  'Query.auditLog': {
    query: '{ auditLog(first: 5) { edges { cursor node { id action } } pageInfo { hasNextPage } } }',
    cases: { none: ADMIN_ONLY },
  },
  'Query.auditActions': { query: '{ auditActions { code label source } }', cases: { none: ADMIN_ONLY } },
  'Query.apiClients': { query: '{ apiClients { id name scopes } }', cases: { none: ADMIN_ONLY } },
  // Staff have no client of their own: null.
  'Query.viewerApiClient': {
    query: '{ viewerApiClient { id } }',
    cases: { none: roles('null null null null null null') },
  },
  'Mutation.createApiClient': {
    query: transition('createApiClient', 'CreateApiClientInput', 'message secret'),
    variables: () => ({ input: { name: unique('Client '), scopes: ['REGISTER_READ'] } }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },
  'Mutation.rotateApiClientSecret': {
    query: transition('rotateApiClientSecret', 'ApiClientIdInput', 'message secret'),
    variables: () => ({ input: { id: '999999' } }),
    cases: { none: ADMIN_ONLY_UNKNOWN },
  },
  'Mutation.revokeApiClient': {
    query: transition('revokeApiClient', 'ApiClientIdInput'),
    variables: () => ({ input: { id: '999999' } }),
    cases: { none: ADMIN_ONLY_UNKNOWN },
  },
  // Webhooks (docs/integrators.md "Webhooks"): an API client with webhooks:manage (its own), or module api_clients (the administrator).
  'Query.webhookEndpoints': {
    query:
      '{ webhookEndpoints { id url apiClient { id } deliveries(first: 5) { id status attempts { statusCode } } } }',
    cases: { none: ADMIN_ONLY },
  },
  // An unknown endpoint answers null to the administrator; the guard refuses the others first.
  'Query.webhookEndpoint': {
    query: 'query($id: ID!) { webhookEndpoint(id: $id) { id deliveries { id messageId attempts { statusCode } } } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: {
      webhookEndpoint: ADMIN_ONLY,
      unknownWebhookEndpoint: roles('null forbidden forbidden forbidden forbidden forbidden'),
    },
  },
  'Mutation.createWebhookEndpoint': {
    query: transition('createWebhookEndpoint', 'CreateWebhookEndpointInput', 'message secret endpoint { id }'),
    variables: (t) => ({
      input: { apiClientId: String(t.id), url: 'https://93.184.215.14/hooks', events: ['CERTIFICATE_APPROVED'] },
    }),
    cases: { webhookClient: ADMIN_ONLY },
    mutates: true,
  },
  'Mutation.updateWebhookEndpoint': {
    query: transition('updateWebhookEndpoint', 'UpdateWebhookEndpointInput', 'message endpoint { id description }'),
    variables: (t) => ({ input: { id: String(t.id), description: 'Matrix' } }),
    cases: { webhookEndpoint: ADMIN_ONLY, unknownWebhookEndpoint: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.rotateWebhookSecret': {
    query: transition('rotateWebhookSecret', 'WebhookEndpointIdInput', 'message secret'),
    variables: byId,
    cases: { webhookEndpoint: ADMIN_ONLY, unknownWebhookEndpoint: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.deleteWebhookEndpoint': {
    query: transition('deleteWebhookEndpoint', 'WebhookEndpointIdInput'),
    variables: byId,
    cases: { webhookEndpoint: ADMIN_ONLY, unknownWebhookEndpoint: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.replayWebhookDelivery': {
    query: transition('replayWebhookDelivery', 'ReplayWebhookDeliveryInput', 'message delivery { id status }'),
    variables: byId,
    cases: { webhookDelivery: ADMIN_ONLY, unknownWebhookDelivery: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.createRole': {
    query: transition('createRole', 'CreateRoleInput'),
    variables: () => ({ input: { name: unique('Role '), modules: ['student_list'] } }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },
  'Mutation.updateRole': {
    query: transition('updateRole', 'UpdateRoleInput'),
    variables: (t) => ({ input: { id: String(t.id), name: unique('Role '), modules: ['campus_list'] } }),
    cases: { role: ADMIN_ONLY, unknownRole: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.assignRoleUsers': {
    query: transition('assignRoleUsers', 'AssignRoleUsersInput'),
    variables: (t) => ({ input: { roleId: String(t.id), userIds: [String(t.userId)] } }),
    cases: { role: ADMIN_ONLY, unknownRole: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },

  // master data (modules campus_list and course_list: admin req; student_list: admin req appr, and the
  // students also with requested_certificate.add for the request form's picker; adding a student needs
  // student_list and student_management.add: the administrator)
  'Query.campuses': { query: '{ campuses { totalCount nodes { id campusCode } } }', cases: { none: MASTER.lists } },
  'Query.courses': {
    query: '{ courses(filter: { courseName: "diploma" }) { totalCount nodes { id unitCount } } }',
    cases: { none: MASTER.lists },
  },
  'Query.students': {
    query: '{ students(filter: { search: "nguyen" }) { totalCount nodes { id email } } }',
    cases: { none: MASTER.students },
  },
  'Mutation.addStudent': {
    query: transition('addStudent', 'AddStudentInput', 'student { id }'),
    variables: () => ({
      input: {
        studentId: unique('MTX'),
        firstName: 'Matrix',
        lastName: 'Student',
        email: 'matrix.student@student.example.com.au',
        mobile: '0412345678',
        dob: '2000-01-31',
      },
    }),
    cases: { none: ADMIN_ONLY },
    mutates: true,
  },

  // CSV imports (a module reaching the screen and the §6 add permission: the administrator). The
  // mutations need an upload of the caller's, which a row cannot make: the administrator passes the
  // guards and gets the api's unknown-upload error (gateway/test/imports.test.ts does imports for real).
  'Query.importSample': {
    query: 'query($kind: ImportKind!) { importSample(kind: $kind) { fileName } }',
    variables: () => ({ kind: 'STUDENT' }),
    cases: { none: ADMIN_ONLY },
  },
  ...Object.fromEntries(
    ['importCampuses', 'importCourses', 'importStudents'].map((field) => [
      `Mutation.${field}`,
      {
        query: `mutation($uploadId: ID!) { ${field}(uploadId: $uploadId) { message } }`,
        variables: () => ({ uploadId: '999999' }),
        cases: { none: roles('bad_user_input forbidden forbidden forbidden forbidden forbidden') },
      },
    ]),
  ),

  // template management (module template_management; adding also needs template_management.add): the
  // administrator only. createTemplate and assignTemplateSignees need an upload or a signee id of the
  // caller's, which a row cannot make: the administrator passes the guards and gets the api's input
  // error (gateway/test/templates.test.ts does both for real).
  'Query.templates': { query: '{ templates { totalCount } }', cases: { none: ADMIN_ONLY } },
  'Query.template': {
    query: 'query($id: ID!) { template(id: $id) { id version } }',
    variables: (t) => ({ id: String(t.id) }),
    cases: {
      template: ADMIN_ONLY,
      unknownTemplate: roles('null forbidden forbidden forbidden forbidden forbidden'),
    },
  },
  'Mutation.createTemplate': {
    query: transition('createTemplate', 'CreateTemplateInput'),
    variables: () => ({
      input: { name: unique('Matrix template '), noOfSignees: 1, skipSign: false, uploadId: '999999' },
    }),
    cases: { none: roles('bad_user_input forbidden forbidden forbidden forbidden forbidden') },
  },
  'Mutation.assignTemplateCourses': {
    query: transition('assignTemplateCourses', 'AssignTemplateCoursesInput'),
    variables: (t) => ({
      input: { templateId: String(t.id), courseIds: ['1'], certificateType: 'COURSE_PROGRESS_ADVICE' },
    }),
    cases: { newTemplate: ADMIN_ONLY, unknownTemplate: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
  'Mutation.assignTemplateSignees': {
    query: transition('assignTemplateSignees', 'AssignTemplateSigneesInput'),
    variables: (t) => ({ input: { templateId: String(t.id), signees: [] } }),
    cases: {
      newTemplate: roles('bad_user_input forbidden forbidden forbidden forbidden forbidden'),
      unknownTemplate: ADMIN_ONLY_UNKNOWN,
    },
  },
  'Mutation.updateTemplate': {
    query: transition('updateTemplate', 'UpdateTemplateInput'),
    variables: (t) => ({ input: { id: String(t.id), name: unique('Matrix template '), version: 1 } }),
    cases: { newTemplate: ADMIN_ONLY, unknownTemplate: ADMIN_ONLY_UNKNOWN },
    mutates: true,
  },
};

/** The gateway's `/files/*` routes: path for a record → answers (HTTP: `ok` or the status). */
export const FILE_MATRIX: Record<
  string,
  {
    path: (t: Target, h: Pick<VariableHelpers, 'deliveryToken' | 'verificationCode'>) => string | Promise<string>;
    cases: Record<string, string>;
  }
> = {
  'GET /files/certificates/:id/preview': {
    path: (t) => `/files/certificates/${t.id}/preview`,
    cases: {
      requested: '401 401 ok  ok  ok  ok  ok  404',
      toBeSignedByAdmin: '401 401 ok  404 ok  ok  ok  404',
      cancelledPrinted: '401 401 ok  ok  ok  ok  ok  404',
      unknownCertificate: '401 401 404 404 404 404 404 404',
    },
  },
  'GET /files/certificates/:id/signed': {
    path: (t) => `/files/certificates/${t.id}/signed`,
    cases: {
      requestedCCByAdmin: '401 401 ok  ok  ok  ok  404 404',
      toBeSignedOwn: '401 401 ok  ok  ok  ok  ok  404',
      printed: '401 401 ok  ok  ok  ok  ok  ok',
    },
  },
  'GET /files/templates/:id/preview': {
    path: (t) => `/files/templates/${t.id}/preview`,
    cases: {
      template: '401 401 ok  403 403 403 403 403',
      unknownTemplate: '401 401 404 403 403 403 403 403',
    },
  },
  // CSV exports: the register (any certificate list; rows by visibility), a list (its module)
  'GET /files/register.csv': { path: () => '/files/register.csv', cases: { none: '401 401 ok  ok  ok  ok  ok  ok' } },
  'GET /files/lists/:list.csv': {
    path: () => '/files/lists/send-to-print-list.csv',
    cases: { none: '401 401 ok  403 ok  403 403 ok' },
  },
  // the audit log's CSV (docs/security.md "Audit trail"): the administrator's (module audit_log)
  'GET /files/audit-log.csv': {
    path: () => `/files/audit-log.csv?filter=${encodeURIComponent('{"toDate":"2000-01-01"}')}`,
    cases: { none: '401 401 ok  403 403 403 403 403' },
  },
  // the organisation's logo for the public verification page (docs/verification.md): anyone
  'GET /files/logo': { path: () => '/files/logo', cases: { organisationLogo: 'ok  ok  ok  ok  ok  ok  ok  ok' } },
  // the verifiable credential and the keys that verify it (docs/verification.md): anyone
  'GET /verify/:code/credential': {
    path: async (t, h) => `/verify/${await h.verificationCode(t.id)}/credential`,
    cases: { verifiable: 'ok  ok  ok  ok  ok  ok  ok  ok', unknownCertificate: '404 404 404 404 404 404 404 404' },
  },
  'GET /.well-known/jwks.json': {
    path: () => '/.well-known/jwks.json',
    cases: { none: 'ok  ok  ok  ok  ok  ok  ok  ok' },
  },
  // a learner's e-mailed copy (docs/printing.md "Digital delivery"): whoever holds the token
  'GET /files/delivery/:token': {
    path: (t, h) => `/files/delivery/${h.deliveryToken(t.id)}`,
    cases: {
      deliveryLink: 'ok  ok  ok  ok  ok  ok  ok  ok',
      unknownDeliveryLink: '404 404 404 404 404 404 404 404',
    },
  },
  'GET /files/:fileId': {
    path: (t) => `/files/${t.id}`,
    cases: {
      printedFile: '401 401 ok  ok  ok  ok  ok  ok',
      cancelledPrintedFile: '401 401 ok  ok  ok  ok  ok  404',
      signee1Signature: '401 401 404 404 404 ok  404 404',
      unknownFile: '401 401 404 404 404 404 404 404',
    },
  },
};
