/**
 * Issue a signed certificate: 3 → 4 (Approved for Printing). Approver or administrator. Notifies
 * the printers (CERTIFICATE_ISSUED).
 *
 * spec: certificate-workflow §4 (issue), §7 GET /certificate-issue/{id};
 * DESIGN.md state machine row "issue".
 */
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { ACTION_RULES } from '../rules.js';
import { commitTransition, runInTransaction } from './apply.js';
import { requireId, transitionAnswer } from './input.js';
import { requireRole } from './permissions.js';
import { printers } from './recipients.js';
import { describe, loadSubject } from './subjects.js';

export async function issueCertificate(deps: AppDeps, principal: Principal, certificateId: unknown) {
  requireRole(principal, 'issue');
  const id = requireId(certificateId, 'id');
  const rule = ACTION_RULES.issue;
  const data = await runInTransaction(deps, principal.userId, async (ctx) => {
    const subject = await loadSubject(ctx.tx, id);
    const recipients = await printers(ctx.tx);
    return commitTransition(ctx, [subject], {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set: { credentialStatus: rule.to, issuedBy: principal.userId, issuedOn: new Date() },
      notify: (s) => [
        { subject: 'CERTIFICATE_ISSUED', certificateId: s.id, recipients, message: `Certificate ${describe(s)} has been issued and is ready to print` },
      ],
    });
  });
  return transitionAnswer('Certificate issued successfully', data);
}
