/**
 * The import preview's reader over awkward files: BOM, CRLF, quoted commas and line breaks, empty
 * lines, `#` comments, a key twice in one file, a wrong header, bytes that are not UTF-8, dates in
 * the display format, rows spread over slices, and a ~10 MB file read without keeping its rows.
 * spec: access-and-administration §3 "Imported CSV", §4 "Import", §5 "Add Student"; docs/product.md "Master data and CSV import".
 */
import { IMPORT_MESSAGES, NOT_UTF8 } from '@certify/api/imports';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_ERRORS, PREVIEW_ROWS, parseImportFile, SLICE_BYTES } from './parseImportFile';

const HEADER = 'Student ID,First Name,Middle Name,Last Name,Email,Mobile,DOB';
const line = (id: string, over: Partial<Record<'first' | 'email' | 'dob' | 'mobile', string>> = {}) =>
  [
    id,
    over.first ?? 'Zoë',
    '',
    'Nguyễn',
    over.email ?? `${id.toLowerCase()}@student.example.com.au`,
    over.mobile ?? '0412345678',
    over.dob ?? '1996-03-14',
  ].join(',');

const csv = (content: string | Uint8Array, name = 'students.csv') => new File([content as BlobPart], name);
const parse = (content: string | Uint8Array, kind: 'student' | 'course' | 'campus' = 'student') =>
  parseImportFile(csv(content), kind, 'dd-mm-yyyy');

describe('parseImportFile', () => {
  it('reads a clean file: normalised header, row count, no errors, the preview rows', async () => {
    const out = await parse(`${HEADER}\n${line('S1')}\n${line('S2')}\n`);
    expect(out.header).toEqual(['student_id', 'first_name', 'middle_name', 'last_name', 'email', 'mobile', 'dob']);
    expect(out).toMatchObject({ rowCount: 2, errorCount: 0, badRowCount: 0, errors: [], failure: null });
    expect(out.preview.map((r) => r.row)).toEqual([2, 3]);
    expect(out.preview[0]?.values).toMatchObject({ student_id: 'S1', first_name: 'Zoë', dob: '1996-03-14' });
  });

  it('drops a BOM, reads CRLF, skips # comments and empty lines, and numbers rows as a spreadsheet without them', async () => {
    const text = `\uFEFF# exported from the SMS\r\n${HEADER}\r\n\r\n${line('S1')}\r\n# a note\r\n,,,,,,\r\n${line('S2', { email: 'bad' })}\r\n`;
    const out = await parse(new TextEncoder().encode(text));
    expect(out.header[0]).toBe('student_id');
    expect(out.rowCount).toBe(2);
    expect(out.errors).toEqual([{ row: 3, column: 'email', message: 'Please enter a valid email' }]);
  });

  it('keeps commas, quotes and line breaks inside quoted values', async () => {
    const out = await parse(
      `${HEADER}\n"S1","Mary, Jane","","O""Brien","s1@student.example.com.au","0412345678","1996-03-14"\n` +
        `S2,"Ann\r\nMarie",,Lee,s2@student.example.com.au,0412345678,1996-03-14\n`,
    );
    expect(out.errorCount).toBe(0);
    expect(out.rowCount).toBe(2);
    expect(out.preview[0]?.values).toMatchObject({ first_name: 'Mary, Jane', last_name: 'O"Brien' });
    expect(out.preview[1]?.values.first_name).toBe('Ann\nMarie');
  });

  it('names an unclosed quote as a row error', async () => {
    const out = await parse(`${HEADER}\n${line('S1')}\nS2,"Ann,,Lee,s2@x.example,0412345678,1996-03-14\n`);
    expect(out.errors).toContainEqual({
      row: 3,
      column: null,
      message: 'A quoted value is not closed (a " is missing)',
    });
  });

  it('checks every row with the api rules: §5 messages, dates in the display format and ISO, bad rows first', async () => {
    const rows = [
      line('S1', { dob: '14-03-1996' }),
      line('S2', { dob: '1996-03-14' }),
      line('S3', { first: '' }),
      line('S4', { mobile: '123' }),
      line('S5', { dob: '31-02-1996' }),
    ];
    const out = await parse(`${HEADER}\n${rows.join('\n')}\n`);
    expect(out.errors).toEqual([
      { row: 4, column: 'first_name', message: 'Please enter First name' },
      { row: 5, column: 'mobile', message: 'Please enter Valid Mobile Number' },
      { row: 6, column: 'dob', message: 'Please enter your DOB (use dd-mm-yyyy or yyyy-mm-dd)' },
    ]);
    expect(out.badRowCount).toBe(3);
    expect(out.preview.map((r) => r.row)).toEqual([4, 5, 6, 2, 3]);
    expect(out.preview[0]?.errors).toEqual([{ row: 4, column: 'first_name', message: 'Please enter First name' }]);
  });

  it('reads dates in another configured format', async () => {
    const out = await parseImportFile(
      csv(`${HEADER}\n${line('S1', { dob: '03/14/1996' })}\n`),
      'student',
      'mm/dd/yyyy',
    );
    expect(out.errorCount).toBe(0);
  });

  it('finds a key twice in one file, whatever its case', async () => {
    const out = await parse(`${HEADER}\n${line('S1')}\n${line('S2')}\n${line('s1')}\n`);
    expect(out.errors).toEqual([{ row: 4, column: 'student_id', message: 'Duplicate of row 2' }]);
  });

  it('names the required columns a wrong header lacks, on row 1, and still counts the rows', async () => {
    const out = await parse('id,name,email\nS1,Ann,a@b.example\n');
    expect(out.missingColumns).toEqual(['student_id', 'first_name', 'last_name', 'mobile', 'dob']);
    expect(out.errors[0]).toEqual({ row: 1, column: 'student_id', message: IMPORT_MESSAGES.missingColumn });
    expect(out.errors).toHaveLength(5);
    expect(out.rowCount).toBe(1);
  });

  it('answers no rows for a file with only a header and comments (the screen says No Data)', async () => {
    const out = await parse(`# nothing yet\n${HEADER}\n\n`);
    expect(out).toMatchObject({ rowCount: 0, errorCount: 0, failure: null });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\nS1,Zo`),
      0xeb,
      ...new TextEncoder().encode(',,Lee\n'),
    ]);
    const out = await parse(latin1);
    expect(out.failure).toBe(NOT_UTF8);
  });

  it('reads course rows with their units and checks that a course agrees with itself', async () => {
    const out = await parse(
      'course_code,course_name,unit_code,unit_name\n' +
        'BSB1,"Diploma, Business",U1,Unit one\nBSB1,"Diploma, Business",U2,\nBSB1,Other name,U3,Unit three\n',
      'course',
    );
    expect(out.errors).toEqual([
      { row: 3, column: 'unit_name', message: 'Please enter the unit name of the unit code' },
      { row: 4, column: 'course_name', message: 'Course name differs from row 2 of the same course' },
    ]);
  });

  it('reads a ~10 MB file a slice at a time: rows cut across slices, progress, and only a sample kept', async () => {
    const lines: string[] = [];
    let size = HEADER.length;
    let i = 0;
    while (size < 10 * 1024 * 1024) {
      const id = `S${String(i).padStart(6, '0')}`;
      const l =
        i === 5000
          ? line(id, { email: 'not-an-email' })
          : i === 60_000
            ? line('S000007')
            : `${id},"Quoted, with a comma",,Nguyễn,${id.toLowerCase()}@student.example.com.au,0412345678,1996-03-14`;
      lines.push(l);
      size += l.length + 2;
      i++;
    }
    const file = csv(`${HEADER}\r\n${lines.join('\r\n')}\r\n`);
    expect(file.size).toBeGreaterThan(10 * 1024 * 1024);
    const progress: number[] = [];
    const out = await parseImportFile(file, 'student', 'dd-mm-yyyy', (read, total) => progress.push(read / total));

    expect(out.rowCount).toBe(lines.length);
    expect(out.errors).toEqual([
      { row: 5002, column: 'email', message: 'Please enter a valid email' },
      { row: 60_002, column: 'student_id', message: 'Duplicate of row 9' },
    ]);
    expect(out.preview).toHaveLength(PREVIEW_ROWS);
    expect(out.preview.slice(0, 2).map((r) => r.row)).toEqual([5002, 60_002]);
    expect(progress.length).toBeGreaterThanOrEqual(Math.floor(file.size / SLICE_BYTES));
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p, k) => k === 0 || p >= (progress[k - 1] ?? 0))).toBe(true);
  }, 60_000);

  it(`lists at most ${MAX_LISTED_ERRORS} errors and counts them all`, async () => {
    const rows = Array.from({ length: 1500 }, (_, k) => line(`S${k}`, { first: '' }));
    const out = await parse(`${HEADER}\n${rows.join('\n')}\n`);
    expect(out.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(out.errorCount).toBe(1500);
    expect(out.badRowCount).toBe(1500);
    expect(out.preview).toHaveLength(PREVIEW_ROWS);
  });
});
