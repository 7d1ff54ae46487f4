/**
 * Server-side authorisation of the workflow actions by the caller's grants (signing also needs the
 * certificate's assignment, checked per certificate in sign.ts). spec: DESIGN.md "Certificate state
 * machine" (who may); docs/product.md "Administration" (grants are data).
 */
import type { Principal } from '../../auth/principal.js';
import { forbidden } from '../../http/errors.js';
import { ACTION_RULES, grantAllows, type WorkflowAction } from '../rules.js';

/** 403 with the action's message unless the caller's grants allow `action`. */
export function authorize(principal: Principal, action: WorkflowAction): void {
  if (!grantAllows(action, principal)) throw forbidden(ACTION_RULES[action].forbiddenMessage);
}
