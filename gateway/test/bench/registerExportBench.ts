/**
 * Export of 100,000 certificates as Report.csv (docs/product.md "Dashboard, register and exports": "100,000 rows export in ≤ 5 s with flat
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
import { addCertificates, loginToken, rssMb, startBuiltStack, withBenchDatabase } from './builtStack.js';

const rows = Number(process.argv[2] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  await withBenchDatabase(serverUrl, async (dbUrl) => {
    const stack = await startBuiltStack({ DATABASE_URL: dbUrl });
    try {
      await addCertificates(dbUrl, rows);
      const token = await loginToken(stack.base, 'admin@certify.test');

      const before = { gateway: rssMb(stack.gateway.pid!), api: rssMb(stack.api.pid!) };
      const peak = { ...before };
      const sampler = setInterval(() => {
        peak.gateway = Math.max(peak.gateway, rssMb(stack.gateway.pid!));
        peak.api = Math.max(peak.api, rssMb(stack.api.pid!));
      }, 20);
      const started = performance.now();
      const res = await fetch(`${stack.base}/files/register.csv`, { headers: { authorization: `Bearer ${token}` } });
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
      await stack.stop();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
