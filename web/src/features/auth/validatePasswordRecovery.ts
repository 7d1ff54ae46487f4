/**
 * Validation of the forgot and reset forms, with the spec's messages word for word (a courtesy:
 * the server checks the same rules). spec: access-and-administration §5.
 */
import { confirmationError, newPasswordError } from '../../shared/passwordRules';
import { EMAIL } from './validateLogin';

/** The fields of the Reset your Password form. */
export interface ResetPasswordValues {
  email: string;
  password: string;
  passwordConfirmation: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** §5 Forgot password: required ('Please enter your email') and valid ('Please enter a valid email'). */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Please enter your email';
  if (!EMAIL.test(email.trim())) return 'Please enter a valid email';
  return undefined;
}

/** §5 Reset password: e-mail, password (the effective pattern) and its confirmation. */
export function validateResetPassword(values: ResetPasswordValues): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  const confirmation = confirmationError(values.password, values.passwordConfirmation);
  if (confirmation) errors.passwordConfirmation = confirmation;
  return errors;
}

/** Whether a set of errors holds any message. */
export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);
