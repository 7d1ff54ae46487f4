/**
 * A database for production (docs/operations.md "Running several instances"): which accounts still
 * have the published demo password (production refuses to start with one: seed/demoPasswords.ts),
 * the first administrator of a database without demo data (`npm run admin:create`:
 * users/createAdministrator.ts, with the modules and roles of auth/foundation.ts), and retiring the
 * demo accounts (`npm run demo:deactivate`: seed/deactivateDemoAccounts.ts).
 * The commands themselves, as processes, are in startup.test.ts.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { hashPassword, PASSWORD_PATTERN_MESSAGE } from '../src/auth/passwords.js';
import * as t from '../src/db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demoAccounts.js';
import { accountsWithDemoPassword, demoPasswordRefusal } from '../src/seed/demoPasswords.js';
import { ensureFoundation } from '../src/auth/foundation.js';
import { LAST_ADMINISTRATOR } from '../src/users/administrators.js';
import { createAdministrator } from '../src/users/createAdministrator.js';
import { deactivateDemoAccounts } from '../src/seed/deactivateDemoAccounts.js';
import { startTestApi, type TestApi } from './harness.js';
import { openEvents } from './sse.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false, config: { rateLimitPerAddress: 1_000_000 } });
});
beforeEach(() => api.reset({ certificates: false }));
afterAll(() => api?.close());

const deps = () => ({ db: api.db, events: api.events, mailer: api.app.deps.mailer });
const ALL_DEMO = Object.values(DEMO_ACCOUNTS).sort();
const OWN = { email: 'ops@rto.example.edu.au', first_name: 'Ada', last_name: 'Ops', password: 'Own@Pass2026' };

describe('accounts with the demo password', () => {
  test('a seeded database: all six demo logins; one that changed its password drops out', async () => {
    expect(await accountsWithDemoPassword(api.db)).toEqual(ALL_DEMO);
    // as a password reset leaves it: a hash of its own
    await api.db
      .update(t.users)
      .set({ passwordHash: await hashPassword('Mine@2026x') })
      .where(eq(t.users.email, DEMO_ACCOUNTS.admin));
    expect(await accountsWithDemoPassword(api.db)).toEqual(ALL_DEMO.filter((e) => e !== DEMO_ACCOUNTS.admin));
  });

  test('a demo account given another e-mail is still found (its hash is the seed’s); a deactivated one is not', async () => {
    await api.db
      .update(t.users)
      .set({ email: 'ceo@rto.example.edu.au' })
      .where(eq(t.users.email, DEMO_ACCOUNTS.signee1));
    await api.db.update(t.users).set({ status: false }).where(eq(t.users.email, DEMO_ACCOUNTS.printer));
    const found = await accountsWithDemoPassword(api.db);
    expect(found).toContain('ceo@rto.example.edu.au');
    expect(found).not.toContain(DEMO_ACCOUNTS.printer);
    expect(found).toHaveLength(5);
  });

  test('the refusal names the accounts and the two commands that fix it', () => {
    const message = demoPasswordRefusal([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.printer]);
    expect(message).toContain(`2 active accounts still sign in with the published demo password (${DEMO_PASSWORD})`);
    expect(message).toContain('admin@certify.test, printer@certify.test');
    expect(message).toContain('npm run admin:create -w api -- --email');
    expect(message).toContain('npm run demo:deactivate -w api');
  });
});

describe('the first administrator of a database without demo data', () => {
  beforeEach(() => api.reset({ seed: false }));

  test('makes the modules and roles, then an active administrator who signs in with every administration screen', async () => {
    expect(await accountsWithDemoPassword(api.db)).toEqual([]);
    const id = await createAdministrator(deps(), OWN);
    const [roles] = await api.db.select({ n: count() }).from(t.roles);
    expect(roles?.n).toBe(5);
    const token = await api.login(OWN.email, OWN.password);
    const me = await api.get('/me', token);
    expect(me.status, me.text).toBe(200);
    const modules = JSON.stringify(me.body);
    for (const screen of ['user_management', 'role_management', 'company_settings', 'template_management']) {
      expect(modules).toContain(screen);
    }
    const created = await api.db
      .select()
      .from(t.auditEvents)
      .where(eq(t.auditEvents.action, 'user.created'))
      .orderBy(asc(t.auditEvents.id));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actorId: null, subjectType: 'user', subjectId: String(id) });
    expect(JSON.stringify(created[0]?.after)).not.toContain(OWN.password);
    // Making the modules again changes nothing.
    expect(await ensureFoundation(api.db)).toBe(false);
  });

  test('a weak password, a bad e-mail or one already taken creates nothing', async () => {
    await expect(createAdministrator(deps(), { ...OWN, password: 'short' })).rejects.toThrow(PASSWORD_PATTERN_MESSAGE);
    await expect(createAdministrator(deps(), { ...OWN, email: 'not-an-address' })).rejects.toThrow(
      'Please enter a valid email',
    );
    const [before] = await api.db.select({ n: count() }).from(t.users);
    expect(before?.n).toBe(0);
    await createAdministrator(deps(), OWN);
    await expect(createAdministrator(deps(), { ...OWN, email: OWN.email.toUpperCase() })).rejects.toThrow(
      'The email has already been taken.',
    );
    const [after] = await api.db.select({ n: count() }).from(t.users);
    expect(after?.n).toBe(1);
  });
});

describe('retiring the demo accounts', () => {
  test('refused while no other administrator would remain: nothing changes', async () => {
    const before = await api.digest();
    await expect(deactivateDemoAccounts(deps())).rejects.toThrow(LAST_ADMINISTRATOR);
    expect(await api.digest()).toEqual(before);
  });

  test('after the operator’s own administrator: every demo account is inactive, its sessions and live streams end', async () => {
    const approver = await api.login(DEMO_ACCOUNTS.approver);
    const stream = openEvents(api.url, approver);
    await stream.ready;
    await createAdministrator(deps(), OWN);
    expect(await deactivateDemoAccounts(deps())).toEqual(ALL_DEMO);
    await stream.ended;
    expect(stream.frames.some((f) => f.startsWith('event: session-ended'))).toBe(true);
    expect((await api.get('/me', approver)).status).toBe(401);
    const login = await api.post('/login', { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
    expect(login.status).not.toBe(200);
    expect(await accountsWithDemoPassword(api.db)).toEqual([]);
    const audited = await api.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_events WHERE action = 'user.updated' AND actor_id IS NULL`,
    );
    expect(Number(audited.rows[0]?.n)).toBe(ALL_DEMO.length);
    // Nothing left to do the second time.
    expect(await deactivateDemoAccounts(deps())).toEqual([]);
  });
});
