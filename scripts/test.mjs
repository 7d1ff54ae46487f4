#!/usr/bin/env node
/**
 * `npm test`: every test, stopping at the first failure. First the quick checks, one after another:
 *   Biome (`biome ci`); the dependency check (`npm run deps:check`: no import circle); the GraphQL schema's lint (`npm run lint:schema`) and its breaking-change
 *   check against the last release (`npm run schema:check`, schema/CHANGELOG.md); generated code is
 *   fresh (GraphQL types, and the REST contract api/openapi.json with the gateway's types from it);
 * Then two lanes side by side, each one step after another, since the browser steps leave a core
 * idle about 40% of the time (they wait on pages) and the unit suites fill it:
 *   units:   api on in-memory PGlite; the api again on PostgreSQL when TEST_DATABASE_URL is set;
 *            web component tests;
 *   browser: the type-check of every workspace; build; the Playwright end-to-end tests in Debian
 *            Chromium against the real stack; the security suite (tests/security/); the spec
 *            contract (tests/contract/); with TEST_DATABASE_URL, several instances on one
 *            PostgreSQL (tests/instances/); gateway tests (against a real in-process api).
 * The steps are placed so the two lanes end about together (each step's time on 2 cores:
 * CONTRIBUTING.md "How long CI takes").
 * Each step's output is kept and printed, whole, when the step ends; every step's time is printed
 * at the end. Flags: `--skip-e2e` runs the checks and the unit lane only; `--serial` runs the lanes
 * one after the other (to time a step alone).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
const { TEST_DATABASE_URL, ...envWithoutPg } = baseEnv;
const skipBrowser = process.argv.includes('--skip-e2e');
const serial = process.argv.includes('--serial');
// the api and gateway suites give each file a database of its own, so files share a worker's
// module cache (`--no-isolate`: a file no longer re-imports the whole app)
const vitestShared = ['vitest', 'run', '--no-isolate'];

// The browser suites record no Playwright trace here (`--trace off` over the configs'
// retain-on-failure): recording one for every test is a fifth of their CPU, and a failure found here
// prints its error and screenshot and is rerun by hand, which keeps its trace.
const noTrace = ['--trace', 'off'];

/** @typedef {[name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, dir?: string]} Step */

/** @type {Step[]} */
const checks = [
  ['lint and format (Biome)', 'npx', ['biome', 'ci', '.'], baseEnv],
  ['no import circle (dependency-cruiser)', 'npm', ['run', '--silent', 'deps:check'], baseEnv],
  ['GraphQL schema lint (@graphql-eslint)', 'npm', ['run', '--silent', 'lint:schema'], baseEnv],
  ['GraphQL schema: no unlisted breaking change', 'npm', ['run', '--silent', 'schema:check'], baseEnv],
  ['GraphQL types are fresh', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], baseEnv],
  ['REST contract is fresh', 'npx', ['tsx', '-C', 'development', 'scripts/contract.mts', '--check'], baseEnv],
];

/** Type-checks every workspace: the first step of the browser lane, beside the api suites. */
const typeCheck = /** @type {Step} */ ([
  'type-check',
  'npx',
  ['turbo', 'run', 'typecheck', '--output-logs=errors-only'],
  baseEnv,
]);
/** The gateway's suite (against a real in-process api): the last step of the browser lane, which ends sooner. */
const gatewaySuite = /** @type {Step} */ (['gateway', 'npx', vitestShared, baseEnv, 'gateway']);

/** @type {Step[]} */
const units = [
  ['api on PGlite', 'npx', vitestShared, envWithoutPg, 'api'],
  ...(TEST_DATABASE_URL ? [/** @type {Step} */ (['api on PostgreSQL', 'npx', vitestShared, baseEnv, 'api'])] : []),
  ['web', 'npx', ['vitest', 'run'], baseEnv, 'web'],
  ...(skipBrowser ? [typeCheck, gatewaySuite] : []),
];

/** @type {Step[]} */
const browser = skipBrowser
  ? []
  : [
      typeCheck,
      ['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], baseEnv],
      ['end-to-end', 'npx', ['playwright', 'test', ...noTrace], envWithoutPg, 'tests'],
      ['security', 'npx', ['playwright', 'test', '-c', 'playwright.security.config.ts'], envWithoutPg, 'tests'],
      [
        'spec contract (tests/contract)',
        'npx',
        ['playwright', 'test', '-c', 'playwright.contract.config.ts', ...noTrace],
        envWithoutPg,
        'tests',
      ],
      ...(TEST_DATABASE_URL
        ? [
            /** @type {Step} */ ([
              'several instances on PostgreSQL',
              'npx',
              ['playwright', 'test', '-c', 'playwright.instances.config.ts'],
              baseEnv,
              'tests',
            ]),
          ]
        : []),
      gatewaySuite,
    ];
if (!TEST_DATABASE_URL) console.log('(no TEST_DATABASE_URL: the PostgreSQL steps are skipped)');

const started = Date.now();
const results = [];
/** Children still running, so a failure in one lane stops the other. */
const running = new Set();
let failed = null;

/** Runs one step, its output kept and printed when it ends; resolves with its exit code. */
function run([name, cmd, args, env, dir]) {
  return new Promise((resolve) => {
    const begun = Date.now();
    console.log(`▶ ${name}`);
    const child = spawn(cmd, args, { cwd: path.join(root, dir ?? ''), env, detached: true });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      const ok = code === 0;
      if (!(failed && signal)) {
        console.log(`\n━━ ${name} (${seconds} s) ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      results.push(`${ok ? 'ok  ' : signal && failed ? 'stop' : 'FAIL'} ${name} (${seconds} s)`);
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

/** Runs `steps` one after another until one fails (or another lane did). */
async function lane(steps) {
  for (const step of steps) {
    if (failed) return;
    const code = await run(step);
    if (code !== 0 && !failed) {
      failed = { name: step[0], code };
      for (const child of running) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
      }
    }
  }
}

await lane(checks);
if (serial) {
  await lane(units);
  await lane(browser);
} else {
  await Promise.all([lane(units), lane(browser)]);
}
const total = `${((Date.now() - started) / 1000).toFixed(0)} s in all`;
if (failed) {
  console.error(`\n${results.join('\n')}\n\nnpm test: "${failed.name}" failed (${total}).`);
  process.exit(failed.code);
}
console.log(`\n${results.join('\n')}\n\nnpm test: all ${results.length} steps passed (${total}).`);
