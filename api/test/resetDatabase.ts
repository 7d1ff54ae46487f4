/**
 * A test's reset of its database in one round trip, the seeded demo data kept as a snapshot
 * inside that database (seeding renders, signs and stores the printed demo certificates: about a
 * second on CI's cores, before every test; TRUNCATE of every table costs PostgreSQL a new file
 * per table).
 *
 *   await resetDatabase(database, 'full', () => seedDemoData(db));   // or 'nocerts', or 'empty'
 *
 * One transaction, triggers off (`session_replication_role = replica`: the append-only audit
 * trail's guard, its hash chain and the foreign keys' checks): DELETE every row of the public
 * schema, restart every sequence, then, unless 'empty', copy the snapshot's rows back verbatim and
 * set each sequence to its seeded value. The first reset of a kind on a database has no snapshot
 * yet: it empties, runs `seed`, and copies every table holding rows into the schema
 * `test_seed_<kind>` with the sequences' values (`_sequences`) and the copied tables (`_tables`).
 * The result is the seeded state row for row, timestamps included (those of the first seed).
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client.js';

/** What a reset leaves: the demo data with its certificates, without them, or nothing. */
export type ResetKind = 'full' | 'nocerts' | 'empty';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const snapshotSchema = (kind: ResetKind) => `test_seed_${kind}`;

/** The reset scripts already built, per database and kind (each is built once). */
const scripts = new WeakMap<Database, Map<ResetKind, string>>();

/**
 * Runs a script of several statements (BEGIN … COMMIT, no parameters) in one round trip; a failed
 * one is rolled back so the connection goes back clean. A deadlock with work the previous test
 * left running (40P01) is retried.
 */
async function runScript(database: Database, script: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (database.pglite) {
        try {
          await database.pglite.exec(script);
        } catch (err) {
          await database.pglite.exec('ROLLBACK');
          throw err;
        }
      } else if (database.pool) {
        const client = await database.pool.connect();
        try {
          await client.query(script);
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        } finally {
          client.release();
        }
      } else throw new Error('resetDatabase: a database without a PGlite or a pool');
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== '40P01' || attempt >= 5) throw err;
    }
  }
}

/** Statements that delete every row of the public schema and restart its sequences. */
async function emptyStatements(db: Db): Promise<string[]> {
  const tables = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const sequences = await db.execute<{ sequencename: string }>(
    sql`SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return [
    ...tables.rows.map(({ tablename }) => `DELETE FROM public.${ident(tablename)}`),
    ...sequences.rows.map(({ sequencename }) => `ALTER SEQUENCE public.${ident(sequencename)} RESTART`),
  ];
}

/** Copies the seeded public schema into the snapshot schema (tables with rows, their names, the sequences' values). */
async function takeSnapshot(database: Database, schema: string): Promise<void> {
  const tables = await database.db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts = await database.db.execute<{ t: string; n: number }>(
    sql.raw(
      tables.rows
        .map(({ tablename: t }) => `SELECT ${literal(t)} AS t, (SELECT count(*) FROM public.${ident(t)})::int AS n`)
        .join(' UNION ALL '),
    ),
  );
  const filled = counts.rows.filter((r) => Number(r.n) > 0).map((r) => r.t);
  await runScript(
    database,
    [
      'BEGIN',
      `DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`,
      `CREATE SCHEMA ${ident(schema)}`,
      ...filled.map((t) => `CREATE TABLE ${ident(schema)}.${ident(t)} AS TABLE public.${ident(t)}`),
      `CREATE TABLE ${ident(schema)}._tables (name text NOT NULL)`,
      ...filled.map((t) => `INSERT INTO ${ident(schema)}._tables VALUES (${literal(t)})`),
      `CREATE TABLE ${ident(schema)}._sequences AS
         SELECT sequencename::text AS name, last_value FROM pg_sequences
          WHERE schemaname = 'public' AND last_value IS NOT NULL`,
      'COMMIT',
    ].join(';\n'),
  );
}

/** Statements that copy the snapshot in `schema` into the emptied public schema. */
async function restoreStatements(db: Db, schema: string): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql.raw(`SELECT name FROM ${ident(schema)}._tables ORDER BY name`));
  // generated columns take no value; identity columns take the copied one (OVERRIDING SYSTEM VALUE)
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND is_generated = 'NEVER'
     ORDER BY table_name, ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name: t, column_name: c } of columns.rows) byTable.set(t, [...(byTable.get(t) ?? []), ident(c)]);
  const sequences = await db.execute<{ name: string; last_value: string }>(
    sql.raw(`SELECT name, last_value::text AS last_value FROM ${ident(schema)}._sequences ORDER BY name`),
  );
  return [
    ...tables.rows.map(({ name }) => {
      const cols = (byTable.get(name) ?? []).join(', ');
      return `INSERT INTO public.${ident(name)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM ${ident(schema)}.${ident(name)}`;
    }),
    ...sequences.rows.map(
      ({ name, last_value }) => `SELECT setval(${literal(`public.${ident(name)}`)}, ${BigInt(last_value)}, true)`,
    ),
  ];
}

const transaction = (statements: string[]) =>
  ['BEGIN', 'SET LOCAL session_replication_role = replica', ...statements, 'COMMIT'].join(';\n');

/**
 * Leaves the public schema of `database` in the state `kind`: empty, or seeded (by `seed` the
 * first time, from the snapshot after).
 */
export async function resetDatabase(database: Database, kind: ResetKind, seed: () => Promise<void>): Promise<void> {
  const byKind = scripts.get(database) ?? new Map<ResetKind, string>();
  scripts.set(database, byKind);
  const known = byKind.get(kind);
  if (known) return runScript(database, known);

  const empty = await emptyStatements(database.db);
  if (kind === 'empty') {
    byKind.set(kind, transaction(empty));
    return runScript(database, transaction(empty));
  }
  const schema = snapshotSchema(kind);
  const present = await database.db.execute<{ present: boolean }>(
    sql`SELECT to_regclass(${`${ident(schema)}._sequences`}) IS NOT NULL AS present`,
  );
  if (!present.rows[0]?.present) {
    await runScript(database, transaction(empty));
    await seed();
    await takeSnapshot(database, schema);
  }
  const script = transaction([...empty, ...(await restoreStatements(database.db, schema))]);
  byKind.set(kind, script);
  // after a fresh seed the public schema holds the seeded rows already; run the script anyway, so
  // the first reset is the same as every later one
  await runScript(database, script);
}
