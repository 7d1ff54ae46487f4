/**
 * What every database needs before anyone can use it, demo data or not: the menu modules and the
 * five roles with their grants (DESIGN.md "Roles, modules and permissions"). The api makes them at
 * start when they are missing (under the start-up lock, so instances starting together make them
 * once), and so do `npm run admin:create` and the demo seed. The demo data (people, master data,
 * templates, certificates) is seed/seed.ts, loaded only on request (docs/operations.md "Running several instances": demo data only on the embedded database or with SEED_DEMO=1).
 */
import { count, sql } from 'drizzle-orm';
import { splitPermission } from './grants.js';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import { MODULES, ROLE_MODULES, ROLE_PERMISSIONS, ROLES } from './modules.js';

/**
 * Inserts the modules, the roles (ids 1–5) and their grants when the database has no module yet;
 * answers whether it did. Call it inside a transaction, or under the start-up lock.
 */
export async function ensureFoundation(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.modules);
  if ((row?.n ?? 0) > 0) return false;
  const mods = await db.insert(t.modules).values(MODULES).returning({ id: t.modules.id, name: t.modules.moduleName });
  const moduleId = new Map(mods.map((m) => [m.name, m.id]));
  await db.insert(t.roles).values(ROLES).onConflictDoNothing();
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('roles', 'id'), COALESCE((SELECT max(id) FROM roles), 1))`);
  await db
    .insert(t.roleModules)
    .values(
      Object.entries(ROLE_MODULES).flatMap(([roleId, names]) =>
        names.map((n) => ({ roleId: Number(roleId), moduleId: moduleId.get(n)! })),
      ),
    )
    .onConflictDoNothing();
  const perms = Object.entries(ROLE_PERMISSIONS).flatMap(([roleId, codes]) =>
    codes.map((code) => ({ roleId: Number(roleId), ...splitPermission(code) })),
  );
  if (perms.length) await db.insert(t.rolePermissions).values(perms).onConflictDoNothing();
  return true;
}
