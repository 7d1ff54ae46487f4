/**
 * Bulk print benchmark (docs/architecture.md "Bulk work off the request path"):
 * `npx tsx -C development tests/bench/bulkPrint.bench.ts [sizes…]` (default 1000 5000) after
 * `npx turbo run build`, on PGlite or, with DATABASE_URL, on a fresh PostgreSQL database.
 *
 * A single print comes first (reported too; it also finds the api's render threads warm). The
 * database gets the demo data and as many issued certificates as the runs print (copies of an
 * issued demo certificate: the built `api/dist/seed/issuedCertificatesCli.js`) before the built api
 * starts on it as its own process. For each size the printer prints that many certificates through the real REST
 * route (`POST /bulkPrintCertificate`, JSON answer: the print job) and waits for the job to be done
 * (`GET /printJobs/{id}?wait=`), while `/health` is asked every ~10 ms and the api's RSS is read
 * from /proc every 10 ms. Reports the time from the call to the stored, signed PDF, `/health` p99
 * during it, the RSS growth, and the time per certificate of the largest run against the first.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchDatabase } from './support/database';
import { callJson, login } from './support/http';
import { percentile, report } from './support/report';
import { repoRoot, startStack } from './support/stack';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const sizes = SIZES.length ? SIZES : [1000, 5000];
/** One certificate first: a single print (reported), and the api's render threads warmed up. */
const SINGLE = 1;
const MB = 1024 * 1024;
const LABEL = 'before the speed work';

/** CPU seconds process `pid` used so far (user + system, /proc/<pid>/stat; 100 ticks a second). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds each kind of thread of process `pid` used so far (/proc/<pid>/task/<tid>/stat): the
 * event loop (the thread whose id is the pid), the render threads (those running at the render
 * pool's lower priority, nice > the process's) and the rest (V8's GC and compiler helpers, libuv's
 * pool). Threads that ended are not counted.
 */
function threadCpuOf(pid: number): { loop: number; render: number; other: number } {
  const out = { loop: 0, render: 0, other: 0 };
  const stat = (tid: string) => readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ownNice = Number(stat(String(pid))[16]);
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let fields: string[];
    try {
      fields = stat(tid);
    } catch {
      continue; // ended meanwhile
    }
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    if (tid === String(pid)) out.loop += seconds;
    else if (Number(fields[16]) > ownNice) out.render += seconds;
    else out.other += seconds;
  }
  return out;
}

type Job = { id: number; status: string; done: number; total: number; message: string | null; file: unknown };

const database = await benchDatabase('bulk_print');
const postgres = database.label === 'PostgreSQL';
const seeded = SINGLE + sizes.reduce((a, b) => a + b, 0);
console.log(`bulk print on ${database.label}: seeding ${seeded} issued certificates…`);
const { DATABASE_URL: _server, ...env } = process.env;
const ids = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'api', 'dist', 'seed', 'issuedCertificatesCli.js'), String(seeded)],
    {
      cwd: repoRoot,
      env: { ...env, ...database.env },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .toString()
    .trim()
    .split('\n')
    .at(-1)!,
) as number[];
await database.settle();
const stack = await startStack({ database, verbose: !!process.env.VERBOSE });
const perCertificate: number[] = [];
try {
  const base = stack.api.url;
  const token = await login(base, 'printer');
  let next = 0;
  for (const size of [SINGLE, ...sizes]) {
    const batch = ids.slice(next, next + size);
    next += size;
    const rssBefore = stack.api.rss();
    let peak = rssBefore;
    const health: number[] = [];
    let running = true;
    const rssSampler = setInterval(() => {
      peak = Math.max(peak, stack.api.rss());
    }, 10);
    const healthSampler = (async () => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${base}/health`);
        await res.arrayBuffer();
        const ms = performance.now() - started;
        health.push(ms);
        await new Promise((r) => setTimeout(r, Math.max(0, 10 - ms)));
      }
    })();

    const cpuBefore = cpuSecondsOf(stack.api.pid);
    const threadsBefore = threadCpuOf(stack.api.pid);
    const started = performance.now();
    let answeredMs = 0;
    let seconds = 0;
    let job: Job;
    try {
      // JSON answer: the print is recorded at once and answers its job
      const res = await fetch(`${base}/bulkPrintCertificate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ certificate: batch }),
      });
      if (res.status !== 200) throw new Error(`bulkPrintCertificate: ${res.status} ${await res.text()}`);
      const answer = (await res.json()) as { job: Job };
      answeredMs = performance.now() - started;
      job = answer.job;
      while (job.status !== 'done' && job.status !== 'failed') {
        job = (await callJson<{ job: Job }>(`${base}/printJobs/${job.id}?wait=60`, token)).job;
      }
      seconds = (performance.now() - started) / 1000;
    } finally {
      running = false;
      await healthSampler.catch(() => {});
      clearInterval(rssSampler);
    }
    if (job.status !== 'done') throw new Error(`print job ${job.id} failed: ${job.message}`);
    const cpu = cpuSecondsOf(stack.api.pid) - cpuBefore;
    const threads = threadCpuOf(stack.api.pid);
    const split = (['loop', 'render', 'other'] as const).map((k) => (threads[k] - threadsBefore[k]).toFixed(2));

    const n = size.toLocaleString('en-AU');
    console.log(
      `  ${n} certificate${size === 1 ? '' : 's'}: answered in ${answeredMs.toFixed(0)} ms, PDF stored after ${seconds.toFixed(2)} s; ` +
        `/health asked ${health.length} times (max ${Math.max(...health).toFixed(0)} ms); ` +
        `api CPU ${cpu.toFixed(2)} s (event loop ${split[0]}, render threads ${split[1]}, other threads ${split[2]})`,
    );
    if (size === SINGLE) {
      report({ name: 'single print: time to the stored PDF', value: seconds, unit: 's' });
      continue;
    }
    const baseline = size === 1000 ? (postgres ? 5.05 : 6.27) : size === 5000 ? 24 : undefined;
    report({
      name: `bulk print ${n}: time to the stored PDF`,
      value: seconds,
      unit: 's',
      target: size === 1000 ? '<= 3' : undefined,
      ...(baseline !== undefined ? { baseline, baselineLabel: LABEL } : {}),
    });
    report({
      name: `bulk print ${n}: /health p99 during it`,
      value: percentile(health, 99),
      unit: 'ms',
      target: '<= 50',
    });
    report({
      name: `bulk print ${n}: api RSS growth`,
      value: (peak - rssBefore) / MB,
      unit: 'MB',
      ...(size === 5000 ? { target: '<= 200', baseline: 754, baselineLabel: LABEL } : {}),
    });
    perCertificate.push(seconds / size);
  }
  if (perCertificate.length > 1) {
    report({
      name: `bulk print: time per certificate, ${sizes.at(-1)!.toLocaleString('en-AU')} vs ${sizes[0]!.toLocaleString('en-AU')}`,
      value: perCertificate.at(-1)! / perCertificate[0]!,
      unit: '×',
      target: '<= 1.2',
    });
  }
} finally {
  await stack.stop();
  await database.drop();
}
