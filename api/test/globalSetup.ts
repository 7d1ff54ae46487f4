/**
 * Vitest global setup of the api and gateway suites: the test database every test file starts
 * from, migrated and seeded once per run instead of once per file (migrating and seeding cost a
 * PGlite file several seconds on CI's cores).
 * - On PGlite (no TEST_DATABASE_URL): an in-memory PGlite, migrated, its seeded states kept as
 *   snapshots (resetDatabase.ts), dumped to a temporary tarball each file loads (`loadDataDir`).
 * - With TEST_DATABASE_URL: a template database `<name>_tpl<pid>` on that server, the same way;
 *   each test process creates its own database from it (harness.ts). Dropped at the end, as are
 *   templates left by runs that ended without teardown.
 * Provides `testDatabase` (harness.ts `inject`s it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropLeftoverDatabases } from './leftoverDatabases.js';

/** Where a test file's database starts: a PGlite dump file, or a template database on the server. */
export interface TestDatabaseStart {
  pgliteDump?: string;
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseStart;
  }
}

/** Runs prepareTestDatabase.ts (a process of its own: see there) on `target`. */
async function prepare(kind: 'pglite' | 'postgres', target: string): Promise<void> {
  const script = fileURLToPath(new URL('./prepareTestDatabase.ts', import.meta.url));
  const apiDir = fileURLToPath(new URL('..', import.meta.url));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'development', script, kind, target],
    {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'test' },
    },
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'certify-test-db-'));
    const file = path.join(dir, 'pglite.tar');
    await prepare('pglite', file);
    project.provide('testDatabase', { pgliteDump: file });
    return () => rm(dir, { recursive: true, force: true });
  }

  const url = new URL(serverUrl);
  const base = (url.pathname.replace(/^\//, '') || 'test').replace(/[^a-zA-Z0-9_]/g, '_');
  const template = `${base}_tpl${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await dropLeftoverDatabases(admin, `${base}_tpl`);
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${template}`;
  await prepare('postgres', url.toString());
  project.provide('testDatabase', { postgresTemplate: template });
  return async () => {
    const closing = new pg.Client({ connectionString: serverUrl });
    await closing.connect();
    try {
      await closing.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await closing.end();
    }
  };
}
