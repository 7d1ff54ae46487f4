/**
 * Queues a print job in the print (or reprint) transaction (docs/architecture.md "Bulk work off the
 * request path"): the job commits or rolls back with the change. The transition then records
 * `PrintJobQueued` (domainEvents/events.ts), on which the printing subscriber wakes the runner
 * after commit.
 */
import { PRINT_JOB_STATUS } from '../codes.js';
import type { Tx } from '../db/client.js';
import { printJobs } from '../db/schema.js';
import { type PrintJobJson, printJobJson } from './answers.js';

/** What the transition knows of the job. */
export interface NewPrintJob {
  kind: 'print' | 'reprint';
  /** In print order. */
  certificateIds: number[];
  fileName: string;
  /** Organisation Settings' digital delivery at print time (docs/printing.md "Digital delivery"). */
  digitalDelivery: boolean;
  createdBy: number;
  createdAt: Date;
}

/** Inserts the job (status `queued`) with `tx`, the transition's transaction; answers the job as the api answers it. */
export async function queuePrintJob(tx: Tx, job: NewPrintJob): Promise<PrintJobJson> {
  const [row] = await tx
    .insert(printJobs)
    .values({
      ...job,
      status: PRINT_JOB_STATUS.QUEUED,
      total: job.certificateIds.length,
      nextAttemptAt: job.createdAt,
    })
    .returning();
  return printJobJson(row!, null);
}
