/**
 * Digital delivery at print time (issue 12 "Digital delivery"): when Organisation Settings'
 * `digital_delivery` is on, each printed or reprinted certificate whose student has an e-mail
 * address gets, in the print's own transaction:
 * - the learner's own PDF: for a single print the printed PDF itself; for a bulk print the
 *   certificate rendered alone and stored through `storePrintedPdf` as a `digital` print (so it is
 *   signed like any printed PDF and kept with its SHA-256: "Check a document" knows it);
 * - a delivery link (`delivery_links`): a random token (32 bytes, base64url) of which only the
 *   SHA-256 is stored, valid `DELIVERY_LINK_DAYS` days;
 * - an e-mail in the outbox to the student with the download page and the verify page links (no
 *   other personal data);
 * - the certificate event `delivered` (actor: the printer; data: the masked address), through the
 *   workflow's `recordTransition` like every certificate event (from-state = to-state: delivery
 *   changes no status; no webhook type is defined for it).
 * Students without a (plausible) e-mail address are skipped; printing never fails for them.
 */
import { eq, inArray } from 'drizzle-orm';
import { DELIVERED_EVENT } from '../certificates/rules.js';
import { storePrintedPdf } from '../certificates/transitions/print.js';
import { recordTransition, type TransitionContext, type TransitionOutcome } from '../certificates/workflow/apply.js';
import type { Subject } from '../certificates/workflow/subjects.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { PRINT_KIND, type PrintKindCode } from '../codes.js';
import type { Tx } from '../db/client.js';
import { certificates, companySettings, deliveryLinks, students } from '../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';

/** How long a delivery link works (days). issue 12 "Digital delivery": "token, 30 days". */
export const DELIVERY_LINK_DAYS = 30;

/** The web page a delivery link opens (public, no login): `${publicUrl}/certificate/download/${token}`. */
export const deliveryLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/certificate/download/${encodeURIComponent(token)}`;

/** The public verify page of a verification code. issue 12 "Public verification". */
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

/** Whether Organisation Settings' digital delivery is on (false when no row exists yet). */
export async function digitalDeliveryOn(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ on: companySettings.digitalDelivery })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row?.on ?? false;
}

/** What the print transition passes: what it printed, as what, by whom, when. */
export interface PrintedBatch {
  kind: 'print' | 'reprint';
  /** The stored printed PDF (one merged file for a bulk print). */
  file: { id: number };
  actorId: number;
  at: Date;
}

/** What delivery did: e-mails queued, and certificates skipped for want of an address. */
export interface DeliveryResult {
  /** Whether digital delivery is on (nothing was done when off). */
  enabled: boolean;
  sent: number;
  skipped: number;
}

/**
 * Delivers the just-printed `subjects` (see the file's docstring) inside the print's transaction
 * `ctx`. `outcomes` are the print's (same order): the `delivered` event goes from and to them.
 */
export async function deliverPrinted(
  ctx: TransitionContext,
  subjects: readonly Subject[],
  outcomes: readonly TransitionOutcome[],
  batch: PrintedBatch,
): Promise<DeliveryResult> {
  const { tx } = ctx;
  if (subjects.length === 0 || !(await digitalDeliveryOn(tx))) return { enabled: false, sent: 0, skipped: 0 };

  const ids = subjects.map((s) => s.id);
  const [recipients, [company]] = await Promise.all([
    tx
      .select({ id: certificates.id, email: students.email, code: certificates.verificationCode })
      .from(certificates)
      .innerJoin(students, eq(students.id, certificates.studentId))
      .where(inArray(certificates.id, ids)),
    tx.select({ name: companySettings.companyName }).from(companySettings).where(eq(companySettings.id, 1)),
  ]);
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const organisation = company?.name || 'Certify';
  const expiresAt = new Date(batch.at.getTime() + DELIVERY_LINK_DAYS * 24 * 3600 * 1000);

  const delivered: { subject: Subject; outcome: TransitionOutcome; recipient: string }[] = [];
  const mails: MailMessage[] = [];
  for (const [i, subject] of subjects.entries()) {
    const r = byId.get(subject.id);
    if (!r || !isDeliverableAddress(r.email)) continue;
    const recipient = r.email.trim();
    // One learner's own file: the print itself when it holds only this certificate.
    const fileId =
      subjects.length === 1
        ? batch.file.id
        : (
            await storePrintedPdf(
              tx,
              [subject],
              PRINT_KIND.DIGITAL as PrintKindCode,
              batch.actorId,
              batch.at,
              ctx.appUrl,
            )
          ).file.id;
    const token = newToken();
    await tx.insert(deliveryLinks).values({
      certificateId: subject.id,
      fileId,
      tokenHash: hashToken(token),
      recipient,
      expiresAt,
      createdBy: batch.actorId,
      createdAt: batch.at,
    });
    mails.push(
      deliveryMail(
        recipient,
        organisation,
        {
          download: deliveryLink(ctx.appUrl, token),
          verify: r.code ? verifyLink(ctx.appUrl, r.code) : null,
        },
        expiresAt,
      ),
    );
    delivered.push({ subject, outcome: outcomes[i]!, recipient });
  }

  if (delivered.length > 0) {
    await ctx.after.queueEmail(tx, mails);
    // The event goes from the printed state to itself: delivery changes no status.
    const after = delivered.map(({ subject, outcome }) => ({
      ...subject,
      credentialStatus: outcome.credential_status,
      reprintStatus: outcome.reprint_status,
    }));
    const recipientOf = new Map(delivered.map((d) => [d.subject.id, d.recipient]));
    await recordTransition(
      ctx,
      after,
      delivered.map((d) => d.outcome),
      {
        action: DELIVERED_EVENT,
        data: (s) => ({ recipient: maskAddress(recipientOf.get(s.id)!), print_kind: batch.kind }),
      },
    );
  }
  return { enabled: true, sent: delivered.length, skipped: subjects.length - delivered.length };
}
