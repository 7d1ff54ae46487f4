/**
 * Print certificates (single or bulk, all-or-nothing): 4 → 5 (print) or, for a reprint, reprint
 * 2 → 4. All must share one status and one template. ONE short transaction: the guarded change,
 * the audit events, the notifications of the requisitioner (print) or the reprint requester
 * (reprint) with CERTIFICATE_PRINTED, and a print job. The merged PDF is rendered after commit by
 * the print job runner (printing/runner.ts: worker threads, streamed into storage, signed, kept
 * with its SHA-256; then the certificate_prints rows and digital delivery), and the answer carries
 * the job, which the client follows (`GET /printJobs/{id}`, the `print-job` live event).
 *
 * spec: certificate-workflow §4 (print), §5 "Bulk print", §7 /printCertificate, /printCertificate_list,
 * /reprintCertificate, /reprintCertificate_list, /bulkPrintCertificate; DESIGN.md state machine rows
 * "print" and "reprint", "PDFs", "Work that takes time"; docs/architecture.md "Bulk work off the request path";
 * api/CONTRACT.md "PDFs", "Print jobs".
 */
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { Principal } from '../../auth/principal.js';
import type { Tx } from '../../db/client.js';
import { certificatePrints, storedFiles } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { renderCertificatesPdf } from '../../pdf/renderCertificatesPdf.js';
import { firstPrintNote, firstPrintWarnings } from '../../templates/complianceOf.js';
import { printedPdfSigning } from '../../signing/printed.js';
import type { PrintKindCode } from '../../codes.js';
import { digitalDeliveryOn } from '../../settings/company.js';
import type { PrintJobJson } from '../../printJobs/answers.js';
import { queuePrintJob } from '../../printJobs/queuePrintJob.js';
import { loadRenderItems } from '../pdfData.js';
import { ACTION_RULES, CREDENTIAL_STATUS, REPRINT_STATUS } from '../rules.js';
import { commitTransition, runInTransaction, type TransitionOutcome } from '../workflow/apply.js';
import { describe, loadSubjects, type Subject } from '../workflow/subjects.js';
import { authorize } from '../workflow/permissions.js';
import { NOTIFICATION_MESSAGES as M } from '../notificationMessages.js';

export const SAME_STATUS_AND_TEMPLATE =
  'All student certificates must be under same certificate status and same certificate template';

/** 'print' (4 → 5), 'reprint' (reprint 2 → 4), or 'auto' (bulk: decided by the certificates' state). */
export type PrintMode = 'print' | 'reprint' | 'auto';

export interface PrintResult {
  message: string;
  /** The print job rendering the merged PDF (queued: the transaction just committed). */
  job: PrintJobJson;
  data: TransitionOutcome[];
}

const isReprintable = (s: Subject) =>
  s.credentialStatus === CREDENTIAL_STATUS.PRINTED && s.reprintStatus === REPRINT_STATUS.REPRINT_APPROVED;

/** A header-safe file name: `<credential_number>_<Student Name>.pdf` for one, else a dated batch name. */
export function printFileName(
  subjects: ReadonlyArray<Pick<Subject, 'credentialNumber' | 'studentName'>>,
  kind: PrintKindCode,
  now = new Date(),
): string {
  const clean = (t: string) => t.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'certificate';
  if (subjects.length === 1) return `${clean(subjects[0]!.credentialNumber)}_${clean(subjects[0]!.studentName)}.pdf`;
  return `${kind === 'reprint' ? 'reprints' : 'certificates'}_${now.toISOString().slice(0, 10)}_${subjects.length}.pdf`;
}

/**
 * Prints `ids` as `principal` (see the file's docstring): answers the message, the changed
 * certificates and the queued job. 400 (nothing changed) when they differ in status or template;
 * 403, 404, 409 as every transition (workflow/apply.ts).
 */
export async function printCertificates(
  deps: AppDeps,
  principal: Principal,
  ids: number[],
  mode: PrintMode,
): Promise<PrintResult> {
  authorize(principal, mode === 'reprint' ? 'reprint' : 'print');
  return runInTransaction(deps, principal.userId, async (ctx) => {
    const subjects = await loadSubjects(ctx.tx, ids);
    const states = new Set(subjects.map((s) => `${s.credentialStatus}/${s.reprintStatus}`));
    if (states.size > 1 || new Set(subjects.map((s) => s.templateId)).size > 1) {
      throw badRequest(SAME_STATUS_AND_TEMPLATE, { certificate: SAME_STATUS_AND_TEMPLATE });
    }
    const kind = mode === 'auto' ? (subjects.every(isReprintable) ? 'reprint' : 'print') : mode;
    const rule = ACTION_RULES[kind];
    const now = new Date();
    // docs/compliance.md: before the template's first print, its warnings go with the answer (never a refusal).
    const warnings = kind === 'print' ? await firstPrintWarnings(ctx.tx, subjects[0]!.templateId) : [];
    const data = await commitTransition(ctx, subjects, {
      action: rule.event,
      guard: rule.from,
      conflictMessage: rule.conflictMessage,
      set:
        kind === 'print'
          ? { credentialStatus: rule.to, printedBy: principal.userId, printedOn: now }
          : { reprintStatus: rule.toReprint, reprintedBy: principal.userId, reprintedOn: now },
      notify: (s) => [
        {
          subject: 'CERTIFICATE_PRINTED',
          certificateId: s.id,
          recipients: [kind === 'reprint' ? (s.reprintRequestedBy ?? s.requisitionerId) : s.requisitionerId],
          message: M.printed(describe(s), kind),
        },
      ],
    });

    // docs/architecture.md "Bulk work off the request path": the PDF is the print job's; docs/printing.md "Digital delivery" follows when it is done.
    const certificateIds = subjects.map((s) => s.id);
    const job = await queuePrintJob(ctx.tx, {
      kind,
      certificateIds,
      fileName: printFileName(subjects, kind, now),
      digitalDelivery: await digitalDeliveryOn(ctx.tx),
      createdBy: principal.userId,
      createdAt: now,
    });
    await ctx.record({ type: 'PrintJobQueued', jobId: job.id, kind, certificateIds, actorId: principal.userId });
    const n = subjects.length;
    const verb = kind === 'reprint' ? 'reprinted' : 'printed';
    return {
      message:
        (n === 1 ? `Certificate ${verb} successfully` : `${n} certificates ${verb} successfully`) +
        firstPrintNote(warnings),
      job,
      data,
    };
  });
}

/**
 * Renders `subjects` as printed in memory (one PDF, no watermark, signed by the organisation: issue
 * 12, signing/printed.ts), stores it with its SHA-256 and size, and records one certificate_prints
 * row per certificate, all in `tx`. For the demo seed's few printed certificates; prints and
 * reprints go through print jobs (docs/architecture.md "Bulk work off the request path"). spec: DESIGN.md "PDFs" (printed PDFs are kept).
 */
export async function storePrintedPdf(
  tx: Tx,
  subjects: readonly Subject[],
  kind: PrintKindCode,
  actorId: number,
  at: Date,
  /** The public address (config `publicUrl`): each issued certificate gets its verification QR code (docs/verification.md). */
  publicUrl?: string,
): Promise<{ pdf: Uint8Array; file: { id: number; file_name: string; sha256: string; byte_size: number } }> {
  // docs/security.md "Signed PDFs": signed by the organisation (PAdES) before the SHA-256 is taken.
  const signing = await printedPdfSigning(tx, at);
  const unsigned = await renderCertificatesPdf(
    await loadRenderItems(
      tx,
      subjects.map((s) => s.id),
      { publicUrl },
    ),
    {
      title:
        subjects.length === 1 ? `Certificate ${subjects[0]!.credentialNumber}` : `Certificates (${subjects.length})`,
      prepare: signing.prepare,
    },
  );
  const pdf = await signing.sign(unsigned);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const fileName = printFileName(subjects, kind, at);
  const [file] = await tx
    .insert(storedFiles)
    .values({
      kind: 'printed',
      fileName,
      contentType: 'application/pdf',
      byteSize: pdf.byteLength,
      sha256,
      data: pdf,
      createdBy: actorId,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  await tx
    .insert(certificatePrints)
    .values(subjects.map((s) => ({ certificateId: s.id, fileId: file!.id, kind, printedBy: actorId, printedAt: at })));
  return { pdf, file: { id: file!.id, file_name: fileName, sha256, byte_size: pdf.byteLength } };
}
