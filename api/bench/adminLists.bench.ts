/**
 * User and role list benchmark: `npx tsx -C development api/bench/adminLists.bench.ts [requests]`
 * (default 200 per scenario). On PostgreSQL (`BENCH_PG_URL`, default postgres://postgres@127.0.0.1:5432)
 * it creates its own database `certify_bench_admin`, seeds the demo data without certificates plus
 * 1,000 staff users holding 1–3 of 25 roles, then times `GET /listUsers` and `GET /listRoles` over
 * HTTP as the administrator: first, middle and last pages, 100 a page, sorted by e-mail, and a
 * search (case- and accent-insensitive); prints p50/p95/max per scenario against the 100 ms target
 * and drops the database. spec: docs/product.md "Administration" (user management at scale); access-and-administration §2.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import * as t from '../src/db/schema.js';
import { createMemoryMailer } from '../src/mail/mailer.js';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts.js';
import { seedDemoData } from '../src/seed/seed.js';

const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'certify_bench_admin';
const REQUESTS = Number(process.argv[2] ?? 200);
const USERS = 1000;
const EXTRA_ROLES = 20;
const TARGET_MS = 100;

const FIRST = ['Zoë', 'Liam', 'Thị Hương', 'Aroha', 'Siobhán', 'Mohammed', 'Priya', 'Jack', 'Chloé', 'Wei', 'Ana'];
const LAST = ['O’Brien', 'Smith', 'Nguyễn', 'Ngata', 'Murphy', 'Al-Hassan', 'Patel', 'Taylor', 'Dubois', 'Zhang'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `sql` on the server's `postgres` database. */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the bench database, waiting while its last connections close. */
async function dropDatabase(): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(`DROP DATABASE IF EXISTS ${DB_NAME}`);
      return;
    } catch (err) {
      if (attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

await onServer(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${DB_NAME}`);
const database = await openDatabase(`${SERVER}/${DB_NAME}`, { poolSize: 10 });
try {
  const { db } = database;
  const seedStarted = performance.now();
  await seedDemoData(db, { certificates: false });
  const roleRows = await db
    .insert(t.roles)
    .values(Array.from({ length: EXTRA_ROLES }, (_, i) => ({ name: `Campus team ${String(i + 1).padStart(2, '0')}` })))
    .returning({ id: t.roles.id });
  const roleIds = [1, 2, 3, 4, 5, ...roleRows.map((r) => r.id)];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        firstName: FIRST[i % FIRST.length]!,
        lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
        email: `staff${String(i).padStart(4, '0')}@bench.certify.test`,
        mobileNumber: `04${String(i).padStart(8, '0')}`,
        passwordHash,
        status: i % 17 !== 0,
      })),
    )
    .returning({ id: t.users.id });
  await db.insert(t.userRoles).values(
    users.flatMap((u, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        userId: u.id,
        roleId: roleIds[(i + k * 7) % roleIds.length]!,
      })),
    ),
  );
  await db.execute(sql`ANALYZE`);
  console.log(
    `seeded ${USERS} users (+6 demo) with 1–3 of ${roleIds.length} roles on PostgreSQL in ` +
      `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const config = { ...loadConfig({}), rateLimitPerAddress: 1_000_000 };
  const app = await buildApp({ database, config, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@certify.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const time = async (label: string, path: string) => {
      const get = async () => {
        const started = performance.now();
        const res = await fetch(base + path, { headers });
        const body = (await res.json()) as { total?: number };
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, total: body.total };
      };
      for (let i = 0; i < 5; i++) await get(); // warm-up, not counted
      const times: number[] = [];
      let total: number | undefined;
      for (let i = 0; i < REQUESTS; i++) {
        const r = await get();
        times.push(r.ms);
        total = r.total;
      }
      times.sort((a, b) => a - b);
      const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), times[times.length - 1]!];
      const verdict = p95 <= TARGET_MS ? 'ok' : 'OVER TARGET';
      console.log(
        `  ${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  ` +
          `max ${max.toFixed(1).padStart(6)} ms  (total ${total})  ${verdict}`,
      );
    };

    console.log(`${REQUESTS} sequential requests per scenario over HTTP (target: p95 ≤ ${TARGET_MS} ms):`);
    await time('GET /listUsers page 1 (5 a page)', '/listUsers');
    await time('GET /listUsers page 100 (5 a page)', '/listUsers?page=100');
    await time('GET /listUsers last page (5 a page)', '/listUsers?page=202');
    await time('GET /listUsers 100 a page, by e-mail desc', '/listUsers?per_page=100&sort_by=email&sort_dir=desc');
    await time('GET /listUsers by status, page 50', '/listUsers?sort_by=status&page=50');
    await time('GET /listUsers search "nguyen" (accents)', '/listUsers?search=nguyen');
    await time('GET /listUsers search "staff09" (e-mail)', '/listUsers?search=staff09&per_page=100');
    await time('GET /listRoles page 1 (5 a page)', '/listRoles');
    await time('GET /listRoles page 5, by name desc', '/listRoles?page=5&sort_dir=desc');
    await time('GET /listRoles 100 a page', '/listRoles?per_page=100');
  } finally {
    await app.close();
  }
} finally {
  // A connection still closing would see the drop as an error: ignore it, the run is over.
  database.pool?.on('error', () => {});
  await database.close();
  await dropDatabase();
}
