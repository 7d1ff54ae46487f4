/**
 * `POST /password/email` and `POST /password/reset`: password recovery by e-mailed link. Both are
 * public (no token) and count against the api's rate limit like any direct call.
 * spec: access-and-administration §2 "Forgot password", "Reset your Password", §5, §7, §8;
 * DESIGN.md "Authentication"; api/CONTRACT.md "Password recovery and e-mail".
 */
import { RateLimits } from '@certify/runtime';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { errors, json, messageAnswer } from '../http/answers.js';
import { fieldsOf, LIMITS, password } from '../http/fields.js';
import {
  RESET_DONE,
  RESET_LINK_INVALID,
  RESET_MAIL_LIMITS,
  RESET_SENT,
  requestPasswordReset,
  resetPassword,
} from './passwordReset.js';
import { PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE } from '../auth/passwords.js';

const TAGS = ['Auth'];

/**
 * `/password/email` answers this long after the request arrived, whatever the address (its work
 * runs in `deps.background`), so its timing does not tell whether the address has an account.
 */
export const RESET_EMAIL_ANSWER_MS = 300;

/** The §5 e-mail field of the forgot and reset forms. */
const email = () =>
  z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, 'Please enter your email')
    .max(LIMITS.email, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email'));

const emailBody = fieldsOf({ email: email() });

const MISMATCH = 'The two passwords that you entered do not match';

const resetBody = fieldsOf({
  email: email(),
  // §5: the pattern is the effective rule (DESIGN.md "Authentication"); its message covers length.
  password: password('Please enter Password').regex(PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE),
  password_confirmation: password('Please confirm your password'),
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .min(1, RESET_LINK_INVALID)
    .max(200, RESET_LINK_INVALID)
    .describe('The last segment of the e-mailed link /user/reset-password/{token}.'),
}).refine((b) => b.password === b.password_confirmation, {
  path: ['password_confirmation'],
  error: MISMATCH,
  // Also when another field failed, as long as both passwords themselves passed.
  when: ({ issues, value }) => {
    const v = value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return (
      typeof v?.password === 'string' &&
      typeof v.password_confirmation === 'string' &&
      !issues.some((i) => i.path?.[0] === 'password' || i.path?.[0] === 'password_confirmation')
    );
  },
});

/** Registers the password recovery routes. spec: access-and-administration §7. */
export async function registerPasswordResetRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = new RateLimits(
    'api',
    RESET_MAIL_LIMITS,
    deps.database.pool ? { kind: 'postgres', pool: deps.database.pool } : { kind: 'memory' },
  );

  /**
   * POST /password/email — sends a reset link to an active account; answers the same for any
   * address. spec: access-and-administration §2 "Forgot password", §5, §7.
   */
  api.post(
    '/password/email',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Forgot password: e-mail a reset link (same answer for any address)',
        security: [],
        body: emailBody,
        response: { 200: json(messageAnswer, 'Accepted (whether or not the address has an account)'), ...errors(400) },
      },
    },
    async (request) => {
      // The work runs on its own and the answer comes after a fixed time: a known address's extra
      // work (its link, audit event and e-mail) cannot show in the answer's timing.
      const { email } = request.body;
      const { clientIp } = request;
      deps.background.run('password reset request', () =>
        requestPasswordReset(deps, limits, { email, clientIp }, (m) => request.log.warn(m)),
      );
      await new Promise((resolve) => setTimeout(resolve, RESET_EMAIL_ANSWER_MS));
      return { success: 1 as const, message: RESET_SENT };
    },
  );

  /**
   * POST /password/reset — a new password with the e-mailed token; revokes every session.
   * spec: access-and-administration §2 "Reset your Password", §5, §7, §8.
   */
  api.post(
    '/password/reset',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Reset your password with the e-mailed token',
        security: [],
        body: resetBody,
        response: { 200: json(messageAnswer, 'The password was reset; every session ended'), ...errors(400) },
      },
    },
    async (request) => {
      const input = request.body;
      await resetPassword(deps, { ...input, clientIp: request.clientIp });
      return { success: 1 as const, message: RESET_DONE };
    },
  );
}
