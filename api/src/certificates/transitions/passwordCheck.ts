/**
 * The sign-password check: re-entering one's password before signing when password security is
 * on. Throttled per user (throttle.ts); success marks the session (sessions.sign_verified_at) so a
 * sign call within 5 minutes needs no password.
 *
 * spec: certificate-workflow §4 (sign: password checked first), §7 POST /passwordToCheck;
 * access-and-administration §6 (password_security); DESIGN.md "Authentication";
 * api/CONTRACT.md "Transitions" (signing with password security on).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { verifyPassword } from '../../auth/passwords.js';
import { checkThrottle, clearFailures, recordFailure, retryText } from '../../auth/throttle.js';
import { sessions, users } from '../../db/schema.js';
import { ApiError, badRequest, forbidden, tooManyRequests } from '../../http/errors.js';
import { bodyOf } from './input.js';

/** How long a passed `/passwordToCheck` lets the session sign without a password. */
export const SIGN_VERIFICATION_TTL_MS = 5 * 60 * 1000;

const PASSWORD_REQUIRED = 'Please Enter Password';
const throttleKey = (userId: number) => `sign-password:user:${userId}`;
const TOO_MANY = 'Too many incorrect passwords';

/**
 * Verifies the caller's password: 429 when throttled, 401 "Incorrect password" (and one more
 * failure counted) when wrong.
 */
export async function verifySignPassword(deps: AppDeps, principal: Principal, password: string): Promise<void> {
  const key = throttleKey(principal.userId);
  await checkThrottle(deps.db, key, TOO_MANY);
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, principal.userId));
  if (user && (await verifyPassword(user.passwordHash, password))) {
    await clearFailures(deps.db, key);
    return;
  }
  const lockedFor = await recordFailure(deps.db, key);
  if (lockedFor > 0) throw tooManyRequests(`${TOO_MANY}. Please try again ${retryText(lockedFor)}.`, lockedFor);
  throw new ApiError(401, 'Incorrect password');
}

/** POST /passwordToCheck. */
export async function checkSignPassword(deps: AppDeps, principal: Principal, payload: unknown) {
  const password = bodyOf(payload).password;
  if (typeof password !== 'string' || password === '') throw badRequest(PASSWORD_REQUIRED, { password: PASSWORD_REQUIRED });
  await verifySignPassword(deps, principal, password);
  await deps.db.update(sessions).set({ signVerifiedAt: new Date() }).where(eq(sessions.id, principal.sessionId));
  return { success: 1 as const, message: 'Password verified' };
}

/**
 * Before signing: nothing when the caller's password security is off; else the `password` sent
 * with the sign call is verified, or the session must have passed `/passwordToCheck` within 5
 * minutes, else 403 'Please Enter Password'.
 */
export async function requireSignPassword(deps: AppDeps, principal: Principal, password: unknown, now = new Date()): Promise<void> {
  if (!principal.passwordSecurity) return;
  if (typeof password === 'string' && password !== '') return verifySignPassword(deps, principal, password);
  const verifiedAt = principal.signVerifiedAt;
  if (verifiedAt && now.getTime() - verifiedAt.getTime() <= SIGN_VERIFICATION_TTL_MS) return;
  throw forbidden(PASSWORD_REQUIRED);
}
