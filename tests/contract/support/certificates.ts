/**
 * Certificates for the contract tests, made and moved through the workflow with the spec's own
 * calls (certificate-workflow §7), each by the role that takes that step (README demo logins):
 * the requisitioner requests, the approver approves, rejects, issues, cancels and decides reprints,
 * every assigned signee signs, the printer prints, reprints and asks for reprints. A test makes the
 * certificates it needs, so it never depends on another test having run.
 */
import { expect } from '@playwright/test';
import { type Answer, indexed, PASSWORD, type Role, SpecClient } from './specClient';

/** One certificate the suite requested, and the choices it was requested with. */
export interface Requested {
  id: number;
  credentialNumber: string;
  type: string;
  student: { id: number; name: string };
  course: { id: number; name: string };
  campus: { id: number; name: string };
}

/** Today as `YYYY-MM-DD` (UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

let serial = 0;
/** A credential number no other call of this run used. */
export function uniqueCredentialNumber(tag = 'CT'): string {
  serial += 1;
  return `${tag}-${Date.now().toString(36).toUpperCase()}-${process.pid}-${serial}`;
}

/** A list answer's rows: `data` (the key certificate-workflow §7 names for the reprint-request list). */
export function rowsOf(answer: Answer, key = 'data'): Answer[] {
  const rows = answer[key];
  expect(Array.isArray(rows), `the answer's ${key} is an array of rows: ${JSON.stringify(answer).slice(0, 300)}`).toBe(
    true,
  );
  return rows as Answer[];
}

/** The id and name of a dropdown entry of GET /requisitionerCourseDetails ("each with id and name"). */
function entry(list: unknown, index: number, what: string): { id: number; name: string } {
  expect(Array.isArray(list), `requisitionerCourseDetails ${what} is a list`).toBe(true);
  const one = (list as Answer[])[index % (list as Answer[]).length];
  expect(one, `requisitionerCourseDetails ${what}[${index}]`).toBeTruthy();
  return { id: Number(one!.id), name: String(one!.name) };
}

/** GET /requisitionerCourseDetails as the requisitioner. */
export async function requestChoices(): Promise<Answer> {
  const requisitioner = await SpecClient.as('requisitioner');
  return (await requisitioner.get('/requisitionerCourseDetails')).expectSuccess();
}

/** The certificate save payload of certificate-workflow §3, for `choice`. */
export function savePayload(choice: Omit<Requested, 'id'>): Record<string, unknown> {
  return {
    student_name: choice.student.id,
    course: choice.course.id,
    campus: choice.campus.id,
    certification_type: choice.type,
    credential_date: today(),
    credential_number: choice.credentialNumber,
    units: [
      {
        unit_start_date: today(),
        unit_code: 'BSBOPS502',
        unit_name: 'Manage business operational plans',
        mark: '80',
        outcome_result: 'Competent',
        outcome_grade_short_code: 'CA',
      },
    ],
  };
}

/** The register row (POST /reports, form) of a credential number. */
export async function registerRow(credentialNumber: string): Promise<Answer> {
  const admin = await SpecClient.as('admin');
  const answer = await admin.postForm('/reports', { credential_number: credentialNumber });
  const rows = rowsOf(answer.expectSuccess()).filter((row) => row.credential_number === credentialNumber);
  expect(rows, `POST /reports credential_number=${credentialNumber}: ${answer.describe()}`).toHaveLength(1);
  return rows[0]!;
}

/**
 * POST /saveCertificate as the requisitioner (type C unless told: both demo signees sign), then its
 * id from the register. `student`, `course`, `campus` index GET /requisitionerCourseDetails' lists.
 */
export async function requestCertificate(
  options: { type?: string; student?: number; course?: number; campus?: number } = {},
): Promise<Requested> {
  const details = await requestChoices();
  const choice: Omit<Requested, 'id'> = {
    credentialNumber: uniqueCredentialNumber(),
    type: options.type ?? 'C',
    student: entry(details.student_details ?? details.requisitioner_details, options.student ?? 0, 'student_details'),
    course: entry(details.course_details, options.course ?? 0, 'course_details'),
    campus: entry(details.campus_details, options.campus ?? 0, 'campus_details'),
  };
  const requisitioner = await SpecClient.as('requisitioner');
  const saved = await requisitioner.postJson('/saveCertificate', savePayload(choice));
  expect(saved.ok, saved.describe()).toBe(true);
  expect(saved.body.certificate?.success, saved.describe()).toBe(1);
  const row = await registerRow(choice.credentialNumber);
  return { ...choice, id: Number(row.id) };
}

/** POST /requestedCertificateApprove as the approver (fee Paid). */
export async function approve(id: number): Promise<void> {
  const approver = await SpecClient.as('approver');
  (
    await approver.postJson('/requestedCertificateApprove', {
      certificate_id: id,
      fee_due: 0,
      approve_comment: 'Evidence checked against the results.',
    })
  ).expectSuccess();
}

/** The user ids of signee_details (GET /approvedCertificateView/{id}: "*_user_id keys"), in slot order. */
export async function assignedSigneeIds(id: number): Promise<number[]> {
  const admin = await SpecClient.as('admin');
  const view = (await admin.get('/approvedCertificateView/{id}', { id })).expectSuccess();
  expect(Array.isArray(view.signee_details), `signee_details of ${id}`).toBe(true);
  return (view.signee_details as Answer[]).map((signee) => {
    const key = Object.keys(signee).find((k) => k.endsWith('_user_id'));
    expect(key, `a *_user_id key in ${JSON.stringify(signee)}`).toBeTruthy();
    return Number(signee[key!]);
  });
}

/** The demo role signed in as user `userId` (signee1, signee2 or admin). */
export async function roleOfUser(userId: number): Promise<Role> {
  for (const role of ['signee1', 'signee2', 'admin', 'approver', 'requisitioner', 'printer'] as const) {
    if ((await SpecClient.as(role)).userId === userId) return role;
  }
  throw new Error(`no demo role is user ${userId}`);
}

/**
 * The bulk-sign form of `ids` as `signee` signs them: certificate[i], plus the password when the
 * login said password_security (certificate-workflow §5 "Bulk sign": 'Please Enter Password').
 */
export function signForm(signee: SpecClient, ids: readonly number[]): Record<string, string | number> {
  return { ...indexed('certificate', ids), ...(signee.passwordSecurity ? { password: PASSWORD } : {}) };
}

/** Signs `ids` as `role`: the password is checked first when the user needs one (§4). */
export async function sign(role: Role, ids: readonly number[]): Promise<Answer> {
  const signee = await SpecClient.as(role);
  if (signee.passwordSecurity) (await signee.postJson('/passwordToCheck', { password: PASSWORD })).expectSuccess();
  return (await signee.postForm('/bulkSignCertificate', signForm(signee, ids))).expectSuccess();
}

/** Every assigned signee signs `id`, in slot order. */
export async function signByAll(id: number): Promise<void> {
  for (const userId of await assignedSigneeIds(id)) await sign(await roleOfUser(userId), [id]);
}

/** GET /certificate-issue/{id} as the approver. */
export async function issue(id: number): Promise<void> {
  const approver = await SpecClient.as('approver');
  (await approver.get('/certificate-issue/{id}', { id })).expectSuccess();
}

/** POST /printCertificate as the printer. */
export async function print(id: number): Promise<void> {
  const printer = await SpecClient.as('printer');
  (await printer.postJson('/printCertificate', { student_certificate_id: id })).expectPdf();
}

/** POST /reprintCertificateRequest as the printer. */
export async function requestReprint(id: number): Promise<void> {
  const printer = await SpecClient.as('printer');
  (
    await printer.postJson('/reprintCertificateRequest', {
      reprint_comment: 'The printed copy was damaged.',
      student_certificate_id: id,
    })
  ).expectSuccess();
}

/** POST /reprintCertificateAccept as the approver. */
export async function acceptReprint(id: number): Promise<void> {
  const approver = await SpecClient.as('approver');
  (await approver.postJson('/reprintCertificateAccept', { student_certificate_id: id })).expectSuccess();
}

export type Stage = 'requested' | 'approved' | 'signed' | 'issued' | 'printed' | 'reprintRequested' | 'reprintApproved';
const STAGES: readonly Stage[] = [
  'requested',
  'approved',
  'signed',
  'issued',
  'printed',
  'reprintRequested',
  'reprintApproved',
];

/** A new certificate taken to `stage` with the spec's calls. */
export async function certificateAt(
  stage: Stage,
  options: { type?: string; student?: number; course?: number } = {},
): Promise<Requested> {
  const certificate = await requestCertificate(options);
  const steps: Record<Stage, (id: number) => Promise<void>> = {
    requested: async () => {},
    approved: approve,
    signed: signByAll,
    issued: issue,
    printed: print,
    reprintRequested: requestReprint,
    reprintApproved: acceptReprint,
  };
  for (const step of STAGES.slice(1, STAGES.indexOf(stage) + 1)) await steps[step](certificate.id);
  return certificate;
}

/** The row of certificate `id` in the list `path` as `role` (every row: paged with the spec's page size). */
export async function listRow(role: Role, path: string, id: number, key = 'data'): Promise<Answer | undefined> {
  const client = await SpecClient.as(role);
  const answer = await client.postForm(path, {});
  return rowsOf(answer.expectSuccess(), key).find((row) => Number(row.id) === id);
}
