/**
 * Queues a print job in the print (or reprint) transaction (docs/architecture.md "Bulk work off the request path"): the job commits or rolls back with the change, and the runner is woken after commit.
 */
import { PRINT_JOB_STATUS } from '../codes.js';
import type { Tx } from '../db/client.js';
import { printJobs } from '../db/schema.js';
import type { AfterCommit } from '../notifications/notify.js';
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

/**
 * Inserts the job (status `queued`) with `ctx.tx`, the transition's transaction, and wakes the runner
 * through its after-commit queue; answers the job as the api answers it.
 */
export async function queuePrintJob(ctx: { tx: Tx; after: AfterCommit }, job: NewPrintJob): Promise<PrintJobJson> {
  const [row] = await ctx.tx
    .insert(printJobs)
    .values({
      ...job,
      status: PRINT_JOB_STATUS.QUEUED,
      total: job.certificateIds.length,
      nextAttemptAt: job.createdAt,
    })
    .returning();
  ctx.after.printJobQueued();
  return printJobJson(row!, null);
}
