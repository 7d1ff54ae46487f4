/**
 * The certificate state machine as data: status codes and labels, which state each workflow action
 * needs and produces, who may take it, list membership, and the actions a caller may take now.
 *
 * spec: DESIGN.md "Certificate state machine" (the table is the source of truth);
 * certificate-workflow §4 (states and transitions), §6 (roles); api/CONTRACT.md `available_actions`.
 */
import { ROLE, type Principal } from '../auth/principal.js';

/** credential_status codes (certificate-workflow §4). */
export const CREDENTIAL_STATUS = {
  REQUESTED: 0,
  QA_APPROVED: 1,
  QA_REJECTED: 2,
  SIGNED: 3,
  APPROVED_FOR_PRINTING: 4,
  PRINTED: 5,
  COMPLETED: 6,
  CANCELLED: 7,
} as const;

/** reprint_status codes (DESIGN.md); null = no reprint ever requested. */
export const REPRINT_STATUS = {
  REQUESTED: 1,
  APPROVED: 2,
  REJECTED: 3,
  REPRINTED: 4,
} as const;

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
  if ((c.credentialStatus === CREDENTIAL_STATUS.PRINTED || c.credentialStatus === CREDENTIAL_STATUS.COMPLETED) && c.reprintStatus != null) {
    return reprintStatusLabel(c.reprintStatus)!;
  }
  return credentialStatusLabel(c.credentialStatus);
}

// ───────────────────────────── state needed by each action ─────────────────────────────

/** The state of a certificate the rules look at. */
export interface CertificateState {
  credentialStatus: number;
  reprintStatus: number | null;
}

/** An assigned signee of a certificate (certificate_signees). */
export interface SigneeState {
  userId: number;
  signedAt: Date | string | null;
}

/** The action names of api/CONTRACT.md `available_actions`. */
export type WorkflowAction =
  | 'approve'
  | 'reject'
  | 'sign'
  | 'issue'
  | 'cancel'
  | 'print'
  | 'reprint_request'
  | 'reprint_approve'
  | 'reprint_reject'
  | 'reprint';

export const WORKFLOW_ACTIONS: readonly WorkflowAction[] = [
  'approve',
  'reject',
  'sign',
  'issue',
  'cancel',
  'print',
  'reprint_request',
  'reprint_approve',
  'reprint_reject',
  'reprint',
];

/**
 * The state an action needs: credential_status in `statuses` and, when `reprint` is given,
 * reprint_status in it (null = none). Used both in memory and in the guarded UPDATE's WHERE.
 */
export interface StateGuard {
  statuses: readonly number[];
  reprint?: readonly (number | null)[];
}

export interface ActionRule {
  /** The state the action needs. */
  from: StateGuard;
  /** The credential_status it produces (undefined = unchanged). */
  to?: number;
  /** The reprint_status it produces (undefined = unchanged). */
  toReprint?: number;
  /** Roles that may take it (administrator is listed wherever DESIGN.md says); empty = see `may`. */
  roles: readonly number[];
  /** certificate_events.action */
  event: string;
  /** 409 message when the certificate is no longer in `from`. */
  conflictMessage: string;
  /** 403 message when the caller may not. */
  forbiddenMessage: string;
}

const { ADMINISTRATOR, REQUISITIONER, APPROVER, SIGNEE, PRINTER } = ROLE;
const S = CREDENTIAL_STATUS;
const R = REPRINT_STATUS;

/** The table of DESIGN.md "Certificate state machine". */
export const ACTION_RULES: Readonly<Record<WorkflowAction, ActionRule>> = {
  approve: {
    from: { statuses: [S.REQUESTED] },
    to: S.QA_APPROVED, // S.SIGNED when the template skips signing: see approveTargetStatus
    roles: [APPROVER, ADMINISTRATOR],
    event: 'approved',
    conflictMessage: 'This certificate is no longer awaiting approval',
    forbiddenMessage: 'Only approvers and administrators may approve certificates',
  },
  reject: {
    from: { statuses: [S.REQUESTED] },
    to: S.QA_REJECTED,
    roles: [APPROVER, ADMINISTRATOR],
    event: 'rejected',
    conflictMessage: 'This certificate is no longer awaiting approval',
    forbiddenMessage: 'Only approvers and administrators may reject certificates',
  },
  sign: {
    from: { statuses: [S.QA_APPROVED] },
    to: S.SIGNED, // only when the last assigned signee signs
    roles: [SIGNEE], // and: an assigned signee of the certificate who has not signed (see maySign)
    event: 'signed',
    conflictMessage: 'This certificate is no longer awaiting signatures',
    forbiddenMessage: 'Only the assigned signees of a certificate may sign it',
  },
  issue: {
    from: { statuses: [S.SIGNED] },
    to: S.APPROVED_FOR_PRINTING,
    roles: [APPROVER, ADMINISTRATOR],
    event: 'issued',
    conflictMessage: 'This certificate is no longer awaiting issue',
    forbiddenMessage: 'Only approvers and administrators may issue certificates',
  },
  cancel: {
    from: { statuses: [S.SIGNED, S.APPROVED_FOR_PRINTING, S.PRINTED] },
    to: S.CANCELLED,
    roles: [APPROVER, ADMINISTRATOR],
    event: 'cancelled',
    conflictMessage: 'Only signed, issued or printed certificates can be cancelled',
    forbiddenMessage: 'Only approvers and administrators may cancel certificates',
  },
  print: {
    from: { statuses: [S.APPROVED_FOR_PRINTING] },
    to: S.PRINTED,
    roles: [PRINTER, ADMINISTRATOR],
    event: 'printed',
    conflictMessage: 'This certificate is no longer awaiting printing',
    forbiddenMessage: 'Only printers and administrators may print certificates',
  },
  reprint_request: {
    from: { statuses: [S.PRINTED], reprint: [null, R.REJECTED, R.REPRINTED] },
    toReprint: R.REQUESTED,
    roles: [REQUISITIONER, PRINTER, ADMINISTRATOR],
    event: 'reprint_requested',
    conflictMessage: 'A reprint can only be requested for a printed certificate without an open reprint request',
    forbiddenMessage: 'Only requisitioners, printers and administrators may request a reprint',
  },
  reprint_approve: {
    from: { statuses: [S.PRINTED], reprint: [R.REQUESTED] },
    toReprint: R.APPROVED,
    roles: [APPROVER, ADMINISTRATOR],
    event: 'reprint_approved',
    conflictMessage: 'This reprint request is no longer awaiting a decision',
    forbiddenMessage: 'Only approvers and administrators may approve a reprint request',
  },
  reprint_reject: {
    from: { statuses: [S.PRINTED], reprint: [R.REQUESTED] },
    toReprint: R.REJECTED,
    roles: [APPROVER, ADMINISTRATOR],
    event: 'reprint_rejected',
    conflictMessage: 'This reprint request is no longer awaiting a decision',
    forbiddenMessage: 'Only approvers and administrators may reject a reprint request',
  },
  reprint: {
    from: { statuses: [S.PRINTED], reprint: [R.APPROVED] },
    toReprint: R.REPRINTED,
    roles: [PRINTER, ADMINISTRATOR],
    event: 'reprinted',
    conflictMessage: 'This certificate is no longer approved for reprinting',
    forbiddenMessage: 'Only printers and administrators may reprint certificates',
  },
};

/** The permission `/saveCertificate` needs (DESIGN.md: request row). */
export const REQUEST_PERMISSION = 'requested_certificate.add';

/** Approve produces 3 ('Approve and Sign') when the template skips signing, else 1. */
export const approveTargetStatus = (skipSign: boolean): number => (skipSign ? S.SIGNED : S.QA_APPROVED);

/** True when the certificate is in the state `guard` needs. */
export function matchesGuard(guard: StateGuard, c: CertificateState): boolean {
  if (!guard.statuses.includes(c.credentialStatus)) return false;
  return guard.reprint === undefined || guard.reprint.includes(c.reprintStatus ?? null);
}

/** True when the certificate is in the state `action` needs (ignoring who asks). */
export const stateAllows = (action: WorkflowAction, c: CertificateState): boolean =>
  matchesGuard(ACTION_RULES[action].from, c);

type Caller = Pick<Principal, 'userId' | 'roleIds'>;

/** Whether the caller is an assigned signee of the certificate who has not signed yet. */
export function isPendingSignee(principal: Pick<Principal, 'userId'>, signees: readonly SigneeState[]): boolean {
  return signees.some((s) => s.userId === principal.userId && s.signedAt == null);
}

/** Whether the caller is an assigned signee at all (signed or not). */
export const isAssignedSignee = (principal: Pick<Principal, 'userId'>, signees: readonly SigneeState[]): boolean =>
  signees.some((s) => s.userId === principal.userId);

/**
 * Whether the caller's roles allow the action at all. Signing is decided by assignment, not role:
 * an assigned signee may sign whatever roles they hold (the template assigned them).
 */
export function roleAllows(action: WorkflowAction, principal: Caller, signees: readonly SigneeState[] = []): boolean {
  if (action === 'sign') return isAssignedSignee(principal, signees);
  return ACTION_RULES[action].roles.some((r) => principal.roleIds.includes(r));
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
    if (action === 'sign') return isPendingSignee(principal, signees);
    return roleAllows(action, principal, signees);
  });
}

// ───────────────────────────── lists ─────────────────────────────

/** The certificate lists of certificate-workflow §2 (route names). */
export type CertificateList =
  | 'requested-list'
  | 'to-be-signed-list'
  | 'signed-list'
  | 'send-to-print-list'
  | 'rejected-list'
  | 'printed-list'
  | 'reprint-request-list';

/**
 * List membership (DESIGN.md): each list is a union of state guards, usable in memory
 * (`isInList`) and to build SQL.
 */
export const LIST_MEMBERSHIP: Readonly<Record<CertificateList, readonly StateGuard[]>> = {
  'requested-list': [{ statuses: [S.REQUESTED] }],
  'to-be-signed-list': [{ statuses: [S.QA_APPROVED] }],
  'signed-list': [{ statuses: [S.SIGNED] }],
  'send-to-print-list': [{ statuses: [S.APPROVED_FOR_PRINTING] }, { statuses: [S.PRINTED], reprint: [R.APPROVED] }],
  'rejected-list': [{ statuses: [S.QA_REJECTED, S.CANCELLED] }],
  'printed-list': [{ statuses: [S.PRINTED, S.COMPLETED] }],
  'reprint-request-list': [{ statuses: [S.PRINTED], reprint: [R.REQUESTED] }],
};

export const isInList = (list: CertificateList, c: CertificateState): boolean =>
  LIST_MEMBERSHIP[list].some((g) => matchesGuard(g, c));

/** Notification subject → the list where the certificate now is (api/CONTRACT.md). */
export const SUBJECT_LIST = {
  CERTIFICATE_REQUESTED: 'requested-list',
  CERTIFICATE_APPROVED: 'to-be-signed-list',
  CERTIFICATE_SIGNED: 'signed-list',
  CERTIFICATE_ISSUED: 'send-to-print-list',
  CERTIFICATE_PRINTED: 'printed-list',
  CERTIFICATE_REJECTED: 'rejected-list',
  CERTIFICATE_CANCELLED: 'rejected-list',
  REPRINT_REQUESTED: 'reprint-request-list',
  REPRINT_APPROVED: 'send-to-print-list',
  REPRINT_REJECTED: 'printed-list',
} as const satisfies Record<string, CertificateList>;

export type NotificationSubject = keyof typeof SUBJECT_LIST;

/**
 * Whether the caller may see a certificate (previews, signed PDFs, printed files): any
 * administrator, requisitioner, approver or printer; a signee only the certificates they are
 * assigned to (api/CONTRACT.md "Certificate lists": a Signee-only user sees their own); and the
 * certificate's requisitioner.
 */
export function mayViewCertificate(
  principal: Caller,
  certificate: { requisitionerId: number },
  signees: readonly SigneeState[],
): boolean {
  if ([ADMINISTRATOR, REQUISITIONER, APPROVER, PRINTER].some((r) => principal.roleIds.includes(r))) return true;
  return certificate.requisitionerId === principal.userId || isAssignedSignee(principal, signees);
}
