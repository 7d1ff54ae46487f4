/**
 * The CSV imports over GraphQL against the real in-process api, the way the web app makes them: the
 * file through `POST /files/uploads?purpose=csv`, then `importStudents` / `importCourses` /
 * `importCampuses` with its upload id. Counts (added, updated, unchanged; a course import's units),
 * the same file twice changing nothing, bad rows as BAD_USER_INPUT 'Upload Failed' with
 * `rowErrors` and `moreErrors` (nothing written), a header without required columns, 'No Data', an
 * unknown upload, the sample files, and the grants (FORBIDDEN for a requisitioner).
 * spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §4 "Import", §6, §7,
 * §8; api/CONTRACT.md "CSV imports".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GqlResult, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.token('admin');
});
afterAll(async () => {
  await stack?.close();
});

const RESULT = 'message rows added updated unchanged units { added updated unchanged }';
const IMPORT = (field: string) => `mutation($uploadId: ID!) { ${field}(uploadId: $uploadId) { ${RESULT} } }`;
const SAMPLE = 'query($kind: ImportKind!) { importSample(kind: $kind) { fileName csv } }';
const STUDENTS = `query($filter: StudentFilter) { students(filter: $filter, pageSize: 20) {
  totalCount nodes { studentId firstName lastName email dob } } }`;
const COURSES = `query($filter: CourseFilter) { courses(filter: $filter) {
  nodes { code name unitCount units { unitCode unitName core } } } }`;
const CAMPUSES = '{ campuses(pageSize: 100) { nodes { campusCode name campusId address } } }';

interface Counts {
  added: number;
  updated: number;
  unchanged: number;
}
interface ImportData extends Counts {
  message: string;
  rows: number;
  units: Counts | null;
}
interface RowError {
  row: number;
  column: string | null;
  message: string;
}

/** Sends `content` through the gateway's upload route as a CSV file; answers the upload id. */
async function uploadCsv(content: string | Uint8Array, token = admin, name = 'import.csv'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), name);
  const res = await fetch(`${stack.gatewayUrl}/files/uploads?purpose=csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { upload: { id: string; fileName: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.upload.id;
}

/** Uploads `content` and runs the import `field` with it. */
async function importFile<F extends 'importStudents' | 'importCourses' | 'importCampuses'>(
  field: F,
  content: string,
  token = admin,
): Promise<GqlResult<Record<F, ImportData>>> {
  const uploadId = await uploadCsv(content, token);
  return stack.gql<Record<F, ImportData>>(IMPORT(field), { uploadId }, token);
}

const rowErrorsOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.rowErrors as RowError[] | undefined;

const run = Date.now().toString(36).toUpperCase();
const STUDENT_HEADER = 'Student ID,First Name,Middle Name,Last Name,Email,Mobile,DOB';
/** A good student line (dates in the default display format dd-mm-yyyy). */
const studentLine = (id: string, first = 'Zoë', email = `${id.toLowerCase()}@student.example.com.au`) =>
  `${id},${first},,Nguyễn,${email},0412345678,14-03-1996`;

describe('importStudents', () => {
  const ids = [1, 2, 3].map((n) => `GQLIMP${run}${n}`);
  const file = `\uFEFF# students from the SMS\r\n${STUDENT_HEADER}\r\n${ids.map((id) => studentLine(id)).join('\r\n')}\r\n`;

  it('imports an uploaded file and answers Upload Success with the counts', async () => {
    const res = ok(await importFile('importStudents', file)).importStudents;
    expect(res).toEqual({ message: 'Upload Success', rows: 3, added: 3, updated: 0, unchanged: 0, units: null });

    const found = ok(
      await stack.gql<{ students: { totalCount: number; nodes: Array<{ studentId: string; dob: string }> } }>(
        STUDENTS,
        { filter: { studentId: `GQLIMP${run}` } },
        admin,
      ),
    ).students;
    expect(found.totalCount).toBe(3);
    expect(found.nodes.map((s) => s.studentId).sort()).toEqual(ids);
    expect(found.nodes[0]?.dob).toBe('1996-03-14');
  });

  it('changes nothing when the same file comes again, and updates a corrected row in place', async () => {
    expect(ok(await importFile('importStudents', file)).importStudents).toMatchObject({
      rows: 3,
      added: 0,
      updated: 0,
      unchanged: 3,
    });
    const corrected = file.replace(studentLine(ids[1]!), studentLine(ids[1]!, 'Zoe'));
    expect(ok(await importFile('importStudents', corrected)).importStudents).toMatchObject({
      added: 0,
      updated: 1,
      unchanged: 2,
    });
  });

  it('answers Upload Failed with every bad row (row, column, message) and writes nothing', async () => {
    const bad = [
      STUDENT_HEADER,
      studentLine(`GQLBAD${run}1`),
      studentLine(`GQLBAD${run}2`, 'Ann', 'not-an-email'),
      `GQLBAD${run}3,,,Nguyễn,x@student.example.com.au,0412345678,14-03-1996`,
      studentLine(`GQLBAD${run}1`),
    ].join('\n');
    const uploadId = await uploadCsv(bad);
    const before = await stack.digest();
    const res = await stack.gql(IMPORT('importStudents'), { uploadId }, admin);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Upload Failed');
    expect(rowErrorsOf(res)).toEqual([
      { row: 3, column: 'email', message: 'Please enter a valid email' },
      { row: 4, column: 'first_name', message: 'Please enter First name' },
      { row: 5, column: 'student_id', message: 'Duplicate of row 2' },
    ]);
    expect(res.errors?.[0]?.extensions?.moreErrors).toBe(0);
    expect(await stack.digest()).toEqual(before);
  });

  it('lists the first 1,000 bad rows and counts the rest in moreErrors', async () => {
    const lines = Array.from(
      { length: 1200 },
      (_, i) => `GQLMANY${run}${i},,,Nguyễn,x@y.example,0412345678,1996-03-14`,
    );
    const res = await importFile('importStudents', [STUDENT_HEADER, ...lines].join('\n'));
    expect(res.errors?.[0]?.message).toBe('Upload Failed');
    expect(rowErrorsOf(res)).toHaveLength(1000);
    expect(res.errors?.[0]?.extensions?.moreErrors).toBe(200);
  });

  it('names the required columns a header lacks, on row 1', async () => {
    const res = await importFile('importStudents', `student_id,first_name,email\n${`X${run},Ann,a@b.example`}\n`);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('The file lacks the required columns: last_name, mobile, dob');
    expect(res.errors?.[0]?.extensions?.missingColumns).toEqual(['last_name', 'mobile', 'dob']);
    expect(rowErrorsOf(res)).toEqual([
      { row: 1, column: 'last_name', message: 'This required column is missing' },
      { row: 1, column: 'mobile', message: 'This required column is missing' },
      { row: 1, column: 'dob', message: 'This required column is missing' },
    ]);
  });

  it("answers 'No Data' for a file without data rows", async () => {
    const res = await importFile('importStudents', `# nothing yet\n${STUDENT_HEADER}\n\n`);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('No Data');
  });

  it('refuses an unknown or malformed upload id on uploadId', async () => {
    for (const uploadId of ['99999999', 'abc']) {
      const res = await stack.gql(IMPORT('importStudents'), { uploadId }, admin);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(Object.keys((res.errors?.[0]?.extensions?.fieldErrors as object) ?? {})).toEqual(['uploadId']);
    }
  });

  it('is FORBIDDEN to a requisitioner (no student_management.add), and needs a login', async () => {
    const requisitioner = await stack.token('requisitioner');
    const uploadId = await uploadCsv(file, requisitioner);
    const res = await stack.gql(IMPORT('importStudents'), { uploadId }, requisitioner);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(codeOf(await stack.gql(IMPORT('importStudents'), { uploadId }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('importCourses', () => {
  const code = `GQL${run}`;
  const header = 'course_code,course_name,course_id,expiry_date,unit_code,unit_name,unit_core';
  const file = [
    header,
    `${code},"Diploma of Testing, Advanced",C-${run},2027-12-31,${code}U1,"Plan tests",yes`,
    `${code},"Diploma of Testing, Advanced",C-${run},2027-12-31,${code}U2,"Run tests,\nand report",no`,
  ].join('\r\n');

  it('imports courses with their units and counts both', async () => {
    const res = ok(await importFile('importCourses', file)).importCourses;
    expect(res).toEqual({
      message: 'Upload Success',
      rows: 2,
      added: 1,
      updated: 0,
      unchanged: 0,
      units: { added: 2, updated: 0, unchanged: 0 },
    });
    const course = ok(
      await stack.gql<{ courses: { nodes: Array<{ name: string; unitCount: number; units: unknown[] }> } }>(
        COURSES,
        { filter: { courseCode: code } },
        admin,
      ),
    ).courses.nodes[0];
    expect(course?.name).toBe('Diploma of Testing, Advanced');
    expect(course?.units).toEqual([
      { unitCode: `${code}U1`, unitName: 'Plan tests', core: true },
      { unitCode: `${code}U2`, unitName: 'Run tests,\nand report', core: false },
    ]);
    expect(ok(await importFile('importCourses', file)).importCourses.units).toEqual({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it('refuses rows of one course that disagree on its columns', async () => {
    const res = await importFile('importCourses', file.replace('2027-12-31,GQL', '2026-01-01,GQL'));
    expect(res.errors?.[0]?.message).toBe('Upload Failed');
    expect(rowErrorsOf(res)?.[0]).toMatchObject({ row: 3, column: 'expiry_date' });
  });
});

describe('importCampuses', () => {
  it('imports campuses keyed by campus code', async () => {
    const code = `G${run}`.slice(0, 12);
    const file = `campus_code,campus_name,address\n${code},Gateway campus,"1 Test St, Melbourne"\n`;
    expect(ok(await importFile('importCampuses', file)).importCampuses).toMatchObject({ rows: 1, added: 1 });
    const campuses = ok(await stack.gql<{ campuses: { nodes: Array<{ campusCode: string }> } }>(CAMPUSES, {}, admin));
    expect(campuses.campuses.nodes).toContainEqual({
      campusCode: code,
      name: 'Gateway campus',
      campusId: code,
      address: '1 Test St, Melbourne',
    });
  });
});

describe('importSample', () => {
  it.each([
    ['CAMPUS', 'campus', 'campus_code,campus_name'],
    ['COURSE', 'course', 'course_code,course_name'],
    ['STUDENT', 'student', 'student_id,first_name'],
  ])('answers the %s sample file with its name and every column', async (kind, file, header) => {
    const sample = ok(
      await stack.gql<{ importSample: { fileName: string; csv: string } }>(SAMPLE, { kind }, admin),
    ).importSample;
    expect(sample.fileName).toBe(`${file}-import-sample.csv`);
    expect(sample.csv.startsWith('#')).toBe(true);
    expect(sample.csv).toContain(header);
  });

  it('imports its own sample file', async () => {
    const sample = ok(await stack.gql<{ importSample: { csv: string } }>(SAMPLE, { kind: 'STUDENT' }, admin));
    const res = ok(await importFile('importStudents', sample.importSample.csv)).importStudents;
    expect(res.rows).toBe(3);
  });

  it('is FORBIDDEN without the import grants', async () => {
    const res = await stack.gql(SAMPLE, { kind: 'CAMPUS' }, await stack.token('approver'));
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});
