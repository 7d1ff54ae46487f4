/**
 * Request schemas of the user-management calls, with the spec's messages word for word.
 * spec: access-and-administration §5 "Add user", §7 (/listUsers, /addUser, /user/{id}/update,
 * /assignRole); DESIGN.md "Authentication" (the password rule).
 */
import { z } from 'zod';
import { pageFields } from '../http/paging.js';
import { PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE } from '../auth/passwords.js';
import { codesOf, USER_SORT_FIELD } from '../codes.js';
import {
  fieldsOf,
  flag,
  id,
  idList,
  LIMITS,
  MAX_ID,
  optionalText,
  optionalWholeNumber,
  password,
  text,
} from '../http/fields.js';

/** The spec's messages (access-and-administration §5 "Add user") and ours where it has none. */
export const USER_MESSAGES = {
  firstName: 'Please enter First name',
  lastName: 'Please enter Last name',
  mobile: 'Please enter Mobile Number',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  password: 'Please enter Password',
  emailTaken: 'The email has already been taken.',
  status: 'Status must be 0 (inactive) or 1 (active)',
  user: 'Please select a user',
  role: 'Invalid role',
  notFound: 'User not found',
  deleteSelf: 'You cannot delete your own account',
  stale: 'This user was changed by someone else. Reload it and try again.',
} as const;

/** Mobile numbers: digits, spaces and a leading + (at most 20 characters). */
const MOBILE_MAX = 20;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `0`/`1` (or true/false); absent means "unchanged" on edits and active on new users. */
export const optionalStatus = z.preprocess(blank, flag(USER_MESSAGES.status).optional());

/** The `version` a client read; absent: no stale-edit check. */
export const optionalVersion = optionalWholeNumber('version', 1, MAX_ID).describe(
  'The `version` the client read; a different current version answers 409 and changes nothing',
);

const names = {
  first_name: text({ max: LIMITS.name, required: USER_MESSAGES.firstName, label: 'First name' }),
  last_name: text({ max: LIMITS.name, required: USER_MESSAGES.lastName, label: 'Last name' }),
  mobile_number: text({ max: MOBILE_MAX, required: USER_MESSAGES.mobile, label: 'Mobile Number' }),
};

/** An e-mail address: required, valid, at most 254 characters. */
const email = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: USER_MESSAGES.email })
    .min(1, { error: USER_MESSAGES.email })
    .max(LIMITS.email, { error: USER_MESSAGES.emailInvalid })
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid })),
);

/** A new password: the spec's effective pattern (DESIGN.md "Authentication"). */
const newPassword = password(USER_MESSAGES.password).refine((p) => PASSWORD_PATTERN.test(p), {
  error: PASSWORD_PATTERN_MESSAGE,
});

/** The role ids of a user (may be empty). */
const roleIds = idList(USER_MESSAGES.role, { required: false, max: 100 });

/** `GET /listUsers` query. spec: access-and-administration §2 "User Management"; docs/product.md "Administration". */
export const listUsersQuery = fieldsOf({
  ...pageFields(),
  search: optionalText({ max: LIMITS.search, label: 'Search' }).describe(
    'Any part of the first name, last name, full name or e-mail; case and accents ignored',
  ),
  sort_by: z.preprocess(
    blank,
    z
      .enum(codesOf(USER_SORT_FIELD), {
        error: 'sort_by must be one of first_name, last_name, email, status',
      })
      .default('first_name'),
  ),
  sort_dir: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() || undefined : blank(v)),
    z.enum(['asc', 'desc'], { error: 'sort_dir must be asc or desc' }).default('asc'),
  ),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** `POST /addUser`. spec: access-and-administration §5 "Add user", §7. */
export const addUserBody = fieldsOf({
  ...names,
  email,
  password: newPassword,
  status: optionalStatus.describe('1 active (default), 0 inactive'),
  role_ids: roleIds.describe('Roles to give the new user (extension)'),
});
export type AddUserInput = z.infer<typeof addUserBody>;

/**
 * `npm run admin:create`: the first administrator of a database (docs/operations.md "Running several instances"): the rules of `POST /addUser`, with the mobile number optional.
 */
export const createAdministratorInput = fieldsOf({
  first_name: names.first_name,
  last_name: names.last_name,
  mobile_number: optionalText({ max: MOBILE_MAX, label: 'Mobile Number' }),
  email,
  password: newPassword,
});
export type CreateAdministratorInput = z.input<typeof createAdministratorInput>;

/** `PUT /user/{id}/update` (or POST with `_method=PUT`). spec: access-and-administration §7. */
export const updateUserBody = fieldsOf({
  ...names,
  status: optionalStatus.describe('1 active, 0 inactive; absent: unchanged'),
  version: optionalVersion,
});
export type UpdateUserInput = z.infer<typeof updateUserBody>;

/** `POST /assignRole`: the user's roles become exactly `role_ids`. spec: access-and-administration §7. */
export const assignRoleBody = fieldsOf({
  user_id: id(USER_MESSAGES.user),
  role_ids: roleIds.describe('Every role the user is to hold (may be empty)'),
  version: optionalVersion,
});
export type AssignRoleInput = z.infer<typeof assignRoleBody>;

/** The `{ id }` path parameter of `/user/{id}/…`. */
export const userIdParams = z.object({ id: id('Invalid user id') });
