/**
 * The caller's own switches: `GET /userConfigurationIndex`, `POST /userConfigurationUpdate`
 * (module `user_configurations`). They take effect at the next request: the password re-check on
 * signing reads `password_security` from the principal, loaded with every request
 * (auth/authenticate.ts), and notification e-mails read `email_notifications` when they are made
 * (notifications/notify.ts). Turning password security OFF needs the password (or a passed
 * `/passwordToCheck` within 5 minutes): else an unattended session could switch off the very check
 * that guards its signing. spec: access-and-administration §2 "User Configuration Settings", §3,
 * §6 (password_security), §7; DESIGN.md "Authentication".
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { requireModule } from '../auth/guards.js';
import type { Principal } from '../auth/principal.js';
import { requireSignPassword } from '../auth/signPassword.js';
import { users } from '../db/schema.js';
import { errors, json } from '../http/answers.js';
import { badRequest, unauthenticated } from '../http/errors.js';
import { userConfigurationIndexAnswer, userConfigurationUpdatedAnswer, type userConfigurationList } from './answers.js';
import { SETTINGS_MESSAGES, userConfigurationBody } from './schemas.js';

const TAGS = ['Settings'];
/** The settings module of the User Configurations screen. */
export const USER_CONFIGURATION_MODULE = 'user_configurations';

type Switches = z.infer<typeof userConfigurationList>;

/**
 * Sets the caller's switches named in `input` (at least one, else 400). Turning password security
 * off verifies `input.password` first (403 'Please Enter Password' without one, 401 when wrong,
 * 429 when throttled; see auth/signPassword.ts). One transaction writes the change and its audit
 * event (`user.configuration_updated`); a value that does not change writes nothing.
 */
export async function updateUserConfiguration(
  deps: AppDeps,
  principal: Principal,
  input: z.infer<typeof userConfigurationBody>,
  address: string,
): Promise<Switches> {
  const { password_security, email_notifications } = input;
  if (password_security === undefined && email_notifications === undefined) {
    throw badRequest(SETTINGS_MESSAGES.noSetting, { password_security: SETTINGS_MESSAGES.noSetting });
  }
  if (password_security === false && principal.passwordSecurity) {
    await requireSignPassword(deps, principal, input.password, address);
  }
  const saved = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ password_security: users.passwordSecurity, email_notifications: users.emailNotifications })
      .from(users)
      .where(eq(users.id, principal.userId))
      .for('update');
    if (!before) throw unauthenticated();
    const after: Switches = {
      password_security: password_security ?? before.password_security,
      email_notifications: email_notifications ?? before.email_notifications,
    };
    if (
      after.password_security === before.password_security &&
      after.email_notifications === before.email_notifications
    ) {
      return after;
    }
    await tx
      .update(users)
      .set({
        passwordSecurity: after.password_security,
        emailNotifications: after.email_notifications,
        updatedAt: new Date(),
      })
      .where(eq(users.id, principal.userId));
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'user.configuration_updated',
      subjectType: 'user',
      subjectId: principal.userId,
      before,
      after,
    });
    return after;
  });
  // The caller's principal carries password security: every instance reads it again (docs/operations.md "Running several instances").
  await deps.events.publish({ type: 'principal-changed', userId: principal.userId });
  return saved;
}

/** Registers the user-configuration routes. spec: access-and-administration §7. */
export async function registerUserConfigurationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** GET /userConfigurationIndex — the caller's switches. spec: access-and-administration §7. */
  api.get(
    '/userConfigurationIndex',
    {
      preValidation: requireModule(USER_CONFIGURATION_MODULE),
      schema: {
        tags: TAGS,
        summary: 'The caller’s Password Security and Email Notifications switches',
        description: 'Module `user_configurations`.',
        response: { 200: json(userConfigurationIndexAnswer, 'The switches'), ...errors(401, 403) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ password_security: users.passwordSecurity, email_notifications: users.emailNotifications })
        .from(users)
        .where(eq(users.id, request.principal.userId));
      if (!row) throw unauthenticated();
      return { success: 1 as const, message: SETTINGS_MESSAGES.userConfigurations, list: row };
    },
  );

  /** POST /userConfigurationUpdate — set one of the caller's switches. spec: access-and-administration §7. */
  api.post(
    '/userConfigurationUpdate',
    {
      preValidation: requireModule(USER_CONFIGURATION_MODULE),
      schema: {
        tags: TAGS,
        summary: 'Set the caller’s Password Security or Email Notifications (saved at once)',
        description:
          'A form with the setting name and its value (`email_notifications=0`, `password_security=1`; 1/0 or ' +
          'true/false). Takes effect at the caller’s next request. Turning password_security off needs `password` ' +
          '(403 "Please Enter Password" without it, 401 when wrong) unless this session passed /passwordToCheck within ' +
          '5 minutes. Answers the spec’s `status: "success"`. Module `user_configurations`.',
        body: userConfigurationBody,
        response: { 200: json(userConfigurationUpdatedAnswer, 'Saved'), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const list = await updateUserConfiguration(deps, request.principal, request.body, request.clientIp);
      return {
        success: 1 as const,
        status: 'success' as const,
        message: SETTINGS_MESSAGES.userConfigurationUpdated,
        list,
      };
    },
  );
}
