/**
 * Reading users for the user-management screens: the searched, sorted page of `/listUsers` and
 * single rows for `/user/{id}/view`. Deleted users are left out everywhere.
 * spec: access-and-administration §2 "User Management", §3 "User", §7.
 */
import { isPerson } from '../people/person.js';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { roles, userRoles, users } from '../db/schema.js';
import type { UserRow } from './answers.js';
import type { ListUsersQuery } from './schemas.js';
import { containsSql } from '../db/search.js';
import type { PageWindow } from '../http/paging.js';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNumber: users.mobileNumber,
  status: users.status,
  version: users.version,
};

const SORT: Record<ListUsersQuery['sort_by'], SQL> = {
  first_name: sql`lower(${users.firstName})`,
  last_name: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  status: sql`${users.status}`,
};

/** The roles of each of `userIds`, by role id. */
async function rolesOf(db: Db | Tx, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ id: r.id, name: r.name });
    byUser.set(r.userId, list);
  }
  return byUser;
}

interface UserColumns {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  status: boolean;
  version: number;
}

const toRow = (u: UserColumns, roleList: { id: number; name: string }[]): UserRow => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  mobile_number: u.mobileNumber,
  status: u.status,
  roles: roleList,
  version: u.version,
});

/**
 * The page of not-deleted users matching `q.search` (any part of first name, last name, full name
 * or e-mail, ignoring case and accents), sorted by `q.sort_by` then id, and how many match.
 */
export async function listUsers(
  db: Db,
  q: ListUsersQuery,
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL[] = [isNull(users.deletedAt), isPerson];
  if (q.search) {
    // "First Last" holds the first, the last and the full name; the e-mail after a newline.
    const searched = sql`concat_ws(E'\n', ${users.firstName} || ' ' || ${users.lastName}, ${users.email})`;
    where.push(containsSql(searched, q.search));
  }
  const direction = q.sort_dir === 'desc' ? desc : asc;
  // The page and the count side by side (docs/architecture.md "Queries that scale").
  const [found, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(and(...where))
      .orderBy(direction(SORT[q.sort_by]), direction(users.id))
      .limit(window.perPage)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(users)
      .where(and(...where)),
  ]);
  const total = Number(counted?.n ?? 0);
  const roleMap = await rolesOf(
    db,
    found.map((u) => u.id),
  );
  return { rows: found.map((u) => toRow(u, roleMap.get(u.id) ?? [])), total };
}

/** The row of not-deleted user `id`, or null. */
export async function loadUserRow(db: Db | Tx, id: number): Promise<UserRow | null> {
  const [user] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isPerson));
  if (!user) return null;
  const roleMap = await rolesOf(db, [id]);
  return toRow(user, roleMap.get(id) ?? []);
}

/** What the audit trail keeps of a user (no password hash). */
export const userSnapshot = (row: UserRow): Record<string, unknown> => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  mobile_number: row.mobile_number,
  status: row.status,
  role_ids: row.roles.map((r) => r.id),
  version: row.version,
});
