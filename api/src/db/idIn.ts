/**
 * `column = ANY($1::int[])` with the ids as ONE parameter, for bulk work's id lists (docs/architecture.md "Bulk work off the request path": nothing blocks). drizzle's `inArray` binds one parameter per id, and
 * building a query of 5,000 of them held the api's event loop ~50 ms a statement; the plan is the
 * same (an index scan on `= ANY`).
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** An int[] literal (`{1,2,3}`) of `ids` (truncated to integers). */
export const intArrayLiteral = (ids: Iterable<number>): string =>
  `{${Array.from(ids, (i) => Math.trunc(i)).join(',')}}`;

/** `column = ANY(ids::int[])`: true for rows whose `column` is one of `ids` (none for no ids). */
export const idIn = (column: SQLWrapper, ids: Iterable<number>): SQL =>
  sql`${column} = ANY(${intArrayLiteral(ids)}::int[])`;
