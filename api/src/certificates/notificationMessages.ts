/**
 * The wording of each workflow notification (the bell and its e-mail), one sentence per transition
 * of the state machine's "notifies" column, so the transitions and the demo data say the same.
 * `label` is the certificate as people name it (workflow/subjects.ts `describe`: "<credential
 * number> for <student name>"). spec: DESIGN.md "Certificate state machine", "Notifications and live updates".
 */
export const NOTIFICATION_MESSAGES = {
  requested: (label: string) => `Certificate ${label} has been requested and is awaiting approval`,
  /** To the signees of an approved certificate. */
  approved: (label: string) => `Certificate ${label} is ready for your signature`,
  /** Approved on a template that skips signing: straight to issue. */
  approvedAndSigned: (label: string) => `Certificate ${label} has been approved and signed and is ready to issue`,
  signed: (label: string) => `Certificate ${label} has been signed by all signees and is ready to issue`,
  rejected: (label: string, comment: string) => `Certificate ${label} was rejected: ${comment}`,
  issued: (label: string) => `Certificate ${label} has been issued and is ready to print`,
  printed: (label: string, kind: 'print' | 'reprint') =>
    `Certificate ${label} has been ${kind === 'reprint' ? 'reprinted' : 'printed'}`,
  cancelled: (label: string, comment: string) => `Certificate ${label} was cancelled: ${comment}`,
  reprintRequested: (label: string, comment: string) =>
    `A reprint of certificate ${label} has been requested: ${comment}`,
  reprintApproved: (label: string) => `The reprint of certificate ${label} was approved and is ready to print`,
  reprintRejected: (label: string, comment: string | null | undefined) =>
    `The reprint request for certificate ${label} was rejected${comment ? `: ${comment}` : ''}`,
} as const;
