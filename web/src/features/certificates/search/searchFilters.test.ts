import { ALL_TYPES, EMPTY_FILTERS, toCertificateFilter } from './searchFilters';

describe('toCertificateFilter', () => {
  it('sends nothing when no filter is filled', () => {
    expect(toCertificateFilter(EMPTY_FILTERS)).toBeUndefined();
    expect(toCertificateFilter({ ...EMPTY_FILTERS, studentName: '   ' })).toBeUndefined();
  });

  it('never sends the SCT placeholder type', () => {
    expect(toCertificateFilter({ ...EMPTY_FILTERS, certificateType: ALL_TYPES })).toBeUndefined();
    expect(toCertificateFilter({ ...EMPTY_FILTERS, certificateType: 'STATEMENT_OF_ATTAINMENT' })).toEqual({
      certificateType: 'STATEMENT_OF_ATTAINMENT',
    });
  });

  it('sends only the filled filters', () => {
    expect(
      toCertificateFilter({
        ...EMPTY_FILTERS,
        studentName: ' Jane ',
        courseIds: ['3'],
        requisitionerIds: [],
        campusId: '',
        requestedFrom: '2026-01-01',
      }),
    ).toEqual({ studentName: 'Jane', courseIds: ['3'], requestedFrom: '2026-01-01' });
  });
});
