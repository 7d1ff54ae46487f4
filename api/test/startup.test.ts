/**
 * The api process as started by scripts/start.mjs: a bad environment or an occupied port exits 1
 * within seconds with a message naming the variable or the port and reason; a good start reports
 * its URL over IPC and answers /health and /ready; SIGTERM stops it with exit code 0.
 * (`node -C development --import tsx src/main.ts`: the sources, as `npm run dev` runs them.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { occupiedPort, startMain } from '@certify/runtime/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/seed.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the api from its sources with exactly `env` (plus PATH, HOME) and an IPC channel. */
function startApi(env: Record<string, string>) {
  const run = startMain(API_DIR, { NODE_ENV: 'test', ...env });
  started.push(run.child);
  return run;
}

describe('api start-up: configuration that fails fast (docs/configuration.md)', () => {
  it('a bad variable exits 1 (within the test timeout, never waiting on a database), naming it and what it expects, before listening', async () => {
    const run = startApi({ API_PORT: 'abc', DATABASE_URL: 'postgress://postgres@127.0.0.1/test' });
    const { code, stderr, stdout } = await run.ended;
    expect(code).toBe(1);
    expect(stderr).toContain('api: cannot start: invalid configuration:');
    expect(stderr).toContain('API_PORT="abc": expected a TCP port: a whole number from 0 to 65535');
    expect(stderr).toContain('DATABASE_URL="postgress://postgres@127.0.0.1/test": expected unset');
    expect(stdout).not.toContain('listening');
    // the parent gets the same reason over IPC
    expect(run.messages).toEqual([{ type: 'failed', name: 'api', reason: expect.stringContaining('API_PORT="abc"') }]);
  });

  it('an occupied port exits 1 naming the port and EADDRINUSE, without opening the database', async () => {
    const other = await occupiedPort();
    try {
      const { code, stderr, stdout } = await startApi({ API_PORT: String(other.port), DATABASE_URL: 'memory://' })
        .ended;
      expect(code).toBe(1);
      expect(stderr).toContain(
        `api: cannot start: cannot listen on 127.0.0.1:${other.port}: the port is already in use (EADDRINUSE)`,
      );
      expect(stdout).not.toContain('seeded');
    } finally {
      await other.close();
    }
  });

  // opening, migrating and seeding a new PGlite takes ≈10 s, several times that on a busy machine
  it('reports its URL over IPC once it listens, answers /health and /ready, and stops on SIGTERM', {
    timeout: 150_000,
  }, async () => {
    const run = startApi({ API_PORT: '0', DATABASE_URL: 'memory://' });
    const deadline = Date.now() + 120_000;
    while (!run.messages.length && run.child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [message] = run.messages;
    expect(message).toMatchObject({
      type: 'listening',
      name: 'api',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    const url = (message as { url: string }).url;
    // the embedded database gets the demo data: scripts/start.mjs prints these logins
    expect((message as { demoLogins?: string[] }).demoLogins).toHaveLength(6);
    expect(url).not.toBe('http://127.0.0.1:0');
    const health = await fetch(`${url}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${url}/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);

    run.child.kill('SIGTERM');
    const { code, stdout } = await run.ended;
    expect(code).toBe(0);
    expect(stdout).toContain(`api: listening on ${url} (database: pglite-memory)`);
  });

  /** Waits for the api's 'listening' message (its URL), or fails with what it printed. */
  async function listening(run: ReturnType<typeof startApi>): Promise<string> {
    const deadline = Date.now() + 120_000;
    while (!run.messages.length && run.child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [message] = run.messages as Array<{ url?: string }>;
    if (!message?.url) throw new Error(`the api did not start (exit ${run.child.exitCode})`);
    return message.url;
  }

  /** Runs `work` on a new PostgreSQL database on TEST_DATABASE_URL's server (dropped afterwards). */
  async function withNewDatabase(prefix: string, work: (url: string) => Promise<void>): Promise<void> {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${prefix}_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      await work(url.toString());
    } finally {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  }

  /** One row of `sql` on the database at `url`. */
  async function queryOne<T extends Record<string, unknown>>(url: string, sql: string): Promise<T | undefined> {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      return (await db.query<T>(sql)).rows[0];
    } finally {
      await db.end();
    }
  }

  /** Runs an operator command (`src/<script>`, as `npm run` runs its build) with `env` and `stdin`. */
  function runCommand(script: string, args: string[], env: Record<string, string>, stdin = '') {
    const child = spawn(process.execPath, ['-C', 'development', '--import', 'tsx', `src/${script}`, ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    started.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(stdin);
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.once('close', (code) => resolve({ code, stdout, stderr })),
    );
  }

  // docs/operations.md "Running several instances": migrations, the demo seed and the keys run under an advisory lock.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two apis starting together on one new PostgreSQL database with SEED_DEMO=1 both listen; it is migrated and seeded once',
    { timeout: 240_000 },
    () =>
      withNewDatabase('startup', async (url) => {
        const runs = [0, 1].map(() => startApi({ API_PORT: '0', DATABASE_URL: url, SEED_DEMO: '1' }));
        const urls = await Promise.all(runs.map(listening));
        for (const u of urls) expect((await fetch(`${u}/ready`)).status).toBe(200);
        const row = await queryOne(
          url,
          `SELECT (SELECT count(*) FROM users WHERE email = 'admin@certify.test') AS admins,
                  (SELECT count(*) FROM organisation_keys WHERE retired_at IS NULL) AS keys,
                  (SELECT count(*) FROM roles) AS roles`,
        );
        expect(row).toEqual({ admins: '1', keys: '2', roles: '5' });
        for (const run of runs) run.child.kill('SIGTERM');
        expect((await Promise.all(runs.map((r) => r.ended))).map((e) => e.code)).toEqual([0, 0]);
      }),
  );

  // docs/architecture.md "Speed by design": a production PostgreSQL gets no demo data; the operator makes the first administrator.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'production on a new PostgreSQL: no demo data, the modules and roles; `admin:create` makes the first administrator, who signs in',
    { timeout: 240_000 },
    () =>
      withNewDatabase('production', async (url) => {
        const env = { DATABASE_URL: url, NODE_ENV: 'production' };
        const run = startApi({ ...env, API_PORT: '0' });
        const api = await listening(run);
        expect(run.messages[0]).toMatchObject({ type: 'listening', demoLogins: [] });
        expect(
          await queryOne(url, 'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM roles) AS roles'),
        ).toEqual({ users: '0', roles: '5' });

        const weak = await runCommand(
          'users/createAdministratorCli.ts',
          ['--email', 'ops@rto.example.edu.au'],
          env,
          'weak\n',
        );
        expect(weak.code).toBe(1);
        expect(weak.stderr).toContain('admin:create: Password must contain at least one lowercase letter');
        const missing = await runCommand('users/createAdministratorCli.ts', [], env);
        expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('--email is required')]);

        const password = 'Ops@Certify2026';
        const created = await runCommand('users/createAdministratorCli.ts', ['--email', 'ops@rto.example.edu.au'], {
          ...env,
          ADMIN_PASSWORD: password,
        });
        expect(created.code, created.stderr).toBe(0);
        expect(created.stdout).toContain('admin:create: created administrator ops@rto.example.edu.au');
        expect(created.stdout + created.stderr).not.toContain(password);
        const login = await fetch(`${api}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ops@rto.example.edu.au', password }),
        });
        expect(login.status).toBe(200);
        run.child.kill('SIGTERM');
        expect((await run.ended).code).toBe(0);
      }),
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'production refuses a database whose accounts still have the demo password, naming them; `admin:create` and `demo:deactivate` fix it',
    { timeout: 240_000 },
    () =>
      withNewDatabase('demo_prod', async (url) => {
        const database = await openDatabase(url, { poolSize: 1 });
        await seedDemoData(database.db, { certificates: false, templatePdfs: false });
        await database.close();
        const env = { DATABASE_URL: url, NODE_ENV: 'production' };

        const refused = await startApi({ ...env, API_PORT: '0' }).ended;
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          'api: cannot start: NODE_ENV=production, but 6 active accounts still sign in with the published demo password (Certify@2026): admin@certify.test, approver@certify.test,',
        );
        expect(refused.stderr).toContain('npm run admin:create -w api -- --email you@example.org');
        expect(refused.stdout).not.toContain('listening');

        const deactivateFirst = await runCommand('seed/deactivateDemoAccountsCli.ts', [], env);
        expect([deactivateFirst.code, deactivateFirst.stderr]).toEqual([
          1,
          expect.stringContaining('demo:deactivate: At least one active administrator'),
        ]);
        const created = await runCommand(
          'users/createAdministratorCli.ts',
          ['--email', 'ops@rto.example.edu.au', '--first-name', 'Ada', '--last-name', 'Ops'],
          env,
          'Ops@Certify2026\n',
        );
        expect(created.code, created.stderr).toBe(0);
        const deactivated = await runCommand('seed/deactivateDemoAccountsCli.ts', [], env);
        expect(deactivated.code, deactivated.stderr).toBe(0);
        expect(deactivated.stdout).toContain('demo:deactivate: deactivated 6 account(s)');

        const run = startApi({ ...env, API_PORT: '0' });
        await listening(run);
        expect(run.messages[0]).toMatchObject({ type: 'listening', demoLogins: [] });
        run.child.kill('SIGTERM');
        expect((await run.ended).code).toBe(0);
      }),
  );
});
