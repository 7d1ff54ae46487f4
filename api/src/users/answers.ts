/**
 * Answer schemas of the user-management calls. spec: access-and-administration §3 "User", §7.
 */
import { z } from 'zod';
import { pageAnswerKeys } from '../http/paging.js';

/** A role as a user row names it. */
export const roleRef = z.object({ id: z.int(), name: z.string() }).meta({ id: 'RoleRef' });

/** A staff user as the user-management screens show it (deleted users never appear). */
export const userRow = z
  .object({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    mobile_number: z.string().nullable(),
    status: z.boolean().describe('true active, false inactive'),
    roles: z.array(roleRef).describe('Every role the user holds (active or not), by id'),
    version: z.int().describe('Send it back with an edit: a stale one answers 409'),
  })
  .meta({ id: 'UserRow' });
export type UserRow = z.infer<typeof userRow>;

/** `GET /listUsers`. */
export const usersAnswer = z.object({
  success: z.literal(1),
  users: z.array(userRow),
  ...pageAnswerKeys,
});

/** `GET /user/{id}/view`. */
export const userViewAnswer = z.object({ success: z.literal(1), user: userRow });

/** `DELETE /user/{id}/delete`: the spec reads `user_details` as the message. */
export const userDeletedAnswer = z.object({
  success: z.literal(1),
  message: z.string(),
  user_details: z.string().describe('The same message (the spec’s key)'),
});
