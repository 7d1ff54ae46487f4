/**
 * The import rows shared by the api and the web preview (src/imports/rows.ts; docs/product.md "Master data and CSV import"):
 * header normalisation (§3), dates in ISO or the configured format, the §5 student rules, a course
 * row's unit, duplicate keys inside one file, and cells the product writes never become formulas.
 */
import { describe, expect, it } from 'vitest';
import {
  importDate,
  missingColumns,
  normaliseHeader,
  spreadsheetSafe,
  validateImportRows,
} from '../src/imports/rows.js';

const student = (over: Record<string, string> = {}) => ({
  student_id: 'SCI900001',
  first_name: 'Zoë',
  middle_name: '',
  last_name: 'Nguyễn',
  email: 'zoe.nguyen@student.example.com.au',
  mobile: '0412 345 678',
  dob: '14-03-1996',
  usi: '',
  ...over,
});

describe('headers and dates', () => {
  it('normalises a header as §3 says: lower case, non-word characters to _, BOM dropped', () => {
    expect(normaliseHeader('\uFEFFStudent ID')).toBe('student_id');
    expect(normaliseHeader(' E-mail ')).toBe('e_mail');
    expect(normaliseHeader('DOB')).toBe('dob');
  });

  it('reads ISO and each configured format, and refuses days that do not exist', () => {
    expect(importDate('1996-03-14', 'dd-mm-yyyy')).toBe('1996-03-14');
    expect(importDate('14-03-1996', 'dd-mm-yyyy')).toBe('1996-03-14');
    expect(importDate('4/3/1996', 'dd/mm/yyyy')).toBe('1996-03-04');
    expect(importDate('03-14-1996', 'mm-dd-yyyy')).toBe('1996-03-14');
    expect(importDate('03/14/1996', 'mm/dd/yyyy')).toBe('1996-03-14');
    expect(importDate('1996/03/14', 'yyyy/mm/dd')).toBe('1996-03-14');
    expect(importDate('30-02-2026', 'dd-mm-yyyy')).toBeNull();
    expect(importDate('2026-02-30', 'dd-mm-yyyy')).toBeNull();
    expect(importDate('14/03/1996', 'dd-mm-yyyy')).toBeNull();
    expect(importDate('14-03-96', 'dd-mm-yyyy')).toBeNull();
  });

  it('names the required columns a header lacks', () => {
    expect(missingColumns('student', ['student_id', 'first_name', 'email'])).toEqual(['last_name', 'mobile', 'dob']);
    expect(missingColumns('campus', ['campus_code', 'campus_name', 'extra'])).toEqual([]);
  });
});

describe('validateImportRows', () => {
  it('a good student row, with accents, spaces in the mobile and the display date', () => {
    const { rows, errors } = validateImportRows('student', [student()], { dateFormat: 'dd-mm-yyyy' });
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ first_name: 'Zoë', middle_name: null, dob: '1996-03-14', usi: null });
  });

  it('every §5 message, word for word, one per column, rows numbered from 2 under the header', () => {
    const { rows, errors } = validateImportRows(
      'student',
      [
        student({ student_id: '', first_name: ' ', last_name: '', email: '', mobile: '', dob: '' }),
        student({ email: 'not-an-email', mobile: '04123', dob: '31-02-2001', student_id: 'SCI900002' }),
      ],
      { dateFormat: 'dd-mm-yyyy' },
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 2, column: 'student_id', message: 'Please enter Student ID' },
      { row: 2, column: 'first_name', message: 'Please enter First name' },
      { row: 2, column: 'last_name', message: 'Please enter Last name' },
      { row: 2, column: 'email', message: 'Please enter your email' },
      { row: 2, column: 'mobile', message: 'Please enter Mobile Number' },
      { row: 2, column: 'dob', message: 'Please enter your DOB' },
      { row: 3, column: 'email', message: 'Please enter a valid email' },
      { row: 3, column: 'mobile', message: 'Please enter Valid Mobile Number' },
      { row: 3, column: 'dob', message: 'Please enter your DOB (use dd-mm-yyyy or yyyy-mm-dd)' },
    ]);
  });

  it('a key twice in one file (any case) names the earlier row; keys carry across chunks', () => {
    const seen = new Map<string, number>();
    const first = validateImportRows('student', [student(), student({ student_id: 'sci900001' })], {
      dateFormat: 'dd-mm-yyyy',
      seen,
    });
    expect(first.errors).toEqual([{ row: 3, column: 'student_id', message: 'Duplicate of row 2' }]);
    const next = validateImportRows('student', [student()], { dateFormat: 'dd-mm-yyyy', firstRow: 1002, seen });
    expect(next.errors).toEqual([{ row: 1002, column: 'student_id', message: 'Duplicate of row 2' }]);
  });

  it('course rows: one unit each, a unit needs its name, the same unit twice is a duplicate', () => {
    const course = { course_code: 'BSB50420', course_name: 'Diploma of Leadership and Management' };
    const { rows, errors } = validateImportRows(
      'course',
      [
        { ...course, unit_code: 'BSBLDR523', unit_name: 'Lead and manage effective workplace relationships' },
        { ...course, unit_code: 'BSBOPS502', unit_name: 'Manage business operational plans', unit_core: 'no' },
        { ...course, unit_code: 'BSBXCM501', unit_name: '' },
        { ...course, unit_code: 'bsbldr523', unit_name: 'Again' },
        { ...course, expiry_date: '2027-12-31' },
      ],
      { dateFormat: 'dd-mm-yyyy' },
    );
    expect(errors).toEqual([
      { row: 4, column: 'unit_name', message: 'Please enter the unit name of the unit code' },
      { row: 5, column: 'course_code', message: 'Duplicate of row 2' },
    ]);
    expect(rows.map((r) => [r.unit_code, r.unit_core, r.expiry_date])).toEqual([
      ['BSBLDR523', true, null],
      ['BSBOPS502', false, null],
      [null, true, '2027-12-31'],
    ]);
  });

  it('campus rows need a code and a name; text over its limit is refused', () => {
    const { errors } = validateImportRows(
      'campus',
      [
        { campus_code: 'PER', campus_name: '' },
        { campus_code: 'X'.repeat(51), campus_name: 'Perth' },
      ],
      { dateFormat: 'dd-mm-yyyy' },
    );
    expect(errors).toEqual([
      { row: 2, column: 'campus_name', message: 'Please enter the campus name' },
      { row: 3, column: 'campus_code', message: 'Campus code must be at most 50 characters' },
    ]);
  });
});

describe('spreadsheetSafe', () => {
  it('a value that a spreadsheet would run as a formula gets a leading quote; others stay as typed', () => {
    for (const v of ['=1+1', '+61 400', '-2', '@SUM(A1)', '\tx', '\rx']) expect(spreadsheetSafe(v)).toBe(`'${v}`);
    for (const v of ['Zoë', '0412 345 678', 'a=b', '']) expect(spreadsheetSafe(v)).toBe(v);
  });
});
