/**
 * Deactivating the demo accounts of a database that is to go into production (docs/operations.md "Running several instances": production refuses to start while an active account still has the
 * published demo password). `npm run demo:deactivate` (deactivateDemoAccountsCli.ts) runs it.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { users } from '../db/schema.js';
import { AfterCommit } from '../events/afterCommit.js';
import { accountsWithDemoPassword } from './demoPasswords.js';
import { ensureAnAdministratorRemains, lockAccessChanges } from '../users/administrators.js';
import { loadUserRow } from '../users/list.js';
import { auditUser } from '../users/manage.js';
import { writeUserStatus } from '../users/status.js';

/**
 * Deactivates every active account that still signs in with the demo password (their sessions are
 * revoked, their live connections end), each audited as `user.updated` by the system, in one
 * transaction. When that would leave no active administrator it throws 409 "At least one active
 * administrator …" and changes nothing (create one first: createAdministrator.ts). Answers the
 * deactivated accounts' e-mail addresses.
 */
export async function deactivateDemoAccounts(deps: Pick<AppDeps, 'db' | 'events' | 'mailer'>): Promise<string[]> {
  const emails = await accountsWithDemoPassword(deps.db);
  if (emails.length === 0) return [];
  const after = new AfterCommit();
  await deps.db.transaction(async (tx) => {
    await lockAccessChanges(tx);
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      );
    for (const { id } of rows) {
      const before = await loadUserRow(tx, id);
      await writeUserStatus(tx, after, id, false);
      await auditUser(tx, null, 'user.updated', id, before);
    }
    await ensureAnAdministratorRemains(tx);
  });
  await after.flush(deps);
  return emails;
}
