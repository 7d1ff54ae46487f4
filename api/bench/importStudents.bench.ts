/**
 * Student import benchmark: `npx tsx -C development api/bench/importStudents.bench.ts [sizes…]`
 * (default 10000 100000). For each size it generates a CSV of that many students (UTF-8 with a BOM,
 * CRLF, a `#` comment line, accented names, quoted commas, dates in the display format and ISO) and,
 * on each database — PostgreSQL (`BENCH_PG_URL`, default postgres://postgres@127.0.0.1:5432; its
 * own database `certify_bench_import`, dropped after), then in-memory PGlite —
 * seeded with the demo data without certificates, sends it over HTTP as the administrator through
 * `POST /uploads/csv` and `POST /importStudent` (upload_id), then again (every row unchanged).
 * Prints the seconds of the upload and of the import, and the process's RSS and V8 heap in use
 * before the import and at their peaks during it (the api and PGlite run in this process; sampled
 * every 10 ms), against the issue's target: 10,000 students imported in ≤ 2 s. spec: issue 9 "Import" (large files).
 */
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createMemoryMailer } from '../src/mail/mailer.js';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts.js';
import { seedDemoData } from '../src/seed/seed.js';

const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'certify_bench_import';
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const TARGET_S = 2;
const TARGET_ROWS = 10_000;

const FIRST = ['Zoë', 'Liam', 'Thị Hương', 'Aroha', 'Siobhán', 'Mohammed', 'Priya', 'Jack', 'Chloé', 'Wei', 'Ana'];
const LAST = ['O’Brien', 'Smith', 'Nguyễn', 'Ngata', 'Murphy', 'Al-Hassan', 'Patel', 'Taylor', 'Dubois', 'Zhang'];

/** A student import file of `n` rows. */
function studentsCsv(n: number): Buffer {
  const lines = [
    '# Bench export: dates dd-mm-yyyy or yyyy-mm-dd',
    'Student ID,First Name,Middle Name,Last Name,Email,Mobile,DOB,USI',
  ];
  for (let i = 0; i < n; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    const year = 1970 + (i % 35);
    const dob = i % 2 ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
    const middle = i % 3 ? '' : '"Jane, Mary"';
    lines.push(
      `B${n}-${String(i).padStart(6, '0')},${first},${middle},${last},student${i}@bench.example.com.au,` +
        `04${String(i).padStart(8, '0')},${dob},${i % 5 ? '' : `USI${String(i).padStart(7, '0')}`}`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Runs `statement` on the server's `postgres` database. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Seconds of `work`, and the process's RSS and V8 heap in use (MB) before it and at their peaks while it runs. */
async function measured<T>(work: () => Promise<T>) {
  const mb = (bytes: number) => bytes / 1048576;
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    const seconds = (performance.now() - started) / 1000;
    return { result, seconds, rss: [mb(start.rss), mb(peakRss)], heap: [mb(start.heapUsed), mb(peakHeap)] };
  } finally {
    clearInterval(timer);
  }
}

/** Imports each file twice on `database`; prints a line per run. */
async function benchOn(label: string, database: Database, files: Map<number, Buffer>): Promise<boolean> {
  await seedDemoData(database.db, { certificates: false, templatePdfs: false });
  const config = { ...loadConfig({}), rateLimitPerAddress: 1_000_000 };
  const app = await buildApp({ database, config, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let ok = true;
  try {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@certify.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const upload = async (csv: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'students.csv');
      const res = await fetch(`${base}/uploads/csv`, { method: 'POST', headers: { authorization }, body: form });
      const body = (await res.json()) as { upload?: { id: number } };
      if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
      return body.upload!.id;
    };
    const importUpload = async (uploadId: number) => {
      const res = await fetch(`${base}/importStudent`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ upload_id: uploadId }),
      });
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return body as { added: number; updated: number; unchanged: number };
    };
    for (const [rows, csv] of files) {
      for (const run of ['first import', 'same file again']) {
        global.gc?.();
        const up = await measured(() => upload(csv));
        const imp = await measured(() => importUpload(up.result));
        const { added, updated, unchanged } = imp.result;
        const within = rows > TARGET_ROWS || imp.seconds <= TARGET_S;
        if (!within) ok = false;
        const mb = ([from, to]: number[]) => `${from!.toFixed(0).padStart(4)} → ${to!.toFixed(0).padStart(4)} MB`;
        const secs = (s: number) => `${s.toFixed(2).padStart(5)} s`;
        console.log(
          `  ${label.padEnd(10)} ${String(rows).padStart(7)} rows ${(csv.length / 1048576).toFixed(1).padStart(5)} MB  ` +
            `${run.padEnd(15)} upload ${secs(up.seconds)}  import ${secs(imp.seconds)}  ` +
            `RSS ${mb(imp.rss)}, heap ${mb(imp.heap)}  (added ${added}, updated ${updated}, unchanged ${unchanged})` +
            (rows <= TARGET_ROWS ? (within ? '  within target' : '  OVER TARGET') : ''),
        );
      }
    }
  } finally {
    await app.close();
  }
  return ok;
}

const files = new Map((SIZES.length ? SIZES : [10_000, 100_000]).map((n) => [n, studentsCsv(n)] as const));
console.log(
  `POST /uploads/csv + POST /importStudent (upload_id) over HTTP; target: ${TARGET_ROWS} students imported in ≤ ${TARGET_S} s`,
);
let allOk = true;
// PostgreSQL first: PGlite keeps the memory it grew (WebAssembly) after it is closed, which would
// inflate the RSS figures of whatever ran after it.
let serverUp = true;
try {
  await onServer(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${DB_NAME}`);
} catch (err) {
  serverUp = false;
  console.log(`  PostgreSQL at ${SERVER} is not reachable (${(err as Error).message}): skipped`);
}
if (serverUp) {
  const database = await openDatabase(`${SERVER}/${DB_NAME}`, { poolSize: 10 });
  try {
    allOk = (await benchOn('PostgreSQL', database, files)) && allOk;
  } finally {
    await database.close();
    await onServer(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}
{
  const database = await openDatabase('memory://');
  try {
    allOk = (await benchOn('PGlite', database, files)) && allOk;
  } finally {
    await database.close();
  }
}
process.exit(allOk ? 0 : 1);
