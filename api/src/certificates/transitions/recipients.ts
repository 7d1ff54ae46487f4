/**
 * Who each transition notifies (DESIGN.md "Certificate state machine", column "notifies").
 */
import { ROLE } from '../../auth/principal.js';
import type { Tx } from '../../db/client.js';
import { usersWithRoles } from '../../notifications/notify.js';

/** Active approvers (role 3). */
export const approvers = (tx: Tx) => usersWithRoles(tx, [ROLE.APPROVER]);
/** Active printers (role 5). */
export const printers = (tx: Tx) => usersWithRoles(tx, [ROLE.PRINTER]);
