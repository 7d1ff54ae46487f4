/**
 * The CSV imports over HTTP: `POST /importCampus`, `/importCourse`, `/importStudent` with the
 * spec's parsed rows or a file sent to `POST /uploads/csv`, and `GET /importSample/{kind}`.
 * Awkward files (BOM, CRLF, quoted commas and line breaks, empty and `#` lines, a key twice, a
 * wrong header, a 10 MB file, bytes that are not UTF-8), all or nothing (every bad row named,
 * nothing written), upserts on the natural key (the same file twice changes nothing, a corrected
 * file updates in place), a course's units, the audit event's counts, who may import, and sample
 * files that read back with the import's own rules.
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §4, §6, §7, §8;
 * docs/product.md "Master data and CSV import".
 */
import { asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { MAX_REPORTED_ERRORS } from '../src/imports/importer.js';
import { readCsv } from '../src/imports/parseCsv.js';
import { IMPORT_COLUMNS, type ImportKind, MAX_IMPORT_ROWS, validateImportRows } from '../src/imports/rows.js';
import { changedTables } from './dbDigest.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi({ certificates: false, config: { rateLimitPerAddress: 1_000_000 } });
  admin = await api.login('admin@certify.test');
});
afterAll(() => api?.close());

const STUDENT_HEADER = 'student_id,first_name,middle_name,last_name,email,mobile,dob,usi';
/** A good student CSV line (`id` its key). */
const studentLine = (id: string, over: Partial<Record<string, string>> = {}) => {
  const v = {
    first_name: 'Zoë',
    middle_name: '',
    last_name: 'Nguyễn',
    email: `${id.toLowerCase()}@student.example.com.au`,
    mobile: '0412345678',
    dob: '14-03-1996',
    usi: '',
    ...over,
  };
  return [id, v.first_name, v.middle_name, v.last_name, v.email, v.mobile, v.dob, v.usi].join(',');
};
/** A student as the spec's parsed row. */
const studentRow = (id: string, over: Record<string, unknown> = {}) => ({
  student_id: id,
  first_name: 'Ruby',
  last_name: 'Papadopoulos',
  email: `${id.toLowerCase()}@student.example.com.au`,
  mobile: '0412345678',
  dob: '1996-03-14',
  ...over,
});

/** Sends `content` to `POST /uploads/csv` as `token`; answers the upload id. */
async function upload(content: string | Uint8Array, token = admin): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), 'import.csv');
  const res = await api.request('POST', '/uploads/csv', { token, multipart: form });
  expect(res.status, res.text).toBe(200);
  return res.body.upload.id;
}

const PATHS: Record<ImportKind, string> = {
  campus: '/importCampus',
  course: '/importCourse',
  student: '/importStudent',
};

/** Uploads `content` and imports it as `kind`. */
async function importFile(kind: ImportKind, content: string | Uint8Array, token = admin) {
  const uploadId = await upload(content, token);
  return api.post(PATHS[kind], { upload_id: uploadId }, token);
}

const studentsLike = (prefix: string) =>
  api.db
    .select()
    .from(t.students)
    .where(like(t.students.studentId, `${prefix}%`))
    .orderBy(asc(t.students.studentId));
const lastAudit = async () => (await api.db.select().from(t.auditEvents).orderBy(asc(t.auditEvents.id))).at(-1)!;

describe('awkward files', () => {
  it('reads UTF-8 with a BOM, CRLF, quoted commas and line breaks, # comments, empty lines and a spreadsheet header', async () => {
    const csv =
      '\uFEFF# Exported from the SMS, 24/11/2026\r\n' +
      '\r\n' +
      'Student ID,First Name,Middle Name,Last Name,Email,Mobile,DOB,USI\r\n' +
      'AWK001,"Smith, Jr",,Nguyễn,awk001@student.example.com.au,0412 345 678,14-03-1996,\r\n' +
      '# a comment between rows\r\n' +
      '\r\n' +
      ',,,,,,,\r\n' +
      'AWK002,"Line one\r\nline two",Thị Hương,Ngata,awk002@student.example.com.au,0412345679,1996-03-14,BQ7XK2M9PP\r\n' +
      'AWK003,Aroha,"She said ""hi""",O’Brien,awk003@student.example.com.au,0412345670,2001-6-3,';
    const res = await importFile('student', csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: 1, message: 'Upload Success', rows: 3, added: 3, updated: 0, unchanged: 0 });
    const rows = await studentsLike('AWK');
    expect(rows.map((r) => [r.studentId, r.firstName, r.middleName, r.lastName, r.mobile, r.dob, r.usi])).toEqual([
      ['AWK001', 'Smith, Jr', null, 'Nguyễn', '0412 345 678', '1996-03-14', null],
      ['AWK002', 'Line one\nline two', 'Thị Hương', 'Ngata', '0412345679', '1996-03-14', 'BQ7XK2M9PP'],
      ['AWK003', 'Aroha', 'She said "hi"', 'O’Brien', '0412345670', '2001-06-03', null],
    ]);
  });

  it('reads a file the same whichever way its bytes are split (characters, CRLF and quotes across pieces)', async () => {
    const text =
      '\uFEFF# comment\r\nStudent ID,First Name,Last Name\r\nA1,"Thị\r\nHương, Zoë",Nguyễn 😀\r\n\r\nA2,Siobhán,"O""Brien"\r\n';
    const bytes = new TextEncoder().encode(text);
    const read = async (size: number) => {
      async function* pieces() {
        for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
      }
      const out: { row: number; record: Record<string, string> }[] = [];
      for await (const piece of readCsv(pieces(), 'file')) {
        expect(piece.header).toEqual(['student_id', 'first_name', 'last_name']);
        for (const [i, record] of piece.records.entries()) out.push({ row: piece.firstRow + i, record });
      }
      return out;
    };
    const expected = [
      { row: 2, record: { student_id: 'A1', first_name: 'Thị\nHương, Zoë', last_name: 'Nguyễn 😀' } },
      { row: 3, record: { student_id: 'A2', first_name: 'Siobhán', last_name: 'O"Brien' } },
    ];
    for (const size of [1, 2, 3, 7, bytes.length])
      expect(await read(size), `pieces of ${size} bytes`).toEqual(expected);
  });

  it('stores values that start with =, +, -, @ as typed (a CSV this product writes guards them)', async () => {
    const res = await api.post(
      '/importStudent',
      {
        rows: [
          studentRow('INJ001', { first_name: '=HYPERLINK("http://x.test","y")', middle_name: '@SUM(A1)' }),
          studentRow('INJ002', { first_name: '+61 cmd', last_name: '-2+3', middle_name: '\t=1+1' }),
        ],
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    const rows = await studentsLike('INJ');
    expect(rows.map((r) => [r.firstName, r.middleName, r.lastName])).toEqual([
      ['=HYPERLINK("http://x.test","y")', '@SUM(A1)', 'Papadopoulos'],
      // cells are trimmed like every text field; what remains is kept as typed
      ['+61 cmd', '=1+1', '-2+3'],
    ]);
  });

  it('a key twice in one file (any case) is refused, naming both rows; nothing is written', async () => {
    const csv = [STUDENT_HEADER, studentLine('DUP001'), studentLine('DUP002'), studentLine('dup001')].join('\n');
    const res = await importFile('student', csv);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: 0,
      message: 'Upload Failed',
      errors: [{ row: 4, column: 'student_id', message: 'Duplicate of row 2' }],
    });
    expect(await studentsLike('DUP')).toEqual([]);
  });

  it('a header without the required columns is refused, naming them', async () => {
    const res = await importFile('student', 'Student Number,First Name,Surname,Email\nX1,Ann,Lee,a@b.test\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: 0,
      message: 'The file lacks the required columns: student_id, last_name, mobile, dob',
      missing_columns: ['student_id', 'last_name', 'mobile', 'dob'],
      errors: ['student_id', 'last_name', 'mobile', 'dob'].map((column) => ({
        row: 1,
        column,
        message: 'This required column is missing',
      })),
    });
  });

  it("a file without data rows answers §8's 'No Data'", async () => {
    for (const csv of [`${STUDENT_HEADER}\n`, '# only a comment\n\n', '', '\uFEFF']) {
      const res = csv ? await importFile('student', csv) : await api.post('/importStudent', { rows: [] }, admin);
      expect(res.status, JSON.stringify(csv)).toBe(400);
      expect(res.body).toMatchObject({ success: 0, message: 'No Data' });
    }
  });

  it('bytes that are not UTF-8 are refused: nothing written, the upload stays for another try', async () => {
    const latin1 = Buffer.from(`${STUDENT_HEADER}\n${studentLine('LAT001', { first_name: 'Zo\u00eb' })}\n`, 'latin1');
    const uploadId = await upload(latin1);
    const res = await api.post('/importStudent', { upload_id: uploadId }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: 0,
      message: 'The file must be UTF-8 text',
      errors: { upload_id: 'The file must be UTF-8 text' },
    });
    expect(await studentsLike('LAT')).toEqual([]);
    const [kept] = await api.db
      .select({ kind: t.storedFiles.kind })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, uploadId));
    expect(kept).toEqual({ kind: 'upload' });
  });

  it('an unclosed quote is a row error', async () => {
    const csv = `${STUDENT_HEADER}\n${studentLine('QUO001')}\nQUO002,"Ann,,Lee,q@b.test,0412345678,1996-03-14,\n`;
    const res = await importFile('student', csv);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      row: 3,
      column: null,
      message: 'A quoted value is not closed (a " is missing)',
    });
    expect(await studentsLike('QUO')).toEqual([]);
  });

  it('a 10 MB file: every row checked (the bad ones named across the file), then imported when corrected', async () => {
    const count = 88_000;
    const lines = [STUDENT_HEADER];
    for (let i = 0; i < count; i++) {
      lines.push(
        studentLine(`BIG${String(i).padStart(6, '0')}`, {
          first_name: ['Zoë', 'Thị Hương', 'Siobhán', 'Chloé'][i % 4]!,
          middle_name: i % 3 ? '' : '"Jane, Mary"',
          last_name: 'Papadopoulos-Nguyễn',
          email: `student.${i}.papadopoulos.nguyen@student.example.com.au`,
        }),
      );
    }
    const bad = [...lines];
    bad[3] = studentLine('BIG000002', { email: 'not-an-email' });
    bad[count - 1] = studentLine(`BIG${String(count - 2).padStart(6, '0')}`, { dob: '31-02-2001' });
    const badCsv = `${bad.join('\r\n')}\r\n`;
    expect(Buffer.byteLength(badCsv)).toBeGreaterThan(10 * 1024 * 1024);
    const failed = await importFile('student', badCsv);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({
      success: 0,
      message: 'Upload Failed',
      errors: [
        { row: 4, column: 'email', message: 'Please enter a valid email' },
        { row: count, column: 'dob', message: 'Please enter your DOB (use dd-mm-yyyy or yyyy-mm-dd)' },
      ],
    });
    const [{ n: none }] = (
      await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM students WHERE student_id LIKE 'BIG%'`)
    ).rows as [{ n: number }];
    expect(none).toBe(0);

    const res = await importFile('student', `${lines.join('\r\n')}\r\n`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ rows: count, added: count, updated: 0, unchanged: 0 });
    const rows = (
      await api.db.execute<{ n: number; jane: number; accents: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE middle_name = 'Jane, Mary')::int AS jane,
             count(*) FILTER (WHERE first_name = 'Thị Hương')::int AS accents
      FROM students WHERE student_id LIKE 'BIG%'`)
    ).rows[0];
    expect(rows).toEqual({ n: count, jane: Math.ceil(count / 3), accents: count / 4 });
  }, 120_000);
});

describe('all or nothing', () => {
  it('one bad row or more: 400 Upload Failed naming every bad row, column and message; nothing changed', async () => {
    const csv = [
      '# three bad rows among good ones',
      STUDENT_HEADER,
      studentLine('AON001'),
      studentLine('AON002', { first_name: '', mobile: '04123' }),
      '',
      studentLine('AON003'),
      studentLine('AON004', { email: 'nobody' }),
      studentLine('AON005', { dob: '' }),
    ].join('\n');
    const uploadId = await upload(csv);
    const before = await api.digest();
    const res = await api.post('/importStudent', { upload_id: uploadId }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: 0,
      message: 'Upload Failed',
      errors: [
        { row: 3, column: 'first_name', message: 'Please enter First name' },
        { row: 3, column: 'mobile', message: 'Please enter Valid Mobile Number' },
        { row: 5, column: 'email', message: 'Please enter a valid email' },
        { row: 6, column: 'dob', message: 'Please enter your DOB' },
      ],
    });
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('lists the first 1,000 row errors and counts the rest', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => studentRow(`CAP${i}`, { email: 'bad' }));
    const res = await api.post('/importStudent', { rows }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(res.body.errors[0]).toEqual({ row: 2, column: 'email', message: 'Please enter a valid email' });
    expect(res.body.more_errors).toBe(500);
  });
});

describe('upsert on the natural key', () => {
  it('the same file twice changes nothing; a corrected file updates in place; the key matches in any case', async () => {
    const csv = [STUDENT_HEADER, studentLine('UPS001'), studentLine('UPS002'), studentLine('UPS003')].join('\n');
    expect((await importFile('student', csv)).body).toMatchObject({ added: 3, updated: 0, unchanged: 0 });
    const stored = await studentsLike('UPS');

    const uploadId = await upload(csv);
    const before = await api.digest();
    const again = await api.post('/importStudent', { upload_id: uploadId }, admin);
    expect(again.body).toEqual({ success: 1, message: 'Upload Success', rows: 3, added: 0, updated: 0, unchanged: 3 });
    // the upload is used up and the import audited; no student row changed
    expect(changedTables(before, await api.digest())).toEqual(['audit_events', 'stored_files']);

    const corrected = [
      STUDENT_HEADER,
      studentLine('ups001'),
      studentLine('UPS002', { email: 'corrected@student.example.com.au', middle_name: 'May' }),
      studentLine('UPS003'),
      studentLine('UPS004'),
    ].join('\n');
    const res = await importFile('student', corrected);
    expect(res.body).toMatchObject({ rows: 4, added: 1, updated: 1, unchanged: 2 });
    const after = await studentsLike('UPS');
    expect(after.map((r) => r.id).slice(0, 3)).toEqual(stored.map((r) => r.id));
    expect(after[0]!.studentId).toBe('UPS001');
    expect(after[1]).toMatchObject({ email: 'corrected@student.example.com.au', middleName: 'May' });
  });

  it('a column the file lacks keeps its stored values; one it has but leaves empty clears them', async () => {
    await api.post(
      '/importStudent',
      { rows: [studentRow('COL001', { middle_name: 'Kate', usi: 'BQ7XK2M9PP' })] },
      admin,
    );
    const res = await api.post('/importStudent', { rows: [studentRow('COL001', { middle_name: '' })] }, admin);
    expect(res.body).toMatchObject({ updated: 1 });
    const [row] = await studentsLike('COL');
    expect(row).toMatchObject({ middleName: null, usi: 'BQ7XK2M9PP' });
  });

  it('campuses: keyed by code in any case; the campus id defaults to the code and may not be another campus’s', async () => {
    const res = await api.post(
      '/importCampus',
      {
        rows: [
          { 'Campus Code': 'mel', 'Campus Name': 'Melbourne CBD' },
          { 'Campus Code': 'PER', 'Campus Name': 'Perth', Address: 'Level 1, 200 St Georges Terrace, Perth WA 6000' },
        ],
      },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, added: 1, updated: 1, unchanged: 0 });
    const rows = await api.db.select().from(t.campuses).orderBy(asc(t.campuses.id));
    expect(rows.find((c) => c.campusCode === 'MEL')).toMatchObject({
      campusName: 'Melbourne CBD',
      campusId: 'CMP-MEL',
    });
    expect(rows.find((c) => c.campusCode === 'PER')).toMatchObject({ campusId: 'PER', shortName: null });

    const taken = await api.post(
      '/importCampus',
      {
        rows: [
          { campus_code: 'ADL', campus_name: 'Adelaide', campus_id: 'CMP-SYD' },
          { campus_code: 'HBA', campus_name: 'Hobart', campus_id: 'TAS' },
          { campus_code: 'LST', campus_name: 'Launceston', campus_id: 'TAS' },
        ],
      },
      admin,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { row: 2, column: 'campus_id', message: 'Campus ID CMP-SYD belongs to another campus' },
      { row: 4, column: 'campus_id', message: 'Campus ID TAS is also on row 3' },
    ]);
    expect(await api.db.select().from(t.campuses).where(eq(t.campuses.campusCode, 'HBA'))).toEqual([]);
  });
});

describe('courses with their units', () => {
  const HEADER = IMPORT_COLUMNS.course.map((c) => c.name).join(',');
  const line = (code: string, unit: string, unitName: string, over: Record<string, string> = {}) => {
    const v: Record<string, string> = {
      course_code: code,
      course_name: 'Diploma of Import Testing',
      course_id: 'C-9',
      certificate_course_name: '',
      course_short_name: '',
      expiry_date: '',
      graduate_certificate_course_name: '',
      unit_code: unit,
      unit_name: unitName,
      unit_core: '',
      ...over,
    };
    return IMPORT_COLUMNS.course.map((c) => (v[c.name]!.includes(',') ? `"${v[c.name]}"` : v[c.name])).join(',');
  };
  const unitsOf = async (code: string) =>
    api.db
      .select({ code: t.courseUnits.unitCode, name: t.courseUnits.unitName, core: t.courseUnits.core })
      .from(t.courseUnits)
      .innerJoin(t.courses, eq(t.courses.id, t.courseUnits.courseId))
      .where(eq(t.courses.courseCode, code))
      .orderBy(asc(t.courseUnits.unitCode));

  it('one row per unit with the course repeated: the course once, its units, and the same file again changes nothing', async () => {
    const csv = [
      HEADER,
      line('TST50101', 'TSTU001', 'Plan tests, carefully'),
      line('TST50101', 'TSTU002', 'Run tests', { unit_core: 'no', expiry_date: '31-12-2027' }),
      line('TST40101', '', ''),
    ].join('\n');
    const res = await importFile('course', csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: 'Upload Success',
      rows: 3,
      added: 2,
      updated: 0,
      unchanged: 0,
      units: { added: 2, updated: 0, unchanged: 0 },
    });
    const [course] = await api.db.select().from(t.courses).where(eq(t.courses.courseCode, 'TST50101'));
    expect(course).toMatchObject({
      courseName: 'Diploma of Import Testing',
      courseId: 'C-9',
      expiryDate: '2027-12-31',
    });
    expect(await unitsOf('TST50101')).toEqual([
      { code: 'TSTU001', name: 'Plan tests, carefully', core: true },
      { code: 'TSTU002', name: 'Run tests', core: false },
    ]);
    expect(await unitsOf('TST40101')).toEqual([]);

    const again = await importFile('course', csv);
    expect(again.body).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
      units: { added: 0, updated: 0, unchanged: 2 },
    });

    const corrected = [
      HEADER,
      line('tst50101', 'tstu001', 'Plan tests carefully'),
      line('TST50101', 'TSTU003', 'Report tests', { expiry_date: '2027-12-31' }),
    ].join('\n');
    const fixed = await importFile('course', corrected);
    expect(fixed.body).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 1,
      units: { added: 1, updated: 1, unchanged: 0 },
    });
    // units the file does not name are kept: an import adds and updates, never removes
    expect(await unitsOf('TST50101')).toEqual([
      { code: 'TSTU001', name: 'Plan tests carefully', core: true },
      { code: 'TSTU002', name: 'Run tests', core: false },
      { code: 'TSTU003', name: 'Report tests', core: true },
    ]);
  });

  it("a course's rows must agree on its columns", async () => {
    const res = await importFile(
      'course',
      [HEADER, line('TST60101', 'U1', 'One'), line('TST60101', 'U2', 'Two', { course_name: 'Another name' })].join(
        '\n',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { row: 3, column: 'course_name', message: 'Course name differs from row 2 of the same course' },
    ]);
  });
});

describe('the import’s request', () => {
  it('writes one audit event with the counts and no row data', async () => {
    const res = await importFile('student', [STUDENT_HEADER, studentLine('AUD001'), studentLine('AUD002')].join('\n'));
    expect(res.status).toBe(200);
    const event = await lastAudit();
    expect(event).toMatchObject({
      action: 'import.students',
      subjectType: 'import',
      subjectId: 'student',
      actorId: await api.userId('admin@certify.test'),
      before: null,
      after: { source: 'upload', file_name: 'import.csv', rows: 2, added: 2, updated: 0, unchanged: 0 },
    });
    expect(JSON.stringify(event.after)).not.toMatch(/AUD00|Nguy/);
    await api.post('/importCampus', { rows: [{ campus_code: 'AUD', campus_name: 'Audit' }] }, admin);
    expect(await lastAudit()).toMatchObject({
      action: 'import.campuses',
      after: { source: 'rows', rows: 1, added: 1, updated: 0, unchanged: 0 },
    });
  });

  it("takes the spec's bare array of parsed rows, keyed by the CSV's own header, as it takes rows", async () => {
    const campuses = [
      { 'Campus Code': 'ARR', 'Campus Name': 'Array Campus', 'Short Name': 'AR' },
      { 'campus code': 'arr2', 'CAMPUS NAME': 'Second Array Campus' },
    ];
    const res = await api.post('/importCampus', campuses, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 1, message: 'Upload Success', rows: 2, added: 2 });
    const [row] = await api.db.select().from(t.campuses).where(eq(t.campuses.campusCode, 'ARR'));
    expect(row).toMatchObject({ campusName: 'Array Campus', shortName: 'AR' });
    expect((await api.post('/importCampus', campuses, admin)).body).toMatchObject({ rows: 2, unchanged: 2 });

    const before = await api.digest();
    const bad = await api.post(
      '/importStudent',
      [studentRow('ARR001'), studentRow('ARR002', { email: 'nobody' })],
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: 0,
      message: 'Upload Failed',
      errors: [{ row: 3, column: 'email', message: 'Please enter a valid email' }],
    });
    const empty = await api.post('/importCourse', [], admin);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No Data');
    const notRows = await api.post('/importCourse', ['x'], admin);
    expect(notRows.status).toBe(400);
    expect(notRows.body.message).toBe('rows must be a list of rows, each an object of column → value');
    expect(changedTables(before, await api.digest())).toEqual([]);
  });

  it('takes rows or upload_id, not both or neither; an upload once, by its uploader, if it is a CSV', async () => {
    const neither = await api.post('/importStudent', {}, admin);
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Send the rows to import (rows) or the id of an uploaded CSV file (upload_id)');
    const uploadId = await upload([STUDENT_HEADER, studentLine('ONE001')].join('\n'));
    const both = await api.post('/importStudent', { upload_id: uploadId, rows: [studentRow('ONE002')] }, admin);
    expect(both.body.message).toBe('Send either rows or upload_id, not both');

    const others = await api.post('/importStudent', { upload_id: uploadId }, await api.login('approver@certify.test'));
    expect(others.status).toBe(403); // the approver may not import at all
    expect((await api.post('/importStudent', { upload_id: uploadId }, admin)).status).toBe(200);
    const used = await api.post('/importStudent', { upload_id: uploadId }, admin);
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({
      errors: { upload_id: 'The uploaded file was not found; please upload it again' },
    });
    const [gone] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, uploadId));
    expect(gone).toBeUndefined();

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]), 'x.png');
    const image = await api.request('POST', '/uploads/image', { token: admin, multipart: form });
    const notCsv = await api.post('/importStudent', { upload_id: image.body.upload.id }, admin);
    expect(notCsv.status).toBe(400);
  });

  it(`takes at most ${MAX_IMPORT_ROWS} rows, and a JSON body over 1 MB (up to 25 MB)`, async () => {
    const tooMany = await api.post(
      '/importCampus',
      { rows: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})) },
      admin,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`At most ${MAX_IMPORT_ROWS} rows in one import`);

    const rows = Array.from({ length: 8000 }, (_, i) => studentRow(`JSN${String(i).padStart(5, '0')}`));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const big = await api.post('/importStudent', { rows }, admin);
    expect(big.status, big.text.slice(0, 300)).toBe(200);
    expect(big.body).toMatchObject({ rows: 8000, added: 8000 });

    const huge = await api.request('POST', '/importStudent', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: { rows: [{ student_id: 'x'.repeat(26 * 1024 * 1024) }] },
    });
    expect(huge.status).toBe(413);
  }, 60_000);
});

describe('who may import (module of the screen + the §6 permission)', () => {
  const rows: Record<ImportKind, object[]> = {
    campus: [{ campus_code: 'WHO', campus_name: 'Who' }],
    course: [{ course_code: 'WHO101', course_name: 'Who course' }],
    student: [studentRow('WHO001')],
  };

  it('the administrator may; others (no add permission, or no module) may not; no token: 401', async () => {
    const callers = {
      requisitioner: await api.login('requisitioner@certify.test'), // modules campus/course/student_list, no permission
      printer: await api.login('printer@certify.test'), // neither
    };
    for (const kind of ['campus', 'course', 'student'] as const) {
      expect((await api.post(PATHS[kind], { rows: rows[kind] }, admin)).status, kind).toBe(200);
      for (const [who, token] of Object.entries(callers)) {
        const res = await api.post(PATHS[kind], { rows: rows[kind] }, token);
        expect(res.status, `${who} ${kind}`).toBe(403);
      }
      expect((await api.post(PATHS[kind], { rows: rows[kind] })).status).toBe(401);
      expect((await api.get(`/importSample/${kind}`, callers.requisitioner)).status).toBe(403);
      expect((await api.get(`/importSample/${kind}`)).status).toBe(401);
    }
    const refused = await api.post('/importStudent', { rows: rows.student }, callers.requisitioner);
    expect(refused.body).toEqual({ success: 0, message: 'You do not have the add permission on student_management' });
  });

  it('a role with the settings import module or the master list, and the permission, may import', async () => {
    const addRole = async (name: string, modules: string[], permissions: string[]) => {
      const res = await api.post('/createRole', { name, modules, permissions }, admin);
      expect(res.status, res.text).toBe(200);
      const [role] = await api.db.select().from(t.roles).where(eq(t.roles.name, name));
      const email = `${name.toLowerCase().replaceAll(' ', '.')}@certify.test`;
      const user = await api.post(
        '/addUser',
        {
          first_name: 'Import',
          last_name: 'Clerk',
          email,
          mobile_number: '0400000009',
          password: 'Certify@2026',
          status: 1,
          role_ids: [role!.id],
        },
        admin,
      );
      expect(user.status, user.text).toBe(200);
      return api.login(email);
    };
    const viaSettings = await addRole('Import desk', ['student_import'], ['student_management.add']);
    const viaList = await addRole('Student desk', ['student_list'], ['student_management.add']);
    const noPermission = await addRole('Import viewer', ['student_import', 'campus_import'], []);
    const noModule = await addRole('Permission only', [], ['student_management.add']);
    expect((await api.post('/importStudent', { rows: [studentRow('ROL001')] }, viaSettings)).status).toBe(200);
    expect((await api.post('/importStudent', { rows: [studentRow('ROL002')] }, viaList)).status).toBe(200);
    expect((await api.get('/importSample/student', viaSettings)).status).toBe(200);
    expect((await api.post('/importCampus', { rows: rows.campus }, viaSettings)).status).toBe(403);
    expect((await api.post('/importStudent', { rows: [studentRow('ROL003')] }, noPermission)).status).toBe(403);
    const none = await api.post('/importStudent', { rows: [studentRow('ROL004')] }, noModule);
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('Your roles do not grant access to student_list or student_import');
  });
});

describe('GET /importSample/{kind}', () => {
  it.each(['campus', 'course', 'student'] as const)(
    '%s: a CSV with every column, a comment line on the formats, and example rows that pass the import’s rules',
    async (kind) => {
      const res = await api.get(`/importSample/${kind}`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${kind}-import-sample.csv"`);
      const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
      expect(text.split('\n')[0]).toMatch(/^# Certify import of .*Dates as yyyy-mm-dd or dd-mm-yyyy/);

      async function* bytes() {
        yield new TextEncoder().encode(text);
      }
      const records: Record<string, string>[] = [];
      let header: string[] = [];
      for await (const piece of readCsv(bytes(), 'file')) {
        header = piece.header;
        records.push(...piece.records);
        expect(piece.problems).toEqual([]);
      }
      expect(header).toEqual(IMPORT_COLUMNS[kind].map((c) => c.name));
      expect(records).toHaveLength(3);
      const checked = validateImportRows(kind, records, { dateFormat: 'dd-mm-yyyy' });
      expect(checked.errors).toEqual([]);
      expect(checked.rows).toHaveLength(3);

      const imported = await importFile(kind, text);
      expect(imported.status, imported.text).toBe(200);
      expect(imported.body.rows).toBe(3);
    },
  );

  it('an unknown kind is a 400', async () => {
    const res = await api.get('/importSample/teachers', admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('kind must be campus, course or student');
  });

  it('follows the configured display format', async () => {
    await api.post('/configurationUpdate', { key: 'display_date_format', value: 'mm/dd/yyyy' }, admin);
    try {
      const text = (await api.get('/importSample/student', admin)).text;
      expect(text).toContain('Dates as yyyy-mm-dd or mm/dd/yyyy');
      expect(text).toContain('06/30/2001');
      const res = await importFile('student', text);
      expect(res.status, res.text).toBe(200);
    } finally {
      await api.post('/configurationUpdate', { key: 'display_date_format', value: 'dd-mm-yyyy' }, admin);
    }
  });
});
