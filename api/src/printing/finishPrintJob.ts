/**
 * The last step of a print job (docs/architecture.md "Bulk work off the request path"), ONE transaction, only
 * while the attempt still holds the job: the job `done` with its file; the merged PDF (and the
 * learners' copies) `printed` — readable from now on, known to "Check a document"; one
 * certificate_prints row per certificate (docs/printing.md: printed PDFs are kept, the register shows
 * them); with digital delivery, each learner's link, e-mail (outbox) and `delivered` event
 * (delivery/deliver.ts). Stray files of attempts that lost the job are removed.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { runInTransaction } from '../certificates/workflow/apply.js';
import { loadSubjects } from '../certificates/workflow/subjects.js';
import { PRINT_JOB_STATUS, PRINT_KIND } from '../codes.js';
import { certificatePrints, printJobs, storedFiles } from '../db/schema.js';
import { insertInBatches } from '../db/batches.js';
import { type DeliveryRecipient, deliverCopies } from '../delivery/deliver.js';

/** A learner's own copy to deliver: the stored file and their address. */
export interface LearnerCopy {
  certificateId: number;
  fileId: number;
  recipient: DeliveryRecipient;
}

type JobRow = typeof printJobs.$inferSelect;
type FileRow = { id: number; fileName: string; sha256: string; byteSize: number };

/**
 * Finishes `job` (see the file's docstring) for attempt `attempt`; answers the job and its file as
 * they now are, or null when the attempt no longer holds the job (nothing changed).
 */
export async function finishPrintJob(
  deps: AppDeps,
  job: JobRow,
  result: { fileId: number; copies: readonly LearnerCopy[]; attempt: number },
): Promise<{ job: JobRow; file: FileRow } | null> {
  const now = new Date();
  return runInTransaction(deps, job.createdBy, async (ctx) => {
    const { tx } = ctx;
    const [row] = await tx
      .update(printJobs)
      .set({
        status: PRINT_JOB_STATUS.DONE,
        done: job.total,
        fileId: result.fileId,
        emailed: job.digitalDelivery ? result.copies.length : null,
        lastError: null,
        snapshot: null,
        finishedAt: now,
      })
      .where(
        and(
          eq(printJobs.id, job.id),
          eq(printJobs.status, PRINT_JOB_STATUS.RENDERING),
          eq(printJobs.attempts, result.attempt),
        ),
      )
      .returning();
    if (!row) return null;
    const mine = [result.fileId, ...result.copies.map((c) => c.fileId).filter((id) => id !== result.fileId)];
    await tx
      .delete(storedFiles)
      .where(
        and(eq(storedFiles.printJobId, job.id), eq(storedFiles.kind, 'printing'), notInArray(storedFiles.id, mine)),
      );
    const files = await tx.update(storedFiles).set({ kind: 'printed' }).where(inArray(storedFiles.id, mine)).returning({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      sha256: storedFiles.sha256,
      byteSize: storedFiles.byteSize,
    });
    const kind = job.kind === PRINT_KIND.REPRINT ? PRINT_KIND.REPRINT : PRINT_KIND.PRINT;
    const printed = { printedBy: job.createdBy, printedAt: job.createdAt };
    await insertInBatches(tx, certificatePrints, [
      ...job.certificateIds.map((certificateId) => ({ certificateId, fileId: result.fileId, kind, ...printed })),
      ...result.copies
        .filter((c) => c.fileId !== result.fileId)
        .map((c) => ({ certificateId: c.certificateId, fileId: c.fileId, kind: PRINT_KIND.DIGITAL, ...printed })),
    ]);
    if (result.copies.length > 0) {
      const subjects = new Map(
        (
          await loadSubjects(
            tx,
            result.copies.map((c) => c.certificateId),
          )
        ).map((s) => [s.id, s]),
      );
      await deliverCopies(
        ctx,
        result.copies.map((c) => ({
          subject: subjects.get(c.certificateId)!,
          fileId: c.fileId,
          recipient: c.recipient,
        })),
        { kind, actorId: job.createdBy, at: job.createdAt },
      );
    }
    return { job: row, file: files.find((f) => f.id === result.fileId)! };
  });
}
