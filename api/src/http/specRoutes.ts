/**
 * The calls of the spec's two endpoint tables ("The calls it makes", §7 of each document): the
 * contract a client written from the spec relies on. `/openapi.json` marks each of these operations
 * `x-certify-contract: spec` (with the section in `x-certify-spec`) and every other one `extension`,
 * so an integrator sees which calls are the spec's and which are ours; api/test/contract.test.ts
 * checks that every row here is a registered route. Where the spec reaches a route by method
 * override (`POST … (method override PUT)`), the route's own method is listed too.
 * spec: certificate-workflow §7, access-and-administration §7; api/CONTRACT.md.
 */

/** The spec document each call is listed in. */
export type SpecSection = 'certificate-workflow §7' | 'access-and-administration §7';

const WORKFLOW: SpecSection = 'certificate-workflow §7';
const ADMINISTRATION: SpecSection = 'access-and-administration §7';

/** `METHOD /path` (OpenAPI path form) of each call of the tables → the table it is in (the first). */
export const SPEC_ROUTES: Readonly<Record<string, SpecSection>> = {
  // certificate-workflow §7
  'GET /graphDetails': WORKFLOW,
  'POST /yearDetails': WORKFLOW,
  'GET /requisitionerCourseDetails': WORKFLOW,
  'POST /saveCertificate': WORKFLOW,
  'POST /reports': WORKFLOW,
  'POST /searchRequestedCertificate': WORKFLOW,
  'POST /searchApprovedCertificate': WORKFLOW,
  'POST /searchSignedCertificate': WORKFLOW,
  'POST /printableCertificatesList': WORKFLOW,
  'POST /cancelledCertificateList': WORKFLOW,
  'POST /reprintCertificateList': WORKFLOW,
  'POST /reprintCertificateRequestedList': WORKFLOW,
  'GET /requestedCertificateView/{id}': WORKFLOW,
  'GET /approvedCertificateView/{id}': WORKFLOW,
  'GET /signedCertificateView/{id}': WORKFLOW,
  'GET /printableCertificateView/{id}': WORKFLOW,
  'GET /rejectedCertificateView/{id}': WORKFLOW,
  'GET /printedCertificateView/{id}': WORKFLOW,
  'GET /reprintCertificateRequestedView/{id}': WORKFLOW,
  'GET /SigneeDetails': WORKFLOW,
  'POST /passwordToCheck': WORKFLOW,
  'POST /bulkSignCertificate': WORKFLOW,
  'POST /bulkPrintCertificate': WORKFLOW,
  'POST /requestedCertificateApprove': WORKFLOW,
  'POST /requestedCertificateReject/{id}': WORKFLOW,
  'PUT /requestedCertificateReject/{id}': WORKFLOW,
  'GET /certificate-issue/{id}': WORKFLOW,
  'POST /printCertificate': WORKFLOW,
  'POST /reprintCertificate': WORKFLOW,
  'POST /printCertificate_list': WORKFLOW,
  'POST /reprintCertificate_list': WORKFLOW,
  'POST /reprintCertificateRequest': WORKFLOW,
  'POST /reprintCertificateAccept': WORKFLOW,
  'POST /reprintCertificateReject': WORKFLOW,
  'POST /cancelCertificate': WORKFLOW,
  'GET /configFeePaidConfirmation': WORKFLOW,
  'GET /getEnrolmentDetailId/{id}': WORKFLOW,
  'GET /signatureDetails': WORKFLOW,
  'GET /generate-pdf/{id}/preview': WORKFLOW,
  'GET /certificate/{id}/signed/{userid}': WORKFLOW,
  'POST /notifications': WORKFLOW,
  'POST /readNotification': WORKFLOW,
  // access-and-administration §7
  'POST /login': ADMINISTRATION,
  'POST /password/email': ADMINISTRATION,
  'POST /password/reset': ADMINISTRATION,
  'POST /logout': ADMINISTRATION,
  'GET /listUsers': ADMINISTRATION,
  'GET /listRoles': ADMINISTRATION,
  'POST /assignRole': ADMINISTRATION,
  'DELETE /user/{id}/delete': ADMINISTRATION,
  'GET /user/{id}/view': ADMINISTRATION,
  'PUT /user/{id}/update': ADMINISTRATION,
  'POST /addUser': ADMINISTRATION,
  'POST /unassignedUsers': ADMINISTRATION,
  'POST /assignUsers': ADMINISTRATION,
  'POST /createRole': ADMINISTRATION,
  'POST /editRole': ADMINISTRATION,
  'GET /listCertificates': ADMINISTRATION,
  'POST /createCertificate': ADMINISTRATION,
  'GET /certificateCourseSignee/{id}': ADMINISTRATION,
  'POST /assignCourse': ADMINISTRATION,
  'POST /assignSignee': ADMINISTRATION,
  'POST /uploadSignature': ADMINISTRATION,
  'GET /userConfigurationIndex': ADMINISTRATION,
  'POST /userConfigurationUpdate': ADMINISTRATION,
  'GET /configurationIndex': ADMINISTRATION,
  'POST /configurationUpdate': ADMINISTRATION,
  'GET /companySettingsList': ADMINISTRATION,
  'POST /companySettings': ADMINISTRATION,
  'GET /campuses': ADMINISTRATION,
  'GET /courses': ADMINISTRATION,
  'POST /searchCourse': ADMINISTRATION,
  'POST /students': ADMINISTRATION,
  'POST /searchStudent': ADMINISTRATION,
  'POST /addStudent': ADMINISTRATION,
  'POST /importCourse': ADMINISTRATION,
  'POST /importCampus': ADMINISTRATION,
  'POST /importStudent': ADMINISTRATION,
};

/** The marks of one operation in `/openapi.json`: the spec's call (with its table) or an extension. */
export function contractMarks(method: string, openApiPath: string): Record<string, string> {
  const section = SPEC_ROUTES[`${method.toUpperCase()} ${openApiPath}`];
  return section ? { 'x-certify-contract': 'spec', 'x-certify-spec': section } : { 'x-certify-contract': 'extension' };
}
