/**
 * Server-side authorisation of the workflow actions by role (signing is checked per certificate
 * by assignment in sign.ts). spec: DESIGN.md "Certificate state machine" (who may).
 */
import type { Principal } from '../../auth/principal.js';
import { forbidden } from '../../http/errors.js';
import { ACTION_RULES, roleAllows, type WorkflowAction } from '../rules.js';

/** 403 with the action's message unless the caller's roles allow `action`. */
export function requireRole(principal: Principal, action: Exclude<WorkflowAction, 'sign'>): void {
  if (!roleAllows(action, principal)) throw forbidden(ACTION_RULES[action].forbiddenMessage);
}
