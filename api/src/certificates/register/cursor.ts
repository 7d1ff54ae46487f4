/**
 * The register's keyset cursors, two kinds, opaque to clients (base64url JSON):
 * - a sort cursor: the row's sort key (as PostgreSQL text, so timestamps keep their microseconds)
 *   and id, with the sort and direction it belongs to;
 * - a sync cursor (sort `updated_at`): the row's (change_xid, id), the incremental-sync position.
 * A cursor fits only the sort it came from: any other answers 400.
 * spec: api/CONTRACT.md "Certificate register" (Paging, Incremental sync); docs/integrators.md "Sync the register".
 */
import type { SortColumn } from '../lists/filters.js';
import type { SortDirectionCode, SortFieldCode } from '../../codes.js';
import { SORT_FIELD } from '../../codes.js';
import { badRequest } from '../../http/errors.js';
import { MAX_ID } from '../../http/fields.js';

/** A cursor of a list sort: (sort key, id). */
export interface SortCursor {
  kind: 'sort';
  sortBy: SortColumn;
  sortDir: SortDirectionCode;
  key: string;
  id: number;
}

/** A cursor of the incremental-sync order: (change_xid, id); the xid as decimal text (xid8). */
export interface SyncCursor {
  kind: 'sync';
  changeXid: string;
  id: number;
}

export type RegisterCursor = SortCursor | SyncCursor;

/** The message of a cursor that is not one of ours, or of another sort. */
export const INVALID_CURSOR = 'Invalid cursor: start again without `after`';

const XID = /^\d{1,19}$/;
/** A certificate id as a cursor holds it (an `integer` column). */
const isRowId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID;

/** Encodes a row's cursor. */
export const encodeCursor = (c: RegisterCursor): string =>
  Buffer.from(
    JSON.stringify(c.kind === 'sync' ? [SORT_FIELD.UPDATED_AT, c.changeXid, c.id] : [c.sortBy, c.sortDir, c.key, c.id]),
  ).toString('base64url');

const invalid = () => badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });

/**
 * Decodes a cursor made for this sort (a sync cursor for `updated_at`, whatever the direction; a
 * sort cursor of the same column and direction otherwise), or answers 400.
 */
export function decodeCursor(cursor: string, sortBy: SortFieldCode, sortDir: SortDirectionCode): RegisterCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed)) throw invalid();
  if (sortBy === SORT_FIELD.UPDATED_AT) {
    const [kind, changeXid, id] = parsed;
    if (
      parsed.length !== 3 ||
      kind !== SORT_FIELD.UPDATED_AT ||
      typeof changeXid !== 'string' ||
      !XID.test(changeXid) ||
      BigInt(changeXid) > 9_223_372_036_854_775_807n ||
      !isRowId(id)
    ) {
      throw invalid();
    }
    return { kind: 'sync', changeXid, id };
  }
  if (
    parsed.length !== 4 ||
    parsed[0] !== sortBy ||
    parsed[1] !== sortDir ||
    typeof parsed[2] !== 'string' ||
    !isRowId(parsed[3])
  ) {
    throw invalid();
  }
  return { kind: 'sort', sortBy, sortDir, key: parsed[2], id: parsed[3] };
}
