/**
 * Issue a signed certificate: 3 → 4 (Approved for Printing). Approver or administrator. Notifies
 * the printers (CERTIFICATE_ISSUED). Gives the certificate its public verification code (docs/verification.md).
 *
 * spec: certificate-workflow §4 (issue), §7 GET /certificate-issue/{id};
 * DESIGN.md state machine row "issue".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { newVerificationCode } from '../../verification/code.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from '../workflow/apply.js';
import { transitionAnswer } from '../workflow/apply.js';
import { authorize } from '../workflow/permissions.js';
import { printers } from '../workflow/recipients.js';
import { describe, loadSubject } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

/** GET or POST /certificate-issue/{id}. */
export async function issueCertificate(deps: AppDeps, principal: Principal, id: number) {
  authorize(principal, 'issue');
  const rule = ACTION_RULES.issue;
  const data = await runInTransaction(deps, principal.userId, async (ctx) => {
    const subject = await loadSubject(ctx.tx, id);
    const recipients = await printers(ctx.tx);
    return commitTransition(ctx, [subject], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      // docs/verification.md: the code is given with the issue, in the same transaction.
      set: {
        credentialStatus: rule.to,
        issuedBy: principal.userId,
        issuedOn: new Date(),
        verificationCode: newVerificationCode(),
      },
      notify: (s) => [
        {
          subject: 'CERTIFICATE_ISSUED',
          certificateId: s.id,
          recipients,
          message: M.issued(describe(s)),
        },
      ],
    });
  });
  return transitionAnswer('Certificate issued successfully', data);
}
