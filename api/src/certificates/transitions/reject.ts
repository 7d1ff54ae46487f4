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
import { commitTransition, runInTransaction } from './apply.js';
import { bodyOf, requireComment, requireId, transitionAnswer } from './input.js';
import { requireRole } from './permissions.js';
import { describe, loadSubject } from './subjects.js';

export async function rejectCertificate(deps: AppDeps, principal: Principal, certificateId: unknown, payload: unknown) {
  requireRole(principal, 'reject');
  const id = requireId(certificateId, 'id');
  const comment = requireComment(bodyOf(payload).rejection_comment, 'rejection_comment');
  const rule = ACTION_RULES.reject;
  const data = await runInTransaction(deps, principal.userId, async (ctx) =>
    commitTransition(ctx, [await loadSubject(ctx.tx, id)], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: { credentialStatus: rule.to, rejectedBy: principal.userId, rejectedOn: new Date(), rejectionComment: comment },
      comment,
      notify: (s) => [
        { subject: 'CERTIFICATE_REJECTED', certificateId: s.id, recipients: [s.requisitionerId], message: `Certificate ${describe(s)} was rejected: ${comment}` },
      ],
    }),
  );
  return transitionAnswer('Certificate rejected successfully', data);
}
