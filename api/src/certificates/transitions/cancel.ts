/**
 * Cancel a signed, issued or printed certificate: 3/4/5 → 7, with a reason. Approver or
 * administrator. Notifies the requisitioner (CERTIFICATE_CANCELLED).
 *
 * spec: certificate-workflow §4–§5 (cancel), §7 POST /cancelCertificate;
 * DESIGN.md state machine row "cancel" and "Decisions on the spec's gaps".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import type { cancelBody } from '../workflow/schemas.js';
import { describe, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** POST /cancelCertificate: `input` as validated by `cancelBody`. */
export async function cancelCertificate(deps: AppDeps, principal: Principal, input: z.infer<typeof cancelBody>) {
  authorize(principal, 'cancel');
  const { student_certificate_id: id, cancellation_comment: comment } = input;
  const rule = ACTION_RULES.cancel;
  const data = await runInTransaction(deps, principal.userId, async (ctx) =>
    commitTransition(ctx, [await loadSubject(ctx.tx, id)], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: {
        credentialStatus: rule.to,
        cancelledBy: principal.userId,
        cancelledOn: new Date(),
        cancellationComment: comment,
      },
      comment,
      notify: (s) => [
        {
          subject: 'CERTIFICATE_CANCELLED',
          certificateId: s.id,
          recipients: [s.requisitionerId],
          message: M.cancelled(describe(s), comment),
        },
      ],
    }),
  );
  return transitionAnswer('Certificate cancelled successfully', data);
}
