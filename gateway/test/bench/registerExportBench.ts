/**
 * Export of 100,000 certificates as Report.csv (issue 10: "100,000 rows export in ≤ 5 s with flat
 * memory"). Creates a database of its own on a PostgreSQL server, starts the BUILT api and gateway
 * as their own processes on it (production mode, free ports; the api migrates and seeds), seeds
 * `rows` certificates with one `INSERT … SELECT generate_series`, downloads
 * `GET /files/register.csv` as the administrator, and prints the seconds, the rows received and
 * the gateway's and api's resident memory (from /proc) before and at their peak (sampled every
 * 20 ms). Drops the database at the end.
 *
 *   npx turbo run build --filter=@certify/api --filter=@certify/gateway
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx gateway/test/bench/registerExportBench.ts [rows=100000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rows = Number(process.argv[2] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface PgClient {
  connect(): Promise<void>;
  query(q: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
/** `pg` (the api's driver), loaded by a computed name: the gateway does not depend on it. */
async function pgClient(connectionString: string): Promise<PgClient> {
  const name = 'pg';
  const { default: pg } = (await import(name)) as { default: { Client: new (o: object) => PgClient } };
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });

/** Resident memory of `pid` in MB (Linux /proc). */
const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready within 120 s`);
}

async function main(): Promise<void> {
  const dbName = `certify_bench_${randomBytes(4).toString('hex')}`;
  const admin = await pgClient(serverUrl);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const [port, apiPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PORT: String(apiPort),
    DATABASE_URL: dbUrl.toString(),
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'error',
  };
  const children: ChildProcess[] = [];
  try {
    const api = spawn(process.execPath, [resolve(root, 'api/dist/main.js')], {
      // The demo logins (SEED_DEMO) are refused under NODE_ENV=production; the api's speed does not depend on it.
      env: { ...env, NODE_ENV: '', SEED_DEMO: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    await waitFor(`http://127.0.0.1:${apiPort}/ready`, api);
    const gateway = spawn(process.execPath, [resolve(root, 'gateway/dist/main.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(gateway);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/ready`, gateway);

    const db = await pgClient(dbUrl.toString());
    const seeded = Date.now();
    await db.query(`
      INSERT INTO certificates (student_id, course_id, campus_id, template_id, certificate_type, requisitioner_id,
        credential_date, credential_number, credential_status, requested_date)
      SELECT c.student_id, c.course_id, c.campus_id, c.template_id, c.certificate_type, c.requisitioner_id,
        c.credential_date, 'BENCH-' || g, (g % 6)::smallint, now() - (g * interval '1 minute')
      FROM generate_series(1, ${rows}) g
      CROSS JOIN LATERAL (SELECT * FROM certificates ORDER BY id LIMIT 1 OFFSET (g % 5)) c`);
    await db.query('ANALYZE');
    const total = (await db.query('SELECT count(*)::int AS n FROM certificates')).rows[0]?.n;
    await db.end();
    console.log(`seeded ${rows} certificates in ${((Date.now() - seeded) / 1000).toFixed(1)} s (${total} in all)`);

    const login = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(input: {email: "admin@certify.test", password: "Certify@2026"}) { token } }',
      }),
    });
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;

    const before = { gateway: rssMb(gateway.pid!), api: rssMb(api.pid!) };
    const peak = { ...before };
    const sampler = setInterval(() => {
      peak.gateway = Math.max(peak.gateway, rssMb(gateway.pid!));
      peak.api = Math.max(peak.api, rssMb(api.pid!));
    }, 20);
    const started = performance.now();
    const res = await fetch(`${base}/files/register.csv`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const f = (n: number) => n.toFixed(0);
    console.log(`Report.csv: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s`);
    console.log(
      `gateway RSS ${f(before.gateway)} MB before, peak ${f(peak.gateway)} MB (+${f(peak.gateway - before.gateway)})`,
    );
    console.log(`api RSS ${f(before.api)} MB before, peak ${f(peak.api)} MB (+${f(peak.api - before.api)})`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
