/**
 * The Add Student form's USI (docs/compliance.md): checked by THE shared student rules
 * (`@certify/api/imports`) with its check character, optional, typed with spaces or in lower case.
 */
import { USI_MESSAGE } from '@certify/api/imports';
import { emptyStudentForm, validateStudentForm } from './validateStudentForm';

const filled = (usi: string) => ({
  ...emptyStudentForm(),
  studentId: 'SCI900001',
  firstName: 'Zoë',
  lastName: 'Nguyễn',
  mobile: '0412345678',
  email: 'zoe.nguyen@student.example.com.au',
  dob: '1996-03-14',
  usi,
});

describe('validateStudentForm: the USI', () => {
  it('is optional, and a valid one passes however typed', () => {
    expect(validateStudentForm(filled(''), 'dd-mm-yyyy')).toEqual({});
    expect(validateStudentForm(filled('7qrp 3kv3 95'), 'dd-mm-yyyy')).toEqual({});
  });

  it('refuses a wrong check character or a character a USI never holds', () => {
    expect(validateStudentForm(filled('7QRP3KV396'), 'dd-mm-yyyy')).toEqual({ usi: USI_MESSAGE });
    expect(validateStudentForm(filled('ABCDE12345'), 'dd-mm-yyyy')).toEqual({ usi: USI_MESSAGE });
  });
});
