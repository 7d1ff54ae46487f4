/**
 * How a credential stands on public verification (docs/verification.md), and the outcome of a
 * template's compliance check (docs/compliance.md).
 */

/**
 * What the public verification page says of a credential (docs/verification.md): valid;
 * reissued (reprinted, with the date); cancelled (with the date). GraphQL `VerificationStatus`.
 */
export const VERIFICATION_STATUS = { VALID: 'valid', REISSUED: 'reissued', CANCELLED: 'cancelled' } as const;
export type VerificationStatusCode = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];

/** Outcome of a template compliance check (docs/compliance.md): a warning never blocks a print. */
export const COMPLIANCE_STATUS = { PASS: 'pass', WARNING: 'warning' } as const;
export type ComplianceStatusCode = (typeof COMPLIANCE_STATUS)[keyof typeof COMPLIANCE_STATUS];
