/**
 * Student import benchmark (docs/product.md "Master data and CSV import", docs/benchmarks.md):
 * `npx tsx -C development tests/bench/import.bench.ts [sizes…]` (default 10000 100000), on PGlite or,
 * with DATABASE_URL, on a fresh PostgreSQL database. The built api runs as its own process; for each
 * size a CSV of that many students (support/studentsCsv.ts) goes over HTTP as the administrator
 * through `POST /uploads/csv` and `POST /importStudent` (upload_id), then the same file again
 * (every row unchanged). Reports the seconds of the import and the api's RSS growth during it
 * (sampled every 10 ms) against the target: 10,000 students imported in ≤ 2 s.
 */
import { benchDatabase } from './support/database';
import { callJson, login } from './support/http';
import { report } from './support/report';
import { startStack } from './support/stack';
import { studentsCsv } from './support/studentsCsv';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const TARGET_S = 2;
const MB = 1024 * 1024;

const database = await benchDatabase('import');
const stack = await startStack({ database });
try {
  const base = stack.api.url;
  const token = await login(base, 'admin');
  const upload = async (csv: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'students.csv');
    const res = await fetch(`${base}/uploads/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { upload?: { id: number } };
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
    return body.upload!.id;
  };
  for (const rows of SIZES.length ? SIZES : [10_000, 100_000]) {
    const csv = studentsCsv(rows);
    for (const run of ['first import', 'same file again'] as const) {
      const uploadId = await upload(csv);
      const rssBefore = stack.api.rss();
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, stack.api.rss());
      }, 10);
      const started = performance.now();
      const answer = await callJson<{ added: number; updated: number; unchanged: number }>(
        `${base}/importStudent`,
        token,
        { upload_id: uploadId },
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      console.log(
        `  ${rows} rows, ${run}: added ${answer.added}, updated ${answer.updated}, unchanged ${answer.unchanged}`,
      );
      const label = `${rows.toLocaleString('en-AU')} students, ${run}`;
      report({
        name: `import ${label}: time`,
        value: seconds,
        unit: 's',
        target: rows <= 10_000 ? `<= ${TARGET_S}` : undefined,
      });
      report({ name: `import ${label}: api RSS growth`, value: (peak - rssBefore) / MB, unit: 'MB' });
    }
  }
} finally {
  await stack.stop();
  await database.drop();
}
