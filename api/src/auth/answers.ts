/**
 * Answer schemas of the auth routes: the profile every login answers (also `GET /me`).
 * spec: access-and-administration §3 "Login response"; api/CONTRACT.md "Auth".
 */
import { z } from 'zod';
import { codesOf, MODULE_SECTION, PERMISSION, type PermissionCode } from '../codes.js';
import { timestamp } from '../http/answers.js';

/** The resources of the login answer's `module_permissions`, each with its `add` flag (§3 "Login response"). */
export const PERMISSION_RESOURCES = [
  'requested_certificate',
  'campus_management',
  'course_management',
  'student_management',
] as const;

/** A module the caller's roles grant: one menu entry. */
const moduleGrant = z.object({
  module_name: z.string(),
  module_display_name: z.string(),
  url: z.string().describe('The screen’s route, e.g. /certificates/requested-list'),
  section: z.literal(codesOf(MODULE_SECTION)).describe('2 certificates, 4 master, 5 settings'),
  priority: z.int(),
});

/** The signed-in user and what their roles grant. */
export const profile = z
  .object({
    user: z.object({ id: z.int(), first_name: z.string(), last_name: z.string(), email: z.string() }),
    roles: z.array(z.object({ id: z.int(), name: z.string() })),
    company_logo: z.string().nullable().describe('Path of the organisation’s logo (`/files/{id}`), or null'),
    product_logo: z.string().nullable(),
    password_security: z.boolean().describe('Signing asks for the password again'),
    email_notifications: z.boolean(),
    modules: z.array(moduleGrant),
    module_permissions: z.object(
      Object.fromEntries(PERMISSION_RESOURCES.map((r) => [r, z.object({ add: z.boolean() })])) as Record<
        (typeof PERMISSION_RESOURCES)[number],
        z.ZodObject<{ add: z.ZodBoolean }>
      >,
    ),
    permissions: z
      .array(z.enum(Object.keys(PERMISSION) as [PermissionCode, ...PermissionCode[]]))
      .describe('Every permission the active roles grant (`resource.action`, api/src/codes.ts PERMISSION) (extension)'),
  })
  .meta({ id: 'Profile' });

/** `GET /me`. */
export const meAnswer = profile.extend({ success: z.literal(1) });

/** `POST /login`. */
export const loginAnswer = meAnswer.extend({
  message: z.string(),
  token: z.string().describe('The bearer token for every other call'),
  expires_at: timestamp(),
});
