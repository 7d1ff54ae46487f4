/**
 * Throughput of a list page through the gateway (certificate-workflow §2 lists): N concurrent
 * clients repeat one query for a while; prints requests/s, latency percentiles and the upstream
 * calls per query. Run against a running gateway + api:
 *   GATEWAY_URL=http://127.0.0.1:4000 npx tsx gateway/test/bench/listBench.ts [seconds] [concurrency]
 */
import { DEMO_PASSWORD } from '@certify/api/demo';

const url = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

const QUERY = `query { certificates(list: PRINTED, pageSize: 5) { totalCount nodes {
  id statusLabel credentialNumber student { name } course { name code } campus { name }
  requisitioner { fullName } availableActions viewerCanSign approvedBy signees { slot signedAt } } } }`;

async function gql(query: string, token?: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function main(): Promise<void> {
  const login = await gql(
    `mutation { login(input: {email: "admin@certify.test", password: "${DEMO_PASSWORD}"}) { token } }`,
  );
  const token = (login.data?.login as { token: string } | undefined)?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const r = await gql(QUERY, token);
        latencies.push(performance.now() - t);
        if (r.errors) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${latencies.length} queries in ${seconds}s with ${concurrency} clients: ` +
      `${(latencies.length / seconds).toFixed(0)} req/s, ` +
      `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, errors ${errors}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
