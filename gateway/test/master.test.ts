/**
 * Master data over GraphQL against the real in-process api: the campus, course and student pages
 * with every §3 field and their totals, sorting, the searches (any part, case and accents ignored,
 * filters sent only when filled), a course's units, the request form's one-box student search for a
 * requisitioner, and `addStudent` with §5's messages keyed by the input's names, a taken student id,
 * and the grants (FORBIDDEN without them).
 * spec: access-and-administration §2 "Master area", §3, §5 "Add Student", §6, §7, §8 "Add student";
 * api/CONTRACT.md "Master data".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.token('admin');
});
afterAll(async () => {
  await stack?.close();
});

const CAMPUS_FIELDS = 'id name campusId campusCode address shortName';
const COURSE_FIELDS =
  'id name code certificateCourseName courseId shortName expiryDate graduateCertificateCourseName unitCount';
const STUDENT_FIELDS = 'id name studentId firstName middleName lastName email mobile dob usi';

const CAMPUSES = `query($page: Int, $pageSize: Int, $sort: CampusSort) {
  campuses(page: $page, pageSize: $pageSize, sort: $sort) { totalCount page pageSize nodes { ${CAMPUS_FIELDS} } } }`;
const COURSES = `query($filter: CourseFilter, $page: Int, $pageSize: Int, $sort: CourseSort) {
  courses(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
    totalCount page pageSize nodes { ${COURSE_FIELDS} } } }`;
const COURSE_UNITS = `query($filter: CourseFilter) { courses(filter: $filter) { nodes { id unitCount
  units { unitCode unitName core } } } }`;
const STUDENTS = `query($filter: StudentFilter, $page: Int, $pageSize: Int, $sort: StudentSort) {
  students(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
    totalCount page pageSize nodes { ${STUDENT_FIELDS} } } }`;
const ADD_STUDENT = `mutation($input: AddStudentInput!) { addStudent(input: $input) { message student { ${STUDENT_FIELDS} } } }`;

interface Page<T> {
  totalCount: number;
  page: number;
  pageSize: number;
  nodes: T[];
}
interface StudentData {
  id: string;
  name: string;
  studentId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  usi: string | null;
}

let serial = 0;
/** A new student's input (a student id no other test used). */
const newStudent = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    studentId: `GQL${Date.now().toString(36)}${serial}`,
    firstName: 'Zoë',
    lastName: 'Nguyễn',
    email: 'zoe.nguyen@student.example.com.au',
    mobile: '0412345678',
    dob: '1996-03-14',
    ...extra,
  };
};

const fieldErrorsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  res.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;

/** The upstream calls made while `work` runs. */
async function upstreamOf(work: () => Promise<unknown>) {
  stack.calls.length = 0;
  await work();
  return stack.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);
}

describe('campuses (access §2 "Master area", §7 GET /campuses)', () => {
  it('a page of 5 by name with every §3 field and the total; sorted by any column on the server', async () => {
    const { campuses } = ok(await stack.gql<{ campuses: Page<Record<string, string>> }>(CAMPUSES, {}, admin));
    expect(campuses).toMatchObject({ page: 1, pageSize: 5 });
    expect(campuses.totalCount).toBeGreaterThanOrEqual(3);
    expect(campuses.nodes.map((c) => c.name).slice(0, 3)).toEqual(['Brisbane', 'Melbourne', 'Sydney']);
    expect(campuses.nodes.find((c) => c.name === 'Melbourne')).toEqual({
      id: expect.any(String),
      name: 'Melbourne',
      campusId: 'CMP-MEL',
      campusCode: 'MEL',
      address: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
      shortName: 'MEL',
    });
    const byCode = ok(
      await stack.gql<{ campuses: Page<{ campusCode: string }> }>(
        CAMPUSES,
        { sort: { field: 'CAMPUS_CODE', direction: 'DESC' }, pageSize: 2 },
        admin,
      ),
    ).campuses;
    expect(byCode.nodes.map((c) => c.campusCode)).toEqual(['SYD', 'MEL']);
    expect(byCode.pageSize).toBe(2);
  });

  it('FORBIDDEN without the campus_list module (a signee)', async () => {
    const res = await stack.gql(CAMPUSES, {}, await stack.token('signee1'));
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});

describe('courses (access §2 "Master area", §7 GET /courses, POST /searchCourse)', () => {
  it('pages with the total and every §3 field; searches code, id and name (any part, any case)', async () => {
    const all = ok(await stack.gql<{ courses: Page<Record<string, unknown>> }>(COURSES, {}, admin)).courses;
    expect(all.totalCount).toBeGreaterThan(0);
    expect(all.nodes.length).toBeLessThanOrEqual(5);
    const first = all.nodes[0]!;
    for (const key of COURSE_FIELDS.split(' ')) expect(first).toHaveProperty(key);
    expect(typeof first.unitCount).toBe('number');

    const byCode = ok(
      await stack.gql<{ courses: Page<{ code: string; name: string }> }>(
        COURSES,
        { filter: { courseCode: 'bsb504' } },
        admin,
      ),
    ).courses;
    expect(byCode.nodes.map((c) => c.code)).toContain('BSB50420');
    expect(byCode.nodes.every((c) => c.code.toLowerCase().includes('bsb504'))).toBe(true);

    const byName = ok(
      await stack.gql<{ courses: Page<{ name: string }> }>(COURSES, { filter: { courseName: 'LEADERSHIP' } }, admin),
    ).courses;
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.nodes.every((c) => /leadership/i.test(c.name))).toBe(true);

    const none = ok(
      await stack.gql<{ courses: Page<unknown> }>(COURSES, { filter: { courseName: 'no such course at all' } }, admin),
    ).courses;
    expect(none).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('sends the filters only when filled: none (or blank) → GET /courses, else POST /searchCourse', async () => {
    expect(await upstreamOf(() => stack.gql(COURSES, { filter: { courseCode: '  ' } }, admin))).toContain(
      'GET /courses',
    );
    expect(await upstreamOf(() => stack.gql(COURSES, { filter: { courseId: 'C-' } }, admin))).toContain(
      'POST /searchCourse',
    );
  });

  it("a course's units of competency (code, title, core) as many as its unit count", async () => {
    const { courses } = ok(
      await stack.gql<{
        courses: Page<{ unitCount: number; units: { unitCode: string; unitName: string; core: boolean }[] }>;
      }>(COURSE_UNITS, { filter: { courseCode: 'BSB50420' } }, admin),
    );
    const course = courses.nodes[0]!;
    expect(course.unitCount).toBeGreaterThan(0);
    expect(course.units).toHaveLength(course.unitCount);
    expect(course.units[0]).toEqual({ unitCode: expect.any(String), unitName: expect.any(String), core: true });
  });

  it('sorted on the server by a column', async () => {
    const asc = ok(
      await stack.gql<{ courses: Page<{ code: string }> }>(
        COURSES,
        { sort: { field: 'COURSE_CODE', direction: 'ASC' }, pageSize: 100 },
        admin,
      ),
    ).courses.nodes.map((c) => c.code.toLowerCase());
    expect(asc).toEqual([...asc].sort());
  });
});

describe('students and addStudent (access §2 "Master area", §5 "Add Student", §7)', () => {
  it('adds a student; the answer carries the message and every §3 field', async () => {
    const input = newStudent({ middleName: 'Anne', usi: 'udnm 3w6k us' });
    const { addStudent } = ok(
      await stack.gql<{ addStudent: { message: string; student: StudentData } }>(ADD_STUDENT, { input }, admin),
    );
    expect(addStudent.message).toBe('Student added successfully');
    expect(addStudent.student).toEqual({
      id: expect.any(String),
      name: 'Zoë Anne Nguyễn',
      studentId: input.studentId,
      firstName: 'Zoë',
      middleName: 'Anne',
      lastName: 'Nguyễn',
      email: 'zoe.nguyen@student.example.com.au',
      mobile: '0412345678',
      dob: '1996-03-14',
      usi: 'UDNM3W6KUS',
    });
  });

  it('finds students by any part of the name, case and accents ignored, with the total', async () => {
    const input = newStudent({ firstName: 'Renée', lastName: 'Dvořák' });
    ok(await stack.gql(ADD_STUDENT, { input }, admin));
    for (const name of ['dvorak', 'RENEE DVO', 'enée']) {
      const { students } = ok(await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { filter: { name } }, admin));
      expect(
        students.nodes.map((s) => s.studentId),
        name,
      ).toContain(input.studentId);
      expect(students.totalCount).toBeGreaterThanOrEqual(1);
    }
    const byId = ok(
      await stack.gql<{ students: Page<StudentData> }>(
        STUDENTS,
        { filter: { studentId: input.studentId.toLowerCase() } },
        admin,
      ),
    ).students;
    expect(byId.nodes.map((s) => s.studentId)).toEqual([input.studentId]);
    const byEmail = ok(
      await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { filter: { email: 'PAPADOPOULOS@student' } }, admin),
    ).students;
    expect(byEmail.nodes.map((s) => s.name)).toEqual(['Ruby Papadopoulos']);
  });

  it('pages on the server with the total and sorts by any column', async () => {
    const first = ok(await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { pageSize: 5 }, admin)).students;
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.nodes).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThanOrEqual(32);
    const second = ok(
      await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { page: 2, pageSize: 5 }, admin),
    ).students;
    expect(second.page).toBe(2);
    expect(second.nodes.map((s) => s.id)).not.toContain(first.nodes[0]!.id);
    const byAdded = async (direction: 'ASC' | 'DESC') =>
      ok(
        await stack.gql<{ students: Page<StudentData> }>(
          STUDENTS,
          { sort: { field: 'ADDED', direction }, pageSize: 1 },
          admin,
        ),
      ).students.nodes[0]!;
    expect(Number((await byAdded('DESC')).id)).toBeGreaterThan(Number((await byAdded('ASC')).id));
    expect((await byAdded('ASC')).studentId).toBe('SCI240101');
  });

  it("the request form's one box: a requisitioner searches id, name or e-mail; blank sends no filter", async () => {
    const requisitioner = await stack.token('requisitioner');
    const byName = ok(
      await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { filter: { search: 'papado' } }, requisitioner),
    ).students;
    expect(byName.nodes.map((s) => s.name)).toEqual(['Ruby Papadopoulos']);
    expect(byName.nodes[0]!.email).toBe('ruby.papadopoulos@student.example.com.au');
    const byId = ok(
      await stack.gql<{ students: Page<StudentData> }>(STUDENTS, { filter: { search: 'sci240101' } }, requisitioner),
    ).students;
    expect(byId.nodes.map((s) => s.studentId)).toEqual(['SCI240101']);
    expect(await upstreamOf(() => stack.gql(STUDENTS, { filter: { search: ' ' } }, requisitioner))).toContain(
      'POST /students',
    );
    expect(await upstreamOf(() => stack.gql(STUDENTS, { filter: { search: 'x' } }, requisitioner))).toContain(
      'POST /searchStudent',
    );
  });

  it("§5's messages word for word, keyed by the input's names; nothing added", async () => {
    const res = await stack.gql(
      ADD_STUDENT,
      { input: { studentId: '', firstName: '', lastName: '', email: '', mobile: '', dob: '' } },
      admin,
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(res)).toMatchObject({
      studentId: 'Please enter Student ID',
      firstName: 'Please enter First name',
      lastName: 'Please enter Last name',
      email: 'Please enter your email',
      mobile: 'Please enter Mobile Number',
      dob: 'Please enter your DOB',
    });
    const invalid = await stack.gql(
      ADD_STUDENT,
      { input: newStudent({ email: 'not-an-email', mobile: '04123' }) },
      admin,
    );
    expect(fieldErrorsOf(invalid)).toMatchObject({
      email: 'Please enter a valid email',
      mobile: 'Please enter Valid Mobile Number',
    });
  });

  it('a student id another student has (whatever its case) → BAD_USER_INPUT on studentId', async () => {
    const res = await stack.gql(ADD_STUDENT, { input: newStudent({ studentId: 'sci240101' }) }, admin);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('The student ID has already been taken.');
    expect(fieldErrorsOf(res)).toEqual({ studentId: 'The student ID has already been taken.' });
  });

  it('a date of birth in the configured display format is taken', async () => {
    const input = newStudent({ dob: '14-03-1996' });
    const { addStudent } = ok(await stack.gql<{ addStudent: { student: StudentData } }>(ADD_STUDENT, { input }, admin));
    expect(addStudent.student.dob).toBe('1996-03-14');
  });

  it('FORBIDDEN: adding without student_management.add (requisitioner), listing without a grant (printer)', async () => {
    const add = await stack.gql(ADD_STUDENT, { input: newStudent() }, await stack.token('requisitioner'));
    expect(codeOf(add)).toBe('FORBIDDEN');
    const list = await stack.gql(STUDENTS, {}, await stack.token('printer'));
    expect(codeOf(list)).toBe('FORBIDDEN');
  });
});
