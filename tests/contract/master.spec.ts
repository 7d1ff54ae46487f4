/**
 * Master data and its CSV imports (access-and-administration §2 "Master area", "CSV import
 * screens", §3 Campus/Course/Student and "Imported CSV", §5 "Add Student", §7, §8). The imports
 * take the spec's "array of parsed CSV rows" as the whole JSON body, keyed by the file's own header.
 */
import { expect, test } from '@playwright/test';
import { type Answer, SpecClient } from './support/specClient';

let serial = 0;
/** A code no other call of this run used. */
const unique = (tag: string) => `${tag}${Date.now().toString(36).toUpperCase()}${++serial}`;

/** §3 Campus, Course, Student fields. */
const CAMPUS_KEYS = ['id', 'campus_name', 'campus_id', 'campus_code', 'address', 'short_name'];
const COURSE_KEYS = [
  'id',
  'course_name',
  'certificate_course_name',
  'course_code',
  'course_id',
  'course_short_name',
  'expiry_date',
  'graduate_certificate_course_name',
];
const STUDENT_KEYS = ['id', 'student_id', 'first_name', 'middle_name', 'last_name', 'email', 'mobile', 'dob'];

function listOf(answer: Answer, key: string, keys: string[]): Answer[] {
  const rows = answer[key] as Answer[];
  expect(Array.isArray(rows), `answer has ${key}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(true);
  for (const row of rows) for (const k of keys) expect(row, `${key} row has ${k}`).toHaveProperty(k);
  return rows;
}

test.describe('master lists (access-and-administration §7)', () => {
  test('GET /campuses → campuses', async () => {
    const admin = await SpecClient.as('admin');
    const campuses = listOf((await admin.get('/campuses')).expectSuccess(), 'campuses', CAMPUS_KEYS);
    expect(campuses.length).toBeGreaterThan(0);
  });

  test('GET /courses → courses; POST /searchCourse {course_code, course_id, course_name} → courses', async () => {
    const admin = await SpecClient.as('admin');
    const courses = listOf((await admin.get('/courses')).expectSuccess(), 'courses', COURSE_KEYS);
    expect(courses.length).toBeGreaterThan(5);
    const one = courses[0]!;
    const byCode = listOf(
      (await admin.postJson('/searchCourse', { course_code: one.course_code })).expectSuccess(),
      'courses',
      COURSE_KEYS,
    );
    expect(byCode.map((c) => c.id)).toContain(one.id);
    const byName = listOf(
      (await admin.postJson('/searchCourse', { course_name: String(one.course_name).slice(0, 6) })).expectSuccess(),
      'courses',
      COURSE_KEYS,
    );
    expect(byName.map((c) => c.id)).toContain(one.id);
    // filters are sent only when filled: none is every course
    const all = listOf((await admin.postJson('/searchCourse', {})).expectSuccess(), 'courses', COURSE_KEYS);
    expect(all).toHaveLength(courses.length);
  });

  test('POST /students → students (every one); POST /searchStudent {student_id, student_name, email} → students', async () => {
    const admin = await SpecClient.as('admin');
    const students = listOf((await admin.postNothing('/students')).expectSuccess(), 'students', STUDENT_KEYS);
    expect(students.length).toBeGreaterThan(5);
    const one = students[0]!;
    for (const search of [
      { student_id: one.student_id },
      { student_name: `${one.first_name} ${one.last_name}` },
      { email: one.email },
    ]) {
      const found = listOf((await admin.postJson('/searchStudent', search)).expectSuccess(), 'students', STUDENT_KEYS);
      expect(
        found.map((s) => s.id),
        JSON.stringify(search),
      ).toContain(one.id);
    }
  });
});

test.describe('POST /addStudent (access-and-administration §5 "Add Student")', () => {
  test('{student_id, first_name, middle_name, last_name, mobile, email, dob} → success, message', async () => {
    const admin = await SpecClient.as('admin');
    const studentId = unique('CTS');
    const answer = await admin.postJson('/addStudent', {
      student_id: studentId,
      first_name: 'Mei',
      middle_name: '',
      last_name: 'Contract',
      mobile: '0412345678',
      email: `${studentId.toLowerCase()}@student.example.com`,
      dob: '2001-02-03',
    });
    const body = answer.expectSuccess();
    expect(typeof body.message).toBe('string');
    const found = listOf(
      (await admin.postJson('/searchStudent', { student_id: studentId })).expectSuccess(),
      'students',
      STUDENT_KEYS,
    );
    expect(found.map((s) => s.student_id)).toEqual([studentId]);
  });

  test("§5's messages word for word", async () => {
    const admin = await SpecClient.as('admin');
    const empty = await admin.postJson('/addStudent', {});
    expect(empty.body.success).toBe(0);
    const text = JSON.stringify(empty.body);
    for (const message of [
      'Please enter Student ID',
      'Please enter First name',
      'Please enter Last name',
      'Please enter Mobile Number',
      'Please enter your email',
      'Please enter your DOB',
    ]) {
      expect(text, message).toContain(message);
    }
    const short = await admin.postJson('/addStudent', {
      student_id: unique('CTS'),
      first_name: 'A',
      last_name: 'B',
      mobile: '04123',
      email: 'not-an-email',
      dob: '2001-02-03',
    });
    expect(JSON.stringify(short.body)).toContain('Please enter Valid Mobile Number');
    expect(JSON.stringify(short.body)).toContain('Please enter a valid email');
  });
});

test.describe('imports: "array of parsed CSV rows" (access-and-administration §7)', () => {
  test('POST /importCampus [rows keyed by the CSV header] → success 1; the campuses are listed', async () => {
    const admin = await SpecClient.as('admin');
    const code = unique('CC');
    const answer = await admin.postJson('/importCampus', [
      { 'Campus Name': `Contract Campus ${code}`, 'Campus Code': code, 'Campus ID': `ID-${code}`, 'Short Name': 'CT' },
      { 'Campus Name': `Second ${code}`, 'Campus Code': `${code}B`, Address: '1 Spec Street, Perth WA 6000' },
    ]);
    expect(answer.expectSuccess().success).toBe(1);
    const campuses = listOf((await admin.get('/campuses')).expectSuccess(), 'campuses', CAMPUS_KEYS);
    const mine = campuses.find((c) => c.campus_code === code);
    expect(mine).toMatchObject({ campus_name: `Contract Campus ${code}`, campus_id: `ID-${code}`, short_name: 'CT' });
    expect(campuses.find((c) => c.campus_code === `${code}B`)?.address).toBe('1 Spec Street, Perth WA 6000');
  });

  test('POST /importCourse [rows] → success 1; the course is found', async () => {
    const admin = await SpecClient.as('admin');
    const code = unique('CRS');
    const answer = await admin.postJson('/importCourse', [
      { 'Course Code': code, 'Course Name': 'Certificate IV in Contract Testing', 'Course ID': `C-${code}` },
    ]);
    expect(answer.expectSuccess().success).toBe(1);
    const found = listOf(
      (await admin.postJson('/searchCourse', { course_code: code })).expectSuccess(),
      'courses',
      COURSE_KEYS,
    );
    expect(found.map((c) => c.course_name)).toEqual(['Certificate IV in Contract Testing']);
  });

  test('POST /importStudent [rows] → success 1; a bad row imports nothing; no rows: No Data', async () => {
    const admin = await SpecClient.as('admin');
    const id = unique('IMP');
    const row = (studentId: string, email: string) => ({
      'Student ID': studentId,
      'First Name': 'Aroha',
      'Middle Name': '',
      'Last Name': 'Importer',
      Email: email,
      Mobile: '0412345678',
      DOB: '2000-05-06',
    });
    const answer = await admin.postJson('/importStudent', [row(id, `${id.toLowerCase()}@example.com`)]);
    expect(answer.expectSuccess().success).toBe(1);
    const found = listOf(
      (await admin.postJson('/searchStudent', { student_id: id })).expectSuccess(),
      'students',
      STUDENT_KEYS,
    );
    expect(found.map((s) => s.first_name)).toEqual(['Aroha']);

    const bad = await admin.postJson('/importStudent', [
      row(`${id}X`, `${id.toLowerCase()}x@example.com`),
      row(`${id}Y`, 'not-an-email'),
    ]);
    expect(bad.status, bad.describe()).toBe(400);
    bad.expectRefusal('Upload Failed');
    const none = (await admin.postJson('/searchStudent', { student_id: `${id}X` })).expectSuccess();
    expect(none.students, 'nothing of a refused import is written').toEqual([]);

    const empty = await admin.postJson('/importStudent', []);
    expect(empty.status, empty.describe()).toBe(400);
    empty.expectRefusal('No Data');
  });
});
