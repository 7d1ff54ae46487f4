/**
 * The built product for the gateway's benchmark scripts (abuseBench, registerExportBench,
 * registerSyncBench): the api and the gateway (`api/dist/main.js`, `gateway/dist/main.js`) as child
 * processes on free loopback ports, the gateway in production mode, each waited for on `/ready`;
 * for the register benchmarks, a PostgreSQL database of their own, filled with more certificates.
 * Build first: `npx turbo run build --filter=@certify/api --filter=@certify/gateway`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@certify/api/demo';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resident memory of `pid` in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** A port the system has just handed out on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise<number>((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** Resolves once `url` answers 200; rejects when `child` exits first or after 120 s. */
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

/** The started api and gateway. */
export interface BuiltStack {
  /** The gateway's origin (`http://127.0.0.1:<port>`). */
  base: string;
  api: ChildProcess;
  gateway: ChildProcess;
  /** Stops both (SIGTERM) and waits for them to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the api, then the gateway in front of it, with `env` (the database, the limits) on free
 * ports. The api seeds the demo data (SEED_DEMO) and so runs without NODE_ENV=production, which
 * refuses the demo logins; its speed does not depend on it. The gateway runs in production mode.
 */
export async function startBuiltStack(env: Record<string, string>): Promise<BuiltStack> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PORT: String(apiPort),
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'error',
    ...env,
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  };
  try {
    const api = spawn(process.execPath, [resolve(root, 'api/dist/main.js')], {
      env: { ...common, NODE_ENV: '', SEED_DEMO: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    await waitFor(`http://127.0.0.1:${apiPort}/ready`, api);
    const gateway = spawn(process.execPath, [resolve(root, 'gateway/dist/main.js')], {
      env: common,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(gateway);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/ready`, gateway);
    return { base, api, gateway, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A demo user's bearer token, through the gateway's `login` mutation. */
export async function loginToken(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation { login(input: {email: "${email}", password: "${DEMO_PASSWORD}"}) { token } }`,
    }),
  });
  const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: unknown };
  if (!body.data?.login) throw new Error(`login of ${email} failed: ${JSON.stringify(body.errors)}`);
  return body.data.login.token;
}

interface PgClient {
  connect(): Promise<void>;
  query(q: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

/** A connected `pg` client (the api's driver, loaded by a computed name: the gateway does not depend on it). */
async function pgClient(connectionString: string): Promise<PgClient> {
  const name = 'pg';
  const { default: pg } = (await import(name)) as { default: { Client: new (o: object) => PgClient } };
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

/**
 * Runs `run` with the URL of a new database on the PostgreSQL server `serverUrl` (a database the
 * server already has, e.g. `postgres://postgres@127.0.0.1:5432/postgres`), dropped afterwards.
 */
export async function withBenchDatabase<T>(serverUrl: string, run: (dbUrl: string) => Promise<T>): Promise<T> {
  const dbName = `certify_bench_${randomBytes(4).toString('hex')}`;
  const admin = await pgClient(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${dbName}`;
    return await run(dbUrl.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Adds `rows` certificates to the migrated, seeded database at `dbUrl` with one `INSERT … SELECT
 * generate_series` (copies of the first five demo certificates, every status, a minute apart),
 * then `ANALYZE`; prints how long it took and answers the certificates in all.
 */
export async function addCertificates(dbUrl: string, rows: number): Promise<number> {
  const db = await pgClient(dbUrl);
  try {
    const started = Date.now();
    await db.query(`
      INSERT INTO certificates (student_id, course_id, campus_id, template_id, certificate_type, requisitioner_id,
        credential_date, credential_number, credential_status, requested_date)
      SELECT c.student_id, c.course_id, c.campus_id, c.template_id, c.certificate_type, c.requisitioner_id,
        c.credential_date, 'BENCH-' || g, (g % 6)::smallint, now() - (g * interval '1 minute')
      FROM generate_series(1, ${rows}) g
      CROSS JOIN LATERAL (SELECT * FROM certificates ORDER BY id LIMIT 1 OFFSET (g % 5)) c`);
    await db.query('ANALYZE');
    const total = Number((await db.query('SELECT count(*)::int AS n FROM certificates')).rows[0]?.n);
    console.log(`seeded ${rows} certificates in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in all)`);
    return total;
  } finally {
    await db.end();
  }
}
