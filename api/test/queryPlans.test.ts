/**
 * Query plans at 100,000 certificates (docs/architecture.md "Queries that scale"), on PostgreSQL: every list's
 * default order and its common filters, the register's first, deep and keyset pages, the
 * dashboard, the master lists, users, the Audit Log and notifications, each asked over HTTP as the
 * role that uses it. Every statement the request ran is explained (its own parameters): none scans
 * `certificates` (or the other tables that grow with it) sequentially, and the page reads the index
 * of its order. Speed itself is measured by tests/bench/register.bench.ts, never asserted here.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedVolume } from '../src/seed/volume.js';
import { startTestApi, type TestApi } from './harness.js';

/** Tables that grow with the register: never read whole. */
const LARGE = ['certificates', 'certificate_signees', 'certificate_events', 'audit_events', 'notifications'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** What one request ran: each SELECT with the nodes of its plan. */
interface Explained {
  sql: string;
  nodes: PlanNode[];
}

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('query plans at 100,000 certificates (PostgreSQL)', () => {
  let api: TestApi;
  let pool: pg.Pool;
  let runQuery: pg.Pool['query'];
  let captured: { text: string; values: unknown[] }[] = [];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi();
    await seedVolume(api.db, { certificates: 100_000 });
    await api.db.execute(sql`VACUUM ANALYZE`);
    pool = api.database.pool!;
    runQuery = pool.query.bind(pool) as pg.Pool['query'];
    // Observe what the app sends (drizzle calls pool.query(config, values)); nothing is changed.
    pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[] };
        captured.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
      }
      return (runQuery as (...args: unknown[]) => unknown)(config, values, callback);
    }) as pg.Pool['query'];
  }, 600_000);

  afterAll(async () => {
    if (pool) pool.query = runQuery;
    await api?.close();
  });

  const token = async (who: string) => {
    if (!tokens.has(who)) tokens.set(who, await api.login(`${who}@certify.test`));
    return tokens.get(who)!;
  };

  /** Calls the api as `who` and explains every SELECT on the register's tables it ran. */
  async function explain(who: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Explained[]> {
    const bearer = await token(who);
    captured = [];
    const res = await api.request(method, path, { token: bearer, body });
    expect(res.status, res.text).toBe(200);
    const statements = captured.filter(
      (q) =>
        /^\s*(select|with)\b/i.test(q.text) &&
        /\b(certificates|students|notifications|certificate_events|audit_events|users)\b/.test(q.text) &&
        !/\bfrom sessions\b/i.test(q.text),
    );
    const explained: Explained[] = [];
    for (const q of statements) {
      const res = await runQuery({ text: `EXPLAIN (FORMAT JSON) ${q.text}`, values: q.values });
      const [{ Plan }] = (res.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'];
      explained.push({ sql: q.text, nodes: nodes(Plan) });
    }
    expect(explained.length, `${path} ran no query on the register's tables`).toBeGreaterThan(0);
    return explained;
  }

  /**
   * The statements scanned no large table whole. `countsMayScan`: a count of what a caller sees
   * through an assignment or a request of theirs as well as their lists (≈90% of the register) may
   * read the table: it must look at nearly every row either way.
   */
  function expectNoLargeSeqScan(explained: Explained[], { countsMayScan = false } = {}) {
    for (const e of explained) {
      if (countsMayScan && /^\s*select count\(/i.test(e.sql)) continue;
      const scans = e.nodes
        .filter((n) => n['Node Type'] === 'Seq Scan' && LARGE.includes(n['Relation Name'] ?? ''))
        .map((n) => n['Relation Name']);
      expect(scans, `sequential scan in: ${e.sql.slice(0, 400)}`).toEqual([]);
    }
  }

  /** Some statement read `index`. */
  function expectIndex(explained: Explained[], ...indexes: string[]) {
    const used = explained.flatMap((e) => e.nodes.map((n) => n['Index Name']).filter((i): i is string => !!i));
    expect(
      used.some((i) => indexes.includes(i)),
      `expected one of ${indexes.join(', ')}; read ${used.join(', ')}`,
    ).toBe(true);
  }

  const LISTS: [path: string, who: string, index: string[]][] = [
    ['/searchRequestedCertificate', 'requisitioner', ['certificates_status_requested_idx']],
    ['/searchApprovedCertificate', 'approver', ['certificates_status_requested_idx']],
    [
      '/searchApprovedCertificate',
      'signee1',
      ['certificates_status_requested_idx', 'certificate_signees_unsigned_idx'],
    ],
    ['/searchSignedCertificate', 'approver', ['certificates_status_requested_idx']],
    ['/printableCertificatesList', 'printer', ['certificates_requested_idx', 'certificates_status_requested_idx']],
    ['/cancelledCertificateList', 'requisitioner', ['certificates_requested_idx', 'certificates_status_requested_idx']],
    ['/reprintCertificateList', 'printer', ['certificates_requested_idx']],
    ['/reprintCertificateRequestedList', 'approver', ['certificates_requested_idx', 'certificates_reprint_idx']],
  ];

  test.each(LISTS)('%s as %s: first page and count by index', async (path, who, indexes) => {
    const explained = await explain(who, 'POST', path, { page: 1, per_page: 5 });
    expectNoLargeSeqScan(explained);
    expectIndex(explained, ...indexes);
  });

  test('the printed list, page 2,000: the page is cut from the index before anything is joined', async () => {
    const explained = await explain('admin', 'POST', '/reprintCertificateList', { page: 2000, per_page: 5 });
    expectNoLargeSeqScan(explained);
    expectIndex(explained, 'certificates_requested_idx');
  });

  const FILTERS: [name: string, filters: Record<string, unknown>, indexes: string[]][] = [
    ['a course', { course_id: [10] }, ['certificates_course_idx']],
    ['a campus by name', { campus_name: 'Perth' }, ['certificates_campus_idx', 'certificates_requested_idx']],
    ['a requisitioner', { requisitioner_id: [2] }, ['certificates_requisitioner_idx', 'certificates_requested_idx']],
    ['a certificate type', { certificate_type: 'S' }, ['certificates_type_idx', 'certificates_requested_idx']],
    [
      'a requested date range',
      { requested_from_date: '2024-01-01', requested_to_date: '2024-03-31' },
      ['certificates_requested_idx', 'certificates_status_requested_idx'],
    ],
    ['a student name', { student_name: 'smith' }, ['students_search_trgm_idx']],
  ];

  test.each(FILTERS)('the printed list filtered by %s reads by index', async (_name, filters, indexes) => {
    const explained = await explain('admin', 'POST', '/reprintCertificateList', { page: 1, per_page: 5, ...filters });
    expectNoLargeSeqScan(explained);
    expectIndex(explained, ...indexes);
  });

  test.each(['admin', 'requisitioner', 'printer', 'signee1'])(
    'the register as %s: first page, page 2,000 and the keyset page after it, by index',
    async (who) => {
      const countsMayScan = who !== 'admin';
      const first = await explain(who, 'POST', '/reports', { page: 1, per_page: 5 });
      expectNoLargeSeqScan(first, { countsMayScan });
      expectIndex(first, 'certificates_requested_idx');
      const deep = await explain(who, 'POST', '/reports', { page: 2000, per_page: 5 });
      expectNoLargeSeqScan(deep, { countsMayScan });
      const bearer = await token(who);
      const page = await api.post('/reports', { first: 20, with_total: false }, bearer);
      const next = await explain(who, 'POST', '/reports', {
        first: 20,
        after: page.body.end_cursor,
        with_total: false,
      });
      expectNoLargeSeqScan(next);
      expectIndex(next, 'certificates_requested_idx');
    },
  );

  const REGISTER_FILTERS: [name: string, filters: Record<string, unknown>][] = [
    ['stages', { certificate_status: [0, 1] }],
    ['a credential date range', { credential_from_date: '2025-01-01', credential_to_date: '2025-01-31' }],
    ['a student id', { student_id: 'V0001234' }],
    ['a course and a stage', { course_id: [12], certificate_status: [5] }],
  ];

  test.each(REGISTER_FILTERS)('the register filtered by %s reads by index', async (_name, filters) => {
    expectNoLargeSeqScan(await explain('admin', 'POST', '/reports', { page: 1, per_page: 5, ...filters }));
  });

  test('a part of a credential number is looked up in its trigram index', async () => {
    const explained = await explain('admin', 'POST', '/reports', { page: 1, per_page: 5, credential_number: '-00123' });
    expectNoLargeSeqScan(explained);
    expectIndex(explained, 'certificates_credential_number_trgm_idx');
  });

  test('the export reads the register by keyset pages of 1,000 without counting', async () => {
    const bearer = await token('admin');
    const page = await api.post('/reports', { first: 1000, with_total: false }, bearer);
    const explained = await explain('admin', 'POST', '/reports', {
      first: 1000,
      after: page.body.end_cursor,
      with_total: false,
    });
    expectNoLargeSeqScan(explained);
    expect(explained.some((e) => /count\(/i.test(e.sql))).toBe(false);
  });

  test.each(['admin', 'requisitioner', 'signee1'])('the dashboard as %s reads by index', async (who) => {
    const month = await explain(who, 'GET', '/graphDetails');
    expectNoLargeSeqScan(month);
    // the 30-day clock: the oldest waiting certificates of the caller's lists, in request order
    if (who !== 'signee1') expectIndex(month, 'certificates_unissued_idx', 'certificates_status_requested_idx');
    expectNoLargeSeqScan(await explain(who, 'POST', '/yearDetails', { year: new Date().getUTCFullYear() }));
  });

  test('the 30-day compliance report reads issued certificates by index', async () => {
    const explained = await explain('admin', 'GET', '/dashboard/issuanceCompliance');
    expectNoLargeSeqScan(explained);
    expectIndex(explained, 'certificates_issued_idx');
  });

  test('the student list pages by name from an index, and searches by trigrams', async () => {
    expectIndex(await explain('admin', 'GET', '/students?page=1&per_page=5'), 'students_name_idx');
    for (const search of [{ search: 'smith' }, { student_name: 'zoe nguy' }, { email: 'student12' }]) {
      const explained = await explain('admin', 'POST', '/searchStudent', { page: 1, per_page: 5, ...search });
      expect(
        explained.every(
          (e) => !e.nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'students'),
        ),
        JSON.stringify(search),
      ).toBe(true);
      expectIndex(explained, 'students_search_trgm_idx');
    }
  });

  test('notifications and the Audit Log page newest first by index', async () => {
    const notes = await explain('admin', 'POST', '/notifications', { limit: 20 });
    expectNoLargeSeqScan(notes);
    expectIndex(notes, 'notifications_user_created_idx');
    const log = await explain('admin', 'GET', '/auditEvents?first=50');
    expectNoLargeSeqScan(log);
    expectIndex(log, 'certificate_events_created_idx');
    const actorId = await api.userId('approver@certify.test');
    const byActor = await explain('admin', 'GET', `/auditEvents?first=50&actor_id=${actorId}`);
    expectNoLargeSeqScan(byActor);
    expectIndex(byActor, 'certificate_events_actor_idx');
  });
});
