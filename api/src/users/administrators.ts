/**
 * "Nobody can remove the last active administrator" (docs/product.md "Administration"). Roles are data,
 * so an administrator is whoever an active role grants the two modules that administer access:
 * user management and role management. Every change that could take that away (deactivating or
 * deleting a user, changing their roles, editing or deactivating a role) calls
 * `ensureAnAdministratorRemains` inside its transaction, after the change: when none is left,
 * the change rolls back with 409. Such transactions first take `lockAccessChanges`, so two
 * administrators deactivating each other at once cannot both pass the check (write skew).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { conflict } from '../http/errors.js';

/** The modules that make an administrator. */
export const ADMINISTRATION_MODULES = ['user_management', 'role_management'] as const;

export const LAST_ADMINISTRATOR = 'At least one active administrator (user and role management) must remain';

/** How many active, not deleted users hold every administration module through active roles. */
export async function countAdministrators(tx: Tx): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT u.id
        FROM users u
        JOIN user_roles ur ON ur.user_id = u.id
        JOIN roles r ON r.id = ur.role_id AND r.status
        JOIN role_modules rm ON rm.role_id = r.id
        JOIN modules m ON m.id = rm.module_id
       WHERE u.status AND u.deleted_at IS NULL
         AND m.module_name IN (${sql.join(
           ADMINISTRATION_MODULES.map((m) => sql`${m}`),
           sql`, `,
         )})
       GROUP BY u.id
      HAVING count(DISTINCT m.module_name) = ${ADMINISTRATION_MODULES.length}
    ) admins`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Throws 409 `LAST_ADMINISTRATOR` (rolling the transaction back) when no administrator is left. */
export async function ensureAnAdministratorRemains(tx: Tx): Promise<void> {
  if ((await countAdministrators(tx)) === 0) throw conflict(LAST_ADMINISTRATOR);
}

/** A transaction-wide lock serialising changes to who holds which grants (released at commit). */
export async function lockAccessChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('certify.access-changes'))`);
}
