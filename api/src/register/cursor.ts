/**
 * The register's keyset cursor: the row's sort key (as PostgreSQL text, so timestamps keep their
 * microseconds) and id, with the sort it belongs to. Opaque to clients (base64url JSON).
 * spec: api/CONTRACT.md "Certificate register" (Paging).
 */
import type { SortColumn } from '../certificates/lists/filters.js';
import { badRequest } from '../http/errors.js';

export interface RegisterCursor {
  sortBy: SortColumn;
  sortDir: 'asc' | 'desc';
  key: string;
  id: number;
}

/** The message of a cursor that is not one of ours, or of another sort. */
export const INVALID_CURSOR = 'Invalid cursor: start again without `after`';

/** Encodes a row's cursor. */
export const encodeCursor = (c: RegisterCursor): string =>
  Buffer.from(JSON.stringify([c.sortBy, c.sortDir, c.key, c.id])).toString('base64url');

/** Decodes a cursor made for this sort, or answers 400. */
export function decodeCursor(cursor: string, sortBy: SortColumn, sortDir: 'asc' | 'desc'): RegisterCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    parsed[0] !== sortBy ||
    parsed[1] !== sortDir ||
    typeof parsed[2] !== 'string' ||
    !Number.isSafeInteger(parsed[3])
  ) {
    throw badRequest(INVALID_CURSOR, { after: INVALID_CURSOR });
  }
  return { sortBy, sortDir, key: parsed[2], id: parsed[3] };
}
