/**
 * Many certificates for a benchmark (docs/benchmarks.md): copies the demo
 * certificates round-robin into `n` more, each with its source's units, signees, history and prints
 * (so lists and details carry what real ones do), new credential numbers and verification codes, and
 * requested a minute apart. Runs on the benchmark's database directly: on PGlite the api must be
 * stopped first (PGlite is single-process); on PostgreSQL it may run.
 */
import { openDatabase } from '@certify/api/database';
import pg from 'pg';
import type { BenchDatabase } from './database';

/** Runs `statements` in order on the benchmark's database. */
export async function onDatabase(database: BenchDatabase, statements: readonly string[]): Promise<void> {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
    return;
  }
  // Opened as the api opens it (its extensions and converters; already migrated).
  const db = await openDatabase(undefined, { dataDir: database.dataDir! });
  try {
    for (const s of statements) await db.pglite!.exec(s);
  } finally {
    await db.close();
  }
}

/** The quoted column list of `table` but `except`, as a SQL expression (computed by the database). */
const columnsOf = (table: string, except: readonly string[]) =>
  `(SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = '${table}'
       AND column_name NOT IN (${except.map((c) => `'${c}'`).join(', ')}))`;

/** An INSERT of `table`'s rows of each source certificate for its copy (every column but `except`). */
const copyChildren = (table: string, except: readonly string[], order = '') => `
       cols := ${columnsOf(table, ['certificate_id', ...except])};
       EXECUTE format('INSERT INTO ${table} (certificate_id, %s) SELECT m.new_id, %s
         FROM bench_map m JOIN ${table} x ON x.certificate_id = m.src_id ${order}', cols,
         (SELECT string_agg('x.' || c, ', ') FROM unnest(string_to_array(cols, ', ')) c));`;

/**
 * The SQL that copies the existing certificates into `n` more (credential numbers `BENCH-<i>`).
 * Column lists come from the catalogue, so a new nullable column needs no change here; the audit
 * chain's columns are left to its trigger.
 */
export function copyCertificatesSql(n: number): string[] {
  return [
    `CREATE TEMP TABLE bench_src AS
       SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS rn, (SELECT max(id) FROM certificates) AS base,
              (SELECT count(*) FROM certificates) AS k
       FROM certificates`,
    `CREATE TEMP TABLE bench_map AS
       SELECT s.base + g AS new_id, s.id AS src_id, g
       FROM generate_series(1, ${n}) g JOIN bench_src s ON s.rn = g % s.k`,
    `DO $$
     DECLARE cols text;
     BEGIN
       cols := ${columnsOf('certificates', ['id', 'credential_number', 'verification_code', 'change_xid', 'requested_date'])};
       EXECUTE format('INSERT INTO certificates (id, credential_number, verification_code, requested_date, %s)
         SELECT m.new_id, ''BENCH-'' || m.g,
                CASE WHEN c.verification_code IS NULL THEN NULL ELSE upper(substr(md5(''bench'' || m.g), 1, 26)) END,
                c.requested_date - m.g * interval ''1 minute'', %s
         FROM bench_map m JOIN certificates c ON c.id = m.src_id', cols,
         (SELECT string_agg('c.' || c, ', ') FROM unnest(string_to_array(cols, ', ')) c));
       ${copyChildren('certificate_units', ['id'])}
       ${copyChildren('certificate_signees', [])}
       ${copyChildren('certificate_events', ['id', 'chain_seq', 'prev_hash', 'hash'], 'ORDER BY m.new_id, x.id')}
       ${copyChildren('certificate_prints', ['id'])}
     END $$`,
    `SELECT setval(pg_get_serial_sequence('certificates', 'id'), (SELECT max(id) FROM certificates))`,
    'DROP TABLE bench_map',
    'DROP TABLE bench_src',
    'ANALYZE',
  ];
}

/** Copies the existing certificates into `n` more on `database` (see `copyCertificatesSql`). */
export const copyCertificates = (database: BenchDatabase, n: number): Promise<void> =>
  onDatabase(database, copyCertificatesSql(n));
