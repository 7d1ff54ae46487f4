/**
 * Which certificates a caller may see outside a specific list (`/certificateView/{id}`,
 * `/certificates?ids=`, printed PDFs in `/files/{id}`): those in a list their roles grant (as they
 * see it), plus those they requested or are an assigned signee of.
 * spec: api/CONTRACT.md "Certificate lists" (Who sees rows), "PDFs" (/files access).
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import { certificates } from '../../db/schema.js';
import { LIST_DEFINITIONS } from '../lists/definitions.js';
import { assignedToSql, listVisibilitySql } from '../lists/query.js';

/** SQL predicate on `certificates`: the caller may see the certificate. */
export function certificateVisibilitySql(principal: Principal): SQL {
  const parts: SQL[] = [eq(certificates.requisitionerId, principal.userId), assignedToSql(principal.userId)];
  for (const def of LIST_DEFINITIONS) {
    if (principal.modules.has(def.module)) parts.push(listVisibilitySql(def.list, principal));
  }
  return or(...parts)!;
}
