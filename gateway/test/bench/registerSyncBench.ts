/**
 * A full sync of 100,000 certificates through the register (docs/integrators.md: "a benchmark
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
import { addCertificates, loginToken, startBuiltStack, withBenchDatabase } from './builtStack.js';

const rows = Number(process.argv[2] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The integrator's page size (the most `certificateRegister` gives). */
const PAGE = 500;
/** docs/integrators.md: at least this many certificates a second. */
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
  await withBenchDatabase(serverUrl, async (dbUrl) => {
    const stack = await startBuiltStack({ DATABASE_URL: dbUrl, RATE_LIMIT_COST: String(1_000_000_000) });
    try {
      const total = await addCertificates(dbUrl, rows);
      // API client: the administrator's login token for now; an API client secret replaces it
      const token = await loginToken(stack.base, 'admin@certify.test');
      const base = stack.base;

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
      await stack.stop();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
