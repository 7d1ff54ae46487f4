/**
 * Grants: what the caller's active roles allow, read from the database at each request
 * (`role_modules`, `role_permissions`; authenticate.ts puts them on the principal). Roles are only
 * bundles of grants, so the api never tests a role number (docs/product.md "Administration"). spec: access-and-administration §6; DESIGN.md "Roles, modules and permissions".
 */
import type { PermissionCode } from '../codes.js';
import type { Principal } from './principal.js';

/** `resource.action` → the two columns of `role_permissions`. */
export function splitPermission(code: PermissionCode): { resource: string; action: string } {
  const dot = code.indexOf('.');
  return { resource: code.slice(0, dot), action: code.slice(dot + 1) };
}

/** Whether the caller holds `permission`. */
export const holds = (principal: Pick<Principal, 'permissions'>, permission: PermissionCode): boolean =>
  principal.permissions.has(permission);

/**
 * Whether the caller oversees signing: approvers see every certificate of the to-be-signed list;
 * anyone else granted that list (a signee) sees only their own assignments.
 * spec: certificate-workflow §2 (the signee's to-be-signed list); api/CONTRACT.md "Who sees rows".
 */
export const overseesSigning = (principal: Pick<Principal, 'permissions'>): boolean =>
  holds(principal, 'certificate.approve');

/**
 * Who sees a student's Unique Student Identifier (docs/compliance.md: shown only to roles
 * that need it): the roles that manage students, i.e. hold the Student master list (module
 * `student_list`; the Administrator holds every module). Everyone else — a requester reaching
 * students only through the request form's picker, signees, printers, API clients (no scope grants
 * `student_list`) — reads `usi: null`. The public verification page never shows it, and no
 * certificate prints it.
 */
export const maySeeUsi = (principal: Pick<Principal, 'modules'>): boolean => principal.modules.has('student_list');

/**
 * Who may export USIs (docs/compliance.md: exported only to administrators): the permission
 * `student_usi.export`, which only the Administrator role holds unless an administrator grants it.
 * A CSV export (the register's Report.csv) carries the USI column only for them.
 */
export const mayExportUsi = (principal: Pick<Principal, 'permissions'>): boolean =>
  holds(principal, 'student_usi.export');
