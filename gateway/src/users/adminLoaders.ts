/**
 * Per-request loaders of the administration fields (DESIGN.md "GraphQL conventions": no N+1 REST
 * calls): a user's row through `GET /user/{id}/view` (batched and de-duplicated per id), every role
 * row through `GET /listRoles` (paged through once per operation), and `GET /grantOptions` once.
 * A refusal (no user or role management) is kept as an answer, so an operation asking for many
 * administration fields makes one refused call, not one per field.
 * spec: access-and-administration §2 "User Management", "Role Management", §7.
 */
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import type { RestAnswer } from '../rest/contract.js';
import { restId } from '../rest/ids.js';
import { once } from '../util/once.js';
import type { RoleRow, UserRow } from './adminModels.js';

/** The `GET /grantOptions` answer. */
export type GrantOptionsAnswer = RestAnswer<'/grantOptions', 'get'>;

/** The largest page `/listRoles` serves. */
const ROLE_PAGE = 100;

/** The `extensions.code` of a GraphQL error the REST client raised, if any. */
export const errorCode = (err: unknown): string | undefined => {
  const code = (err as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Codes that mean "this caller may not read it, or it is not there": the field is null. */
const HIDDEN = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

/** Runs `read`; a refusal or a missing row (`codes`) answers null, anything else is thrown. */
export async function orNull<T>(read: () => Promise<T>, codes: ReadonlySet<string> = HIDDEN): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (codes.has(errorCode(err) ?? '')) return null;
    throw err;
  }
}

/** Every role row, paging through `/listRoles` (sorted by name). */
export async function allRoles(rest: CallerRest): Promise<RoleRow[]> {
  const rows: RoleRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await rest.get('/listRoles', { query: { page, per_page: ROLE_PAGE } });
    rows.push(...answer.roles);
    if (answer.roles.length < ROLE_PAGE || rows.length >= answer.total) return rows;
  }
}

/** Creates the administration loaders of one operation, calling as its caller. */
export function userAdminLoaders(rest: CallerRest) {
  return {
    /** A user's row by id; rejects with the api's error (FORBIDDEN, NOT_FOUND…). */
    userView: new DataLoader<string, UserRow>(async (ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            return (await rest.get('/user/{id}/view', { params: { id: restId(id) } })).user;
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      ),
    ),
    /** Every role row by id, or null when the caller may not list roles. */
    roleDirectory: once(async () => {
      const rows = await orNull(() => allRoles(rest));
      return rows && new Map(rows.map((r) => [String(r.id), r]));
    }),
    /** What a role can grant. */
    grantOptions: once(() => rest.get('/grantOptions', {})),
  };
}
