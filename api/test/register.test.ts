/**
 * The certificate register, POST/GET /reports: visibility, filters, sort, page and keyset paging
 * (every row once while rows are added), limits. spec: certificate-workflow §2 "Reports list",
 * §7 POST /reports; api/CONTRACT.md "Certificate register".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@certify.test');
});
afterAll(() => api.close());

type Row = {
  id: number;
  cursor: string;
  credential_status: number;
  credential_date: string;
  credential_number: string;
  requested_date: string;
  status_label: string;
  student: { student_name: string };
  course: { id: number };
  [k: string]: unknown;
};
type Page = {
  success: number;
  data: Row[];
  total: number | null;
  page: number;
  per_page: number;
  has_next_page: boolean;
  end_cursor: string | null;
};

const reports = async (form: Record<string, string | number | (string | number)[]> = {}, token = admin) => {
  const res = await api.postForm<Page>('/reports', form, token);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const allIds = async (): Promise<number[]> => {
  const r = await api.db.execute<{ id: number }>(sql`SELECT id FROM certificates ORDER BY id`);
  return r.rows.map((x) => Number(x.id));
};

/** Adds `n` copies of existing certificates (new credential numbers), requested `age` ago. */
const addCertificates = async (n: number, age = '0 seconds') => {
  await api.db.execute(sql`
    INSERT INTO certificates (student_id, course_id, campus_id, template_id, certificate_type, requisitioner_id,
      credential_date, credential_number, credential_status, requested_date)
    SELECT c.student_id, c.course_id, c.campus_id, c.template_id, c.certificate_type, c.requisitioner_id,
      c.credential_date, 'REG-' || gen_random_uuid(), c.credential_status,
      now() - ${age}::interval - (g * interval '1 microsecond')
    FROM generate_series(1, ${n}) g
    CROSS JOIN LATERAL (SELECT * FROM certificates ORDER BY id LIMIT 1 OFFSET (g % 5)) c`);
};

describe('rows and paging', () => {
  test('the first page: five rows of every certificate, newest request first, with the row keys', async () => {
    const body = await reports({ page: 1 });
    const ids = await allIds();
    expect(body.success).toBe(1);
    expect(body.total).toBe(ids.length);
    expect(body.data).toHaveLength(5);
    expect(body.per_page).toBe(5);
    // without paging keys: every certificate (the demo register is under the unpaged ceiling)
    const whole = await reports();
    expect(whole.data.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(whole.has_next_page).toBe(false);
    const sorted = [...body.data].sort(
      (a, b) =>
        b.requested_date.localeCompare(a.requested_date) || (a.requested_date === b.requested_date ? b.id - a.id : 0),
    );
    expect(body.data.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    const row = body.data[0]!;
    for (const key of [
      'student',
      'course',
      'campus',
      'requisitioner',
      'fileName',
      'credential_date',
      'requested_date',
    ]) {
      expect(row).toHaveProperty(key);
    }
    expect(row.cursor).toEqual(expect.any(String));
    expect(body.end_cursor).toBe(body.data.at(-1)!.cursor);
  });

  test('page/per_page pages are disjoint and cover the register', async () => {
    const ids = await allIds();
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(ids.length / 4); page++) {
      const body = await reports({ page, per_page: 4 });
      expect(body.page).toBe(page);
      seen.push(...body.data.map((r) => r.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(ids);
  });

  test('the keyset cursor reads every certificate exactly once while certificates are added', async () => {
    await addCertificates(40, '3 days');
    const before = await allIds();
    const seen: number[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const body = await reports({ first: 7, ...(after ? { after } : {}) });
      seen.push(...body.data.map((r) => r.id));
      pages++;
      // Rows arrive between pages: newer ones (before the cursor) and ones among the old dates.
      await addCertificates(3);
      if (!body.has_next_page) break;
      after = body.end_cursor!;
    }
    expect(pages).toBeGreaterThan(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id)).sort((a, b) => a - b)).toEqual(before);
  });

  test.each([
    ['student_name', 'asc'],
    ['credential_date', 'desc'],
    ['credential_status', 'asc'],
    ['requested_date', 'asc'],
  ])('sorted by %s %s, keyset pages give the same order as one page', async (sort_by, sort_dir) => {
    const whole = await reports({ sort_by, sort_dir, per_page: 1000 });
    const paged: number[] = [];
    let after: string | undefined;
    for (;;) {
      const body = await reports({ sort_by, sort_dir, first: 9, ...(after ? { after } : {}) });
      paged.push(...body.data.map((r) => r.id));
      if (!body.has_next_page) break;
      after = body.end_cursor!;
    }
    expect(paged).toEqual(whole.data.map((r) => r.id));
    if (sort_by === 'student_name') {
      const names = whole.data.map((r) => r.student.student_name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  test('with_total=false skips the count', async () => {
    const body = await reports({ first: 3, with_total: 'false' });
    expect(body.total).toBeNull();
    expect(body.data).toHaveLength(3);
  });
});

describe('filters', () => {
  test('certificate_status[] keeps the chosen stages, with their labels', async () => {
    const body = await reports({ 'certificate_status[]': [0, 2], per_page: 1000 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((r) => r.credential_status))).toEqual(new Set([0, 2]));
    for (const r of body.data) expect(r.status_label).toBe(r.credential_status === 0 ? 'Requested' : 'QA Rejected');
    const [{ n }] = (
      await api.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM certificates WHERE credential_status IN (0, 2)`,
      )
    ).rows as [{ n: number }];
    expect(body.total).toBe(n);
  });

  test('credential date range (inclusive), credential number and the list filters', async () => {
    const every = (await reports({ per_page: 1000 })).data;
    const some = every.find((r) => !r.credential_number.startsWith('REG-'))!;
    const day = some.credential_date;
    const byDate = await reports({ credential_from_date: day, credential_to_date: day, per_page: 1000 });
    expect(byDate.data.map((r) => r.id)).toContain(some.id);
    expect(byDate.data.every((r) => r.credential_date === day)).toBe(true);

    const part = some.credential_number.slice(1, -1).toLowerCase();
    const byNumber = await reports({ credential_number: part, per_page: 1000 });
    expect(byNumber.data.map((r) => r.id)).toContain(some.id);
    expect(byNumber.data.every((r) => r.credential_number.toLowerCase().includes(part))).toBe(true);

    const byCourse = await reports({ 'course_id[]': [some.course.id], per_page: 1000 });
    expect(byCourse.data.length).toBeGreaterThan(0);
    expect(byCourse.data.every((r) => r.course.id === some.course.id)).toBe(true);

    const none = await reports({ credential_from_date: '2999-01-01' });
    expect(none).toMatchObject({ data: [], total: 0, has_next_page: false, end_cursor: null });
  });

  test('GET /reports takes the same filters as a query string', async () => {
    const res = await api.get<Page>('/reports?certificate_status[]=0&per_page=3', admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.every((r) => r.credential_status === 0)).toBe(true);
  });
});

describe('who sees what', () => {
  test('each caller sees exactly the certificates they may see anywhere', async () => {
    const printer = await api.login('printer@certify.test');
    const signee = await api.login('signee1@certify.test');
    for (const token of [printer, signee]) {
      const register = (await reports({ per_page: 1000 }, token)).data.map((r) => r.id).sort((a, b) => a - b);
      const ids = await allIds();
      const visible = await api.get<{ data: { id: number }[] }>(`/certificates?ids=${ids.join(',')}`, token);
      expect(visible.status).toBe(200);
      expect(register).toEqual(visible.body.data.map((r) => r.id).sort((a, b) => a - b));
      expect(register.length).toBeLessThan(ids.length);
    }
  });

  test('401 without a token; 403 for roles without any certificate list', async () => {
    expect((await api.postForm('/reports', {})).status).toBe(401);
    await api.db.execute(sql`
      DELETE FROM role_modules WHERE role_id = 5 AND module_id IN (SELECT id FROM modules WHERE section = 2)`);
    try {
      const printer = await api.login('printer@certify.test');
      const res = await api.postForm('/reports', {}, printer);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/^Your roles do not grant access to requested_list or /);
    } finally {
      await api.reset();
      admin = await api.login('admin@certify.test');
    }
  });
});

describe('limits', () => {
  test.each([
    [
      { credential_from_date: '2024-02-30' },
      'credential_from_date',
      'Credential from date must be a valid date (YYYY-MM-DD)',
    ],
    [{ requested_to_date: 'yesterday' }, 'requested_to_date', 'Requested to date must be a valid date (YYYY-MM-DD)'],
    [{ 'certificate_status[]': [9] }, 'certificate_status', undefined],
    [{ first: 1001 }, 'first', 'first must be between 1 and 1000'],
    [{ per_page: 0 }, 'per_page', 'per_page must be between 1 and 1000'],
    [{ after: 'not-a-cursor' }, 'after', 'Invalid cursor: start again without `after`'],
  ])('%j answers 400', async (form, field, message) => {
    const res = await api.postForm('/reports', form as Record<string, string>, admin);
    expect(res.status, res.text).toBe(400);
    const errors = res.body.errors as Record<string, string>;
    expect(Object.keys(errors).join(' ')).toContain(field);
    if (message) expect(Object.values(errors)).toContain(message);
  });

  test('a forged cursor whose key is no real value answers 400, never 500', async () => {
    const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const after of [
      forge(['requested_date', 'desc', '2026-99-01 10:00:00+00', 5]),
      forge(['requested_date', 'desc', '2026-01-01 25:00:00+00', 5]),
      forge(['credential_date', 'desc', '2026-02-30', 5]),
      forge(['student_name', 'asc', 'a\u0000b', 5]),
    ]) {
      const [sortBy, sortDir] = JSON.parse(Buffer.from(after, 'base64url').toString()) as string[];
      const res = await api.postForm('/reports', { first: 2, after, sort_by: sortBy!, sort_dir: sortDir! }, admin);
      expect(res.status, `${after}: ${res.text}`).toBe(400);
      expect(res.body.message).toBe('Invalid cursor: start again without `after`');
    }
  });

  test('a cursor of another sort answers 400', async () => {
    const { end_cursor } = await reports({ first: 2 });
    const res = await api.postForm('/reports', { first: 2, after: end_cursor!, sort_by: 'student_name' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor: start again without `after`');
  });
});
