/**
 * `POST /login`, `GET /me`, `POST /logout`. spec: access-and-administration §2 "Login page", §5, §7;
 * api/CONTRACT.md "Auth".
 */
import { isPerson } from '../people/person.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { sessions, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { errors, json, messageAnswer } from '../http/answers.js';
import { fieldsOf, LIMITS, password } from '../http/fields.js';
import { loginAnswer, meAnswer } from './answers.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loadProfile } from './profile.js';
import { beginPasswordAttempt } from './passwordAttempt.js';
import { revokeSessions } from './sessions.js';
import { newToken, hashToken } from './tokens.js';

const loginBody = fieldsOf({
  email: z
    .string({ error: 'Please enter your Username' })
    .trim()
    .min(1, 'Please enter your Username')
    .max(LIMITS.email, 'Please enter a valid Username')
    .pipe(z.email('Please enter a valid Username')),
  password: password('Please enter your Password'),
});

const TAGS = ['Auth'];
const INVALID = 'Invalid username or password';
const TOO_MANY = 'Too many failed login attempts';

let dummyHash: Promise<string> | null = null;
/** A real argon2id hash to verify against when the account does not exist (same timing). */
const timingHash = () => (dummyHash ??= hashPassword('not-a-real-password-Aa1@'));

/** Registers the auth routes. spec: api/CONTRACT.md "Auth". */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** POST /login — spec: access-and-administration §7; api/CONTRACT.md "Auth". */
  api.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Sign in: a bearer token and the profile',
        security: [],
        body: loginBody,
        response: { 200: json(loginAnswer, 'Signed in'), ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const input = request.body;
      // Counted BEFORE the password is verified (429 without verifying when throttled): docs/security.md "Throttling and client addresses".
      const subject = { scope: 'login' as const, account: input.email.toLowerCase(), address: request.clientIp };
      const attempt = await beginPasswordAttempt(db, config.throttle, subject, TOO_MANY);

      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, isNull(users.deletedAt), isPerson));

      // Without an account, verify against a real hash anyway so both answers take the same time.
      const ok = await verifyPassword(user ? user.passwordHash : await timingHash(), input.password);
      if (!user || !ok || !user.status) throw new ApiError(401, INVALID);
      await attempt.succeeded();

      const token = newToken();
      const expiresAt = new Date(Date.now() + config.tokenTtlHours * 3600_000);
      await db.insert(sessions).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        ipAddress: request.clientIp,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      const profile = await loadProfile(db, user.id);
      return {
        success: 1 as const,
        message: 'Login successful',
        token,
        expires_at: expiresAt.toISOString(),
        ...profile,
      };
    },
  );

  /** GET /me — the login answer without token (extension). spec: api/CONTRACT.md "Auth". */
  api.get(
    '/me',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'The caller’s profile',
        response: { 200: json(meAnswer, 'The profile'), ...errors(401) },
      },
    },
    async (request) => ({ success: 1 as const, ...(await loadProfile(db, request.principal.userId)) }),
  );

  /** POST /logout — revokes the caller's token and ends its live streams. spec: access-and-administration §2 "Logout". */
  api.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke the caller’s token',
        response: { 200: json(messageAnswer, 'Logged out'), ...errors(401) },
      },
    },
    async (request) => {
      // Also ends this session's live streams (/events) on every instance: docs/security.md "Live connections".
      await revokeSessions(deps, { sessionId: request.principal.sessionId });
      return { success: 1 as const, message: 'Logged out' };
    },
  );
}
