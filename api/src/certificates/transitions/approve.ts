/**
 * Approve a requested certificate: 0 → 1, or 0 → 3 ('Approve and Sign') when its template skips
 * signing (no signatures are recorded then). Approver or administrator; comment required; fee
 * choice required when configuration fee_paid_or_not_confirmation is 'Yes'.
 *
 * spec: certificate-workflow §4–§5 (approve), §7 POST /requestedCertificateApprove;
 * DESIGN.md state machine row "approve"; api/CONTRACT.md "Transitions".
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import type { Tx } from '../../db/client.js';
import { configuration } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { ACTION_RULES, approveTargetStatus } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import type { approveBody } from '../workflow/schemas.js';
import { approvers } from '../workflow/recipients.js';
import { describe, loadSignees, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** Whether approval must record Paid (0) / Not Paid (1): configuration fee_paid_or_not_confirmation = 'Yes'. */
export async function feeConfirmationOn(tx: Pick<Tx, 'select'>): Promise<boolean> {
  const [row] = await tx
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, 'fee_paid_or_not_confirmation'));
  return row?.value.trim().toLowerCase() === 'yes';
}

/** POST /requestedCertificateApprove: `input` as validated by `approveBody`. */
export async function approveCertificate(deps: AppDeps, principal: Principal, input: z.infer<typeof approveBody>) {
  authorize(principal, 'approve');
  const { certificate_id: id, approve_comment: comment } = input;
  const feeDue = input.fee_due ?? null;
  if (feeDue === null && (await feeConfirmationOn(deps.db))) {
    throw badRequest('Please select an option', { fee_due: 'Please select an option' });
  }

  const outcome = await runInTransaction(deps, principal.userId, async (ctx) => {
    const subject = await loadSubject(ctx.tx, id);
    const rule = ACTION_RULES.approve;
    const skip = subject.skipSign;
    const notifyIds = skip
      ? [...(await approvers(ctx.tx)), subject.requisitionerId]
      : ((await loadSignees(ctx.tx, [id])).get(id) ?? []).map((s) => s.userId);
    const [o] = await commitTransition(ctx, [subject], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: {
        credentialStatus: approveTargetStatus(skip),
        approvedBy: principal.userId,
        approvedOn: new Date(),
        approvedComments: comment,
        ...(feeDue !== null ? { feeDue } : {}),
      },
      comment,
      data: () => (skip ? { skip_sign: true, fee_due: feeDue } : { fee_due: feeDue }),
      notify: (s) => [
        skip
          ? {
              subject: 'CERTIFICATE_SIGNED',
              certificateId: s.id,
              recipients: notifyIds,
              message: M.approvedAndSigned(describe(s)),
            }
          : {
              subject: 'CERTIFICATE_APPROVED',
              certificateId: s.id,
              recipients: notifyIds,
              message: M.approved(describe(s)),
            },
      ],
    });
    return { o: o!, skip };
  });
  return transitionAnswer(
    outcome.skip ? 'Certificate approved and signed successfully' : 'Certificate approved successfully',
    [outcome.o],
  );
}
