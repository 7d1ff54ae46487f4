import { csvExportPath, csvExportQuery, csvFileName } from './csvExportPath';

describe('csvExportPath', () => {
  it('names the register and list exports as the spec does', () => {
    expect(csvExportPath('REGISTER', undefined)).toBe('/files/register.csv');
    expect(csvExportPath('SEND_TO_PRINT', null)).toBe('/files/lists/send-to-print-list.csv');
    expect(csvFileName('REGISTER')).toBe('Report.csv');
    expect(csvFileName('PRINTED')).toBe('Certificates.csv');
  });

  it('sends the filled filters and the sort under the api keys and codes', () => {
    const query = csvExportQuery(
      {
        studentName: 'Jane',
        courseIds: ['3', '4'],
        requisitionerIds: ['5'],
        campusId: '2',
        certificateType: 'STATEMENT_OF_ATTAINMENT',
        requestedFrom: '2026-01-01',
        requestedTo: '2026-02-01',
        credentialFrom: '2025-12-01',
        credentialTo: '2026-01-31',
        statuses: ['REQUESTED', 'PRINTED', 'QA_REJECTED'],
        credentialNumber: 'CRT-1',
      },
      { field: 'CREDENTIAL_DATE', direction: 'DESC' },
    );
    expect([...query]).toEqual([
      ['course_id[]', '3'],
      ['course_id[]', '4'],
      ['requisitioner_id[]', '5'],
      ['certificate_type', 'S'],
      ['requested_from_date', '2026-01-01'],
      ['requested_to_date', '2026-02-01'],
      ['credential_from_date', '2025-12-01'],
      ['credential_to_date', '2026-01-31'],
      ['certificate_status[]', '0'],
      ['certificate_status[]', '5'],
      ['certificate_status[]', '2'],
      ['student_name', 'Jane'],
      ['campus_name', '2'],
      ['credential_number', 'CRT-1'],
      ['sort_by', 'credential_date'],
      ['sort_dir', 'desc'],
    ]);
  });

  it('sends a list export its filters only', () => {
    expect(csvExportPath('REQUESTED', { studentName: 'Zoë Nguyễn & Co' })).toBe(
      '/files/lists/requested-list.csv?student_name=Zo%C3%AB+Nguy%E1%BB%85n+%26+Co',
    );
  });
});
