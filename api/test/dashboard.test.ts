/**
 * The dashboard: each number as the role asking sees it, the year tables, the future-year 400 and
 * the 30-day issuance clock. spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data", §7
 * (GET /graphDetails, POST /yearDetails), §9; api/CONTRACT.md "Dashboard".
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type DemoAccount } from '../src/seed/demoAccounts.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
const tokens = {} as Record<DemoAccount, string>;
const ROLES = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];

beforeAll(async () => {
  api = await startTestApi();
  for (const who of ROLES) tokens[who] = await api.login(DEMO_ACCOUNTS[who]);
});
afterAll(() => api.close());

const graph = async (who: DemoAccount) => {
  const res = await api.get('/graphDetails', tokens[who]);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
/** The total of a list as `who` sees it (null when refused). */
const listTotal = async (who: DemoAccount, path: string): Promise<number | null> => {
  const res = await api.post(path, {}, tokens[who]);
  return res.status === 200 ? (res.body.total as number) : null;
};
const rows = async <T>(query: ReturnType<typeof sql>) => (await api.db.execute(query)).rows as T[];
/** The first row of a query (fails the test when there is none). */
const first = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('the seed has no such certificate');
  return row;
};

describe('GET /graphDetails: the banners, as each role sees them', () => {
  test.each(ROLES)('%s: pending requests = the requested list it sees (null without it)', async (who) => {
    const body = await graph(who);
    expect(body.pending_requests).toBe(await listTotal(who, '/searchRequestedCertificate'));
  });

  test('approver and administrator: pending to be signed = the whole to-be-signed list', async () => {
    const [all] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM certificates WHERE credential_status = 1`,
    );
    expect(all!.n).toBeGreaterThan(0);
    expect((await graph('approver')).pending_to_be_signed).toBe(all!.n);
    expect((await graph('admin')).pending_to_be_signed).toBe(all!.n);
  });

  test.each(['signee1', 'signee2'] as const)(
    '%s: pending to be signed = own assignments not yet signed',
    async (who) => {
      const me = await api.userId(DEMO_ACCOUNTS[who]);
      const [own] = await rows<{ n: number; assigned: number }>(sql`
      SELECT count(*) FILTER (WHERE s.signed_at IS NULL)::int AS n, count(*)::int AS assigned
      FROM certificates c JOIN certificate_signees s ON s.certificate_id = c.id AND s.user_id = ${me}
      WHERE c.credential_status = 1`);
      // the seed has a half-signed certificate each signee already signed: neither in their list nor pending
      expect(own!.assigned).toBeGreaterThan(own!.n);
      expect(own!.n).toBeGreaterThan(0);
      const body = await graph(who);
      expect(body.pending_to_be_signed).toBe(own!.n);
      expect(await listTotal(who, '/searchApprovedCertificate')).toBe(own!.n);
      expect(body.pending_requests).toBeNull();
    },
  );

  test.each(['requisitioner', 'printer'] as const)('%s: nothing to sign (no to-be-signed list)', async (who) => {
    expect((await graph(who)).pending_to_be_signed).toBeNull();
  });
});

describe('GET /graphDetails: the CURRENT MONTH doughnut', () => {
  test('administrator: certificates requested this month per course, labels and data aligned', async () => {
    const expected = await rows<{ course_name: string; course_code: string; n: number }>(sql`
      SELECT co.course_name, co.course_code, count(*)::int AS n
      FROM certificates c JOIN courses co ON co.id = c.course_id
      WHERE date_trunc('month', c.requested_date AT TIME ZONE 'UTC') = date_trunc('month', now() AT TIME ZONE 'UTC')
      GROUP BY co.id, co.course_name, co.course_code`);
    const body = await graph('admin');
    expect(body.course_details).toHaveLength(expected.length);
    for (const e of expected) {
      expect(body.course_details).toContainEqual({
        course_name: e.course_name,
        course_code: e.course_code,
        certificates: e.n,
      });
    }
    expect(body.labels).toEqual(body.course_details.map((c: { course_name: string }) => c.course_name));
    expect(body.data).toEqual(body.course_details.map((c: { certificates: number }) => c.certificates));
    const counts = body.data as number[];
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  test('a printer counts only the certificates it may see', async () => {
    const admin = await graph('admin');
    const printer = await graph('printer');
    const sum = (b: { data: number[] }) => b.data.reduce((a, n) => a + n, 0);
    expect(sum(printer)).toBeLessThan(sum(admin));
  });
});

describe('POST /yearDetails', () => {
  const year = new Date().getUTCFullYear();

  test('administrator: campus and course tables of the year, by stage', async () => {
    const res = await api.post('/yearDetails', { year }, tokens.admin);
    expect(res.status, res.text).toBe(200);
    const expected = await rows<{ campus_name: string; requested: number; issued: number }>(sql`
      SELECT ca.campus_name, count(*)::int AS requested,
        count(*) FILTER (WHERE c.credential_status IN (4, 5, 6))::int AS issued
      FROM certificates c JOIN campuses ca ON ca.id = c.campus_id
      WHERE extract(year FROM c.requested_date AT TIME ZONE 'UTC') = ${year}
      GROUP BY ca.id, ca.campus_name`);
    expect(res.body.year).toBe(year);
    expect(res.body.campus_details).toHaveLength(expected.length);
    for (const e of expected) {
      expect(res.body.campus_details).toContainEqual(
        expect.objectContaining({ campus_name: e.campus_name, requested: e.requested, issued: e.issued }),
      );
    }
    const total = (list: { requested: number }[]) => list.reduce((a, r) => a + r.requested, 0);
    expect(total(res.body.course_details)).toBe(total(res.body.campus_details));
    for (const r of res.body.course_details) {
      expect(r.in_progress + r.issued + r.rejected_or_cancelled).toBe(r.requested);
    }
  });

  test('a past year without certificates has empty tables', async () => {
    const res = await api.post('/yearDetails', { year: 2001 }, tokens.printer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 1, year: 2001, campus_details: [], course_details: [] });
  });

  test('a printer sees fewer certificates than the administrator', async () => {
    const admin = await api.post('/yearDetails', { year }, tokens.admin);
    const printer = await api.post('/yearDetails', { year }, tokens.printer);
    const total = (b: { campus_details: { requested: number }[] }) =>
      b.campus_details.reduce((a, r) => a + r.requested, 0);
    expect(total(printer.body)).toBeLessThan(total(admin.body));
  });

  test('a future year answers 400 with the spec message', async () => {
    const res = await api.post('/yearDetails', { year: year + 1 }, tokens.admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dashboard year cannot be in the future');
  });

  test.each([['abc'], [20.5], [''], [null], [1999]])('a malformed year (%j) answers 400', async (bad) => {
    const res = await api.post('/yearDetails', { year: bad }, tokens.admin);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(0);
  });

  test('a year as text from a form is accepted', async () => {
    const res = await api.postForm('/yearDetails', { year: String(year) }, tokens.admin);
    expect(res.status, res.text).toBe(200);
  });
});

describe('the 30-day issuance clock', () => {
  let requested: { id: number; credential_number: string };
  let toBeSigned: { id: number; credential_number: string };
  let signed: { id: number };
  /** The seed's own long-waiting certificates (signed 38, to be signed 33, requested 26 days ago), oldest first. */
  let seeded: { signed: number; toBeSigned: number; requested: number };

  beforeAll(async () => {
    const old = await rows<{ id: number; credential_status: number }>(sql`
      SELECT id, credential_status FROM certificates
      WHERE credential_status IN (0, 1, 3) AND requested_date < now() - interval '21 days'
      ORDER BY requested_date, id`);
    expect(old.map((c) => c.credential_status)).toEqual([3, 1, 0]);
    seeded = { signed: old[0]!.id, toBeSigned: old[1]!.id, requested: old[2]!.id };
    const signee1 = await api.userId(DEMO_ACCOUNTS.signee1);
    requested = await first(
      sql`SELECT id, credential_number FROM certificates WHERE credential_status = 0 ORDER BY id LIMIT 1`,
    );
    toBeSigned = await first(sql`
      SELECT c.id, c.credential_number FROM certificates c
      JOIN certificate_signees s ON s.certificate_id = c.id AND s.user_id = ${signee1} AND s.signed_at IS NULL
      WHERE c.credential_status = 1 ORDER BY c.id LIMIT 1`);
    signed = await first(sql`SELECT id FROM certificates WHERE credential_status = 3 ORDER BY id LIMIT 1`);
    const back = (id: number, days: number, hours = 0) =>
      api.db.execute(
        sql`UPDATE certificates SET requested_date = now() - make_interval(days => ${days}, hours => ${hours}) WHERE id = ${id}`,
      );
    await back(requested.id, 25);
    await back(toBeSigned.id, 40);
    await back(signed.id, 30, 2);
    // an issued certificate long ago is not waiting
    await api.db.execute(
      sql`UPDATE certificates SET requested_date = now() - interval '60 days' WHERE credential_status IN (4, 5, 7)`,
    );
  });

  test('administrator: every unissued certificate older than 21 / 30 days, oldest first', async () => {
    const { issuance_clock: clock } = await graph('admin');
    expect(clock.older_than_21_days.map((c: { id: number }) => c.id)).toEqual([
      toBeSigned.id,
      seeded.signed,
      seeded.toBeSigned,
      signed.id,
      seeded.requested,
      requested.id,
    ]);
    expect(clock.older_than_30_days.map((c: { id: number }) => c.id)).toEqual([
      toBeSigned.id,
      seeded.signed,
      seeded.toBeSigned,
      signed.id,
    ]);
    expect(clock.older_than_21_days[0]).toEqual({
      id: toBeSigned.id,
      credential_number: toBeSigned.credential_number,
      student_name: expect.any(String),
      days_waiting: 40,
      list: 'to-be-signed-list',
    });
    expect(clock.older_than_21_days[5]).toMatchObject({ days_waiting: 25, list: 'requested-list' });
    expect(clock.older_than_21_days[3]).toMatchObject({ days_waiting: 30, list: 'signed-list' });
    expect(clock.older_than_21_days.map((c: { days_waiting: number }) => c.days_waiting)).toEqual([
      40, 38, 33, 30, 26, 25,
    ]);
  });

  test('requisitioner: only the requested list it may see', async () => {
    const { issuance_clock: clock } = await graph('requisitioner');
    expect(clock.older_than_21_days.map((c: { id: number }) => c.id)).toEqual([seeded.requested, requested.id]);
    expect(clock.older_than_30_days).toEqual([]);
  });

  test('signee1: its own assignment and the signed list, not the requested list', async () => {
    const { issuance_clock: clock } = await graph('signee1');
    expect(clock.older_than_21_days.map((c: { id: number }) => c.id)).toEqual([
      toBeSigned.id,
      seeded.signed,
      seeded.toBeSigned,
      signed.id,
    ]);
  });

  test('signee2 does not see a to-be-signed certificate it is not assigned to', async () => {
    const signee2 = await api.userId(DEMO_ACCOUNTS.signee2);
    const [assigned] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM certificate_signees WHERE certificate_id = ${toBeSigned.id} AND user_id = ${signee2}`,
    );
    const ids = (await graph('signee2')).issuance_clock.older_than_21_days.map((c: { id: number }) => c.id);
    expect(ids.includes(toBeSigned.id)).toBe(assigned!.n > 0);
    expect(ids).toContain(signed.id);
  });

  test('printer: nothing (no list of unissued certificates)', async () => {
    const { issuance_clock: clock } = await graph('printer');
    expect(clock).toEqual({ older_than_21_days: [], older_than_30_days: [] });
  });
});

test('signed out: 401', async () => {
  expect((await api.get('/graphDetails')).status).toBe(401);
  expect((await api.post('/yearDetails', { year: 2024 })).status).toBe(401);
});
