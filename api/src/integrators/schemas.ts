/**
 * Zod schemas of the API client routes (docs/integrators.md "Create an API client"): inputs with their limits and the
 * answers (they also produce `/openapi.json`).
 */
import { z } from 'zod';
import { timestamp } from '../http/answers.js';
import { text } from '../http/fields.js';
import { API_CLIENT_SCOPES } from '../auth/scopes.js';

/** Messages of the API client routes, word for word. */
export const API_CLIENT_MESSAGES = {
  created: 'API client created',
  rotated: 'API client secret rotated',
  revoked: 'API client revoked',
  notFound: 'API client not found',
  nameRequired: 'Please enter name',
  nameTaken: 'An API client with this name already exists',
  scopesRequired: 'Choose at least one scope',
  alreadyRevoked: 'This API client is already revoked',
} as const;

/** Longest client name. */
export const API_CLIENT_NAME_MAX = 100;

export const createApiClientBody = z.object({
  name: text({ max: API_CLIENT_NAME_MAX, required: API_CLIENT_MESSAGES.nameRequired, label: 'The name' }).describe(
    'Unique among live clients; shown in the audit trail.',
  ),
  scopes: z
    .array(z.enum(API_CLIENT_SCOPES))
    .min(1, API_CLIENT_MESSAGES.scopesRequired)
    .max(API_CLIENT_SCOPES.length)
    .describe('What the client may do.'),
});

export const apiClientIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One API client as the routes answer it (never its secret). */
export const apiClientRow = z
  .object({
    id: z.int(),
    name: z.string(),
    scopes: z.array(z.enum(API_CLIENT_SCOPES)),
    secret_hint: z.string().describe('`cfy_…` and the last four characters of the current secret.'),
    created_at: timestamp(),
    created_by: z.object({ id: z.int(), first_name: z.string(), last_name: z.string() }).nullable(),
    secret_rotated_at: timestamp().nullable(),
    last_used_at: timestamp().nullable().describe('When the current secret was last used (to the minute).'),
    revoked_at: timestamp().nullable(),
  })
  .meta({ id: 'ApiClient' });
export type ApiClientRow = z.infer<typeof apiClientRow>;

export const apiClientsAnswer = z.object({ success: z.literal(1), api_clients: z.array(apiClientRow) });
export const viewerApiClientAnswer = z.object({ success: z.literal(1), api_client: apiClientRow.nullable() });
export const apiClientSecretAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  api_client: apiClientRow,
  secret: z.string().describe('Send as `Authorization: Bearer <secret>`. Answered only this once.'),
});
export const apiClientAnswer = z.object({ success: z.literal(1), message: z.string(), api_client: apiClientRow });
