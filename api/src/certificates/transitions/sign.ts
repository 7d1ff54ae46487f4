/**
 * Sign certificates (one or many, all-or-nothing): the caller must be an assigned signee of each
 * who has not signed, with a stored signature, past the password check when their password security
 * is on; all must share one template. Each signature records signed_at and the signature file; a
 * certificate moves 1 → 3 when its last assigned signee signs, notifying the approvers and the
 * requisitioner (CERTIFICATE_SIGNED). Signees sign in any order, each once.
 *
 * spec: certificate-workflow §4 (sign), §5 "Bulk sign", §6, §7 POST /bulkSignCertificate;
 * DESIGN.md state machine row "sign"; api/CONTRACT.md "Transitions".
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import { certificateSignees, userSignatures } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { ACTION_RULES, CREDENTIAL_STATUS, isAssignedSignee, isPendingSignee, stateAllows } from '../rules.js';
import { authorize } from '../workflow/permissions.js';
import { commitTransition, runInTransaction, type TransitionOutcome } from '../workflow/apply.js';
import type { z } from 'zod';
import { transitionAnswer } from '../workflow/apply.js';
import type { signBody } from '../workflow/schemas.js';
import { requireSignPassword } from '../../auth/signPassword.js';
import { NO_SIGNATURE } from '../../signatures/saveSignature.js';
import { approvers } from '../workflow/recipients.js';
import { describe, loadSignees, loadSubjects } from '../workflow/subjects.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

export const SAME_TEMPLATE = 'All student certificates must be under same certificate template';

/** POST /bulkSignCertificate: `input` as validated by `signBody`, sent from `address` (`request.clientIp`). */
export async function signCertificates(
  deps: AppDeps,
  principal: Principal,
  input: z.infer<typeof signBody>,
  address: string,
) {
  const ids = input.certificate;
  const rule = ACTION_RULES.sign;
  authorize(principal, 'sign');
  // Before the transaction: a failed attempt must be counted (throttling) and argon2 is slow.
  await requireSignPassword(deps, principal, input.password, address);
  const data = await runInTransaction(deps, principal.userId, async (ctx) => {
    const { tx } = ctx;
    const subjects = await loadSubjects(tx, ids);
    if (new Set(subjects.map((s) => s.templateId)).size > 1)
      throw badRequest(SAME_TEMPLATE, { certificate: SAME_TEMPLATE });
    const signees = await loadSignees(tx, ids);
    const notAssigned = subjects.find((s) => !isAssignedSignee(principal, signees.get(s.id) ?? []));
    if (notAssigned) {
      throw forbidden(
        subjects.length > 1 ? `${rule.forbiddenMessage} (${notAssigned.credentialNumber})` : rule.forbiddenMessage,
      );
    }
    const [signature] = await tx
      .select({ fileId: userSignatures.fileId })
      .from(userSignatures)
      .where(eq(userSignatures.userId, principal.userId));
    if (!signature) throw badRequest(NO_SIGNATURE, { signature: NO_SIGNATURE });
    for (const s of subjects) {
      const suffix = subjects.length > 1 ? ` (${s.credentialNumber})` : '';
      if (!stateAllows('sign', s)) throw conflict(rule.conflictMessage + suffix);
      if (!isPendingSignee(principal, signees.get(s.id) ?? []))
        throw conflict(`You have already signed this certificate${suffix}`);
    }

    const allApprovers = await approvers(tx);
    const outcomes: TransitionOutcome[] = [];
    for (const s of subjects) {
      const now = new Date();
      const [mine] = await tx
        .update(certificateSignees)
        .set({ signedAt: now, signatureFileId: signature.fileId })
        .where(
          and(
            eq(certificateSignees.certificateId, s.id),
            eq(certificateSignees.userId, principal.userId),
            isNull(certificateSignees.signedAt),
          ),
        )
        .returning({ slot: certificateSignees.slot });
      if (!mine) throw conflict('You have already signed this certificate');
      const [left] = await tx
        .select({ n: count() })
        .from(certificateSignees)
        .where(and(eq(certificateSignees.certificateId, s.id), isNull(certificateSignees.signedAt)));
      const complete = Number(left?.n ?? 0) === 0;
      const [o] = await commitTransition(ctx, [s], {
        action: rule.event,
        guard: rule.from,
        conflictMessage: rule.conflictMessage,
        set: complete ? { credentialStatus: CREDENTIAL_STATUS.SIGNED } : {},
        data: () => ({ slot: mine.slot, signature_file_id: signature.fileId, complete }),
        notify: (x) =>
          complete
            ? [
                {
                  subject: 'CERTIFICATE_SIGNED',
                  certificateId: x.id,
                  recipients: [...allApprovers, x.requisitionerId],
                  message: M.signed(describe(x)),
                },
              ]
            : [],
      });
      outcomes.push(o!);
    }
    return outcomes;
  });
  return transitionAnswer(
    data.length === 1 ? 'Certificate signed successfully' : `${data.length} certificates signed successfully`,
    data,
  );
}
