/**
 * Digital delivery (docs/printing.md "Digital delivery"): when Organisation Settings' `digital_delivery` is
 * on when a certificate is printed or reprinted, its learner — when the student has a (plausible)
 * e-mail address — gets, once the print job has made the PDF (docs/architecture.md "Bulk work off the request path": nothing is rendered or sent inside the print transaction), in the job's last transaction:
 * - their own PDF: for a single print the printed PDF itself; for a bulk print the certificate
 *   rendered alone by the job, signed like any printed PDF and kept with its SHA-256 as a `digital`
 *   print ("Check a document" knows it);
 * - a delivery link (`delivery_links`): a random token (32 bytes, base64url) of which only the
 *   SHA-256 is stored, valid `DELIVERY_LINK_DAYS` days;
 * - an e-mail in the outbox to the student with the download page and the verify page links (no
 *   other personal data);
 * - the certificate event `delivered` (actor: the printer; data: the masked address), through the
 *   workflow's `recordTransition` like every certificate event (from-state = to-state: delivery
 *   changes no status; no webhook type is defined for it).
 * Students without a (plausible) e-mail address are skipped; printing never fails for them.
 */
import { eq } from 'drizzle-orm';
import { DELIVERED_EVENT } from '../certificates/rules.js';
import { recordTransition, type TransitionContext, type TransitionOutcome } from '../certificates/workflow/apply.js';
import type { Subject } from '../certificates/workflow/subjects.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Db, Tx } from '../db/client.js';
import { insertInBatches } from '../db/batches.js';
import { certificates, companySettings, deliveryLinks, students } from '../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import { idIn } from '../db/idIn.js';

/** How long a delivery link works (days). docs/printing.md "Digital delivery": "token, 30 days". */
export const DELIVERY_LINK_DAYS = 30;

/** The web page a delivery link opens (public, no login): `${publicUrl}/certificate/download/${token}`. */
export const deliveryLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/certificate/download/${encodeURIComponent(token)}`;

/** The public verify page of a verification code. docs/verification.md. */
export const verifyLink = (publicUrl: string, code: string): string =>
  `${publicUrl}/verify/${encodeURIComponent(code)}`;

/** A plausible e-mail address (something@domain.tld, no spaces), at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isDeliverableAddress = (email: string | null | undefined): email is string =>
  typeof email === 'string' && email.length <= 254 && EMAIL.test(email.trim());

/** `jane.doe@example.com` → `j***@example.com`: what the audit trail keeps of a recipient. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The learner's e-mail: plain text and simple HTML with the download and verify links. */
export function deliveryMail(
  to: string,
  organisation: string,
  links: { download: string; verify: string | null },
  expiresAt: Date,
): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  const verifyText = links.verify
    ? `Anyone you show it to can check that it is genuine at:\n\n${links.verify}\n\n`
    : '';
  const text =
    'Hello,\n\n' +
    `Your certificate from ${organisation} is ready. Download your own copy (PDF) here:\n\n` +
    `${links.download}\n\n` +
    `The link works until ${until} (${DELIVERY_LINK_DAYS} days).\n\n` +
    verifyText +
    `This e-mail was sent by ${organisation} through Certify.\n`;
  const html =
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">' +
    '<p>Hello,</p>' +
    `<p>Your certificate from ${escapeHtml(organisation)} is ready.</p>` +
    `<p><a href="${escapeHtml(links.download)}">Download your certificate</a> (PDF) until ${until}, ` +
    `or open this address:<br>${escapeHtml(links.download)}</p>` +
    (links.verify
      ? `<p>Anyone you show it to can check that it is genuine: <a href="${escapeHtml(links.verify)}">` +
        `${escapeHtml(links.verify)}</a></p>`
      : '') +
    `<p>This e-mail was sent by ${escapeHtml(organisation)} through Certify.</p>` +
    '</body></html>';
  return { to, subject: `Your certificate from ${organisation}`, text, html };
}

/** A learner to e-mail: their address and certificate's verification code, by certificate id. */
export interface DeliveryRecipient {
  email: string;
  verificationCode: string | null;
}

/** The learners of `ids` with a deliverable e-mail address (the others are skipped). */
export async function deliveryRecipients(db: Db | Tx, ids: readonly number[]): Promise<Map<number, DeliveryRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: certificates.id, email: students.email, code: certificates.verificationCode })
    .from(certificates)
    .innerJoin(students, eq(students.id, certificates.studentId))
    .where(idIn(certificates.id, ids));
  return new Map(
    rows.flatMap((r) =>
      isDeliverableAddress(r.email) ? [[r.id, { email: r.email.trim(), verificationCode: r.code }] as const] : [],
    ),
  );
}

/** What was printed, as what, by whom, when (the print job's). */
export interface PrintedBatch {
  kind: 'print' | 'reprint';
  actorId: number;
  at: Date;
}

/** One learner's delivery: their certificate as it is now, their own stored PDF and their address. */
export interface Delivery {
  subject: Subject;
  fileId: number;
  recipient: DeliveryRecipient;
}

/**
 * Delivers the printed certificates (see the file's docstring) inside the transaction `ctx` that
 * finishes their print job: per delivery a link, an outbox e-mail and the `delivered` event (from
 * the certificate's current state to itself). Answers how many were e-mailed.
 */
export async function deliverCopies(
  ctx: TransitionContext,
  deliveries: readonly Delivery[],
  batch: PrintedBatch,
): Promise<number> {
  const { tx } = ctx;
  if (deliveries.length === 0) return 0;
  const [company] = await tx
    .select({ name: companySettings.companyName })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  const organisation = company?.name || 'Certify';
  const expiresAt = new Date(batch.at.getTime() + DELIVERY_LINK_DAYS * 24 * 3600 * 1000);
  const tokens = deliveries.map(() => newToken());
  await insertInBatches(
    tx,
    deliveryLinks,
    deliveries.map((d, i) => ({
      certificateId: d.subject.id,
      fileId: d.fileId,
      tokenHash: hashToken(tokens[i]!),
      recipient: d.recipient.email,
      expiresAt,
      createdBy: batch.actorId,
      createdAt: batch.at,
    })),
  );
  await ctx.after.queueEmail(
    tx,
    deliveries.map((d, i) =>
      deliveryMail(
        d.recipient.email,
        organisation,
        {
          download: deliveryLink(ctx.appUrl, tokens[i]!),
          verify: d.recipient.verificationCode ? verifyLink(ctx.appUrl, d.recipient.verificationCode) : null,
        },
        expiresAt,
      ),
    ),
  );
  // The event goes from the certificate's state to itself: delivery changes no status.
  const recipientOf = new Map(deliveries.map((d) => [d.subject.id, d.recipient.email]));
  await recordTransition(
    ctx,
    deliveries.map((d) => d.subject),
    deliveries.map(
      (d): TransitionOutcome => ({
        id: d.subject.id,
        credential_status: d.subject.credentialStatus,
        reprint_status: d.subject.reprintStatus,
      }),
    ),
    {
      action: DELIVERED_EVENT,
      data: (s) => ({ recipient: maskAddress(recipientOf.get(s.id)!), print_kind: batch.kind }),
    },
  );
  return deliveries.length;
}
