/**
 * Decide a reprint request: accept (reprint 1 → 2, notifies the printers, REPRINT_APPROVED) or
 * reject (reprint 1 → 3, notifies the requester, REPRINT_REJECTED). Approver or administrator.
 *
 * spec: certificate-workflow §4 (reprint list: approver accepts or rejects), §7
 * POST /reprintCertificateAccept, /reprintCertificateReject; DESIGN.md row "reprint accept / reject".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import type { reprintAcceptBody, reprintRejectBody } from '../workflow/schemas.js';
import { printers } from '../workflow/recipients.js';
import { describe, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** POST /reprintCertificateAccept: `input` as validated by `reprintAcceptBody`. */
export async function acceptReprint(deps: AppDeps, principal: Principal, input: z.infer<typeof reprintAcceptBody>) {
  authorize(principal, 'reprint_approve');
  const id = input.student_certificate_id;
  const comment = input.comment ?? null;
  const rule = ACTION_RULES.reprint_approve;
  const data = await runInTransaction(deps, principal.userId, async (ctx) => {
    const subject = await loadSubject(ctx.tx, id);
    const recipients = await printers(ctx.tx);
    return commitTransition(ctx, [subject], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: { reprintStatus: rule.toReprint, reprintAcceptedBy: principal.userId, reprintAcceptedOn: new Date() },
      comment,
      notify: (s) => [
        {
          subject: 'REPRINT_APPROVED',
          certificateId: s.id,
          recipients,
          message: M.reprintApproved(describe(s)),
        },
      ],
    });
  });
  return transitionAnswer('Reprint request approved', data);
}

/** POST /reprintCertificateReject: `input` as validated by `reprintRejectBody`. */
export async function rejectReprint(deps: AppDeps, principal: Principal, input: z.infer<typeof reprintRejectBody>) {
  authorize(principal, 'reprint_reject');
  const id = input.student_certificate_id;
  const comment = input.reprint_rejection_comment ?? null;
  const rule = ACTION_RULES.reprint_reject;
  const data = await runInTransaction(deps, principal.userId, async (ctx) =>
    commitTransition(ctx, [await loadSubject(ctx.tx, id)], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: {
        reprintStatus: rule.toReprint,
        reprintRejectedBy: principal.userId,
        reprintRejectedOn: new Date(),
        reprintRejectionComment: comment,
      },
      comment,
      notify: (s) => [
        {
          subject: 'REPRINT_REJECTED',
          certificateId: s.id,
          recipients: s.reprintRequestedBy ? [s.reprintRequestedBy] : [s.requisitionerId],
          message: M.reprintRejected(describe(s), comment),
        },
      ],
    }),
  );
  return transitionAnswer('Reprint request rejected', data);
}
