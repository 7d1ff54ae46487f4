/**
 * A digest of every row of every table of the public schema, to prove that a run of requests
 * changed nothing: per table, the row count and the md5 of all its rows' text in sorted order
 * (`bytea` columns by their md5, so stored PDFs cost 32 characters). Any insert, update or delete
 * changes the table's entry. One column is left out: `sessions.last_seen_at`, which any
 * authenticated request may refresh (at most once a minute) — bookkeeping, not a change made by
 * the request's input. One table is left out for the same reason: `rate_limits`, the request
 * counters every counted request updates on PostgreSQL (src/http/rateLimit.ts).
 *
 *   const before = await databaseDigest(api.db);
 *   …requests…
 *   expect(changedTables(before, await databaseDigest(api.db))).toEqual([]);
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** Table name → `<row count>:<md5 of its sorted rows>`. */
export type DatabaseDigest = Record<string, string>;

/** Columns whose changes are not "a row changed" (see the header). */
const IGNORED_COLUMNS: ReadonlySet<string> = new Set(['sessions.last_seen_at']);
/** Tables whose changes are not "a row changed" (see the header). */
const IGNORED_TABLES: ReadonlySet<string> = new Set(['rate_limits']);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The digest of every table of the public schema. */
export async function databaseDigest(db: Db): Promise<DatabaseDigest> {
  const columns = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    SELECT c.table_name, c.column_name, c.data_type
      FROM information_schema.columns c
      JOIN pg_tables t ON t.schemaname = c.table_schema AND t.tablename = c.table_name
     WHERE c.table_schema = 'public'
     ORDER BY c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
    if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS.has(`${table}.${column}`)) continue;
    const expr = type === 'bytea' ? `md5(${ident(column)})` : ident(column);
    byTable.set(table, [...(byTable.get(table) ?? []), expr]);
  }
  if (byTable.size === 0) return {};
  const parts = [...byTable].map(
    ([table, exprs]) =>
      `SELECT '${table.replaceAll("'", "''")}' AS t, count(*)::int AS n,
              coalesce(md5(string_agg(r, E'\\n' ORDER BY r)), '') AS h
         FROM (SELECT ROW(${exprs.join(', ')})::text AS r FROM "public".${ident(table)}) x`,
  );
  const result = await db.execute<{ t: string; n: number; h: string }>(sql.raw(parts.join('\nUNION ALL\n')));
  const digest: DatabaseDigest = {};
  for (const row of [...result.rows].sort((a, b) => a.t.localeCompare(b.t))) digest[row.t] = `${row.n}:${row.h}`;
  return digest;
}

/** The tables whose rows differ between two digests (added or dropped tables count too). */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
