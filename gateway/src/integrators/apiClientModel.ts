/**
 * The GraphQL `ApiClient` from the api's `ApiClient` row (docs/integrators.md "Create an API client"). Scopes are the
 * api's codes (the enum's internal values, enums.ts), so nothing is mapped twice.
 */
import type { ApiClient } from '../generated/resolvers.js';
import type { RestSchema } from '../rest/contract.js';
import type { UserModel } from '../users/adminModels.js';

/** An API client row of `/apiClients`. */
export type ApiClientRow = RestSchema<'ApiClient'>;

/** What the `ApiClient` resolvers answer (createdBy as a `User` parent). */
export type ApiClientModel = Omit<ApiClient, 'createdBy'> & { createdBy: UserModel | null };

/** `ApiClient` from its REST row. */
export const toApiClient = (row: ApiClientRow): ApiClientModel => ({
  id: String(row.id),
  name: row.name,
  scopes: row.scopes,
  secretHint: row.secret_hint,
  createdAt: row.created_at,
  createdBy: row.created_by
    ? { id: String(row.created_by.id), firstName: row.created_by.first_name, lastName: row.created_by.last_name }
    : null,
  secretRotatedAt: row.secret_rotated_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});
