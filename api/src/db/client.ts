/**
 * Database connection: embedded PGlite (file or memory) or a PostgreSQL server, behind one
 * Drizzle API, migrated at open. spec: DESIGN.md "Data".
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { stopRateLimitCounters } from '@certify/runtime';
import pg from 'pg';
import * as schema from './schema.js';

/** The Drizzle database type used everywhere (PGlite and node-postgres share the pg-core API). */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** `pglite-file`, `pglite-memory` or `postgres`. */
  kind: 'pglite-file' | 'pglite-memory' | 'postgres';
  /** The pg Pool when on a PostgreSQL server (for LISTEN/NOTIFY), else null. */
  pool: pg.Pool | null;
  /** The PGlite instance when embedded, else null. */
  pglite: PGlite | null;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session-level advisory lock on a
   * connection of its own, so any number of instances starting together migrate, seed and make
   * their keys one after another (docs/operations.md "Running several instances"); on PGlite (one process) it just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of start-up work (migrations, seed, keys): any constant 64-bit number. */
const STARTUP_LOCK_KEY = '7361216942005021013';

/**
 * Runs `work` holding the PostgreSQL advisory lock `STARTUP_LOCK_KEY` on a connection of its own,
 * outside `pool` (with `pool.options`): `work` uses the pool, so a lock held on one of the pool's
 * connections would deadlock a pool of one (`npm run audit:verify`). The lock is released when
 * `work` ends, or by the server when this process dies.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...pool.options, application_name: 'certify-startup-lock' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * `bytea` to and from PGlite as hex through Node's Buffer. PGlite's own converters go byte by byte
 * (a string per byte): a 5 MB part of a stored PDF took 300–400 ms of the event loop, and as
 * long again in garbage collection, holding every request up during a bulk print (docs/architecture.md "Bulk work off the request path"
 * "Bulk work off the request path"). PostgreSQL's driver sends bytes as they are.
 */
const PGLITE_BYTEA = {
  serializers: {
    [pgliteTypes.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: {
    [pgliteTypes.BYTEA]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens and migrates the database named by `url`:
 * - undefined/empty → PGlite persisted in `dataDir` (default `./data/pglite`);
 * - `memory://` → in-memory PGlite, empty or started from `loadDataDir` (a `dumpDataDir()` tarball:
 *   the test harness's migrated and seeded database, api/test/globalSetup.ts);
 * - `postgres://…` / `postgresql://…` → a PostgreSQL server (pool of `poolSize`, default 10),
 *   migrated under the start-up lock (`withStartupLock`), so instances may start together.
 */
export async function openDatabase(
  url: string | undefined,
  opts: { dataDir?: string; poolSize?: number; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // No JIT compilation (PostgreSQL's default above a plan cost of 100,000): a count of the register
    // for a caller who sees it through an assignment is estimated that high, and compiling it took
    // longer than running it (docs/architecture.md "Queries that scale"). A URL that sets `options` keeps its own.
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      ...(new URL(url).searchParams.has('options') ? {} : { options: '-c jit=off' }),
    });
    const db = drizzlePg(pool, { schema });
    const withStartupLock = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
    try {
      // Two instances starting together would otherwise both apply the same migration (one fails).
      await withStartupLock(() => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    const close = async () => {
      // The rate limits' counts not sent yet go first (they use this pool).
      await stopRateLimitCounters(pool);
      await pool.end();
    };
    return { db, kind: 'postgres', pool, pglite: null, close, withStartupLock };
  }
  let pglite: PGlite;
  let kind: Database['kind'];
  // pg_trgm: the trigram indexes of the student and credential number searches (migration 0010).
  const options = { extensions: { pg_trgm }, ...PGLITE_BYTEA };
  if (url === 'memory://') {
    pglite = new PGlite({ ...options, loadDataDir: opts.loadDataDir });
    kind = 'pglite-memory';
  } else {
    const dir = path.resolve(opts.dataDir ?? 'data/pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, options);
    kind = 'pglite-file';
  }
  const pdb = drizzlePglite(pglite, { schema });
  await migratePglite(pdb, { migrationsFolder: MIGRATIONS_FOLDER });
  // Both drivers expose the same pg-core query API; one type keeps callers driver-agnostic.
  const db = pdb as unknown as Db;
  return { db, kind, pool: null, pglite, close: () => pglite.close(), withStartupLock: (work) => work() };
}
