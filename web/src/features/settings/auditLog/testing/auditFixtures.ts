/** Rows of the audit-trail component tests (docs/security.md "Audit trail"). */
import type { AuditEventRowFragment } from '../../../../generated/graphql';

/** A hash whose first ten characters are `ab12cd34ef`. */
export const HASH = 'ab12cd34ef'.padEnd(64, '0');

/** An actor (as Apollo's cache holds it, with its __typename). */
export const actorOf = (id: string, name: string, deleted = false) =>
  ({ __typename: 'AuditActor', id, name, isApiClient: false, deleted }) as NonNullable<AuditEventRowFragment['actor']>;

/** An audit event row: an approval of certificate 12 (CN-0012) by Alex Approver. */
export const eventRow = (
  id: string,
  overrides: Partial<AuditEventRowFragment> = {},
): AuditEventRowFragment & { __typename: 'AuditEvent' } => ({
  __typename: 'AuditEvent',
  id,
  source: 'WORKFLOW',
  action: 'certificate.approved',
  actionLabel: 'Approved',
  actor: actorOf('3', 'Alex Approver'),
  at: '2026-03-10T12:30:00.000Z',
  certificateId: '12',
  credentialNumber: 'CN-0012',
  subjectType: 'certificate',
  subjectId: '12',
  fromLabel: 'Requested',
  toLabel: 'QA Approved',
  comment: null,
  chainSeq: 7,
  hash: HASH,
  ...overrides,
});
