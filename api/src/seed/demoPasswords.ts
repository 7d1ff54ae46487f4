/**
 * Which active accounts still sign in with the published demo password (README "Demo logins"):
 * production refuses to start while any does (main.ts), and `npm start` prints the demo logins
 * only when they work. docs/operations.md "Running several instances" (production refuses to start
 * with a demo password).
 *
 * Checking every account's argon2id hash would cost ~30 ms each at every start, so only the hashes
 * the demo seed can have written are checked: those of accounts with a demo login's e-mail, and
 * any hash two or more accounts share (argon2 salts are random: only the seed, which hashes the
 * demo password once for all its users, writes one hash twice). An account renamed after seeding
 * is still found through its shared hash.
 */
import { inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.js';

/** The e-mail addresses (sorted) of active staff accounts whose password is still the demo password. */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const demoEmails = Object.values(DEMO_ACCOUNTS).map((e) => e.toLowerCase());
  const candidates = await db.execute<{ email: string; password_hash: string }>(sql`
    SELECT email, password_hash FROM users
     WHERE status AND deleted_at IS NULL AND kind = 'person'
       AND (${inArray(sql`lower(email)`, demoEmails)}
            OR password_hash IN (SELECT password_hash FROM users GROUP BY password_hash HAVING count(*) > 1))
     ORDER BY lower(email)`);
  const hashes = [...new Set(candidates.rows.map((r) => r.password_hash))];
  const matches = await Promise.all(hashes.map(async (h) => [h, await verifyPassword(h, DEMO_PASSWORD)] as const));
  const demoHashes = new Set(matches.filter(([, match]) => match).map(([h]) => h));
  return candidates.rows.filter((r) => demoHashes.has(r.password_hash)).map((r) => r.email);
}

/**
 * The start-up refusal for `emails` (accountsWithDemoPassword) under NODE_ENV=production: who,
 * and what the operator can do (docs/operations.md "Running several instances").
 */
export function demoPasswordRefusal(emails: readonly string[]): string {
  const accounts = emails.length === 1 ? '1 active account still signs' : `${emails.length} active accounts still sign`;
  return [
    `NODE_ENV=production, but ${accounts} in with the published demo password (${DEMO_PASSWORD}): ${emails.join(', ')}.`,
    '  This database holds the demo data. Before using it in production, either:',
    '  - create your own administrator, then deactivate the demo accounts (their sessions end):',
    '      npm run admin:create -w api -- --email you@example.org',
    '      npm run demo:deactivate -w api',
    '  - or give each of them its own password (User Management, on a start without NODE_ENV=production).',
    '  A new production database gets no demo data (leave SEED_DEMO unset); create its first administrator',
    '  with `npm run admin:create -w api -- --email you@example.org`.',
  ].join('\n');
}
