/**
 * The 30-day compliance report `GET /dashboard/issuanceCompliance` (docs/compliance.md):
 * certificates issued within and beyond 30 days per month of issue, by the issuance clock's own
 * measure (request → issue, beyond = more than 30 × 24 hours), its range rules and who sees what.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isOver, ISSUANCE_LIMIT_DAYS } from '../src/dashboard/issuanceMeasure.js';
import { COMPLIANCE_MESSAGES } from '../src/dashboard/schemas.js';
import { DEMO_ACCOUNTS } from '../src/seed/demoAccounts.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let admin: string;
let printer: string;
/** Four issued certificates of the seed, dated by the test. */
let ids: number[] = [];

const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login(DEMO_ACCOUNTS.admin);
  printer = await api.login(DEMO_ACCOUNTS.printer);
  const issued = (
    await api.db.execute(sql`SELECT id FROM certificates WHERE issued_on IS NOT NULL ORDER BY id LIMIT 4`)
  ).rows as { id: number }[];
  expect(issued).toHaveLength(4);
  ids = issued.map((r) => Number(r.id));
  const date = (id: number, requested: string, issuedOn: string) =>
    api.db.execute(
      sql`UPDATE certificates SET requested_date = ${requested}::timestamptz, issued_on = ${issuedOn}::timestamptz WHERE id = ${id}`,
    );
  // January 2024: exactly 30 days (within) and 31 days (beyond)
  await date(ids[0]!, '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z');
  await date(ids[1]!, '2023-12-20T00:00:00Z', '2024-01-20T00:00:00Z');
  // February 2024: 30 days and one second (beyond), 4 days (within)
  await date(ids[2]!, '2024-01-10T00:00:00Z', '2024-02-09T00:00:01Z');
  await date(ids[3]!, '2024-02-01T00:00:00Z', '2024-02-05T00:00:00Z');
});
afterAll(() => api.close());

const report = (query: string, token = admin) => api.get(`/dashboard/issuanceCompliance${query}`, token);

describe('GET /dashboard/issuanceCompliance', () => {
  test('the measure is the clock’s: 30 days exactly is within, one second more is beyond', () => {
    expect(ISSUANCE_LIMIT_DAYS).toBe(30);
    expect(isOver(30 * DAY)).toBe(false);
    expect(isOver(30 * DAY + 1000)).toBe(true);
  });

  test('per month: issued within and beyond 30 days, the median, the late ones; empty months as 0', async () => {
    const res = await report('?from=2024-01&to=2024-03');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: 1, from: '2024-01', to: '2024-03', limit_days: 30 });
    const [jan, feb, mar] = res.body.months;
    expect(jan).toMatchObject({ month: '2024-01', issued: 2, issued_within: 1, issued_beyond: 1, median_days: 30.5 });
    expect(jan.beyond).toEqual([
      expect.objectContaining({
        id: ids[1],
        days: 31,
        requested_date: '2023-12-20T00:00:00.000Z',
        issued_on: '2024-01-20T00:00:00.000Z',
      }),
    ]);
    expect(feb).toMatchObject({ month: '2024-02', issued: 2, issued_within: 1, issued_beyond: 1, median_days: 17 });
    expect(feb.beyond.map((b: { id: number; days: number }) => [b.id, b.days])).toEqual([[ids[2], 30]]);
    expect(mar).toEqual({
      month: '2024-03',
      issued: 0,
      issued_within: 0,
      issued_beyond: 0,
      median_days: null,
      beyond: [],
    });
  });

  test('defaults to the last 12 months up to the current one', async () => {
    const res = await report('');
    expect(res.status, res.text).toBe(200);
    const now = new Date();
    const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(res.body.months).toHaveLength(12);
    expect(res.body.to).toBe(current);
    expect(res.body.months.at(-1).month).toBe(current);
  });

  test('counts only what the caller may see (the printer sees no requested-only certificate, its numbers ≤ admin’s)', async () => {
    const mine = await report('?from=2024-01&to=2024-02', printer);
    expect(mine.status, mine.text).toBe(200);
    const all = await report('?from=2024-01&to=2024-02');
    for (const [i, m] of (mine.body.months as { issued: number }[]).entries()) {
      expect(m.issued).toBeLessThanOrEqual(all.body.months[i].issued);
    }
  });

  test.each([
    ['?from=2024-13', COMPLIANCE_MESSAGES.month],
    ['?from=24-01', COMPLIANCE_MESSAGES.month],
    ['?from=1999-12&to=2000-01', COMPLIANCE_MESSAGES.month],
    [`?from=${'9'.repeat(500)}`, COMPLIANCE_MESSAGES.month],
    ['?from=2024-05&to=2024-04', COMPLIANCE_MESSAGES.order],
    ['?from=2020-01&to=2023-01', COMPLIANCE_MESSAGES.span],
    ['?from=2001-01', COMPLIANCE_MESSAGES.span],
  ])('%s → 400 %s', async (query, message) => {
    const res = await report(query);
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(message);
  });

  test('36 months is the most', async () => {
    const res = await report('?from=2021-01&to=2023-12');
    expect(res.status, res.text).toBe(200);
    expect(res.body.months).toHaveLength(36);
  });

  test('401 without a session', async () => {
    expect((await api.get('/dashboard/issuanceCompliance')).status).toBe(401);
  });
});
