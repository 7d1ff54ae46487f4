/**
 * A full sync of 100,000 certificates through the register (issue 11 "Done when": "a benchmark
 * prints a full sync of 100,000 certificates through the register (seconds, pages/s) on
 * PostgreSQL; target: ≥ 5,000 certificates a second"). Creates a database of its own on a
 * PostgreSQL server, starts the BUILT api and gateway as their own processes on it (production
 * mode, free ports; the api migrates and seeds), seeds `rows` certificates with one `INSERT …
 * SELECT generate_series`, then reads the whole register as an integrator would: plain `fetch` to
 * `/graphql`, `certificateRegister(first: 500, sort: UPDATED_AT)` page after page from no cursor
 * until `hasNextPage` is false. Prints the seconds, pages/s and certificates/s beside the target,
 * checks every certificate came once, and drops the database at the end.
 *
 *   npx turbo run build --filter=@certify/api --filter=@certify/gateway
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx gateway/test/bench/registerSyncBench.ts [rows=100000]
 *
 * The gateway's per-principal cost budget (RATE_LIMIT_COST, default 5,000,000 a minute, about 6,400 certificates a second) would
 * otherwise pace a sync this fast; the bench raises it to measure the register itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rows = Number(process.argv[2] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The integrator's page size (the most `certificateRegister` gives). */
const PAGE = 500;
/** issue 11: at least this many certificates a second. */
const TARGET_PER_SECOND = 5_000;

/** What an integrator keeps of each certificate. */
const SYNC_QUERY = `query Sync($after: String) {
  certificateRegister(first: ${PAGE}, after: $after, sort: { field: UPDATED_AT, direction: ASC }) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      id credentialNumber status statusLabel reprintStatus updatedAt requestedDate credentialDate certificateType
      student { id studentId name } course { id code name } campus { id name }
    } }
  }
}`;

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

/** One GraphQL call as an outside client makes it. */
async function graphql<T>(base: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (res.status !== 200 || body.errors?.length || !body.data) {
    throw new Error(`${res.status}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

interface SyncPage {
  certificateRegister: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string } }[];
  };
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
    RATE_LIMIT_COST: String(1_000_000_000),
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
    const total = Number((await db.query('SELECT count(*)::int AS n FROM certificates')).rows[0]?.n);
    await db.end();
    console.log(`seeded ${rows} certificates in ${((Date.now() - seeded) / 1000).toFixed(1)} s (${total} in all)`);

    // API client: the administrator's login token for now; an API client secret replaces it
    const { login } = await graphql<{ login: { token: string } }>(
      base,
      'mutation { login(input: {email: "admin@certify.test", password: "Certify@2026"}) { token } }',
      {},
    );
    const token = login.token;

    const seen = new Set<string>();
    let received = 0;
    let pages = 0;
    let after: string | null = null;
    const started = performance.now();
    for (;;) {
      const { certificateRegister: page }: SyncPage = await graphql<SyncPage>(base, SYNC_QUERY, { after }, token);
      for (const { node } of page.edges) seen.add(node.id);
      received += page.edges.length;
      pages++;
      after = page.pageInfo.endCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    const seconds = (performance.now() - started) / 1000;
    if (seen.size !== total || received !== total) {
      throw new Error(`received ${received} rows, ${seen.size} distinct, of ${total}`);
    }
    const perSecond = received / seconds;
    console.log(
      `full sync: ${received} certificates in ${pages} pages of ${PAGE} in ${seconds.toFixed(2)} s: ` +
        `${(pages / seconds).toFixed(1)} pages/s, ${Math.round(perSecond)} certificates/s ` +
        `(target ≥ ${TARGET_PER_SECOND}/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
    );
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
