/**
 * Password recovery: a reset link by e-mail, then a new password with the link's token.
 *
 * - A request for an active, not deleted user makes a random token (256 bits, base64url), stores
 *   only its SHA-256 (`password_resets.token_hash`) valid 60 minutes, removes the user's earlier
 *   unused tokens, and writes the e-mail with `${PUBLIC_URL}/user/reset-password/${token}` to the
 *   mail outbox, all in one transaction with the audit event `user.password_reset_requested`.
 *   Requests are limited per e-mail address and per client address (a few an hour); over the limit,
 *   and for an unknown, inactive or deleted address, nothing happens — the caller cannot tell (the
 *   route answers the same, in about the same time).
 * - A reset with a live, unused token of that e-mail sets the new argon2id hash, uses the token up,
 *   revokes every session of the user (their live streams end at once, after commit) and audits
 *   `user.password_reset`, in one transaction.
 *
 * spec: access-and-administration §2 "Forgot password", "Reset your Password", §5, §7, §8;
 * DESIGN.md "Authentication"; api/CONTRACT.md "Password recovery and e-mail".
 */
import { isPerson } from '../people/person.js';
import { addressKey, type RateLimits } from '@certify/runtime';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { passwordResets, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { MailMessage } from '../mail/mailer.js';
import { AfterCommit } from '../events/afterCommit.js';
import { attemptKeys } from '../auth/passwordAttempt.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeSessions } from '../auth/sessions.js';
import { forgetKeys } from '../auth/throttle.js';
import { hashToken, newToken } from '../auth/tokens.js';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

/** The answer of `/password/email`, whatever happened (the sent page's text, §2). */
export const RESET_SENT = 'Password reset instructions sent.';
/** The answer of a successful `/password/reset`. */
export const RESET_DONE = 'Your password has been reset.';
/** Any token that cannot reset this e-mail's password: unknown, used, expired, another user's. */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/** The limits on reset e-mails: per e-mail address and per client address, each per hour. */
export const RESET_MAIL_LIMITS = {
  email: { name: 'password-reset-email', points: 3, windowSeconds: 3600 },
  address: { name: 'password-reset-address', points: 10, windowSeconds: 3600 },
} as const;
export type ResetLimitName = keyof typeof RESET_MAIL_LIMITS;

/** The web route a reset link opens (docs/product.md "Administration"; §7: the token is its last segment). */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/user/reset-password/${encodeURIComponent(token)}`;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset e-mail: plain text and simple HTML with the link. */
export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  const text =
    `${greeting}\n\n` +
    `Someone (hopefully you) asked to reset the password of the Certify account ${to}.\n` +
    `To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n` +
    `${link}\n\n` +
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n';
  const html =
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">' +
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>Someone (hopefully you) asked to reset the password of the Certify account ${escapeHtml(to)}.</p>` +
    `<p><a href="${escapeHtml(link)}">Reset your password</a> within ${RESET_TOKEN_MINUTES} minutes, ` +
    `or open this address:<br>${escapeHtml(link)}</p>` +
    '<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>' +
    '</body></html>';
  return { to, subject: 'Reset your Certify password', text, html };
}

/** The active, not deleted user with this e-mail (case-insensitive), or undefined. */
async function activeUserByEmail(deps: Pick<AppDeps, 'db'>, email: string) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.status, true),
        isNull(users.deletedAt),
        isPerson,
      ),
    );
  return user;
}

/**
 * Handles a `/password/email` request (see the file's docstring). Never tells whether a mail was
 * queued. spec: access-and-administration §2 "Forgot password", §7; DESIGN.md "Authentication".
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'events' | 'mailer' | 'config'>,
  limits: RateLimits<ResetLimitName>,
  input: { email: string; clientIp: string },
  log: (message: string) => void = () => {},
): Promise<void> {
  const email = input.email.toLowerCase();
  // Counted for every request, known address or not: the same work either way.
  const decision = await limits.consume([
    ['email', email],
    ['address', addressKey(input.clientIp)],
  ]);
  const user = await activeUserByEmail(deps, email);
  if (!decision.allowed) {
    log(`password reset: limit "${decision.rule.name}" reached; no e-mail sent (retry in ${decision.resetSeconds} s)`);
    return;
  }
  if (!user) return;

  const token = newToken();
  const after = new AfterCommit();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: earlier unused ones go.
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: sql`statement_timestamp() + ${RESET_TOKEN_MINUTES}::int * interval '1 minute'`,
      })
      .returning({ expiresAt: passwordResets.expiresAt });
    await after.queueEmail(tx, passwordResetMail(user.email, user.firstName, resetLink(deps.config.publicUrl, token)));
    await recordAudit(tx, {
      actorId: null,
      action: 'user.password_reset_requested',
      subjectType: 'user',
      subjectId: user.id,
      after: { expires_at: reset!.expiresAt.toISOString(), client_address: input.clientIp },
    });
  });
  await after.flush(deps);
}

/**
 * Handles a `/password/reset` (see the file's docstring): 400 `RESET_LINK_INVALID` (with
 * `errors.token`) when the token is unknown, used, expired, not this e-mail's, or its user is
 * inactive or deleted; nothing changes then. spec: access-and-administration §2 "Reset your
 * Password", §7, §8; DESIGN.md "Authentication" (a password reset revokes tokens).
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'events' | 'mailer' | 'config'>,
  input: { email: string; password: string; token: string; clientIp: string },
): Promise<void> {
  const invalid = () => badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  const [found] = await deps.db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(input.token)),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > statement_timestamp()`,
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
        eq(users.status, true),
        isNull(users.deletedAt),
      ),
    );
  if (!found) throw invalid();

  const passwordHash = await hashPassword(input.password);
  const after = new AfterCommit();
  const done = await deps.db.transaction(async (tx) => {
    // Guarded: of two resets with one token, only the first uses it.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`statement_timestamp()` })
      .where(
        and(
          eq(passwordResets.id, found.id),
          isNull(passwordResets.usedAt),
          sql`${passwordResets.expiresAt} > statement_timestamp()`,
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    await tx
      .delete(passwordResets)
      .where(
        and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, found.id)),
      );
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.userId));
    const revoked = await revokeSessions({ db: tx, events: after }, { userId: found.userId });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.password_reset',
      subjectType: 'user',
      subjectId: found.userId,
      after: { sessions_revoked: revoked, client_address: input.clientIp },
    });
    return true;
  });
  if (!done) throw invalid();
  await after.flush(deps);
  // The owner proved the mailbox: earlier failed logins no longer hold their account back.
  const keys = attemptKeys({ scope: 'login', account: input.email.toLowerCase(), address: input.clientIp });
  await forgetKeys(deps.db, [keys.account, keys.accountAddress]).catch(() => {});
}
