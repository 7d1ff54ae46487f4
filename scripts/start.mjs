#!/usr/bin/env node
/**
 * `npm start`: builds what is needed (turbo, cached), then starts the api (REST + database) and
 * the gateway (GraphQL + the built web app) as two processes, waits until both answer
 * GET /health, and prints the URL and the demo logins. Ctrl-C / SIGTERM stops both cleanly.
 *
 * Flags: --no-build (use the existing dist/ folders; the e2e tests use it after `npm run build`).
 * Environment: PORT (gateway, 4000), API_PORT (4001), HOST (127.0.0.1), CERT_API_URL,
 * DATABASE_URL (unset: PGlite in ./data/; memory://; postgres://…), SMTP_* (see README).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = process.env.API_PORT ?? '4001';
const port = process.env.PORT ?? '4000';
const apiUrl = process.env.CERT_API_URL ?? `http://${host}:${apiPort}`;
const quiet = process.argv.includes('--quiet');

if (!process.argv.includes('--no-build')) {
  console.log('Building (api, gateway, web)…');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const entry of ['api/dist/main.js', 'gateway/dist/main.js', 'web/dist/index.html']) {
  if (!existsSync(path.join(root, entry))) {
    console.error(`Missing ${entry}: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function run(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Certify.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

/** Polls `url` until it answers 200, up to `seconds`. */
async function waitHealthy(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Gateway first (it drains its requests to the api), then the api (closes the database).
  for (const child of [...children].reverse()) {
    if (child.exitCode === null) {
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

run('api', 'api/dist/main.js', { API_PORT: apiPort, HOST: host });
if (!(await waitHealthy(`${apiUrl}/health`, 120))) {
  console.error(`The api did not become healthy at ${apiUrl}/health.`);
  await stop(1);
}
run('gateway', 'gateway/dist/main.js', { PORT: port, HOST: host, CERT_API_URL: apiUrl });
if (!(await waitHealthy(`http://${host}:${port}/health`, 60))) {
  console.error(`The gateway did not become healthy at http://${host}:${port}/health.`);
  await stop(1);
}

console.log(`
  Certify is running: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}
  (GraphQL: http://${host}:${port}/graphql · REST api: ${apiUrl})

  Demo logins (password Certify@2026):
    admin@certify.test          Administrator (all roles)
    requisitioner@certify.test  Requisitioner
    approver@certify.test       Approver
    signee1@certify.test        Signee
    signee2@certify.test        Signee (password security on)
    printer@certify.test        Printer

  Ctrl-C stops both services.
`);
