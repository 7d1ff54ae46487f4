/**
 * Reject a requested certificate: 0 → 2, with a reason. Approver or administrator. Notifies the
 * requisitioner (CERTIFICATE_REJECTED).
 *
 * spec: certificate-workflow §4–§5 (reject), §7 PUT /requestedCertificateReject/{id};
 * DESIGN.md state machine row "reject".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import type { rejectBody } from '../workflow/schemas.js';
import { describe, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** PUT /requestedCertificateReject/{id}: the certificate `id` and the validated `rejectBody`. */
export async function rejectCertificate(
  deps: AppDeps,
  principal: Principal,
  id: number,
  { rejection_comment: comment }: z.infer<typeof rejectBody>,
) {
  authorize(principal, 'reject');
  const rule = ACTION_RULES.reject;
  const data = await runInTransaction(deps, principal.userId, async (ctx) =>
    commitTransition(ctx, [await loadSubject(ctx.tx, id)], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: {
        credentialStatus: rule.to,
        rejectedBy: principal.userId,
        rejectedOn: new Date(),
        rejectionComment: comment,
      },
      comment,
      notify: (s) => [
        {
          subject: 'CERTIFICATE_REJECTED',
          certificateId: s.id,
          recipients: [s.requisitionerId],
          message: M.rejected(describe(s), comment),
        },
      ],
    }),
  );
  return transitionAnswer('Certificate rejected successfully', data);
}
