/**
 * Master data over HTTP: /campuses, /courses, /searchCourse, /course/{id}/view, /students,
 * /searchStudent, /addStudent — pages, sorting, searches that ignore case and accents, who may
 * call each, §5's Add Student messages word for word, a taken student id (also in a race), the
 * audit event, and /requisitionerCourseDetails sending only the recent students.
 * spec: access-and-administration §2 "Master area", §3, §5 "Add Student", §6, §7; docs/product.md "Master data and CSV import".
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { UNPAGED_LIST_MAX } from '../src/http/paging.js';
import * as t from '../src/db/schema.js';
import { STUDENT_MESSAGES } from '../src/imports/rows.js';
import { isUniqueViolation } from '../src/users/manage.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
});
beforeEach(async () => {
  await api.reset();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api?.close());

const login = (who: string) => api.login(`${who}@certify.test`);

const ZOE = {
  student_id: 'SCI990001',
  first_name: 'Zoë',
  last_name: 'Nguyễn',
  email: 'zoe.nguyen@student.example.com.au',
  mobile: '0412 345 678',
  dob: '1996-03-14',
};

/** Adds a student through the api as the administrator; answers the new row. */
async function addStudent(fields: Record<string, unknown> = {}) {
  const res = await api.post('/addStudent', { ...ZOE, ...fields }, admin);
  expect(res.status, res.text).toBe(200);
  return res.body.student;
}

const names = (body: any) => body.students.map((s: any) => s.full_name);

describe('GET /campuses', () => {
  test('a page of campuses by name with every §3 field; sorted by any shown column; paged', async () => {
    const res = await api.get('/campuses', admin);
    expect(res.status).toBe(200);
    // without page and per_page: every campus (up to the unpaged ceiling), as the spec's client pages itself
    expect(res.body).toMatchObject({ success: 1, total: 3, page: 1, per_page: UNPAGED_LIST_MAX, has_next_page: false });
    expect(res.body.campuses.map((c: any) => c.campus_name)).toEqual(['Brisbane', 'Melbourne', 'Sydney']);
    expect(res.body.campuses[1]).toEqual({
      id: expect.any(Number),
      campus_name: 'Melbourne',
      campus_id: 'CMP-MEL',
      campus_code: 'MEL',
      address: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
      short_name: 'MEL',
    });
    const byCode = await api.get('/campuses?sort_by=campus_code&sort_dir=desc', admin);
    expect(byCode.body.campuses.map((c: any) => c.campus_code)).toEqual(['SYD', 'MEL', 'BNE']);
    const second = await api.get('/campuses?per_page=2&page=2', admin);
    expect(second.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(second.body.campuses.map((c: any) => c.campus_name)).toEqual(['Sydney']);
    const past = await api.get('/campuses?per_page=2&page=9', admin);
    expect(past.body).toMatchObject({ campuses: [], total: 3, page: 9 });
  });

  test('bad paging or sorting: 400 naming the field', async () => {
    const big = await api.get('/campuses?per_page=101', admin);
    expect(big.status).toBe(400);
    expect(big.body.errors).toEqual({ per_page: 'per_page must be between 1 and 100' });
    const sort = await api.get('/campuses?sort_by=password', admin);
    expect(sort.status).toBe(400);
    expect(sort.body.errors.sort_by).toBe(
      'sort_by must be one of campus_name, campus_id, campus_code, address, short_name',
    );
    expect((await api.get('/campuses?sort_dir=sideways', admin)).body.errors).toEqual({
      sort_dir: 'sort_dir must be asc or desc',
    });
  });

  test('module campus_list: requisitioner yes; approver, signee, printer 403; no token 401', async () => {
    expect((await api.get('/campuses', await login('requisitioner'))).status).toBe(200);
    for (const who of ['approver', 'signee1', 'printer']) {
      const res = await api.get('/campuses', await login(who));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: 0, message: 'Your roles do not grant access to campus_list' });
    }
    expect((await api.get('/campuses')).status).toBe(401);
  });
});

describe('GET /courses, POST /searchCourse, GET /course/{id}/view', () => {
  test('a page of courses by name with every §3 field and the unit count', async () => {
    const res = await api.get('/courses?page=1', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, total: 6, page: 1, per_page: 5, has_next_page: true });
    expect((await api.get('/courses', admin)).body.courses).toHaveLength(6);
    expect(res.body.courses.map((c: any) => c.course_code)).toEqual([
      'CHC30121',
      'SIT30622',
      'CHC33021',
      'BSB40120',
      'ICT40120',
    ]);
    expect(res.body.courses[2]).toEqual({
      id: expect.any(Number),
      course_name: 'Certificate III in Individual Support',
      certificate_course_name: 'Certificate III in Individual Support',
      course_code: 'CHC33021',
      course_id: 'C-1002',
      course_short_name: 'Cert III Individual Support',
      expiry_date: null,
      graduate_certificate_course_name: null,
      unit_count: 9,
    });
    const second = await api.get('/courses?page=2', admin);
    expect(second.body.courses.map((c: any) => c.course_code)).toEqual(['BSB50420']);
    const byUnits = await api.get('/courses?sort_by=unit_count&sort_dir=desc&per_page=3', admin);
    expect(byUnits.body.courses.map((c: any) => [c.course_code, c.unit_count])).toEqual([
      ['CHC33021', 9],
      ['ICT40120', 8],
      ['CHC30121', 7], // of three with 7 units, the newest: ties go by id in the same direction
    ]);
  });

  test('search by code, id or name: any part, case and accents ignored, only filled filters count', async () => {
    const search = async (body: Record<string, unknown>) => {
      const res = await api.post('/searchCourse', { per_page: 100, ...body }, admin);
      expect(res.status, res.text).toBe(200);
      return res.body.courses.map((c: any) => c.course_code);
    };
    expect(await search({ course_code: 'bsb' })).toEqual(['BSB40120', 'BSB50420']);
    expect(await search({ course_id: 'c-1005' })).toEqual(['CHC30121']);
    expect(await search({ course_name: 'CERTIFICATE III' })).toEqual(['CHC30121', 'SIT30622', 'CHC33021']);
    expect(await search({ course_name: 'Cértificâte iii in hospitality' })).toEqual(['SIT30622']);
    expect(await search({ course_name: 'certificate', course_code: 'chc' })).toEqual(['CHC30121', 'CHC33021']);
    expect(await search({ course_code: '', course_id: '', course_name: '' })).toHaveLength(6);
    expect(await search({ course_name: 'nothing like it' })).toEqual([]);
    // accents in the stored name
    await api.db.insert(t.courses).values({ courseName: 'Certificat de Pâtisserie Française', courseCode: 'FR101' });
    expect(await search({ course_name: 'patisserie francaise' })).toEqual(['FR101']);
    // `%` and `_` match themselves
    expect(await search({ course_code: '%' })).toEqual([]);
    // the same filters on GET /courses
    const got = await api.get('/courses?course_code=ict', admin);
    expect(got.body.courses.map((c: any) => c.course_code)).toEqual(['ICT40120']);
    expect(got.body.total).toBe(1);
  });

  test('a course with its units, core first; 404 unknown; 400 bad id', async () => {
    const [ict] = await api.db.select().from(t.courses).where(eq(t.courses.courseCode, 'ICT40120'));
    const res = await api.get(`/course/${ict!.id}/view`, admin);
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({ id: ict!.id, course_code: 'ICT40120', unit_count: 8 });
    expect(res.body.units).toHaveLength(8);
    expect(res.body.units[0]).toEqual({
      unit_code: 'BSBCRT404',
      unit_name: 'Develop advanced critical thinking skills',
      core: true,
    });
    expect(res.body.units.at(-1)).toEqual({ unit_code: 'ICTPRG434', unit_name: 'Automate processes', core: false });
    // the request form's unit list answers code, title and core the same way
    const units = await api.get(`/courseUnits/${ict!.id}`, await login('requisitioner'));
    expect(units.body.units).toEqual(res.body.units);
    expect(await api.get('/course/999999/view', admin)).toMatchObject({
      status: 404,
      body: { success: 0, message: 'Course not found' },
    });
    expect((await api.get('/course/abc/view', admin)).status).toBe(400);
  });

  test('module course_list: requisitioner yes; approver and printer 403', async () => {
    const req = await login('requisitioner');
    expect((await api.get('/courses', req)).status).toBe(200);
    expect((await api.post('/searchCourse', { course_code: 'bsb' }, req)).status).toBe(200);
    for (const who of ['approver', 'printer']) {
      const token = await login(who);
      expect((await api.get('/courses', token)).status).toBe(403);
      expect((await api.post('/searchCourse', {}, token)).status).toBe(403);
      expect((await api.get('/course/1/view', token)).status).toBe(403);
    }
  });
});

describe('POST|GET /students, POST /searchStudent', () => {
  test('a page of students by full name with every field; paged on the server; sortable', async () => {
    const res = await api.post('/students', { page: 1 }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, total: 32, page: 1, per_page: 5, has_next_page: true });
    expect((await api.post('/students', {}, admin)).body.students).toHaveLength(32);
    expect(names(res.body)).toEqual([
      'Amelia Grace Ryan',
      'Archie John Baker',
      'Ava Campbell',
      'Chloe Anderson',
      'Cooper Russo',
    ]);
    expect(res.body.students[0]).toEqual({
      id: expect.any(Number),
      student_id: 'SCI240108',
      first_name: 'Amelia',
      middle_name: 'Grace',
      last_name: 'Ryan',
      full_name: 'Amelia Grace Ryan',
      email: 'amelia.ryan@student.example.com.au',
      mobile: expect.any(String),
      dob: '1999-04-03',
      usi: null,
    });
    const last = await api.get('/students?page=7', admin);
    expect(last.body).toMatchObject({ total: 32, page: 7, per_page: 5 });
    expect(last.body.students).toHaveLength(2);
    expect((await api.get('/students?page=8', admin)).body).toMatchObject({ students: [], total: 32 });
    const byId = await api.post('/students', { sort_by: 'student_id', sort_dir: 'desc', per_page: 3 }, admin);
    expect(byId.body.students.map((s: any) => s.student_id)).toEqual(['SCI240132', 'SCI240131', 'SCI240130']);
    const byDob = await api.post('/students', { sort_by: 'dob', per_page: 1 }, admin);
    expect(byDob.body.students[0].dob).toBe('1988-01-15');
    // middle names: the empty ones last either way
    const middle = await api.post('/students', { sort_by: 'middle_name', sort_dir: 'desc', per_page: 100 }, admin);
    expect(middle.body.students[0].middle_name).toBe('Thomas');
    expect(middle.body.students.at(-1).middle_name).toBeNull();
  });

  test('Zoë Nguyễn is found by "zoe nguyen" and "NGUY"; by id, e-mail, or one search box', async () => {
    const zoe = await addStudent();
    const search = async (body: Record<string, unknown>, path = '/searchStudent') => {
      const res = await api.post(path, { per_page: 100, ...body }, admin);
      expect(res.status, res.text).toBe(200);
      expect(res.body.total).toBe(res.body.students.length);
      return names(res.body);
    };
    expect(await search({ student_name: 'zoe nguyen' })).toEqual(['Zoë Nguyễn']);
    expect(await search({ student_name: 'NGUY' })).toEqual(['Harper Nguyen', 'Zoë Nguyễn']);
    expect(await search({ student_name: 'ZOË' })).toEqual(['Zoe Anne Stewart', 'Zoë Nguyễn']);
    // a middle name: the full name and "first last" both match
    expect(await search({ student_name: 'zoe anne' })).toEqual(['Zoe Anne Stewart']);
    expect(await search({ student_name: 'zoe stewart' })).toEqual(['Zoe Anne Stewart']);
    expect(await search({ student_id: 'sci99' })).toEqual(['Zoë Nguyễn']);
    expect(await search({ email: 'ZOE.NGUYEN@' })).toEqual(['Zoë Nguyễn']);
    // filters add up; empty ones are not filters
    expect(await search({ student_name: 'nguyen', email: 'harper' })).toEqual(['Harper Nguyen']);
    expect(await search({ student_id: '', student_name: '', email: '' })).toHaveLength(33);
    // the picker's one box: id, name or e-mail
    expect(await search({ search: 'zoe nguyen' })).toEqual(['Zoë Nguyễn']);
    expect(await search({ search: 'SCI990001' })).toEqual(['Zoë Nguyễn']);
    expect(await search({ search: 'harper.nguyen@student' })).toEqual(['Harper Nguyen']);
    expect(await search({ search: 'nobody at all' })).toEqual([]);
    // `%` and `_` match themselves; the same on /students and GET /students
    expect(await search({ search: '%' })).toEqual([]);
    expect(await search({ student_name: 'nguy' }, '/students')).toEqual(['Harper Nguyen', 'Zoë Nguyễn']);
    const got = await api.get(`/students?search=${encodeURIComponent('Nguyễn')}`, admin);
    expect(got.body.students.map((s: any) => s.id)).toEqual(expect.arrayContaining([zoe.id]));
    expect(got.body.total).toBe(2);
  });

  test('module student_list (requisitioner, approver) or the permission requested_certificate.add', async () => {
    for (const who of ['requisitioner', 'approver']) {
      const token = await login(who);
      expect((await api.post('/students', {}, token)).status).toBe(200);
      expect((await api.get('/students', token)).status).toBe(200);
      expect((await api.post('/searchStudent', { search: 'lee' }, token)).status).toBe(200);
    }
    const printer = await login('printer');
    const refused = await api.post('/searchStudent', { search: 'lee' }, printer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your roles do not grant access to student_list or the requested_certificate.add permission',
    );
    expect((await api.post('/students', {}, await login('signee1'))).status).toBe(403);
    expect((await api.post('/searchStudent', {})).status).toBe(401);

    // a role that only requests certificates (no master modules) may still search students
    const role = await api.post(
      '/createRole',
      { name: 'Requester only', permissions: ['requested_certificate.add'], modules: ['requested_list'] },
      admin,
    );
    expect(role.status, role.text).toBe(200);
    const [created] = await api.db.select().from(t.roles).where(eq(t.roles.name, 'Requester only'));
    const printerId = await api.userId('printer@certify.test');
    expect((await api.post('/assignRole', { user_id: printerId, role_ids: [5, created!.id] }, admin)).status).toBe(200);
    const requester = await login('printer');
    const found = await api.post('/searchStudent', { search: 'harper' }, requester);
    expect(found.status).toBe(200);
    expect(names(found.body)).toEqual(['Harper Nguyen']);
    expect((await api.get('/campuses', requester)).status).toBe(403);
  });
});

describe('POST /addStudent', () => {
  test('adds a student: the answer, the row and its audit event in one go', async () => {
    const res = await api.post('/addStudent', { ...ZOE, middle_name: ' Mai ', usi: 'udnm 3w6k us' }, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: 'Student added successfully',
      student: {
        id: expect.any(Number),
        student_id: 'SCI990001',
        first_name: 'Zoë',
        middle_name: 'Mai',
        last_name: 'Nguyễn',
        full_name: 'Zoë Mai Nguyễn',
        email: 'zoe.nguyen@student.example.com.au',
        mobile: '0412 345 678',
        dob: '1996-03-14',
        usi: 'UDNM3W6KUS',
      },
    });
    const [row] = await api.db.select().from(t.students).where(eq(t.students.studentId, 'SCI990001'));
    expect(row).toMatchObject({ firstName: 'Zoë', middleName: 'Mai', dob: '1996-03-14', usi: 'UDNM3W6KUS' });
    const events = await api.db.select().from(t.auditEvents).where(eq(t.auditEvents.action, 'student.created'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: await api.userId('admin@certify.test'),
      subjectType: 'student',
      subjectId: String(row!.id),
      before: null,
      after: {
        student_id: 'SCI990001',
        first_name: 'Zoë',
        middle_name: 'Mai',
        last_name: 'Nguyễn',
        email: 'zoe.nguyen@student.example.com.au',
        mobile: '0412 345 678',
        dob: '1996-03-14',
        usi: 'UDNM3W6KUS',
      },
    });
    // the newest student comes first where the request form starts
    const details = (await api.get('/requisitionerCourseDetails', admin)).body.student_details;
    expect(details[0]).toEqual({ id: row!.id, name: 'Zoë Mai Nguyễn', student_id: 'SCI990001' });
    const added = await api.post('/students', { sort_by: 'added', sort_dir: 'desc', per_page: 1 }, admin);
    expect(added.body.students[0].id).toBe(row!.id);
  });

  test('§5 messages word for word, every field at once; nothing changed', async () => {
    const before = await api.digest();
    const empty = await api.post('/addStudent', {}, admin);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      success: 0,
      message: 'Please enter Student ID',
      errors: {
        student_id: 'Please enter Student ID',
        first_name: 'Please enter First name',
        last_name: 'Please enter Last name',
        email: 'Please enter your email',
        mobile: 'Please enter Mobile Number',
        dob: 'Please enter your DOB',
      },
    });
    const blanks = await api.post(
      '/addStudent',
      { student_id: ' ', first_name: '', last_name: '  ', email: '', mobile: '', dob: '' },
      admin,
    );
    expect(blanks.body.errors).toEqual(empty.body.errors);
    const invalid = await api.post('/addStudent', { ...ZOE, mobile: '04123', email: 'zoe@', dob: '1996-02-30' }, admin);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: 'Please enter a valid email',
      mobile: 'Please enter Valid Mobile Number',
      dob: 'Please enter your DOB (use dd-mm-yyyy or yyyy-mm-dd)',
    });
    expect((await api.post('/addStudent', { ...ZOE, mobile: '04123456789012345678901' }, admin)).body.errors).toEqual({
      mobile: 'Please enter Valid Mobile Number',
    });
    expect((await api.post('/addStudent', { ...ZOE, mobile: '04-1234-ABCD' }, admin)).body.errors).toEqual({
      mobile: 'Please enter Valid Mobile Number',
    });
    expect(STUDENT_MESSAGES).toMatchObject({
      studentId: 'Please enter Student ID',
      firstName: 'Please enter First name',
      lastName: 'Please enter Last name',
      mobile: 'Please enter Mobile Number',
      mobileValid: 'Please enter Valid Mobile Number',
      email: 'Please enter your email',
      emailValid: 'Please enter a valid email',
      dob: 'Please enter your DOB',
    });
    expect((await api.post('/addStudent', [ZOE], admin)).status).toBe(400);
    const list = await api.post('/addStudent', { ...ZOE, student_id: [['SCI1']] }, admin);
    expect(list.status).toBe(400);
    expect(list.body.errors).toEqual({ student_id: 'Student ID must be text' });
    expect(await api.digest()).toEqual(before);
  });

  test('the date of birth in ISO or the configured display format; as a form too', async () => {
    expect((await addStudent({ student_id: 'D1', dob: '14-03-1996' })).dob).toBe('1996-03-14');
    expect((await addStudent({ student_id: 'D2', dob: '1996-3-4' })).dob).toBe('1996-03-04');
    const cfg = await api.postForm('/configurationUpdate', { key: 'display_date_format', value: 'MM/DD/YYYY' }, admin);
    expect(cfg.status).toBe(200);
    expect((await addStudent({ student_id: 'D3', dob: '03/14/1996' })).dob).toBe('1996-03-14');
    expect((await addStudent({ student_id: 'D4', dob: '1996-03-14' })).dob).toBe('1996-03-14');
    const other = await api.post('/addStudent', { ...ZOE, student_id: 'D5', dob: '14-03-1996' }, admin);
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ dob: 'Please enter your DOB (use mm/dd/yyyy or yyyy-mm-dd)' });
    const form = await api.postForm(
      '/addStudent',
      { ...ZOE, student_id: 'D6', middle_name: '', dob: '12/31/2001' },
      admin,
    );
    expect(form.status, form.text).toBe(200);
    expect(form.body.student).toMatchObject({ student_id: 'D6', middle_name: null, dob: '2001-12-31' });
  });

  test('a taken student id, whatever its case: 400 on student_id, nothing changed', async () => {
    const before = await api.digest();
    for (const studentId of ['SCI240101', 'sci240101', ' SCI240101 ']) {
      const res = await api.post('/addStudent', { ...ZOE, student_id: studentId }, admin);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: 0,
        message: 'The student ID has already been taken.',
        errors: { student_id: 'The student ID has already been taken.' },
      });
    }
    expect(await api.digest()).toEqual(before);
  });

  test('three concurrent adds of one id: one student, a clear 400 for the others', async () => {
    const answers = await Promise.all(
      ['SCI777', 'sci777', 'Sci777'].map((student_id) => api.post('/addStudent', { ...ZOE, student_id }, admin)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((a) => a.status === 400)) {
      expect(r.body.errors).toEqual({ student_id: 'The student ID has already been taken.' });
    }
    const rows = await api.db.execute(sql`SELECT id FROM students WHERE lower(student_id) = 'sci777'`);
    expect(rows.rows).toHaveLength(1);
    // a concurrent insert that won is recognised by its constraint
    const err = await api.db
      .insert(t.students)
      .values({ studentId: 'SCI777', firstName: 'A', lastName: 'B', email: 'a@b.co' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const indexes = ['students_student_id_unique', 'students_student_id_lower_uq'];
    expect(indexes.some((index) => isUniqueViolation(err, index))).toBe(true);
  });

  test('needs student_list and student_management.add: requisitioner and approver 403, nothing changed', async () => {
    const [requisitioner, approver, printer] = [
      await login('requisitioner'),
      await login('approver'),
      await login('printer'),
    ];
    const before = await api.digest();
    const req = await api.post('/addStudent', ZOE, requisitioner);
    expect(req.status).toBe(403);
    expect(req.body.message).toBe('You do not have the add permission on student_management');
    const appr = await api.post('/addStudent', ZOE, approver);
    expect(appr.status).toBe(403);
    // the guard answers before the body is looked at
    expect((await api.post('/addStudent', {}, printer)).body.message).toBe(
      'Your roles do not grant access to student_list',
    );
    expect((await api.post('/addStudent', ZOE)).status).toBe(401);
    expect(await api.digest()).toEqual(before);
  });
});

describe('thousands of students', () => {
  test('/requisitionerCourseDetails sends the 20 newest; searches find their students among 5,032', async () => {
    const N = 5000;
    const rows = Array.from({ length: N }, (_, i) => ({
      studentId: `BULK${String(i).padStart(5, '0')}`,
      firstName: ['Zoë', 'Jack', 'Chloé', 'Noah', 'Isla', 'Mia', 'Oliver', 'Amelia', 'Lucas', 'Ruby'][i % 10]!,
      middleName: i % 3 ? null : 'Anne',
      lastName: `${['Nguyễn', 'Wilson', 'Anderson', 'Taylor', 'Brown', 'Kelly', 'Ryan', 'Murphy', 'Singh', 'Lee'][(i * 7) % 10]}${i}`,
      email: `bulk${i}@student.example.com.au`,
      mobile: '0412345678',
      dob: '2000-01-01',
    }));
    for (let i = 0; i < N; i += 1000) await api.db.insert(t.students).values(rows.slice(i, i + 1000));
    const [newest] = await api.db.select().from(t.students).orderBy(sql`${t.students.id} DESC`).limit(1);

    const details = await api.get('/requisitionerCourseDetails', admin);
    expect(details.status).toBe(200);
    expect(details.body.student_details).toHaveLength(20);
    expect(details.body.student_details[0]).toEqual({
      id: newest!.id,
      name: `${newest!.firstName} ${newest!.lastName}`,
      student_id: 'BULK04999',
    });
    expect(details.body.student_details.map((s: any) => s.student_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `BULK${String(N - 1 - i).padStart(5, '0')}`),
    );
    // the other keys are still there
    expect(Object.keys(details.body).sort()).toEqual([
      'campus_details',
      'certificate_types',
      'course_details',
      'display_date_format',
      'requisitioner_details',
      'student_details',
      'success',
    ]);
    expect(details.text.length).toBeLessThan(5_000);

    const timed = async (body: Record<string, unknown>) => {
      await api.post('/searchStudent', body, admin);
      const start = performance.now();
      const res = await api.post('/searchStudent', body, admin);
      return { ms: performance.now() - start, body: res.body };
    };
    const byName = await timed({ student_name: 'zoe nguyen' });
    expect(byName.body.total).toBe(500);
    const box = await timed({ search: 'NGUY' });
    expect(box.body.total).toBe(501);
    const page = await timed({ page: 400 });
    expect(page.body.students).toHaveLength(5);
    // unpaged: the first UNPAGED_LIST_MAX rows, and it says there are more
    const unpaged = await api.post('/students', {}, admin);
    expect(unpaged.body).toMatchObject({ total: N + 32, per_page: UNPAGED_LIST_MAX, has_next_page: true });
    expect(unpaged.body.students).toHaveLength(UNPAGED_LIST_MAX);
    console.log(
      `5,032 students: /requisitionerCourseDetails ${details.text.length} bytes; /searchStudent ` +
        `student_name ${byName.ms.toFixed(0)} ms, search ${box.ms.toFixed(0)} ms, page 400 ${page.ms.toFixed(0)} ms`,
    );
    // Figures only: the indexes these searches use are checked in queryPlans.test.ts.
  });
});

describe('campuses and courses as the picker needs them', () => {
  test('rows keep their order with ties broken by id', async () => {
    await api.db.insert(t.campuses).values([
      { campusName: 'Melbourne', campusId: 'CMP-MEL2', campusCode: 'MEL2' },
      { campusName: 'melbourne', campusId: 'CMP-MEL3', campusCode: 'MEL3' },
    ]);
    const res = await api.get('/campuses?per_page=100', admin);
    const mel = res.body.campuses.filter((c: any) => c.campus_name.toLowerCase() === 'melbourne');
    const ids = mel.map((c: any) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const all = await api.db.select().from(t.campuses).orderBy(asc(t.campuses.id));
    expect(res.body.total).toBe(all.length);
  });
});
