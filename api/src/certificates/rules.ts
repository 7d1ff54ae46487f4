/**
 * The certificate state machine as data: status codes and labels, which state each workflow action
 * needs and produces, who may take it, list membership, and the actions a caller may take now.
 *
 * spec: DESIGN.md "Certificate state machine" (the table is the source of truth);
 * certificate-workflow §4 (states and transitions), §6 (roles); api/CONTRACT.md `available_actions`.
 */
import { holds } from '../auth/grants.js';
import type { Principal } from '../auth/principal.js';
import type { CertificateEventAction } from '../domainEvents/events.js';
import {
  CERTIFICATE_ACTION,
  type CertificateActionCode,
  type CertificateListCode,
  CREDENTIAL_STATUS,
  type CredentialStatusCode,
  codesOf,
  type PermissionCode,
  REPRINT_STATUS,
  type ReprintStatusCode,
} from '../codes.js';

export { CREDENTIAL_STATUS, REPRINT_STATUS };

export const CREDENTIAL_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Requested',
  1: 'QA Approved',
  2: 'QA Rejected',
  3: 'Signed',
  4: 'Approved for Printing',
  5: 'Printed',
  6: 'Completed',
  7: 'Cancelled',
};

export const REPRINT_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Reprint Requested',
  2: 'Reprint Approved',
  3: 'Reprint Rejected',
  4: 'Reprinted',
};

export const credentialStatusLabel = (status: number): string => CREDENTIAL_STATUS_LABELS[status] ?? `Status ${status}`;
export const reprintStatusLabel = (status: number | null | undefined): string | null =>
  status == null ? null : (REPRINT_STATUS_LABELS[status] ?? `Reprint status ${status}`);

/**
 * The label a list row shows: a printed certificate with reprint activity shows the reprint state
 * ('Reprint Approved' on send-to-print rows, DESIGN.md "Decisions"), otherwise the credential state.
 */
export function statusLabel(c: { credentialStatus: number; reprintStatus: number | null }): string {
  if (
    (c.credentialStatus === CREDENTIAL_STATUS.PRINTED || c.credentialStatus === CREDENTIAL_STATUS.COMPLETED) &&
    c.reprintStatus != null
  ) {
    return reprintStatusLabel(c.reprintStatus)!;
  }
  return credentialStatusLabel(c.credentialStatus);
}

// ───────────────────────────── state needed by each action ─────────────────────────────

/** The state of a certificate the rules look at. */
export interface CertificateState {
  credentialStatus: CredentialStatusCode;
  reprintStatus: ReprintStatusCode | null;
}

/** An assigned signee of a certificate (certificate_signees). */
export interface SigneeState {
  userId: number;
  signedAt: Date | string | null;
}

/** The action names of api/CONTRACT.md `available_actions`. */
export type WorkflowAction = CertificateActionCode;

export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = codesOf(CERTIFICATE_ACTION);

/**
 * The state an action needs: credential_status in `statuses` and, when `reprint` is given,
 * reprint_status in it (null = none). Used both in memory and in the guarded UPDATE's WHERE.
 */
export interface StateGuard {
  statuses: readonly CredentialStatusCode[];
  reprint?: readonly (ReprintStatusCode | null)[];
}

export interface ActionRule {
  /** The state the action needs. */
  from: StateGuard;
  /** The credential_status it produces (undefined = unchanged). */
  to?: CredentialStatusCode;
  /** The reprint_status it produces (undefined = unchanged). */
  toReprint?: ReprintStatusCode;
  /** The grant a caller needs (codes.ts `PERMISSION`; the demo roles hold DESIGN.md's table). */
  grant: PermissionCode;
  /** certificate_events.action (domainEvents/events.ts names its event) */
  event: CertificateEventAction;
  /** 409 message when the certificate is no longer in `from`. */
  conflictMessage: string;
  /** 403 message when the caller may not. */
  forbiddenMessage: string;
}

const S = CREDENTIAL_STATUS;
const R = REPRINT_STATUS;

/** The table of DESIGN.md "Certificate state machine". */
export const ACTION_RULES: Readonly<Record<WorkflowAction, ActionRule>> = {
  approve: {
    from: { statuses: [S.REQUESTED] },
    to: S.QA_APPROVED, // S.SIGNED when the template skips signing: see approveTargetStatus
    grant: 'certificate.approve',
    event: 'approved',
    conflictMessage: 'This certificate is no longer awaiting approval',
    forbiddenMessage: 'Only approvers and administrators may approve certificates',
  },
  reject: {
    from: { statuses: [S.REQUESTED] },
    to: S.QA_REJECTED,
    grant: 'certificate.approve',
    event: 'rejected',
    conflictMessage: 'This certificate is no longer awaiting approval',
    forbiddenMessage: 'Only approvers and administrators may reject certificates',
  },
  sign: {
    from: { statuses: [S.QA_APPROVED] },
    to: S.SIGNED, // only when the last assigned signee signs
    grant: 'certificate.sign', // and: an assigned signee of the certificate who has not signed
    event: 'signed',
    conflictMessage: 'This certificate is no longer awaiting signatures',
    forbiddenMessage: 'Only the assigned signees of a certificate may sign it',
  },
  issue: {
    from: { statuses: [S.SIGNED] },
    to: S.APPROVED_FOR_PRINTING,
    grant: 'certificate.issue',
    event: 'issued',
    conflictMessage: 'This certificate is no longer awaiting issue',
    forbiddenMessage: 'Only approvers and administrators may issue certificates',
  },
  cancel: {
    from: { statuses: [S.SIGNED, S.APPROVED_FOR_PRINTING, S.PRINTED] },
    to: S.CANCELLED,
    grant: 'certificate.cancel',
    event: 'cancelled',
    conflictMessage: 'Only signed, issued or printed certificates can be cancelled',
    forbiddenMessage: 'Only approvers and administrators may cancel certificates',
  },
  print: {
    from: { statuses: [S.APPROVED_FOR_PRINTING] },
    to: S.PRINTED,
    grant: 'certificate.print',
    event: 'printed',
    conflictMessage: 'This certificate is no longer awaiting printing',
    forbiddenMessage: 'Only printers and administrators may print certificates',
  },
  reprint_request: {
    from: { statuses: [S.PRINTED], reprint: [null, R.REPRINT_REJECTED, R.REPRINTED] },
    toReprint: R.REPRINT_REQUESTED,
    grant: 'certificate.request_reprint',
    event: 'reprint_requested',
    conflictMessage: 'A reprint can only be requested for a printed certificate without an open reprint request',
    forbiddenMessage: 'Only requisitioners, printers and administrators may request a reprint',
  },
  reprint_approve: {
    from: { statuses: [S.PRINTED], reprint: [R.REPRINT_REQUESTED] },
    toReprint: R.REPRINT_APPROVED,
    grant: 'certificate.decide_reprint',
    event: 'reprint_approved',
    conflictMessage: 'This reprint request is no longer awaiting a decision',
    forbiddenMessage: 'Only approvers and administrators may approve a reprint request',
  },
  reprint_reject: {
    from: { statuses: [S.PRINTED], reprint: [R.REPRINT_REQUESTED] },
    toReprint: R.REPRINT_REJECTED,
    grant: 'certificate.decide_reprint',
    event: 'reprint_rejected',
    conflictMessage: 'This reprint request is no longer awaiting a decision',
    forbiddenMessage: 'Only approvers and administrators may reject a reprint request',
  },
  reprint: {
    from: { statuses: [S.PRINTED], reprint: [R.REPRINT_APPROVED] },
    toReprint: R.REPRINTED,
    grant: 'certificate.print',
    event: 'reprinted',
    conflictMessage: 'This certificate is no longer approved for reprinting',
    forbiddenMessage: 'Only printers and administrators may reprint certificates',
  },
};

/**
 * certificate_events.action of a digital delivery (docs/printing.md "Digital delivery"): the learner was
 * e-mailed a download link for their printed PDF. Not a workflow action (no state changes: the
 * event's from- and to-state are the same); its `data` is `{ recipient: masked address, print_kind }`.
 */
export const DELIVERED_EVENT = 'delivered' satisfies CertificateEventAction;

/** The permission `/saveCertificate` needs (DESIGN.md: request row). */
export const REQUEST_PERMISSION: PermissionCode = 'requested_certificate.add';

/** Approve produces 3 ('Approve and Sign') when the template skips signing, else 1. */
export const approveTargetStatus = (skipSign: boolean): CredentialStatusCode => (skipSign ? S.SIGNED : S.QA_APPROVED);

/** True when the certificate is in the state `guard` needs. */
export function matchesGuard(guard: StateGuard, c: CertificateState): boolean {
  if (!guard.statuses.includes(c.credentialStatus)) return false;
  return guard.reprint === undefined || guard.reprint.includes(c.reprintStatus ?? null);
}

/** True when the certificate is in the state `action` needs (ignoring who asks). */
export const stateAllows = (action: WorkflowAction, c: CertificateState): boolean =>
  matchesGuard(ACTION_RULES[action].from, c);

type Caller = Pick<Principal, 'userId' | 'permissions'>;

/** Whether the caller is an assigned signee of the certificate who has not signed yet. */
export function isPendingSignee(principal: Pick<Principal, 'userId'>, signees: readonly SigneeState[]): boolean {
  return signees.some((s) => s.userId === principal.userId && s.signedAt == null);
}

/** Whether the caller is an assigned signee at all (signed or not). */
export const isAssignedSignee = (principal: Pick<Principal, 'userId'>, signees: readonly SigneeState[]): boolean =>
  signees.some((s) => s.userId === principal.userId);

/**
 * Whether the caller's grants allow the action at all. Signing also needs the caller to be one of
 * the certificate's assigned signees (checked again, with "not signed yet", when they sign).
 */
export function grantAllows(action: WorkflowAction, principal: Caller, signees?: readonly SigneeState[]): boolean {
  if (!holds(principal, ACTION_RULES[action].grant)) return false;
  return action !== 'sign' || signees === undefined || isAssignedSignee(principal, signees);
}

/**
 * The actions the caller may take on the certificate now (api/CONTRACT.md `available_actions`):
 * its state allows the action and the caller may take it. `sign` also needs the caller to be an
 * assigned signee who has not signed.
 */
export function availableActions(
  principal: Caller,
  certificate: CertificateState,
  signees: readonly SigneeState[],
): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => {
    if (!stateAllows(action, certificate)) return false;
    if (action === 'sign') return grantAllows(action, principal) && isPendingSignee(principal, signees);
    return grantAllows(action, principal);
  });
}

// ───────────────────────────── lists ─────────────────────────────

/** The certificate lists of certificate-workflow §2 (route names). */
export type CertificateList = CertificateListCode;

/**
 * List membership (DESIGN.md): each list is a union of state guards, usable in memory
 * (`isInList`) and to build SQL.
 */
export const LIST_MEMBERSHIP: Readonly<Record<CertificateList, readonly StateGuard[]>> = {
  'requested-list': [{ statuses: [S.REQUESTED] }],
  'to-be-signed-list': [{ statuses: [S.QA_APPROVED] }],
  'signed-list': [{ statuses: [S.SIGNED] }],
  'send-to-print-list': [
    { statuses: [S.APPROVED_FOR_PRINTING] },
    { statuses: [S.PRINTED], reprint: [R.REPRINT_APPROVED] },
  ],
  'rejected-list': [{ statuses: [S.QA_REJECTED, S.CANCELLED] }],
  'printed-list': [{ statuses: [S.PRINTED, S.COMPLETED] }],
  'reprint-request-list': [{ statuses: [S.PRINTED], reprint: [R.REPRINT_REQUESTED] }],
};

export const isInList = (list: CertificateList, c: CertificateState): boolean =>
  LIST_MEMBERSHIP[list].some((g) => matchesGuard(g, c));

// Who may SEE a certificate (views, previews, signed PDFs, files) is one rule in SQL:
// certificates/views/visibility.ts.
