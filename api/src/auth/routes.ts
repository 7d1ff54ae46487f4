/**
 * `POST /login`, `GET /me`, `POST /logout`. spec: access-and-administration §2 "Login page", §5, §7;
 * api/CONTRACT.md "Auth".
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { sessions, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loadProfile } from './profile.js';
import { checkThrottle, clearFailures, recordFailure, retryText } from './throttle.js';
import { newToken, hashToken } from './tokens.js';

const loginSchema = z.object({
  email: z
    .string({ error: 'Please enter your Username' })
    .trim()
    .min(1, 'Please enter your Username')
    .pipe(z.email('Please enter a valid Username')),
  password: z.string({ error: 'Please enter your Password' }).min(1, 'Please enter your Password'),
});

const INVALID = 'Invalid username or password';
/** Failures per address before it is locked (higher than per account: offices share addresses). */
const IP_MAX_FAILURES = 20;

let dummyHash: Promise<string> | null = null;
/** A real argon2id hash to verify against when the account does not exist (same timing). */
const timingHash = () => (dummyHash ??= hashPassword('not-a-real-password-Aa1@'));

export const loginThrottleKeys = (email: string, ip: string) => ({
  account: `login:email:${email.toLowerCase()}`,
  address: `login:ip:${ip}`,
});

/** Registers the auth routes. spec: api/CONTRACT.md "Auth". */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  /** POST /login — spec: access-and-administration §7; api/CONTRACT.md "Auth". */
  app.post('/login', { config: { public: true } }, async (request) => {
    const input = parseInput(loginSchema, request.body);
    const keys = loginThrottleKeys(input.email, request.ip);
    await checkThrottle(db, [keys.account, keys.address], 'Too many failed login attempts');

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, isNull(users.deletedAt)));

    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyPassword(await timingHash(), input.password), false);
    if (!user || !ok || !user.status) {
      const lockAccount = await recordFailure(db, keys.account);
      const lockAddress = await recordFailure(db, keys.address, new Date(), { maxFailures: IP_MAX_FAILURES });
      const wait = Math.max(lockAccount, lockAddress);
      if (wait > 0) {
        throw new ApiError(429, `Too many failed login attempts. Please try again ${retryText(wait)}.`, { retry_after_seconds: wait });
      }
      throw new ApiError(401, INVALID);
    }
    await clearFailures(db, keys.account);

    const token = newToken();
    const expiresAt = new Date(Date.now() + config.tokenTtlHours * 3600_000);
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    const profile = await loadProfile(db, user.id);
    return { success: 1, message: 'Login successful', token, expires_at: expiresAt.toISOString(), ...profile };
  });

  /** GET /me — the login answer without token (extension). spec: api/CONTRACT.md "Auth". */
  app.get('/me', async (request) => {
    const profile = await loadProfile(db, request.principal.userId);
    return { success: 1, ...profile };
  });

  /** POST /logout — revokes the caller's token. spec: access-and-administration §2 "Logout". */
  app.post('/logout', async (request) => {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, request.principal.sessionId));
    return { success: 1, message: 'Logged out' };
  });
}
