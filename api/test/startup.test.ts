/**
 * The api process as started by scripts/start.mjs: a bad environment or an occupied port exits 1
 * within seconds with a message naming the variable or the port and reason; a good start reports
 * its URL over IPC and answers /health and /ready; SIGTERM stops it with exit code 0.
 * (`node -C development --import tsx src/main.ts`: the sources, as `npm run dev` runs them.)
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { occupiedPort, startMain } from '@certify/runtime/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

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

describe('api start-up (issue 6 part 4: configuration that fails fast)', () => {
  it('a bad variable exits 1 within seconds, naming it and what it expects, before listening', async () => {
    const run = startApi({ API_PORT: 'abc', DATABASE_URL: 'postgress://postgres@127.0.0.1/test' });
    const { code, stderr, stdout, ms } = await run.ended;
    expect(code).toBe(1);
    expect(stderr).toContain('api: cannot start: invalid configuration:');
    expect(stderr).toContain('API_PORT="abc": expected a TCP port: a whole number from 0 to 65535');
    expect(stderr).toContain('DATABASE_URL="postgress://postgres@127.0.0.1/test": expected unset');
    expect(stdout).not.toContain('listening');
    expect(ms).toBeLessThan(10_000);
    // the parent gets the same reason over IPC
    expect(run.messages).toEqual([{ type: 'failed', name: 'api', reason: expect.stringContaining('API_PORT="abc"') }]);
  });

  it('an occupied port exits 1 naming the port and EADDRINUSE, without opening the database', async () => {
    const other = await occupiedPort();
    try {
      const { code, stderr, stdout, ms } = await startApi({ API_PORT: String(other.port), DATABASE_URL: 'memory://' })
        .ended;
      expect(code).toBe(1);
      expect(stderr).toContain(
        `api: cannot start: cannot listen on 127.0.0.1:${other.port}: the port is already in use (EADDRINUSE)`,
      );
      expect(stdout).not.toContain('seeded');
      expect(ms).toBeLessThan(10_000);
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

  // issue 13 "Several instances": migrations, the demo seed and the keys run under an advisory lock.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two apis starting together on one new PostgreSQL database both listen; it is migrated and seeded once',
    { timeout: 240_000 },
    async () => {
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      const name = `startup_${process.pid}_${Date.now()}`;
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      try {
        const runs = [0, 1].map(() => startApi({ API_PORT: '0', DATABASE_URL: url.toString() }));
        const urls = await Promise.all(runs.map(listening));
        for (const u of urls) expect((await fetch(`${u}/ready`)).status).toBe(200);
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        const { rows } = await db.query<{ admins: string; keys: string; migrations: string }>(
          `SELECT (SELECT count(*) FROM users WHERE email = 'admin@certify.test') AS admins,
                  (SELECT count(*) FROM organisation_keys WHERE retired_at IS NULL) AS keys,
                  (SELECT count(*) FROM drizzle.__drizzle_migrations) AS migrations`,
        );
        await db.end();
        expect(rows[0]).toEqual({ admins: '1', keys: '2', migrations: expect.any(String) });
        for (const run of runs) run.child.kill('SIGTERM');
        expect((await Promise.all(runs.map((r) => r.ended))).map((e) => e.code)).toEqual([0, 0]);
      } finally {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }
    },
  );
});
