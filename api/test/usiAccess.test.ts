/**
 * Who sees and who exports a student's USI (docs/compliance.md; auth/grants.ts
 * `maySeeUsi`, `mayExportUsi`): the student lists show it only to roles that manage students
 * (module `student_list`), everyone else reads null and may not sort by it; the register carries it
 * (the export's USI column) only for holders of `student_usi.export` (administrators).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { USI_SORT_REFUSED } from '../src/master/routes.js';
import { USI_MESSAGE } from '../src/people/usi.js';
import { students } from '../src/db/schema.js';
import { DEMO_ACCOUNTS } from '../src/seed/demoAccounts.js';
import { createTestApiClient } from './apiClientFixture.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
let requisitioner: string;
let approver: string;
const USI = 'UDNM3W6KUS';
const STUDENT_ID = 'USI900001';
/** A certificate of the student with the USI. */
let credentialNumber: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login(DEMO_ACCOUNTS.admin);
  requisitioner = await api.login(DEMO_ACCOUNTS.requisitioner);
  approver = await api.login(DEMO_ACCOUNTS.approver);
  const added = await api.post(
    '/addStudent',
    {
      student_id: STUDENT_ID,
      first_name: 'Tama',
      last_name: 'Ngata',
      email: 'tama.ngata@student.example.com.au',
      mobile: '0412345678',
      dob: '1996-03-14',
      usi: 'udnm 3w6k us',
    },
    admin,
  );
  expect(added.status, added.text).toBe(200);
  // one certificate of the seed becomes this student's
  const [cert] = (await api.db.execute(sql`SELECT id, credential_number FROM certificates ORDER BY id LIMIT 1`))
    .rows as { id: number; credential_number: string }[];
  await api.db.execute(sql`UPDATE certificates SET student_id = ${added.body.student.id} WHERE id = ${cert!.id}`);
  credentialNumber = cert!.credential_number;
});
afterAll(() => api.close());

const findStudent = async (token: string) => {
  const res = await api.post('/searchStudent', { student_id: STUDENT_ID }, token);
  expect(res.status, res.text).toBe(200);
  return res.body.students[0];
};

describe('the student lists (shown only to roles that manage students)', () => {
  test('stored normalised; the administrator and a role with student_list see it', async () => {
    const [row] = await api.db.select({ usi: students.usi }).from(students).where(eq(students.studentId, STUDENT_ID));
    expect(row?.usi).toBe(USI);
    expect(await findStudent(admin)).toMatchObject({ student_id: STUDENT_ID, usi: USI });
    expect(await findStudent(requisitioner)).toMatchObject({ usi: USI });
  });

  test('a caller reaching students only through the request permission reads null and may not sort by it', async () => {
    const client = await createTestApiClient(api, { scopes: ['certificates:request'] });
    const student = await findStudent(client.token);
    expect(student).toMatchObject({ student_id: STUDENT_ID, usi: null });
    const sorted = await api.get('/students?sort_by=usi', client.token);
    expect(sorted.status, sorted.text).toBe(400);
    expect(sorted.text).toContain(USI_SORT_REFUSED);
    expect((await api.get('/students?sort_by=usi', admin)).status).toBe(200);
  });

  test('Add Student refuses a wrong check character, naming the field', async () => {
    const res = await api.post(
      '/addStudent',
      {
        student_id: 'USI900002',
        first_name: 'Ari',
        last_name: 'Lee',
        email: 'ari.lee@student.example.com.au',
        mobile: '0412345678',
        dob: '1996-03-14',
        usi: 'UDNM3W6KUT',
      },
      admin,
    );
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toMatchObject({ usi: USI_MESSAGE });
  });
});

describe('the register (exported only to administrators)', () => {
  const rowOf = async (token: string) => {
    const res = await api.post('/reports', { credential_number: credentialNumber, per_page: 5 }, token);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  test('the administrator’s rows carry student_usi', async () => {
    const body = await rowOf(admin);
    expect(body.student_usi_included).toBe(true);
    expect(
      body.data.find((r: { credential_number: string }) => r.credential_number === credentialNumber),
    ).toMatchObject({ student_usi: USI });
  });

  test('no one else’s do, not even a role that sees USIs in the student list', async () => {
    for (const token of [approver, requisitioner]) {
      const body = await rowOf(token);
      expect(body.student_usi_included).toBe(false);
      for (const r of body.data) expect(r).not.toHaveProperty('student_usi');
    }
    const client = await createTestApiClient(api, { scopes: ['register:read'] });
    const body = await rowOf(client.token);
    expect(body.student_usi_included).toBe(false);
    expect(JSON.stringify(body)).not.toContain(USI);
  });

  test('the permission is what decides: the Administrator role holds student_usi.export', async () => {
    const held = (
      await api.db.execute(
        sql`SELECT role_id FROM role_permissions WHERE resource = 'student_usi' AND action = 'export' ORDER BY role_id`,
      )
    ).rows as { role_id: number }[];
    expect(held.map((r) => Number(r.role_id))).toEqual([1]);
  });
});
