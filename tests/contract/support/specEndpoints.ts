/**
 * Every (method, path) the two specs' §7 tables name ("The calls it makes"), written from the spec
 * text: /work/shared/spec/certificate-workflow.md §7 and access-and-administration.md §7. A row that
 * names several paths is one entry per path; a path both tables name is one entry with both specs.
 * `override` is the method a "method override" row asks for (the call itself is a POST).
 * zz-coverage.spec.ts checks that the suite called every entry and that the api's OpenAPI document
 * marks each as the spec's contract (`x-certify-contract: "spec"`).
 */

export type SpecName = 'certificate-workflow' | 'access-and-administration';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface SpecEndpoint {
  method: HttpMethod;
  /** The spec's path, `{id}`-style parameters for the values it appends. */
  path: string;
  /** "(method override PUT)": sent as POST with `_method=PUT`. */
  override?: 'PUT';
  specs: SpecName[];
}

const W: SpecName = 'certificate-workflow';
const A: SpecName = 'access-and-administration';

export const SPEC_ENDPOINTS: readonly SpecEndpoint[] = [
  // certificate-workflow §7
  { method: 'GET', path: '/graphDetails', specs: [W] },
  { method: 'POST', path: '/yearDetails', specs: [W] },
  { method: 'GET', path: '/requisitionerCourseDetails', specs: [W] },
  { method: 'POST', path: '/saveCertificate', specs: [W] },
  { method: 'POST', path: '/reports', specs: [W] },
  { method: 'POST', path: '/searchRequestedCertificate', specs: [W] },
  { method: 'POST', path: '/searchApprovedCertificate', specs: [W] },
  { method: 'POST', path: '/searchSignedCertificate', specs: [W] },
  { method: 'POST', path: '/printableCertificatesList', specs: [W] },
  { method: 'POST', path: '/cancelledCertificateList', specs: [W] },
  { method: 'POST', path: '/reprintCertificateList', specs: [W] },
  { method: 'POST', path: '/reprintCertificateRequestedList', specs: [W] },
  { method: 'GET', path: '/requestedCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/approvedCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/signedCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/printableCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/rejectedCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/printedCertificateView/{id}', specs: [W] },
  { method: 'GET', path: '/reprintCertificateRequestedView/{id}', specs: [W] },
  { method: 'GET', path: '/SigneeDetails', specs: [W, A] },
  { method: 'POST', path: '/passwordToCheck', specs: [W] },
  { method: 'POST', path: '/bulkSignCertificate', specs: [W] },
  { method: 'POST', path: '/bulkPrintCertificate', specs: [W] },
  { method: 'POST', path: '/requestedCertificateApprove', specs: [W] },
  { method: 'POST', path: '/requestedCertificateReject/{id}', override: 'PUT', specs: [W] },
  { method: 'GET', path: '/certificate-issue/{id}', specs: [W] },
  { method: 'POST', path: '/printCertificate', specs: [W] },
  { method: 'POST', path: '/reprintCertificate', specs: [W] },
  { method: 'POST', path: '/printCertificate_list', specs: [W] },
  { method: 'POST', path: '/reprintCertificate_list', specs: [W] },
  { method: 'POST', path: '/reprintCertificateRequest', specs: [W] },
  { method: 'POST', path: '/reprintCertificateAccept', specs: [W] },
  { method: 'POST', path: '/reprintCertificateReject', specs: [W] },
  { method: 'POST', path: '/cancelCertificate', specs: [W] },
  { method: 'GET', path: '/configFeePaidConfirmation', specs: [W] },
  { method: 'GET', path: '/getEnrolmentDetailId/{id}', specs: [W] },
  { method: 'GET', path: '/signatureDetails', specs: [W, A] },
  { method: 'GET', path: '/generate-pdf/{id}/preview', specs: [W] },
  { method: 'GET', path: '/certificate/{id}/signed/{userid}', specs: [W] },
  { method: 'POST', path: '/notifications', specs: [W, A] },
  { method: 'POST', path: '/readNotification', specs: [W, A] },
  // access-and-administration §7 (the four shared rows are above)
  { method: 'POST', path: '/login', specs: [A] },
  { method: 'POST', path: '/password/email', specs: [A] },
  { method: 'POST', path: '/password/reset', specs: [A] },
  { method: 'POST', path: '/logout', specs: [A] },
  { method: 'GET', path: '/listUsers', specs: [A] },
  { method: 'GET', path: '/listRoles', specs: [A] },
  { method: 'POST', path: '/assignRole', specs: [A] },
  { method: 'DELETE', path: '/user/{id}/delete', specs: [A] },
  { method: 'GET', path: '/user/{id}/view', specs: [A] },
  { method: 'POST', path: '/user/{id}/update', override: 'PUT', specs: [A] },
  { method: 'POST', path: '/addUser', specs: [A] },
  { method: 'POST', path: '/unassignedUsers', specs: [A] },
  { method: 'POST', path: '/assignUsers', specs: [A] },
  { method: 'POST', path: '/createRole', specs: [A] },
  { method: 'POST', path: '/editRole', specs: [A] },
  { method: 'GET', path: '/listCertificates', specs: [A] },
  { method: 'POST', path: '/createCertificate', specs: [A] },
  { method: 'GET', path: '/certificateCourseSignee/{id}', specs: [A] },
  { method: 'POST', path: '/assignCourse', specs: [A] },
  { method: 'POST', path: '/assignSignee', specs: [A] },
  { method: 'POST', path: '/uploadSignature', specs: [A] },
  { method: 'GET', path: '/userConfigurationIndex', specs: [A] },
  { method: 'POST', path: '/userConfigurationUpdate', specs: [A] },
  { method: 'GET', path: '/configurationIndex', specs: [A] },
  { method: 'POST', path: '/configurationUpdate', specs: [A] },
  { method: 'GET', path: '/companySettingsList', specs: [A] },
  { method: 'POST', path: '/companySettings', specs: [A] },
  { method: 'GET', path: '/campuses', specs: [A] },
  { method: 'GET', path: '/courses', specs: [A] },
  { method: 'POST', path: '/searchCourse', specs: [A] },
  { method: 'POST', path: '/students', specs: [A] },
  { method: 'POST', path: '/searchStudent', specs: [A] },
  { method: 'POST', path: '/addStudent', specs: [A] },
  { method: 'POST', path: '/importCourse', specs: [A] },
  { method: 'POST', path: '/importCampus', specs: [A] },
  { method: 'POST', path: '/importStudent', specs: [A] },
];

/** `GET /user/{id}/view` → `GET /user/{}/view`: parameter names do not matter when comparing. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

/** The key a recorded call or an OpenAPI operation is compared by. */
export function endpointKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathShape(path)}`;
}
