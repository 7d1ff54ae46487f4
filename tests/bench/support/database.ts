/**
 * A database of a benchmark's own (docs/benchmarks.md): with `DATABASE_URL` set
 * (a PostgreSQL server URL, e.g. postgres://postgres@127.0.0.1:5432/test) a fresh database
 * `certify_bench_<name>` on that server, dropped by `drop()`; unset, an embedded PGlite database in a
 * temporary folder (the api's `DATA_DIR`), removed by `drop()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a benchmark's api keeps its data. */
export interface BenchDatabase {
  /** "PostgreSQL" or "PGlite". */
  label: 'PostgreSQL' | 'PGlite';
  /** The PostgreSQL URL of the fresh database; null on PGlite. */
  url: string | null;
  /** The PGlite folder; null on PostgreSQL. */
  dataDir: string | null;
  /** The environment the api needs for it (`DATABASE_URL` or `DATA_DIR`). */
  env: Record<string, string>;
  /** Drops the database (PostgreSQL) or removes the folder (PGlite). */
  drop(): Promise<void>;
  /**
   * After a bulk load: on PostgreSQL `VACUUM ANALYZE` (what autovacuum does to a database at rest:
   * hint bits, visibility map, statistics) and a `CHECKPOINT`, so the pages the load left dirty are
   * written before timing starts (else the first reads and the checkpointer write them while the
   * first runs are timed); nothing on PGlite.
   */
  settle(): Promise<void>;
}

/** The server URL with another database name. */
function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database for the benchmark `name` (letters, digits and _ only). */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bench database name "${name}": use a-z, 0-9 and _`);
  const server = process.env.DATABASE_URL?.trim();
  if (server) {
    const dbName = `certify_bench_${name}`;
    await onServer(server, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await onServer(server, `CREATE DATABASE ${dbName}`);
    const url = withDatabase(server, dbName);
    return {
      label: 'PostgreSQL',
      url,
      dataDir: null,
      env: { DATABASE_URL: url },
      drop: () => onServer(server, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
      settle: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('VACUUM ANALYZE');
          await client.query('CHECKPOINT');
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `certify-bench-${name}-`));
  return {
    label: 'PGlite',
    url: null,
    dataDir,
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
    settle: async () => {},
  };
}
