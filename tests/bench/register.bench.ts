/**
 * The register at 100,000 certificates (docs/architecture.md "Queries that scale"):
 * `npx tsx -C development tests/bench/register.bench.ts [certificates]` (default 100000) after
 * `npx turbo run build`, on PGlite or, with DATABASE_URL, on a fresh PostgreSQL database.
 *
 * Seeds the demo data and the volume (api/src/seed/volume.ts: certificates in every state over five
 * years, 20,000 students, 150 more courses, 20 more campuses, their signees, events, notifications)
 * into a database of its own, starts the built api on it and times, over HTTP as the role that uses
 * each, sequential requests: every certificate list's first page, the printed list's page 2,000 and
 * filtered searches, the register's first page, page 2,000 and keyset next page (as the
 * administrator and as roles that see it through their lists and requests), the dashboard, the
 * master lists, users, notifications and the Audit Log. Prints p50 and p95 of each against the
 * target (p95 ≤ 50 ms on PostgreSQL, ≤ 100 ms on PGlite) and, for the printed list, main's figures
 * before the speed work (PostgreSQL). Then reads the whole register by keyset pages of 1,000 (as the CSV
 * export does), reporting the time and the api's memory growth.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchDatabase } from './support/database';
import { callJson, type DemoRole, login, sampleLatency } from './support/http';
import { report } from './support/report';
import { repoRoot, startStack } from './support/stack';

const CERTIFICATES = Number(process.argv[2] ?? 100_000);
/** Timed requests per scenario (after 3 untimed). */
const SAMPLES = 40;
const MB = 1024 * 1024;

const database = await benchDatabase('register');
const onPostgres = database.label === 'PostgreSQL';
/** The target: p95 ≤ 50 ms on PostgreSQL; PGlite may take twice that. */
const TARGET = onPostgres ? '<= 50' : '<= 100';
/** before the speed work, PostgreSQL, 100,000 certificates, as measured then. */
const BEFORE = { printedFirst: { p50: 190, p95: 224 }, printedDeep: { p50: 199, p95: 244 } };
const baselineLabel = 'before the speed work';

console.log(`Seeding ${CERTIFICATES.toLocaleString('en-AU')} certificates on ${database.label}…`);
// `npm run seed:volume -w api` on the bench's database (the api is not running yet: PGlite is one process's)
const { DATABASE_URL: _server, TEST_DATABASE_URL: _test, ...inherited } = process.env;
const seeding = spawnSync(
  'npx',
  ['tsx', '-C', 'development', path.join('src', 'seed', 'volumeCli.ts'), `${CERTIFICATES}`],
  {
    cwd: path.join(repoRoot, 'api'),
    env: { ...inherited, ...database.env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
if (seeding.status !== 0) {
  await database.drop();
  throw new Error(`seed:volume failed (exit ${seeding.status})`);
}
const seeded = JSON.parse(seeding.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
console.log(
  `  seeded in ${seeded.seconds!.toFixed(1)} s: ${seeded.certificates} certificates, ${seeded.students} students, ` +
    `${seeded.signees} signee assignments, ${seeded.events} events, ${seeded.notifications} notifications`,
);
await database.settle();
const stack = await startStack({ database });
try {
  const base = stack.api.url;
  const roles: DemoRole[] = ['admin', 'requisitioner', 'approver', 'signee1', 'printer'];
  const tokens = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await login(base, r)] as const)));
  const year = new Date().getUTCFullYear();

  /** One timed scenario: a request as `role`, reported as p50 and p95. */
  async function scenario(
    name: string,
    role: DemoRole,
    path: string,
    body?: unknown,
    baseline?: { p50: number; p95: number },
  ) {
    const call = () => callJson(`${base}${path}`, tokens[role]!, body);
    const { p50, p95 } = await sampleLatency(call, SAMPLES);
    const withBaseline = (b: number | undefined) =>
      onPostgres && b !== undefined ? { baseline: b, baselineLabel } : {};
    report({ name: `${name}: p50`, value: p50, unit: 'ms', ...withBaseline(baseline?.p50) });
    report({ name: `${name}: p95`, value: p95, unit: 'ms', target: TARGET, ...withBaseline(baseline?.p95) });
  }

  const firstPage = { page: 1, per_page: 5 };
  // The seven lists, first page, as the role whose work queue it is (the gateway sends page and size).
  await scenario(
    'requested list, first page (requisitioner)',
    'requisitioner',
    '/searchRequestedCertificate',
    firstPage,
  );
  await scenario('to-be-signed list, first page (approver)', 'approver', '/searchApprovedCertificate', firstPage);
  await scenario('to-be-signed list, first page (signee)', 'signee1', '/searchApprovedCertificate', firstPage);
  await scenario('signed list, first page (approver)', 'approver', '/searchSignedCertificate', firstPage);
  await scenario('send-to-print list, first page (printer)', 'printer', '/printableCertificatesList', firstPage);
  await scenario('rejected list, first page (requisitioner)', 'requisitioner', '/cancelledCertificateList', firstPage);
  await scenario(
    'printed list, first page (printer)',
    'printer',
    '/reprintCertificateList',
    firstPage,
    BEFORE.printedFirst,
  );
  await scenario(
    'reprint-request list, first page (approver)',
    'approver',
    '/reprintCertificateRequestedList',
    firstPage,
  );
  await scenario(
    'printed list, page 2,000 (printer)',
    'printer',
    '/reprintCertificateList',
    { page: 2000, per_page: 5 },
    BEFORE.printedDeep,
  );
  await scenario('printed list, student name search (printer)', 'printer', '/reprintCertificateList', {
    ...firstPage,
    student_name: 'smith',
  });
  await scenario('printed list, course and campus filter (printer)', 'printer', '/reprintCertificateList', {
    ...firstPage,
    course_id: [20],
    campus_name: 'Perth',
  });
  await scenario('printed list, sorted by student name (printer)', 'printer', '/reprintCertificateList', {
    ...firstPage,
    sort_by: 'student_name',
    sort_dir: 'asc',
  });

  // The register: as the administrator (every certificate) and as roles that see it through lists.
  await scenario('register, first page (admin)', 'admin', '/reports', { page: 1, per_page: 20 });
  await scenario('register, page 2,000 (admin)', 'admin', '/reports', { page: 2000, per_page: 20 });
  const deep = await callJson<{ end_cursor: string }>(`${base}/reports`, tokens.admin!, {
    page: 2000,
    per_page: 20,
    with_total: false,
  });
  await scenario('register, keyset page after page 2,000 (admin)', 'admin', '/reports', {
    first: 20,
    after: deep.end_cursor,
  });
  await scenario('register, stage filter (admin)', 'admin', '/reports', {
    page: 1,
    per_page: 20,
    certificate_status: [0, 1],
  });
  await scenario('register, first page (requisitioner)', 'requisitioner', '/reports', { page: 1, per_page: 20 });
  await scenario('register, first page (printer)', 'printer', '/reports', { page: 1, per_page: 20 });

  // The dashboard (both of its calls), the compliance report, master lists, users, notifications, audit.
  await scenario('dashboard, this month (admin)', 'admin', '/graphDetails');
  await scenario('dashboard, this year (admin)', 'admin', '/yearDetails', { year });
  await scenario('dashboard, this month (requisitioner)', 'requisitioner', '/graphDetails');
  await scenario('dashboard, this month (signee)', 'signee1', '/graphDetails');
  await scenario('30-day compliance report (admin)', 'admin', '/dashboard/issuanceCompliance');
  await scenario('students, first page (admin)', 'admin', '/students?page=1&per_page=5');
  await scenario('students, search (admin)', 'admin', '/searchStudent', { page: 1, per_page: 5, search: 'smith' });
  await scenario('courses, first page (admin)', 'admin', '/courses?page=1&per_page=5');
  await scenario('campuses, first page (admin)', 'admin', '/campuses?page=1&per_page=5');
  await scenario('users, first page (admin)', 'admin', '/listUsers?page=1&per_page=5');
  await scenario('notifications (admin)', 'admin', '/notifications', { limit: 20 });
  await scenario('audit log, first page (admin)', 'admin', '/auditEvents?first=50');

  // The whole register by keyset pages of 1,000 without counting, as the CSV export reads it.
  const rssBefore = stack.api.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, stack.api.rss());
  }, 20);
  const started = performance.now();
  let rows = 0;
  let after: string | undefined;
  for (;;) {
    const page = await callJson<{ data: unknown[]; has_next_page: boolean; end_cursor: string | null }>(
      `${base}/reports`,
      tokens.admin!,
      { first: 1000, with_total: false, after },
    );
    rows += page.data.length;
    if (!page.has_next_page || !page.end_cursor) break;
    after = page.end_cursor;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(`  read ${rows.toLocaleString('en-AU')} register rows by keyset pages of 1,000`);
  report({ name: 'register, every row by keyset pages of 1,000: time', value: seconds, unit: 's' });
  report({
    name: 'register, every row by keyset pages of 1,000: api RSS growth',
    value: (peak - rssBefore) / MB,
    unit: 'MB',
  });
} finally {
  await stack.stop();
  await database.drop();
}
