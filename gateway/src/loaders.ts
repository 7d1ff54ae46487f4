/**
 * The per-request loaders of every domain (DESIGN.md "GraphQL conventions": per-request
 * DataLoaders batch REST look-ups), created for one operation and one caller's token.
 */
import { certificateLoader, certificatePartsLoader } from './certificates/loaders.js';
import { lookupLoaders } from './lookups/loaders.js';
import type { CallerRest } from './rest/client.js';
import { templateLoaders } from './templates/loaders.js';
import { userAdminLoaders } from './users/adminLoaders.js';
import { viewerLoaders } from './users/loaders.js';
import { webhookLoaders } from './webhooks/loaders.js';

export type Loaders = ReturnType<typeof createLoaders>;

/** Creates the loaders of one GraphQL operation for one caller's token. */
export function createLoaders(rest: CallerRest) {
  return {
    certificate: certificateLoader(rest),
    certificateParts: certificatePartsLoader(rest),
    ...lookupLoaders(rest),
    ...viewerLoaders(rest),
    ...templateLoaders(rest),
    ...userAdminLoaders(rest),
    ...webhookLoaders(rest),
  };
}
