/**
 * docs/integrators.md: an integrator, written as an outside client would (plain `fetch` to the
 * gateway's `/graphql`, no Apollo), fully syncs 10,000 certificates in pages of 500 ordered by
 * `UPDATED_AT` while ANOTHER PROCESS (support/transitionWriter.ts, a child node process speaking
 * HTTP to the gateway as a staff member) moves 500 of them through transitions (approve, reject,
 * issue, cancel; some twice); then syncs incrementally from its stored cursor until caught up, and
 * ends with exactly the database's state: no certificate missed, none twice within a pass but a
 * certificate that changed after it was read (a legitimate re-delivery, at most once per change).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startGateway, USERS } from './support/stack.js';
import type { WriterPlanItem, WriterStep } from './support/transitionWriter.js';

/** Certificates seeded for the sync. */
const SEEDED = 10_000;
/** Certificates the other process moves. */
const MOVED = 500;
/** The integrator's page size. */
const PAGE = 500;

/** What the test uses of the api harness (api/test/harness.ts, loaded at run time). */
interface TestApi {
  url: string;
  database: {
    pool: { query(text: string): Promise<{ rows: Record<string, unknown>[] }> } | null;
    pglite: { query(text: string): Promise<{ rows: Record<string, unknown>[] }> } | null;
  };
  close(): Promise<void>;
}

let api: TestApi;
let gateway: FastifyInstance;
let gatewayUrl: string;
let writer: ChildProcess | undefined;

/** Raw SQL on the api's database (PostgreSQL pool or PGlite). */
const query = async <T extends Record<string, unknown>>(text: string): Promise<T[]> =>
  ((await (api.database.pool ?? api.database.pglite)!.query(text)).rows as T[]) ?? [];

beforeAll(async () => {
  const harnessPath: string = fileURLToPath(new URL('../../api/test/harness.ts', import.meta.url));
  const harness = (await import(harnessPath)) as { startTestApi(o?: object): Promise<TestApi> };
  // every request of this test comes from one address and two principals: no per-minute limits
  api = await harness.startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
  ({ gateway, url: gatewayUrl } = await startGateway(api.url, [], false, {
    rateLimit: { perAddress: 1_000_000, perPrincipal: 1_000_000, costPerPrincipal: 1_000_000_000 },
  }));
}, 120_000);
afterAll(async () => {
  writer?.kill();
  await gateway?.close();
  await api?.close();
});

// ─────────────── the outside client: plain fetch, nothing of this repository ───────────────

interface SyncedCertificate {
  status: string;
  updatedAt: string;
}
interface SyncPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string; status: string; updatedAt: string } }[];
}

const SYNC_QUERY = `query Sync($first: Int!, $after: String) {
  certificateRegister(first: $first, after: $after, sort: { field: UPDATED_AT, direction: ASC }) {
    pageInfo { hasNextPage endCursor }
    edges { node { id status updatedAt } }
  }
}`;

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
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

/**
 * One pass: pages of `PAGE` from `cursor` until `hasNextPage` is false, each row applied to `into`.
 * Answers the cursor to store and how many times each id came. `afterPage` runs after each page.
 */
async function syncPass(
  token: string,
  into: Map<string, SyncedCertificate>,
  cursor: string | null,
  afterPage?: (pages: number) => Promise<void>,
) {
  const received = new Map<string, number>();
  let pages = 0;
  for (;;) {
    const { certificateRegister: page } = await graphql<{ certificateRegister: SyncPage }>(
      SYNC_QUERY,
      { first: PAGE, after: cursor },
      token,
    );
    for (const { node } of page.edges) {
      into.set(node.id, { status: node.status, updatedAt: node.updatedAt });
      received.set(node.id, (received.get(node.id) ?? 0) + 1);
    }
    // an empty page answers the cursor given: the stored position is never lost
    cursor = page.pageInfo.endCursor;
    pages++;
    await afterPage?.(pages);
    if (!page.pageInfo.hasNextPage) return { cursor, received, pages };
  }
}

// ─────────────── the test's own side: seeding, the other process, the database's truth ───────────────

/** Seeds `SEEDED` certificates in one INSERT … SELECT, copying the demo data's references. */
async function seed(): Promise<void> {
  await query(`
    INSERT INTO certificates (student_id, course_id, campus_id, template_id, certificate_type, requisitioner_id,
      credential_date, credential_number, credential_status, requested_date)
    SELECT c.student_id, c.course_id, c.campus_id, c.template_id, c.certificate_type, c.requisitioner_id,
      c.credential_date, 'SYNC-' || g, CASE WHEN g % 4 = 0 THEN 3 ELSE 0 END,
      now() - (g * interval '1 second')
    FROM generate_series(1, ${SEEDED}) g
    CROSS JOIN LATERAL (SELECT * FROM certificates ORDER BY id LIMIT 1 OFFSET (g % 5)) c`);
}

/** The other process's plan: 500 seeded certificates, some moved twice (issue then cancel). */
async function plan(): Promise<WriterPlanItem[]> {
  const rows = await query<{ id: number; s: number }>(
    `SELECT id, credential_status AS s FROM certificates WHERE credential_number LIKE 'SYNC-%'
     ORDER BY (id * 7919) % ${SEEDED}, id LIMIT ${MOVED}`,
  );
  let requested = 0;
  let signed = 0;
  return rows.map((r): WriterPlanItem => {
    const steps: WriterStep[] =
      Number(r.s) === 0
        ? [requested++ % 3 === 0 ? 'reject' : 'approve']
        : signed++ % 2 === 0
          ? ['issue', 'cancel']
          : ['issue'];
    return { id: String(r.id), steps };
  });
}

/** Starts the writer process; answers it once signed in, with the transitions it has done so far. */
async function startWriter(items: WriterPlanItem[]) {
  const script = fileURLToPath(new URL('./support/transitionWriter.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      WRITER_GATEWAY_URL: gatewayUrl,
      WRITER_EMAIL: USERS.approver,
      WRITER_PASSWORD: PASSWORD,
      WRITER_PLAN: JSON.stringify(items),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  writer = child;
  const state = { done: 0, finished: false, stderr: '' };
  child.stderr!.on('data', (b: Buffer) => {
    state.stderr += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') resolve();
      else if (line.startsWith('done ')) state.done = Number(line.slice(5));
      else if (line.startsWith('finished ')) state.finished = true;
    });
    void exited.then((code) => reject(new Error(`writer exited ${code} before ready: ${state.stderr}`)));
  });
  await ready;
  return {
    state,
    go: () => child.stdin!.end('go\n'),
    /** Waits until the writer did at least `n` transitions. */
    async reached(n: number) {
      while (state.done < n) {
        if (child.exitCode !== null) throw new Error(`writer exited ${child.exitCode}: ${state.stderr}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async finished() {
      const code = await exited;
      if (code !== 0 || !state.finished) throw new Error(`writer exited ${code}: ${state.stderr}`);
    },
  };
}

/** The database's state, id → (status, updatedAt), as GraphQL names them. */
async function databaseState(): Promise<Map<string, SyncedCertificate>> {
  const names = [
    'REQUESTED',
    'QA_APPROVED',
    'QA_REJECTED',
    'SIGNED',
    'APPROVED_FOR_PRINTING',
    'PRINTED',
    'COMPLETED',
    'CANCELLED',
  ];
  const rows = await query<{ id: number; s: number; u: Date | string }>(
    'SELECT id, credential_status AS s, updated_at AS u FROM certificates',
  );
  return new Map(
    rows.map((r) => [String(r.id), { status: names[Number(r.s)]!, updatedAt: new Date(r.u).toISOString() }]),
  );
}

/**
 * Waits until every change so far lies below the sync horizon (the oldest transaction still
 * running in the database cluster: on PostgreSQL another test process's, for a moment).
 */
async function horizonPassed(): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const [row] = await query<{ ok: boolean }>(
      `SELECT coalesce(max(change_xid), 0) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS ok
       FROM certificates`,
    );
    if (row?.ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the sync horizon did not pass the last change within 20 s');
}

describe('an integrator syncs the register while another process changes it (docs/integrators.md)', () => {
  it('ends with exactly the database state: nothing missed, nothing twice', { timeout: 120_000 }, async () => {
    const started = performance.now();
    await seed();
    const items = await plan();
    const stepsOf = new Map(items.map((i) => [i.id, i.steps.length]));
    const other = await startWriter(items);

    // The administrator creates the integrator's API client; the integrator uses only its secret.
    const { login } = await graphql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: USERS.admin, password: PASSWORD } },
    );
    const { createApiClient } = await graphql<{ createApiClient: { secret: string } }>(
      'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { secret } }',
      { input: { name: 'Student management system', scopes: ['REGISTER_READ'] } },
      login.token,
    );
    const token = createApiClient.secret;

    // the full sync, while the other process moves certificates
    const client = new Map<string, SyncedCertificate>();
    other.go();
    const full = await syncPass(token, client, null, async (pages) => {
      // keep the two interleaved: changes land behind and ahead of the cursor during the pass
      if (pages === 1) await other.reached(20);
      if (pages === 8) await other.reached(150);
    });
    const doneDuringFull = other.state.done;
    expect(full.pages).toBeGreaterThanOrEqual(SEEDED / PAGE);
    expect(doneDuringFull).toBeGreaterThanOrEqual(150);

    // incremental passes from the stored cursor until the other process has finished and the
    // database's last change is below the horizon, then one more pass: caught up
    let cursor = full.cursor;
    const passes = [full];
    while (!other.state.finished) {
      const pass = await syncPass(token, client, cursor);
      passes.push(pass);
      cursor = pass.cursor;
      if (pass.received.size === 0) await new Promise((r) => setTimeout(r, 50));
    }
    await other.finished();
    await horizonPassed();
    const last = await syncPass(token, client, cursor);
    passes.push(last);

    // exactly the database's state
    const truth = await databaseState();
    expect(truth.size).toBeGreaterThan(SEEDED);
    const missing = [...truth.keys()].filter((id) => !client.has(id));
    expect(missing).toEqual([]);
    const wrong = [...truth].filter(([id, s]) => JSON.stringify(client.get(id)) !== JSON.stringify(s));
    expect(wrong).toEqual([]);
    expect(client.size).toBe(truth.size);

    // within each pass, an id comes more than once only when it changed after it was read: at most
    // once per transition; certificates nobody moved come exactly once in the full pass, never after
    for (const pass of passes) {
      for (const [id, times] of pass.received) {
        if (times > 1) expect(times, `certificate ${id}`).toBeLessThanOrEqual(1 + (stepsOf.get(id) ?? 0));
        if (pass !== full) expect(stepsOf.has(id), `certificate ${id} came again unchanged`).toBe(true);
      }
    }
    for (const id of truth.keys()) {
      if (!stepsOf.has(id)) expect(full.received.get(id), `certificate ${id}`).toBe(1);
    }
    // every moved certificate left its seeded state (requested, or signed for issue/cancel)
    const unmoved = items.filter((i) => client.get(i.id)!.status === (i.steps[0] === 'issue' ? 'SIGNED' : 'REQUESTED'));
    expect(unmoved).toEqual([]);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `integrator sync: ${truth.size} certificates, ${passes.length} passes, ` +
        `${passes.reduce((n, p) => n + p.pages, 0)} pages, ${other.state.done} transitions ` +
        `(${doneDuringFull} during the full pass), ${seconds.toFixed(1)} s`,
    );
  });
});
