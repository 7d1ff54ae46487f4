/**
 * The callers and records of the authorisation matrices (api/test/authz.test.ts and
 * gateway/test/authz.test.ts) on a running test api: a token per demo role (signed in once), a
 * deactivated user's token, and the records of records.ts — shared by every read, fresh for each
 * caller allowed to change one.
 */
import { eq, sql } from 'drizzle-orm';
import { ROLE } from '../../src/codes.js';
import * as t from '../../src/db/schema.js';
import type { TestApi } from '../harness.js';
import { EMAILS, PASSWORD, WorkflowKit } from '../workflowKit.js';
import { type Caller, PER_CALLER, RECORDS, type RecordContext, type RecordName, type Target } from './records.js';

export { CALLERS, type Caller, type RecordName, type Target } from './records.js';

const DEACTIVATED_EMAIL = 'deactivated@certify.test';

export interface AuthzFixtures {
  kit: WorkflowKit;
  /** The caller's token (none for the anonymous caller); `fresh` signs in anew. */
  tokenOf(caller: Caller, fresh?: boolean): Promise<string | undefined>;
  /** The caller's user id (the administrator's for the anonymous caller). */
  userIdOf(caller: Caller): Promise<number>;
  /** The record as `caller` asks about it: shared, or a fresh copy (for a caller who may change it). */
  record(name: RecordName, caller: Caller, fresh?: boolean): Promise<Target>;
}

/** A user with every role, signed in, then deactivated (users.status = false): answers its token and id. */
async function deactivatedUser(api: TestApi): Promise<{ token: string; id: number }> {
  const [admin] = await api.db.select().from(t.users).where(eq(t.users.email, EMAILS.admin));
  const [user] = await api.db
    .insert(t.users)
    .values({ firstName: 'Dee', lastName: 'Activated', email: DEACTIVATED_EMAIL, passwordHash: admin!.passwordHash })
    .returning({ id: t.users.id });
  await api.db.insert(t.userRoles).values(Object.values(ROLE).map((roleId) => ({ userId: user!.id, roleId })));
  const token = await api.login(DEACTIVATED_EMAIL, PASSWORD);
  await api.db.execute(sql`UPDATE users SET status = false WHERE id = ${user!.id}`);
  return { token, id: user!.id };
}

/** Sets up the callers on a freshly seeded test api. */
export async function authzFixtures(api: TestApi): Promise<AuthzFixtures> {
  const kit = new WorkflowKit(api);
  const deactivated = await deactivatedUser(api);
  const ids = new Map<Caller, number>();
  const shared = new Map<string, Promise<Target>>();

  const userIdOf = async (caller: Caller): Promise<number> => {
    if (caller === 'deactivated') return deactivated.id;
    if (!ids.has(caller)) ids.set(caller, await kit.id(caller === 'anonymous' ? 'admin' : caller));
    return ids.get(caller)!;
  };
  const sharedRecord = (name: RecordName, caller: Caller): Promise<Target> => {
    const key = PER_CALLER.has(name) ? `${name}:${caller}` : name;
    const known = shared.get(key);
    if (known) return known;
    if (!(name in RECORDS)) throw new Error(`no record ${name} in authz/records.ts`);
    const target = RECORDS[name](ctx, caller);
    shared.set(key, target);
    return target;
  };
  const ctx: RecordContext = {
    api,
    kit,
    userIdOf,
    shared: (name) => sharedRecord(name as RecordName, 'anonymous'),
  };

  return {
    kit,
    userIdOf,
    async tokenOf(caller, fresh = false) {
      if (caller === 'anonymous') return undefined;
      if (caller === 'deactivated') return deactivated.token;
      return fresh ? api.login(EMAILS[caller]) : kit.token(caller);
    },
    record: (name, caller, fresh = false) => (fresh ? RECORDS[name](ctx, caller) : sharedRecord(name, caller)),
  };
}
