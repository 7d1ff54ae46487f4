/**
 * Bulk work's multi-row statements in batches (docs/architecture.md "Bulk work off the request path": nothing
 * blocks). Building and binding one INSERT of 5,000 rows (45,000 parameters) held the event loop
 * for ~0.4 s; statements of at most INSERT_BATCH_ROWS rows, one after another in the same
 * transaction, let other requests in between and change nothing else (same rows, same order).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/** The most rows one INSERT of bulk work carries. */
export const INSERT_BATCH_ROWS = 500;

/** `rows` in consecutive slices of at most `size` (none for no rows). */
export function batches<T>(rows: readonly T[], size = INSERT_BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts `rows` into `table` with `tx`, INSERT_BATCH_ROWS a statement, in order. */
export async function insertInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (const batch of batches(rows)) await tx.insert(table).values(batch);
}

/** insertInBatches answering the inserted rows, in order. */
export async function insertReturningInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  const out: T['$inferSelect'][] = [];
  for (const batch of batches(rows))
    out.push(...((await tx.insert(table).values(batch).returning()) as T['$inferSelect'][]));
  return out;
}
