/**
 * The dashboard through the gateway against the real in-process api: each role's numbers equal
 * what its lists hold (no "Your roles do not grant access" error for anyone), the year tables,
 * a future year refused with the spec's message, and the 30-day issuance clock.
 * spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data", §7, §9; api/CONTRACT.md "Dashboard".
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type DemoUser, ok, postGql, type Stack, startGateway, startStack, USERS } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const DASHBOARD = `{
  dashboard {
    currentMonth { courseName courseCode certificates }
    pendingRequests
    pendingToBeSigned
    issuanceClock {
      olderThan21Days { id credentialNumber studentName daysWaiting list }
      olderThan30Days { id }
    }
  }
}`;
const YEAR = `query($year: Int!) {
  dashboardYear(year: $year) {
    year
    campuses { campusName counts { requested inProgress issued rejectedOrCancelled } }
    courses { courseName courseCode counts { requested inProgress issued rejectedOrCancelled } }
  }
}`;

interface Dashboard {
  currentMonth: { courseName: string; courseCode: string; certificates: number }[];
  pendingRequests: number | null;
  pendingToBeSigned: number | null;
  issuanceClock: {
    olderThan21Days: { id: string; credentialNumber: string; studentName: string; daysWaiting: number; list: string }[];
    olderThan30Days: { id: string }[];
  };
}
const dashboard = async (who: DemoUser) =>
  ok(await stack.gql<{ dashboard: Dashboard }>(DASHBOARD, {}, await stack.token(who))).dashboard;

/** A list's totalCount as `who` sees it, or null when refused. */
const listCount = async (who: DemoUser, list: string) => {
  const res = await stack.gql<{ certificates: { totalCount: number } }>(
    `query($list: CertificateList!) { certificates(list: $list, pageSize: 1) { totalCount } }`,
    { list },
    await stack.token(who),
  );
  return res.data?.certificates ? res.data.certificates.totalCount : null;
};

const ROLES = Object.keys(USERS) as DemoUser[];

describe('Query.dashboard', () => {
  it.each(ROLES)('%s: answers without error; pending requests = its requested list', async (who) => {
    const d = await dashboard(who);
    expect(d.pendingRequests).toBe(await listCount(who, 'REQUESTED'));
  });

  it('approver: pending to be signed = the whole to-be-signed list', async () => {
    const d = await dashboard('approver');
    expect(d.pendingToBeSigned).toBe(await listCount('approver', 'TO_BE_SIGNED'));
    expect(d.pendingToBeSigned).toBeGreaterThan(0);
  });

  it('signee1: pending to be signed counts only what it has still to sign', async () => {
    const d = await dashboard('signee1');
    const list = (await listCount('signee1', 'TO_BE_SIGNED'))!;
    expect(d.pendingToBeSigned).toBeGreaterThan(0);
    // the seed's half-signed certificate that signee1 already signed is in neither (docs/product.md)
    expect(d.pendingToBeSigned).toBe(list);
    expect(d.pendingRequests).toBeNull();
  });

  it('printer: neither banner list is granted', async () => {
    const d = await dashboard('printer');
    expect(d.pendingRequests).toBeNull();
    expect(d.pendingToBeSigned).toBeNull();
    expect(d.issuanceClock.olderThan21Days).toEqual([]);
  });

  it('the CURRENT MONTH doughnut: courses most first, the administrator sees at least what others do', async () => {
    const admin = await dashboard('admin');
    const counts = admin.currentMonth.map((c) => c.certificates);
    expect(counts.length).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const sum = (d: Dashboard) => d.currentMonth.reduce((a, c) => a + c.certificates, 0);
    expect(sum(await dashboard('printer'))).toBeLessThan(sum(admin));
  });

  it('signed out: UNAUTHENTICATED', async () => {
    expect(codeOf(await stack.gql(DASHBOARD, {}, null))).toBe('UNAUTHENTICATED');
  });
});

describe('Query.dashboardYear', () => {
  const year = new Date().getUTCFullYear();
  type Year = {
    year: number;
    campuses: { campusName: string; counts: Record<string, number> }[];
    courses: { courseName: string; counts: Record<string, number> }[];
  };

  it('the Campus Data and Course Data tables of the current year', async () => {
    const d = ok(await stack.gql<{ dashboardYear: Year }>(YEAR, { year }, await stack.token('admin'))).dashboardYear;
    expect(d.year).toBe(year);
    expect(d.campuses.length).toBeGreaterThan(0);
    const total = (rows: { counts: Record<string, number> }[]) => rows.reduce((a, r) => a + r.counts.requested!, 0);
    expect(total(d.courses)).toBe(total(d.campuses));
    for (const r of d.campuses) {
      expect(r.counts.inProgress! + r.counts.issued! + r.counts.rejectedOrCancelled!).toBe(r.counts.requested);
    }
  });

  it('a future year: BAD_USER_INPUT with the spec message', async () => {
    const res = await stack.gql(YEAR, { year: year + 1 }, await stack.token('signee1'));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Dashboard year cannot be in the future');
  });
});

describe('Query.dashboard: the 30-day issuance clock', () => {
  /** The in-process api (api/test/harness.ts), to date certificates into the past. */
  interface HarnessApi {
    url: string;
    db: { execute(query: string): Promise<{ rows: Record<string, unknown>[] }> };
    login(email: string): Promise<string>;
    close(): Promise<void>;
  }
  let api: HarnessApi;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    const harnessPath: string = fileURLToPath(new URL('../../api/test/harness.ts', import.meta.url));
    const harness = (await import(harnessPath)) as { startTestApi: () => Promise<HarnessApi> };
    api = await harness.startTestApi();
    gateway = await startGateway(api.url);
  });
  afterAll(async () => {
    await gateway?.gateway.close();
    await api?.close();
  });

  it('lists the certificates waiting longest, oldest first, with the list that holds each', async () => {
    const idOf = async (status: number) =>
      Number(
        (await api.db.execute(`SELECT min(id) AS id FROM certificates WHERE credential_status = ${status}`)).rows[0]!
          .id,
      );
    const requested = await idOf(0);
    const signed = await idOf(3);
    // the seed's own long-waiting certificates: signed 38, to be signed 33, requested 26 days ago
    const seeded = (
      await api.db.execute(`SELECT id FROM certificates
        WHERE credential_status IN (0, 1, 3) AND requested_date < now() - interval '21 days'
        ORDER BY requested_date, id`)
    ).rows.map((r) => String(r.id));
    expect(seeded).toHaveLength(3);
    await api.db.execute(`UPDATE certificates SET requested_date = now() - interval '35 days' WHERE id = ${signed}`);
    await api.db.execute(`UPDATE certificates SET requested_date = now() - interval '22 days' WHERE id = ${requested}`);
    const token = await api.login(USERS.approver);
    const res = await postGql<{ dashboard: Dashboard }>(gateway.url, DASHBOARD, {}, token);
    const clock = ok(res).dashboard.issuanceClock;
    expect(clock.olderThan21Days.map((c) => [c.id, c.daysWaiting, c.list])).toEqual([
      [seeded[0], 38, 'SIGNED'],
      [String(signed), 35, 'SIGNED'],
      [seeded[1], 33, 'TO_BE_SIGNED'],
      [seeded[2], 26, 'REQUESTED'],
      [String(requested), 22, 'REQUESTED'],
    ]);
    expect(clock.olderThan21Days[0]!.credentialNumber).toMatch(/^SCIT-/);
    expect(clock.olderThan30Days).toEqual([{ id: seeded[0] }, { id: String(signed) }, { id: seeded[1] }]);
  });
});
