/**
 * THE rule of who may see a certificate, in one place. A caller sees a certificate when
 * - it is in a list whose module their roles grant, as they see that list (the lists show every
 *   certificate of the list to anyone granted its module, except that on the to-be-signed list
 *   only those who oversee signing (the approval grant) see every row; a signee sees their
 *   assignments), or
 * - they requested it, or
 * - they are one of its assigned signees.
 * Views (`/certificateView/{id}`, `/certificates?ids=`), previews, signed PDFs, printed files
 * (`/files/{id}`), `/getEnrolmentDetailId/{id}` and live `certificate` events of `/events` all use
 * it; the seven list views use the list part alone (404 when the certificate is not in that list).
 * An invisible certificate answers as an unknown one (404), so ids reveal nothing. One rule, two
 * forms: SQL for queries, in memory for events (tests keep them equal).
 * spec: certificate-workflow §6 (signing needs assignment), access-and-administration §6 (menus
 * follow the modules granted); DESIGN.md "Roles, modules and permissions" (the REST service
 * enforces the same grants on every call); api/CONTRACT.md "Who sees rows", "GET /events".
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { API_CLIENT_SCOPE } from '../../codes.js';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { certificates } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { LIST_DEFINITIONS } from '../lists/definitions.js';
import { anyListMembershipSql } from '../stateSql.js';
import { type AssignmentTest, assignedToSql, seesOnlyOwnAssignments } from '../lists/query.js';
import { type CertificateState, isInList } from '../rules.js';

/** The 404 message of a certificate that does not exist or that the caller may not see. */
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

/**
 * Whether the caller reads the whole register: an API client with `register:read` (docs/integrators.md "Sync the register"), which
 * sees every certificate, in a list or not (e.g. issued ones nobody's list holds).
 */
export const readsWholeRegister = (viewer: Pick<Principal, 'apiClient'>): boolean =>
  viewer.apiClient?.scopes.has(API_CLIENT_SCOPE.REGISTER_READ) ?? false;

/**
 * SQL predicate on `certificates`: the caller may see the certificate. The granted lists are
 * folded into one condition on the state (stateSql.ts `anyListMembershipSql`); the to-be-signed
 * list seen as one's own assignments adds nothing to "assigned to me". When the lists hold every
 * state (an administrator, an approver) the predicate is `true`, so the register and the
 * dashboard page and count by index without testing a row (docs/architecture.md "Queries that scale").
 * `assignment`: how "assigned to me" is tested (lists/query.ts AssignmentTest; `set` for counts).
 */
export function certificateVisibilitySql(principal: Principal, assignment: AssignmentTest = 'probe'): SQL {
  if (readsWholeRegister(principal)) return sql`true`;
  const lists = LIST_DEFINITIONS.filter(
    (def) =>
      principal.modules.has(def.module) && !(def.list === 'to-be-signed-list' && seesOnlyOwnAssignments(principal)),
  ).map((def) => def.list);
  const membership = anyListMembershipSql(lists);
  if (membership === 'every') return sql`true`;
  // Cheapest first: PostgreSQL tests the alternatives in this order, and the assignment is a probe.
  const parts: SQL[] = [eq(certificates.requisitionerId, principal.userId)];
  if (membership !== 'none') parts.push(membership);
  parts.push(assignedToSql(principal.userId, assignment));
  return or(...parts)!;
}

/** What the in-memory visibility check needs of a certificate. */
export interface VisibleCertificate extends CertificateState {
  requisitionerId: number;
  /** User ids of its assigned signees. */
  signeeIds: readonly number[];
}

/**
 * `certificateVisibilitySql` in memory: whether `viewer` may see a certificate in state `c`
 * (its requisitioner, an assigned signee, or a granted list it is in; on the to-be-signed list a
 * caller who does not oversee signing sees only their own assignments, which the signee clause covers).
 */
export function certificateVisibleTo(
  viewer: Pick<Principal, 'userId' | 'permissions' | 'modules'> & Partial<Pick<Principal, 'apiClient'>>,
  c: VisibleCertificate,
): boolean {
  if (readsWholeRegister({ apiClient: viewer.apiClient ?? null })) return true;
  if (c.requisitionerId === viewer.userId || c.signeeIds.includes(viewer.userId)) return true;
  return LIST_DEFINITIONS.some(
    (def) =>
      viewer.modules.has(def.module) &&
      isInList(def.list, c) &&
      !(def.list === 'to-be-signed-list' && seesOnlyOwnAssignments(viewer)),
  );
}

/** Whether the certificate exists and the caller may see it. */
export async function mayViewCertificate(db: Db, principal: Principal, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.id, id), certificateVisibilitySql(principal)))
    .limit(1);
  return row !== undefined;
}

/** Throws 404 "Certificate not found" unless the certificate exists and the caller may see it. */
export async function requireVisibleCertificate(db: Db, principal: Principal, id: number): Promise<void> {
  if (!(await mayViewCertificate(db, principal, id))) throw notFound(CERTIFICATE_NOT_FOUND);
}
