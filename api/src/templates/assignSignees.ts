/**
 * Assign Signee: per slot 1..no_of_signees a signee and a designation. Every slot needs both, a
 * signee may be chosen for only one slot, and every signee must hold the `certificate.sign` grant
 * (an active user through an active role). The slots are replaced as a whole in one transaction
 * with the version bump and the audit event `template.signees_assigned`. Certificates requested
 * before keep the signees and designations they were requested with (certificate_signees).
 *
 * Slot numbering: `signee_ids[i]` is the signee of slot i + 1 (`signee_ids[0]` goes with
 * `signee1_designation`); a form's 1-based `signee_ids[1]`, `signee_ids[2]`, … lands on the same
 * slots, since bracket indices are read in order.
 *
 * spec: access-and-administration §2 "Template Listing" (Assign Signee), §3 "Template" (slots
 * signee_1..n, signee1_designation..), §5 "Assign signee", §7 POST /assignSignee.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { templateSignees } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { activeUsersWithPermission } from '../users/queries.js';
import { bumpVersion, lockTemplate } from './queries.js';
import { type AssignSigneeInput, ENTER_ALL_REQUIRED } from './schemas.js';
import { checkVersion } from './validity.js';

export const SIGNEES_ASSIGNED = 'Signees assigned successfully';
export const ONE_SLOT_EACH = 'A signee may be chosen for only one slot';
export const NOT_A_SIGNEE = 'The chosen user may not sign certificates';

/** "This template has 2 signee slots". */
export const tooManySlots = (n: number) => `This template has ${n} signee slot${n === 1 ? '' : 's'}`;

/** The slot → { userId, designation } the input names, or 400 with one message per field. */
function slotsOf(input: AssignSigneeInput, noOfSignees: number) {
  const errors: Record<string, string> = {};
  const slots: { slot: number; userId: number; designation: string }[] = [];
  const designations = input as unknown as Record<string, string | undefined>;
  for (let slot = 1; slot <= noOfSignees; slot++) {
    const userId = input.signee_ids[slot - 1] ?? null; // an empty slot is undefined
    const designation = designations[`signee${slot}_designation`];
    if (userId === null) errors[`signee_ids.${slot - 1}`] = ENTER_ALL_REQUIRED;
    if (!designation) errors[`signee${slot}_designation`] = ENTER_ALL_REQUIRED;
    if (userId !== null && designation) slots.push({ slot, userId, designation });
  }
  if (Object.keys(errors).length) throw badRequest(ENTER_ALL_REQUIRED, errors);
  const extra = input.signee_ids.findIndex((v, i) => i >= noOfSignees && v !== undefined);
  if (extra !== -1) {
    const message = tooManySlots(noOfSignees);
    throw badRequest(message, { [`signee_ids.${extra}`]: message });
  }
  const slotOf = new Map<number, number>();
  for (const s of slots) {
    if (slotOf.has(s.userId)) throw badRequest(ONE_SLOT_EACH, { [`signee_ids.${s.slot - 1}`]: ONE_SLOT_EACH });
    slotOf.set(s.userId, s.slot);
  }
  return slots;
}

/**
 * POST /assignSignee: 404 for an unknown template, 400 with the spec's message for an empty slot,
 * `ONE_SLOT_EACH` for a signee chosen twice, `NOT_A_SIGNEE` for a user without the grant, 409 for
 * a stale `version`. Answers the template's version.
 */
export async function assignSignees(deps: AppDeps, principal: Principal, input: AssignSigneeInput) {
  return deps.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, input.template_id);
    checkVersion(template.version, input.version);
    const slots = slotsOf(input, template.noOfSignees);
    const signers = new Set((await activeUsersWithPermission(tx, 'certificate.sign')).map((u) => u.id));
    const refused = slots.find((s) => !signers.has(s.userId));
    if (refused) throw badRequest(NOT_A_SIGNEE, { [`signee_ids.${refused.slot - 1}`]: NOT_A_SIGNEE });

    const before = await tx
      .select({ slot: templateSignees.slot, userId: templateSignees.userId, designation: templateSignees.designation })
      .from(templateSignees)
      .where(eq(templateSignees.templateId, template.id))
      .orderBy(asc(templateSignees.slot));
    const asJson = (rows: typeof slots) =>
      rows.map((s) => ({ slot: s.slot, user_id: s.userId, designation: s.designation }));
    if (JSON.stringify(asJson(before)) === JSON.stringify(asJson(slots))) {
      return { success: 1 as const, message: SIGNEES_ASSIGNED, version: template.version };
    }
    await tx.delete(templateSignees).where(eq(templateSignees.templateId, template.id));
    await tx.insert(templateSignees).values(slots.map((s) => ({ templateId: template.id, ...s })));
    const version = await bumpVersion(tx, template.id, template.version);
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'template.signees_assigned',
      subjectType: 'template',
      subjectId: template.id,
      before: { version: template.version, signees: asJson(before) },
      after: { version, signees: asJson(slots) },
    });
    return { success: 1 as const, message: SIGNEES_ASSIGNED, version };
  });
}
