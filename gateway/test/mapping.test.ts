import { describe, expect, it } from 'vitest';
import type { GraphQLEnumType, GraphQLNamedType } from 'graphql';
import { CERTIFICATE_TYPE, CREDENTIAL_STATUS, REPRINT_STATUS } from '@certify/api/codes';
import { listFilters } from '../src/certificates/listFilters.js';
import { buildSchema } from '../src/schema.js';
import { tokenFromAuthorization } from '../src/context.js';
import { restError, toFieldErrors, toInputFieldName } from '../src/rest/errors.js';
import { restId } from '../src/rest/ids.js';

describe('enums carry the api’s codes (certificate-workflow §4, §9)', () => {
  const schema = buildSchema();
  // duck-typed: @graphql-tools may load graphql's other (CJS) build, so `instanceof` is unreliable here
  const isEnum = (type: GraphQLNamedType | undefined): type is GraphQLEnumType =>
    type !== undefined && 'getValues' in type && !type.name.startsWith('__');
  const enumType = (name: string) => {
    const type = schema.getType(name);
    if (!isEnum(type)) throw new Error(`${name} is not an enum`);
    return type;
  };
  it('every value of every enum has an internal value from @certify/api/codes', () => {
    const enums = Object.values(schema.getTypeMap()).filter(isEnum);
    expect(enums.map((e) => e.name)).toEqual(expect.arrayContaining(['CertificateStatus', 'NotificationSubject']));
    for (const type of enums) {
      // NotificationSubject's names are the api's subjects themselves
      if (type.name === 'NotificationSubject') continue;
      for (const value of type.getValues()) {
        expect(value.value, `${type.name}.${value.name}`).not.toBe(value.name);
      }
    }
  });
  it('serialises status and reprint codes to names, and refuses unknown codes', () => {
    const status = enumType('CertificateStatus');
    for (const [name, code] of Object.entries(CREDENTIAL_STATUS)) expect(status.serialize(code)).toBe(name);
    expect(status.serialize(4)).toBe('APPROVED_FOR_PRINTING');
    expect(() => status.serialize(9)).toThrow();
    expect(enumType('ReprintStatus').serialize(REPRINT_STATUS.REPRINT_APPROVED)).toBe('REPRINT_APPROVED');
  });
  it('parses names to codes: certificate types, fees, actions, lists, sort fields', () => {
    expect(enumType('CertificateType').parseValue('STATEMENT_OF_ATTAINMENT')).toBe(
      CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT,
    );
    expect(enumType('FeeStatus').parseValue('NOT_PAID')).toBe(1);
    expect(enumType('CertificateAction').serialize('reprint_request')).toBe('REQUEST_REPRINT');
    expect(enumType('CertificateList').parseValue('TO_BE_SIGNED')).toBe('to-be-signed-list');
    expect(enumType('CertificateSortField').parseValue('STATUS')).toBe('credential_status');
    expect(enumType('ModuleSection').serialize(4)).toBe('MASTER');
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
    const e400 = restError(
      400,
      { success: 0, message: 'Validation failed', errors: { student_name: 'Please enter student name' } },
      '/saveCertificate',
    );
    expect(e400.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { studentId: 'Please enter student name' },
    });
    expect(e400.message).toBe('Validation failed');
    expect(restError(401, { message: 'Unauthenticated.' }, '/me').extensions.code).toBe('UNAUTHENTICATED');
    expect(restError(401, { message: 'Invalid username or password' }, '/login').extensions.code).toBe(
      'UNAUTHENTICATED',
    );
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
    expect(restError(413, { success: 0, message: 'The request is too large' }, '/x').extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(restError(415, {}, '/x').message).toBe('The certificate service refused the request (415)');
  });
});

describe('list filters and tokens (certificate-workflow §2 search panel)', () => {
  it('builds the list body: filled filters only, codes as the api takes them, paging and sort', () => {
    expect(
      listFilters(
        { studentName: '  ann ', courseIds: [], certificateType: 'S', campusId: '3', requestedFrom: ' ' },
        2,
        10,
        { field: 'student_name', direction: 'asc' },
      ),
    ).toEqual({
      course_id: [],
      certificate_type: ['S'],
      student_name: 'ann',
      campus_name: '3',
      page: 2,
      per_page: 10,
      sort_by: 'student_name',
      sort_dir: 'asc',
    });
    expect(() => listFilters(null, 0, 500, null)).toThrowError(/Page/);
  });
  it('reads bearer tokens from headers and connection params', () => {
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('bearer  abc ')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization(undefined)).toBeNull();
    expect(tokenFromAuthorization('Bearer ')).toBeNull();
  });
});

describe('GraphQL IDs → the api’s ids', () => {
  it('passes ids written in digits and turns every other spelling into NaN (the api refuses it)', () => {
    expect(restId('12')).toBe(12);
    expect(restId('2147483647')).toBe(2_147_483_647);
    for (const id of ['+1', '0x1', '1e1', '1.0', ' 1', '', 'abc', '-1', '١']) expect(restId(id), id).toBeNaN();
  });
});
