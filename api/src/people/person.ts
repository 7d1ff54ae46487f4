/**
 * Staff are users of kind `person`; an API client acts as a user of kind `api_client` (docs/integrators.md "Create an API client"),
 * which no staff screen lists, edits, logs in or resets. The one home of that predicate.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';

/** SQL predicate on `users`: a person (not an API client's identity). */
export const isPerson = eq(users.kind, 'person');
