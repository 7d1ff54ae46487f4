import { describe, expect, it } from 'vitest';
import {
  actionsFromCodes,
  certificateTypeFromCode,
  certificateTypeToCode,
  feeFromCode,
  feeToCode,
  listEndpoint,
  listPathOfSubject,
  reprintFromCode,
  sortFieldToCode,
  statusFromCode,
  statusToCode,
} from '../src/certificates/codes.js';
import { listForm } from '../src/certificates/listForm.js';
import { tokenFromAuthorization } from '../src/context.js';
import { encodeForm } from '../src/rest/form.js';
import { restError, toFieldErrors, toInputFieldName } from '../src/rest/errors.js';

describe('codes (certificate-workflow §4, §9)', () => {
  it('maps every status code both ways', () => {
    for (let code = 0; code <= 7; code++) expect(statusToCode(statusFromCode(code))).toBe(code);
    expect(statusFromCode(4)).toBe('APPROVED_FOR_PRINTING');
    expect(() => statusFromCode(9)).toThrow();
  });
  it('maps reprint codes 1–4 and null', () => {
    expect(reprintFromCode(null)).toBeNull();
    expect(reprintFromCode(2)).toBe('REPRINT_APPROVED');
    expect(reprintFromCode(4)).toBe('REPRINTED');
  });
  it('maps certificate types', () => {
    for (const code of ['CN', 'S', 'C', 'F', 'FN', 'P', 'SN', 'AC', 'MC', 'MD', 'CC']) {
      expect(certificateTypeToCode(certificateTypeFromCode(code))).toBe(code);
    }
    expect(certificateTypeFromCode('S')).toBe('STATEMENT_OF_ATTAINMENT');
  });
  it('maps fee 0 Paid, 1 Not Paid', () => {
    expect(feeFromCode(0)).toBe('PAID');
    expect(feeFromCode(1)).toBe('NOT_PAID');
    expect(feeFromCode(null)).toBeNull();
    expect(feeToCode('NOT_PAID')).toBe(1);
  });
  it('maps actions and drops unknown ones', () => {
    expect(actionsFromCodes(['approve', 'reprint_request', 'future_thing'])).toEqual(['APPROVE', 'REQUEST_REPRINT']);
  });
  it('maps lists, subjects and sort fields', () => {
    expect(listEndpoint('TO_BE_SIGNED')).toBe('/searchApprovedCertificate');
    expect(listEndpoint('REPRINT_REQUESTS')).toBe('/reprintCertificateRequestedList');
    expect(listPathOfSubject('CERTIFICATE_APPROVED')).toBe('/certificates/to-be-signed-list');
    expect(listPathOfSubject('REPRINT_APPROVED')).toBe('/certificates/send-to-print-list');
    expect(sortFieldToCode('STATUS')).toBe('credential_status');
  });
});

describe('rest/errors (GraphQL conventions)', () => {
  it('translates REST field keys to input names', () => {
    expect(toInputFieldName('student_name')).toBe('studentId');
    expect(toInputFieldName('units.0.unit_code')).toBe('units.0.unitCode');
    expect(toInputFieldName('certification_type')).toBe('certificateType');
    expect(toInputFieldName('approve_comment')).toBe('comment');
    expect(toInputFieldName('something_else')).toBe('somethingElse');
    expect(toFieldErrors({ 'units.1.mark': 'This field is required', course: 'Please select course' })).toEqual({
      'units.1.mark': 'This field is required',
      courseId: 'Please select course',
    });
  });
  it('maps each status to its code with the api message', () => {
    const e400 = restError(400, { success: 0, message: 'Validation failed', errors: { student_name: 'Please enter student name' } }, '/saveCertificate');
    expect(e400.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { studentId: 'Please enter student name' } });
    expect(e400.message).toBe('Validation failed');
    expect(restError(401, { message: 'Unauthenticated.' }, '/me').extensions.code).toBe('UNAUTHENTICATED');
    expect(restError(401, { message: 'Invalid username or password' }, '/login').extensions.code).toBe('UNAUTHENTICATED');
    expect(restError(401, { message: 'Incorrect password' }, '/passwordToCheck').extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: 'Incorrect password' },
    });
    expect(restError(403, { message: 'No' }, '/x').extensions.code).toBe('FORBIDDEN');
    expect(restError(404, { message: 'No' }, '/x').extensions.code).toBe('NOT_FOUND');
    expect(restError(409, { message: 'No' }, '/x').extensions.code).toBe('CONFLICT');
    expect(restError(429, { message: 'Wait', retry_after_seconds: 30 }, '/login').extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 30,
    });
    expect(restError(429, { message: 'Wait' }, '/login', '12').extensions.retryAfterSeconds).toBe(12);
    expect(restError(503, { message: 'starting' }, '/x').extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('form encoding and list filters (certificate-workflow §2 search panel)', () => {
  it('sends only filled values, arrays with brackets', () => {
    expect(decodeURIComponent(encodeForm({ course_id: ['1', '2'], student_name: '', campus_name: undefined, page: 1 }))).toBe(
      'course_id[]=1&course_id[]=2&page=1',
    );
  });
  it('builds list forms with paging and sort', () => {
    const form = listForm(
      { studentName: '  ann ', courseIds: [], certificateType: 'STATEMENT_OF_ATTAINMENT', campusId: '3' },
      2,
      10,
      { field: 'STUDENT_NAME', direction: 'ASC' },
    );
    expect(decodeURIComponent(encodeForm(form))).toBe(
      'certificate_type=S&student_name=ann&campus_name=3&page=2&per_page=10&sort_by=student_name&sort_dir=asc',
    );
    expect(() => listForm(null, 0, 500, null)).toThrowError(/Page/);
  });
  it('reads bearer tokens from headers and connection params', () => {
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('bearer  abc ')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization(undefined)).toBeNull();
    expect(tokenFromAuthorization('Bearer ')).toBeNull();
  });
});
