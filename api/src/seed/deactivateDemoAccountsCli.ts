/**
 * `npm run demo:deactivate -w api`: deactivates every active account of the configured database
 * that still signs in with the published demo password, so a database that held the demo data can
 * go into production (the api refuses to start there otherwise: seed/demoPasswords.ts). Refused
 * with nothing changed when no other active administrator would remain (`npm run admin:create`
 * first). Exit code 0 when done (or nothing to do), 1 with the reason otherwise.
 * docs/operations.md "Running several instances"; docs/operations.md "Running several instances".
 */
import { deactivateDemoAccounts } from './deactivateDemoAccounts.js';
import { runOperatorCommand } from '../users/operatorCommand.js';

await runOperatorCommand('demo:deactivate', async (deps) => {
  const emails = await deactivateDemoAccounts(deps);
  console.log(
    emails.length === 0
      ? 'demo:deactivate: no active account has the demo password; nothing to do.'
      : `demo:deactivate: deactivated ${emails.length} account(s) and ended their sessions: ${emails.join(', ')}`,
  );
});
