#!/usr/bin/env node
/**
 * `npm start`: builds what is needed (turbo, cached), then starts the api (REST + database) and
 * the gateway (GraphQL + the built web app) side by side, and prints the URL and the demo logins
 * only when BOTH have reported over IPC that they listen (so another program answering on one of
 * the ports can never pass for them) AND both answer GET /ready (the gateway's /ready needs the
 * api's, which needs its database). If either exits first (each validates its environment and
 * names a bad variable, or an occupied port), the other is stopped and this exits 1 with that
 * process's reason. Ctrl-C / SIGTERM stops both cleanly.
 *
 * Flags: --no-build (use the existing dist/ folders; the e2e tests use it after `npm run build`),
 * --quiet (the processes' stdout is dropped). Environment: passed to both processes as is; the
 * variables are in docs/configuration.md (PORT, API_PORT, HOST, CERT_API_URL, DATABASE_URL, …).
 * Without a GATEWAY_SECRET, a random one is made for this start and given to both (docs/security.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');
/** How long both processes get to listen and become ready (first start migrates and seeds). */
const START_TIMEOUT_MS = 120_000;
/** When one process fails while starting, how long the other gets to report its own failure. */
const FAILURE_GRACE_MS = 3000;

if (!process.argv.includes('--no-build')) {
  console.log('Building (api, gateway, web)…');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The gateway serves WEB_DIST when set (a build of the web app elsewhere), else web/dist.
const webIndex = process.env.WEB_DIST
  ? path.join(path.resolve(process.env.WEB_DIST), 'index.html')
  : 'web/dist/index.html';
for (const entry of ['runtime/dist/index.js', 'api/dist/main.js', 'gateway/dist/main.js', webIndex]) {
  if (!existsSync(path.resolve(root, entry))) {
    console.error(`Missing ${entry}: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    process.exit(1);
  }
}

/**
 * One started process: `url` once it reported listening (runtime/src/startupReport.ts), `reason`
 * if it reported a failure, `exited` resolves with how it ended.
 */
/** Both processes' environment: ours, plus a fresh GATEWAY_SECRET when none is set (never printed). */
const childEnv = { ...process.env };
if (!childEnv.GATEWAY_SECRET?.trim()) childEnv.GATEWAY_SECRET = randomBytes(32).toString('base64url');

/** The services' Node options (runtime/src/nodeOptions.ts), read once the build made runtime/dist. */
const { SERVICE_NODE_OPTIONS } = await import(pathToFileURL(path.join(root, 'runtime/dist/index.js')).href);

function run(name, script) {
  const child = spawn(process.execPath, [...SERVICE_NODE_OPTIONS[name], script], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  const proc = { name, child, url: null, reason: null, demoLogins: [] };
  child.on('message', (message) => {
    if (message?.type === 'listening') {
      proc.url = message.url;
      proc.demoLogins = message.demoLogins ?? [];
    } else if (message?.type === 'failed') proc.reason = message.reason;
  });
  // 'close' (not 'exit'): after the IPC channel too, so a 'failed' message is never missed
  proc.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return proc;
}

/** "the api exited with code 1" (its reason is on stderr already: a failing process prints it). */
function describeExit(proc, { code, signal }) {
  return `the ${proc.name} ${signal ? `was stopped by ${signal}` : `exited with code ${code}`}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers null once every process has reported its URL and answers 200 on /ready, else why not. */
async function waitReady(procs, deadline) {
  let waitingFor = '';
  while (Date.now() < deadline && !stopping && !failing) {
    const pending = [];
    for (const proc of procs) {
      if (!proc.url) {
        pending.push(`the ${proc.name} has not reported that it listens`);
        continue;
      }
      try {
        const res = await fetch(`${proc.url}/ready`, { signal: AbortSignal.timeout(5000) });
        const body = await res.json().catch(() => ({}));
        if (res.status !== 200) pending.push(`the ${proc.name} is not ready (${body.reason ?? res.status})`);
      } catch (err) {
        pending.push(`the ${proc.name} does not answer at ${proc.url}/ready (${err.cause?.code ?? err.name})`);
      }
    }
    if (pending.length === 0) return null;
    waitingFor = pending.join('; ');
    await sleep(250);
  }
  return waitingFor;
}

const procs = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Gateway first (it drains its requests to the api), then the api (closes the database).
  for (const { child } of [...procs].reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

procs.push(run('api', 'api/dist/main.js'), run('gateway', 'gateway/dist/main.js'));
let running = false;
let failing = false;
for (const proc of procs) {
  void proc.exited.then(async (exit) => {
    if (stopping || failing) return;
    failing = true;
    // While starting, the other process may be failing too (a variable both read): wait a moment
    // so every reason is printed at once.
    const others = procs.filter((p) => p !== proc);
    if (!running) await Promise.race([Promise.all(others.map((p) => p.exited)), sleep(FAILURE_GRACE_MS)]);
    const reasons = [describeExit(proc, exit)];
    for (const other of others) {
      if (other.child.exitCode !== null || other.child.signalCode !== null)
        reasons.push(describeExit(other, await other.exited));
    }
    const alive = others.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    const stopNote = alive.length ? `; stopping the ${alive.map((p) => p.name).join(' and ')}` : '';
    const reported = [proc, ...others].filter((p) => p.reason).length;
    const seeAbove = reported === 0 ? '' : reported === 1 ? ' (reason above)' : ' (reasons above)';
    const lead = running ? 'Certify stopped' : 'Certify did not start';
    console.error(`\n${lead}: ${reasons.join(' and ')}${seeAbove}${stopNote}.`);
    void stop(exit.code || 1);
  });
}

const notReady = await waitReady(procs, Date.now() + START_TIMEOUT_MS);
if (stopping || failing) await new Promise(() => {}); // a process exited: its handler reports it and exits
if (notReady) {
  console.error(`\nCertify did not start within ${START_TIMEOUT_MS / 1000} s: ${notReady}.`);
  await stop(1);
}
running = true;

const [api, gateway] = procs;
/** The demo logins and their roles (README "Demo logins"), printed when the api reports they work. */
const DEMO_ROLES = {
  'admin@certify.test': 'Administrator (all roles)',
  'requisitioner@certify.test': 'Requisitioner',
  'approver@certify.test': 'Approver',
  'signee1@certify.test': 'Signee',
  'signee2@certify.test': 'Signee (password security on)',
  'printer@certify.test': 'Printer',
};
const order = Object.keys(DEMO_ROLES);
const rank = (email) => (order.indexOf(email.toLowerCase()) + order.length + 1) % (order.length + 1);
const demoLogins = [...api.demoLogins].sort((a, b) => rank(a) - rank(b));
const logins = demoLogins.length
  ? `Demo logins (password Certify@2026):
${demoLogins.map((email) => `    ${email.padEnd(28)}${DEMO_ROLES[email.toLowerCase()] ?? ''}`.trimEnd()).join('\n')}`
  : `No demo logins in this database (SEED_DEMO=1 or \`npm run seed\` loads the demo data into an empty one;
  \`npm run admin:create -w api -- --email you@example.org\` creates an administrator).`;
console.log(`
  Certify is running: ${gateway.url}
  (GraphQL: ${gateway.url}/graphql · REST api: ${api.url})

  ${logins}

  Ctrl-C stops both services.
`);
