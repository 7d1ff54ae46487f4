/**
 * The §5 rules of a new password and its confirmation, as a courtesy on the client (the api
 * enforces the same rule: api/src/auth/passwords.ts). The pattern is the effective rule (DESIGN.md
 * "Decisions on the spec's gaps"): 8+ of letters, digits and @$!%*?&, with a lowercase letter, an
 * uppercase letter, a digit and one of those specials. spec: access-and-administration §5, §9.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** The §5 messages of the new-password fields, word for word. */
export const PASSWORD_MESSAGES = {
  required: 'Please enter Password',
  pattern: 'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.',
  confirmRequired: 'Please confirm your password',
  mismatch: 'The two passwords that you entered do not match',
} as const;

/** The first broken §5 rule of a new password, or undefined. spec: access-and-administration §5. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return PASSWORD_MESSAGES.required;
  if (!PASSWORD_PATTERN.test(password)) return PASSWORD_MESSAGES.pattern;
  return undefined;
}

/** The first broken §5 rule of the confirmation, or undefined. spec: access-and-administration §5. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return PASSWORD_MESSAGES.confirmRequired;
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return undefined;
}
