/**
 * Who each transition notifies (DESIGN.md "Certificate state machine", column "notifies"): the
 * active users whose roles grant the next step.
 */
import type { PermissionCode } from '../../codes.js';
import type { Tx } from '../../db/client.js';
import { activeUsersWithPermission } from '../../users/queries.js';

/** The ids of the active users holding `permission`. */
const holders = async (tx: Tx, permission: PermissionCode) =>
  (await activeUsersWithPermission(tx, permission)).map((u) => u.id);

/** Who may approve (or reject) a request. */
export const approvers = (tx: Tx) => holders(tx, 'certificate.approve');
/** Who may print. */
export const printers = (tx: Tx) => holders(tx, 'certificate.print');
