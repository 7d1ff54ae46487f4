/**
 * The sign-password check: re-entering one's password before signing when password security is
 * on. Each check is counted before the password is verified, per user and address, per address and
 * per user (passwordAttempt.ts); success marks the session (sessions.sign_verified_at) so a sign call
 * within 5 minutes needs no password.
 *
 * spec: certificate-workflow §4 (sign: password checked first), §7 POST /passwordToCheck;
 * access-and-administration §6 (password_security); DESIGN.md "Authentication";
 * api/CONTRACT.md "Transitions" (signing with password security on).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Principal } from './principal.js';
import { verifyPassword } from './passwords.js';
import { beginPasswordAttempt } from './passwordAttempt.js';
import { sessions, users } from '../db/schema.js';
import { ApiError, forbidden } from '../http/errors.js';

/** How long a passed `/passwordToCheck` lets the session sign without a password. */
export const SIGN_VERIFICATION_TTL_MS = 5 * 60 * 1000;

const PASSWORD_REQUIRED = 'Please Enter Password';
const TOO_MANY = 'Too many incorrect passwords';

/**
 * Verifies the caller's password, sent from `address` (`request.clientIp`): 429 without verifying
 * when throttled, else the attempt is counted first; 401 "Incorrect password" when wrong.
 */
export async function verifySignPassword(
  deps: AppDeps,
  principal: Principal,
  password: string,
  address: string,
): Promise<void> {
  const subject = { scope: 'password' as const, account: principal.userId, address };
  const attempt = await beginPasswordAttempt(deps.db, deps.config.throttle, subject, TOO_MANY);
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new ApiError(401, 'Incorrect password');
  await attempt.succeeded();
}

/** POST /passwordToCheck, from `address` (`request.clientIp`). */
export async function checkSignPassword(
  deps: AppDeps,
  principal: Principal,
  { password }: { password: string },
  address: string,
) {
  await verifySignPassword(deps, principal, password, address);
  await deps.db.update(sessions).set({ signVerifiedAt: new Date() }).where(eq(sessions.id, principal.sessionId));
  // The session's principal carries `signVerifiedAt`: every instance reads it again (docs/operations.md "Running several instances").
  await deps.events.publish({ type: 'principal-changed', sessionId: principal.sessionId });
  return { success: 1 as const, message: 'Password verified' };
}

/**
 * Before signing: nothing when the caller's password security is off; else the `password` sent
 * with the sign call from `address` is verified (and throttled), or the session must have passed
 * `/passwordToCheck` within 5 minutes, else 403 'Please Enter Password'.
 */
export async function requireSignPassword(
  deps: AppDeps,
  principal: Principal,
  password: string | undefined,
  address: string,
  now = new Date(),
): Promise<void> {
  if (!principal.passwordSecurity) return;
  if (password) return verifySignPassword(deps, principal, password, address);
  const verifiedAt = principal.signVerifiedAt;
  if (verifiedAt && now.getTime() - verifiedAt.getTime() <= SIGN_VERIFICATION_TTL_MS) return;
  throw forbidden(PASSWORD_REQUIRED);
}
