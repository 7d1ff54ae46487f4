/**
 * The first administrator of a database (docs/operations.md "Running several instances": a
 * production database gets no demo data, so the operator makes the first account with
 * `npm run admin:create`, createAdministratorCli.ts). The modules and roles are made first when
 * missing (auth/foundation.ts); the account holds the Administrator role (id 1) and is audited as
 * `user.created` by the system.
 */
import type { AppDeps } from '../app-deps.js';
import { ROLE } from '../codes.js';
import { badRequest } from '../http/errors.js';
import { ensureFoundation } from '../auth/foundation.js';
import { addUser } from './manage.js';
import { createAdministratorInput, type CreateAdministratorInput } from './schemas.js';

/**
 * Creates an active administrator from `input` (the rules of `POST /addUser`; 400 ApiError naming
 * each bad field, or "The email has already been taken."). Answers the new user's id. Run it
 * under the start-up lock (`Database.withStartupLock`) so it never races an api making the modules.
 */
export async function createAdministrator(
  deps: Pick<AppDeps, 'db' | 'events' | 'mailer'>,
  input: CreateAdministratorInput,
): Promise<number> {
  const parsed = createAdministratorInput.safeParse(input);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'input'), i.message]));
    throw badRequest(Object.values(errors).join('; '), errors);
  }
  const { mobile_number, ...person } = parsed.data;
  await ensureFoundation(deps.db);
  return addUser(deps, null, {
    ...person,
    mobile_number: mobile_number ?? null,
    role_ids: [ROLE.ADMINISTRATOR],
    status: true,
  });
}
