/**
 * Grants: what the caller's active roles allow, read from the database at each request
 * (`role_modules`, `role_permissions`; authenticate.ts puts them on the principal). Roles are only
 * bundles of grants, so the api never tests a role number (issue 8 "Roles are data, and so are
 * their grants"). spec: access-and-administration §6; DESIGN.md "Roles, modules and permissions".
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
