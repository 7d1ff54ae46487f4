/**
 * Request a reprint of a printed certificate with no open reprint: reprint → 1, with a comment.
 * Requisitioner, printer or administrator. Notifies the approvers (REPRINT_REQUESTED). The previous
 * reprint cycle's decision columns are cleared (the audit events keep the history).
 *
 * spec: certificate-workflow §4–§5 (reprint request), §7 POST /reprintCertificateRequest;
 * DESIGN.md state machine row "reprint request".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import type { reprintRequestBody } from '../workflow/schemas.js';
import { approvers } from '../workflow/recipients.js';
import { describe, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** POST /reprintCertificateRequest: `input` as validated by `reprintRequestBody`. */
export async function requestReprint(deps: AppDeps, principal: Principal, input: z.infer<typeof reprintRequestBody>) {
  authorize(principal, 'reprint_request');
  const { student_certificate_id: id, reprint_comment: comment } = input;
  const rule = ACTION_RULES.reprint_request;
  const data = await runInTransaction(deps, principal.userId, async (ctx) => {
    const subject = await loadSubject(ctx.tx, id);
    const recipients = await approvers(ctx.tx);
    return commitTransition(ctx, [subject], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: {
        reprintStatus: rule.toReprint,
        reprintRequestedBy: principal.userId,
        reprintRequestedOn: new Date(),
        reprintComment: comment,
        reprintAcceptedBy: null,
        reprintAcceptedOn: null,
        reprintRejectedBy: null,
        reprintRejectedOn: null,
        reprintRejectionComment: null,
        reprintedBy: null,
        reprintedOn: null,
      },
      comment,
      notify: (s) => [
        {
          subject: 'REPRINT_REQUESTED',
          certificateId: s.id,
          recipients,
          message: M.reprintRequested(describe(s), comment),
        },
      ],
    });
  });
  return transitionAnswer('Reprint requested successfully', data);
}
