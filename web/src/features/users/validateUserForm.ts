/**
 * Validation of the Add User and Update User forms with the spec's messages word for word (a
 * courtesy: the api checks the same rules). spec: access-and-administration §5 "Add user"; the
 * password as the reset screen (DESIGN.md "Authentication": the pattern is the rule).
 */
import { newPasswordError } from '../../shared/passwordRules';
import { EMAIL } from '../auth/validateLogin';

/** The §5 "Add user" messages. */
export const USER_MESSAGES = {
  firstName: 'Please enter First name',
  lastName: 'Please enter Last name',
  mobileNumber: 'Please enter Mobile Number',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
} as const;

/** The fields of the user forms (Add User has them all; Update User no password, the e-mail read-only). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  password: string;
  active: boolean;
  roleIds: string[];
}

export type UserField = 'firstName' | 'lastName' | 'mobileNumber' | 'email' | 'password' | 'active' | 'roleIds';
export type UserFormErrors = Partial<Record<UserField, string>>;

/** A new user: empty, active (§4 "New users default to active"), no roles. */
export const emptyUserForm = (): UserFormValues => ({
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  password: '',
  active: true,
  roleIds: [],
});

/** The first broken §5 rule of each field; `mode` 'update' checks neither e-mail nor password. */
export function validateUserForm(values: UserFormValues, mode: 'add' | 'update'): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = USER_MESSAGES.firstName;
  if (!values.lastName.trim()) errors.lastName = USER_MESSAGES.lastName;
  if (!values.mobileNumber.trim()) errors.mobileNumber = USER_MESSAGES.mobileNumber;
  if (mode === 'add') {
    if (!values.email.trim()) errors.email = USER_MESSAGES.email;
    else if (!EMAIL.test(values.email.trim())) errors.email = USER_MESSAGES.emailInvalid;
    const password = newPasswordError(values.password);
    if (password) errors.password = password;
  }
  return errors;
}

/** Whether any field has a message. */
export const hasUserErrors = (errors: UserFormErrors): boolean => Object.values(errors).some(Boolean);

const FIELDS: ReadonlySet<string> = new Set<UserField>([
  'firstName',
  'lastName',
  'mobileNumber',
  'email',
  'password',
  'active',
  'roleIds',
]);

/** The server's `fieldErrors` (input names) on the form's fields; other keys are returned apart. */
export function userFieldErrors(fieldErrors: Record<string, string>): { errors: UserFormErrors; other: string[] } {
  const errors: UserFormErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.replace(/^input\./, '').split('.')[0] ?? '';
    if (FIELDS.has(field)) errors[field as UserField] ??= message;
    else other.push(message);
  }
  return { errors, other };
}
