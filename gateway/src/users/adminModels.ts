/**
 * Parent objects of `User` and `Role` (codegen mappers). A user or role read by the administration
 * screens carries its REST row; one made from a certificate's names, a lookup or the viewer's
 * profile has only its id and names, and its administration fields are read lazily through the
 * loaders of adminLoaders.ts. spec: access-and-administration §3 User, Role.
 */
import type { RestSchema } from '../rest/contract.js';

/** A user row of `/listUsers` and `/user/{id}/view`. */
export type UserRow = RestSchema<'UserRow'>;
/** A role row of `/listRoles`. */
export type RoleRow = RestSchema<'RoleRow'>;

/** Parent of `User`. */
export interface UserModel {
  id: string;
  firstName: string;
  lastName: string;
  fullName?: string | null;
  email?: string | null;
  /** The user-management row, when the source was a user-management answer. */
  row?: UserRow;
  /** Whether the user is active, when the source knew it without a full row (`/roleUsers/{id}`). */
  active?: boolean;
}

/** Parent of `Role`. */
export interface RoleModel {
  id: string;
  name: string;
  /** The role-management row, when the source was `/listRoles`. */
  row?: RoleRow;
}

/** A `User` from a user-management row. */
export const userFromRow = (row: UserRow): UserModel => ({
  id: String(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  row,
});

/** A `Role` from a role-management row. */
export const roleFromRow = (row: RoleRow): RoleModel => ({ id: String(row.id), name: row.name, row });
