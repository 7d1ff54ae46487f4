/**
 * `npm run bench` (docs/benchmarks.md): builds the product, then runs every
 * benchmark script `tests/bench/*.bench.ts` on the embedded database (PGlite) and, when
 * `DATABASE_URL` names a PostgreSQL server, again on PostgreSQL (each script makes and drops a
 * database of its own there: support/database.ts). Each script prints its figures as `BENCH {json}`
 * lines (support/report.ts); this prints them beside their targets and baselines, as ratios, and
 * writes the table to docs/benchmarks.md.
 *
 *   npm run bench                                    # every script, PGlite (+ PostgreSQL with DATABASE_URL)
 *   npm run bench -- --only bulkPrint,register       # some scripts
 *   npm run bench -- --no-build --pglite-only        # skip the build / the PostgreSQL run
 *   npm run bench -- --postgres-only                 # PostgreSQL only (needs DATABASE_URL)
 *
 * Run it on a quiet machine: the figures are wall-clock times on shared cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Figure, formatValue, meetsTarget } from './support/report';
import { repoRoot } from './support/stack';

/** The order the scripts run in (others follow alphabetically). */
const ORDER = ['bulkPrint', 'register', 'gateway', 'import', 'webBundle'];

interface Row extends Figure {
  bench: string;
  database: 'PGlite' | 'PostgreSQL';
}

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined;
const benchDir = path.join(repoRoot, 'tests', 'bench');
const scripts = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .filter((name) => !only || only.includes(name))
  .sort((a, b) => {
    const ia = ORDER.indexOf(a) === -1 ? ORDER.length : ORDER.indexOf(a);
    const ib = ORDER.indexOf(b) === -1 ? ORDER.length : ORDER.indexOf(b);
    return ia - ib || a.localeCompare(b);
  });
if (scripts.length === 0) {
  console.error(`npm run bench: no benchmark matches ${only?.join(', ')}`);
  process.exit(1);
}

const env: NodeJS.ProcessEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
if (!args.includes('--no-build')) {
  console.log('Building (api, gateway, web)…');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The machine's speed, so that records from different machines can be compared: one thread turning
 * 20,000 list-like rows into JSON and back (what the api and the gateway do most), median of 5 after
 * 2 warm-up rounds, ms.
 */
function yardstickMs(): number {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    student: { id: i % 997, student_name: `Student ${i}`, student_id: `S${100000 + i}` },
    course: { id: i % 37, course_name: 'Certificate IV in Training and Assessment', course_code: 'TAE40122' },
    credential_number: `CRT-2026-${String(i).padStart(6, '0')}`,
    requested_date: '2026-11-29',
    units: [{ unit_code: 'BSBWHS411', unit_name: 'Implement and monitor WHS policies', outcome: 'C' }],
  }));
  const times: number[] = [];
  // Two warm-up rounds (V8 compiles the hot paths), then five timed.
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    JSON.parse(JSON.stringify(rows));
    if (run >= 2) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}
const yardstickBefore = yardstickMs();

const postgres = process.env.DATABASE_URL?.trim() && !args.includes('--pglite-only') ? process.env.DATABASE_URL : null;
if (args.includes('--postgres-only') && !postgres) {
  console.error('npm run bench: --postgres-only needs DATABASE_URL');
  process.exit(1);
}
const databases: Array<Row['database']> = !postgres
  ? ['PGlite']
  : args.includes('--postgres-only')
    ? ['PostgreSQL']
    : ['PGlite', 'PostgreSQL'];

/** Runs one script on one database; answers its figures (and whether it exited cleanly). */
function runScript(name: string, database: Row['database']): Promise<{ rows: Row[]; ok: boolean }> {
  const { DATABASE_URL: _server, TEST_DATABASE_URL: _test, ...rest } = env;
  const childEnv = database === 'PostgreSQL' ? { ...rest, DATABASE_URL: postgres! } : rest;
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', '-C', 'development', path.join(benchDir, `${name}.bench.ts`)], {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows: Row[] = [];
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH ')) rows.push({ ...(JSON.parse(line.slice(6)) as Figure), bench: name, database });
        else console.log(`  ${line}`);
      }
    });
    child.on('close', (code) => resolve({ rows, ok: code === 0 }));
  });
}

const results: Row[] = [];
const failed: string[] = [];
for (const name of scripts) {
  for (const database of databases) {
    console.log(`\n━━ ${name} on ${database} ━━`);
    const { rows, ok } = await runScript(name, database);
    for (const row of rows) {
      const met = meetsTarget(row.value, row.target);
      console.log(
        `  ${met === false ? '✗' : met ? '✓' : '·'} ${row.name}: ${formatValue(row.value)} ${row.unit}` +
          (row.target ? ` (target ${row.target})` : ''),
      );
    }
    results.push(...rows);
    if (!ok) failed.push(`${name} on ${database}`);
  }
}

/** The baseline column: its value and, where it helps, the ratio figure/baseline. */
function baselineCell(row: Row): string {
  if (row.baseline === undefined) return '';
  const ratio = row.baseline !== 0 ? ` (${formatValue(row.value / row.baseline)}×)` : '';
  const label = row.baselineLabel ? ` ${row.baselineLabel}` : '';
  return `${formatValue(row.baseline)} ${row.unit}${label}${ratio}`;
}

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
const cpus = os.cpus();
const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` (tests/bench/run.mts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
  `commit ${commit || 'unknown'}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,`,
  `Node ${process.version}, on ${databases.join(' and ')}. Each script starts the built product on a database of its own; rerun with`,
  '`npm run bench` (PGlite) or `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench`',
  '(PGlite, then PostgreSQL). ✓ meets its target, ✗ misses it. Baseline: the same figure before the speed work (docs/architecture.md "Speed by design"),',
  'or the REST figure a ratio compares with; the ratio is figure ÷ baseline.',
  `Machine yardstick (one thread turning 20,000 list rows into JSON and back, median of 5 runs; lower is faster): ${formatValue(yardstickBefore)} ms before the run, ${formatValue(yardstickMs())} ms after it.`,
  '',
  '| benchmark | database | figure | value | target | | baseline |',
  '|---|---|---|---:|---|---|---|',
];
const lines = results.map((row) => {
  const met = meetsTarget(row.value, row.target);
  const mark = met === undefined ? '' : met ? '✓' : '✗';
  return `| ${row.bench} | ${row.database} | ${row.name} | ${formatValue(row.value)} ${row.unit} | ${row.target ? `${row.target} ${row.unit}` : ''} | ${mark} | ${baselineCell(row)} |`;
});
const footer = failed.length ? ['', `Did not finish: ${failed.join(', ')}.`] : [];
const markdown = `${[...header, ...lines, ...footer].join('\n')}\n`;

// Every script: the figures of record (the header names the databases); some: a partial file.
const full = !only;
const out = path.join(repoRoot, 'docs', full ? 'benchmarks.md' : 'benchmarks.partial.md');
writeFileSync(out, markdown);
const missed = results.filter((r) => meetsTarget(r.value, r.target) === false);
console.log(
  `\n${results.length} figures, ${missed.length} missing their target${failed.length ? `, ${failed.length} script run(s) failed` : ''}; written to ${path.relative(repoRoot, out)}`,
);
process.exit(failed.length ? 1 : 0);
