import { csvExportPath, csvFileName } from './csvExportPath';

/** The `filter` and `sort` query parameters of an export address, parsed back. */
const paramsOf = (path: string) => {
  const query = new URL(path, 'http://certify.test').searchParams;
  const json = (name: string) => {
    const value = query.get(name);
    return value === null ? null : (JSON.parse(value) as unknown);
  };
  return { filter: json('filter'), sort: json('sort'), keys: [...query.keys()] };
};

describe('csvExportPath', () => {
  it('names the register and list exports as the spec does', () => {
    expect(csvExportPath('REGISTER', undefined)).toBe('/files/register.csv');
    expect(csvExportPath('SEND_TO_PRINT', null)).toBe('/files/lists/send-to-print-list.csv');
    expect(csvFileName('REGISTER')).toBe('Report.csv');
    expect(csvFileName('PRINTED')).toBe('Certificates.csv');
  });

  it('sends the screen’s filter and sort as the GraphQL values they are', () => {
    const filter = {
      studentName: 'Jane',
      courseIds: ['3', '4'],
      requisitionerIds: ['5'],
      campusId: '2',
      certificateType: 'STATEMENT_OF_ATTAINMENT' as const,
      credentialFrom: '2025-12-01',
      statuses: ['REQUESTED' as const, 'PRINTED' as const],
      credentialNumber: 'CRT-1',
    };
    const sort = { field: 'CREDENTIAL_DATE' as const, direction: 'DESC' as const };
    const path = csvExportPath('REGISTER', filter, sort);
    expect(path.startsWith('/files/register.csv?')).toBe(true);
    expect(paramsOf(path)).toEqual({ filter, sort, keys: ['filter', 'sort'] });
  });

  it('sends a list export its filter only, whatever its characters', () => {
    const path = csvExportPath('REQUESTED', { studentName: 'Zoë Nguyễn & Co' });
    expect(path.startsWith('/files/lists/requested-list.csv?')).toBe(true);
    expect(paramsOf(path)).toEqual({ filter: { studentName: 'Zoë Nguyễn & Co' }, sort: null, keys: ['filter'] });
  });
});
