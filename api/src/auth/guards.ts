/**
 * Route guards (Fastify preHandlers) answering 403 with what is missing.
 * spec: DESIGN.md "Roles, modules and permissions" (the REST service enforces the grants).
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.js';
import type { Principal } from './principal.js';

export type Guard = (request: FastifyRequest) => Promise<void>;

/** True when the caller's roles grant any of the modules. */
export const hasModule = (p: Principal, ...names: string[]) => names.some((n) => p.modules.has(n));

/** Passes when the caller's roles grant any of the modules `names`. spec: access-and-administration §6. */
export function requireModule(...names: string[]): Guard {
  return async (request) => {
    if (!hasModule(request.principal, ...names)) {
      throw forbidden(`Your roles do not grant access to ${names.join(' or ')}`);
    }
  };
}

/**
 * Passes when the caller holds the permission, e.g. `requested_certificate.add`.
 * spec: access-and-administration §6.
 */
export function requirePermission(permission: string): Guard {
  return async (request) => {
    if (!request.principal.permissions.has(permission)) {
      const [resource, action] = permission.split('.');
      throw forbidden(`You do not have the ${action ?? 'required'} permission on ${resource ?? permission}`);
    }
  };
}
