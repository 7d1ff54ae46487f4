import { randomBytes } from 'node:crypto';
import { FORM_OPTIONS, REQUEST } from './operations.js';
import { ok, type Stack } from './stack.js';

interface FormOptionsData {
  formOptions: {
    courses: Array<{ id: string }>;
    campuses: Array<{ id: string }>;
    students: Array<{ id: string; name: string }>;
  };
  settings: { feeConfirmationRequired: boolean };
}

/** A valid RequestCertificateInput from the seeded dropdown data (type C: the two-signee template). */
export async function requestInput(stack: Stack, token: string, studentIndex = 0) {
  const { formOptions } = ok(await stack.gql<FormOptionsData>(FORM_OPTIONS, {}, token));
  const student = formOptions.students[studentIndex % formOptions.students.length]!;
  return {
    studentId: student.id,
    courseId: formOptions.courses[0]!.id,
    campusId: formOptions.campuses[0]!.id,
    certificateType: 'CERTIFICATE',
    credentialDate: '2026-11-01',
    credentialNumber: `GW-${randomBytes(4).toString('hex').toUpperCase()}`,
    units: [
      {
        unitStartDate: '2026-02-01',
        unitCode: 'BSBLDR511',
        unitName: 'Develop and use emotional intelligence',
        mark: '85',
        outcomeResult: 'Competent',
        outcomeGradeShortCode: 'C',
      },
    ],
  };
}

/** Whether approving needs a fee choice (AppSettings.feeConfirmationRequired). */
export async function feeRequired(stack: Stack, token: string): Promise<boolean> {
  return ok(await stack.gql<FormOptionsData>(FORM_OPTIONS, {}, token)).settings.feeConfirmationRequired;
}

/** Requests one certificate as the requisitioner; answers its id. */
export async function requestCertificate(stack: Stack, studentIndex = 0): Promise<string> {
  const token = await stack.token('requisitioner');
  const input = await requestInput(stack, token, studentIndex);
  const data = ok(
    await stack.gql<{ requestCertificate: { certificates: Array<{ id: string }> } }>(REQUEST, { input }, token),
  );
  const id = data.requestCertificate.certificates[0]?.id;
  if (!id) throw new Error('requestCertificate answered no certificate');
  return id;
}
