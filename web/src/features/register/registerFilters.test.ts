import { ALL_TYPES } from '../certificates/search/searchFilters';
import { EMPTY_REGISTER_FILTERS, toRegisterFilter } from './registerFilters';

describe('toRegisterFilter', () => {
  it('sends nothing when nothing is filled', () => {
    expect(toRegisterFilter(EMPTY_REGISTER_FILTERS)).toBeUndefined();
    expect(
      toRegisterFilter({ ...EMPTY_REGISTER_FILTERS, credentialNumber: '  ', certificateType: ALL_TYPES }),
    ).toBeUndefined();
  });

  it('sends the shared and the register fields that are filled', () => {
    expect(
      toRegisterFilter({
        ...EMPTY_REGISTER_FILTERS,
        studentName: ' Jane ',
        campusId: '2',
        credentialFrom: '2026-01-01',
        statuses: ['SIGNED', 'PRINTED'],
        credentialNumber: ' CRT-7 ',
      }),
    ).toEqual({
      studentName: 'Jane',
      campusId: '2',
      credentialFrom: '2026-01-01',
      statuses: ['SIGNED', 'PRINTED'],
      credentialNumber: 'CRT-7',
    });
  });
});
