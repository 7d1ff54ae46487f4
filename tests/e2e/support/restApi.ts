/**
 * Preparing data through the api's REST routes, as a demo role with a session of its own (the
 * browser's sessions stay untouched): a spec that needs certificates in a given state makes its own.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { apiURL } from '../../playwright.config';
import { ACCOUNTS, type Account, PASSWORD } from './accounts';

/** One REST call as the signed-in role: POST with `data`, GET without; fails the test unless 2xx. */
export type RestCall = (path: string, data?: object) => Promise<Record<string, unknown>>;

/** Calls the api as `account` (signed in for these calls, signed out afterwards); answers what `calls` answers. */
export async function asUser<T>(
  request: APIRequestContext,
  account: Account,
  calls: (call: RestCall) => Promise<T>,
): Promise<T> {
  const login = await request.post(`${apiURL}/login`, { data: { email: ACCOUNTS[account], password: PASSWORD } });
  expect(login.ok(), `${account} login: ${login.status()}`).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const call: RestCall = async (path, data) => {
    const res = data
      ? await request.post(`${apiURL}${path}`, { headers, data })
      : await request.get(`${apiURL}${path}`, { headers });
    expect(res.ok(), `${account} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  try {
    return await calls(call);
  } finally {
    await request.post(`${apiURL}/logout`, { headers });
  }
}

/** Which of the requisitioner's choices (`/requisitionerCourseDetails`, by index) a request uses. */
export interface RequestChoice {
  student: number;
  course: number;
  credentialNumber: string;
}

/**
 * Requests a Certificate (type C: both demo signees sign) with one unit, as the signed-in
 * requisitioner of `call`; answers its id. spec: certificate-workflow §7 POST /saveCertificate.
 */
export async function requestCertificate(call: RestCall, choice: RequestChoice): Promise<number> {
  const choices = (await call('/requisitionerCourseDetails')) as Record<
    'course_details' | 'student_details' | 'campus_details',
    { id: number }[]
  >;
  const saved = await call('/saveCertificate', {
    student_name: choices.student_details[choice.student]!.id,
    course: choices.course_details[choice.course]!.id,
    campus: choices.campus_details[0]!.id,
    certification_type: 'C',
    credential_date: new Date().toISOString().slice(0, 10),
    credential_number: choice.credentialNumber,
    units: [
      {
        unit_start_date: '2026-02-03',
        unit_code: 'BSBOPS502',
        unit_name: 'Manage business operational plans',
        mark: '80',
        outcome_result: 'Competent',
        outcome_grade_short_code: 'CA',
      },
    ],
  });
  return (saved.certificate as { id: number }).id;
}

/** Approves certificate `id` as the signed-in approver of `call` (no fee due). */
export async function approveCertificate(call: RestCall, id: number): Promise<void> {
  await call('/requestedCertificateApprove', { certificate_id: id, approve_comment: 'Evidence checked.', fee_due: 0 });
}

/** Signs certificates `ids` as the signed-in signee of `call` (their demo password confirms it). */
export async function signCertificates(call: RestCall, ids: number[]): Promise<void> {
  await call('/bulkSignCertificate', { certificate: ids, password: PASSWORD });
}
