/**
 * Queues a print job in the print (or reprint) transaction (issue 13 "Bulk work off the request
 * path"): the job commits or rolls back with the change, and the runner is woken after commit.
 */
import type { TransitionContext } from '../certificates/workflow/apply.js';
import { PRINT_JOB_STATUS } from '../codes.js';
import { printJobs } from '../db/schema.js';
import { type PrintJobJson, printJobJson } from './answers.js';

/** What the transition knows of the job. */
export interface NewPrintJob {
  kind: 'print' | 'reprint';
  /** In print order. */
  certificateIds: number[];
  fileName: string;
  /** Organisation Settings' digital delivery at print time (issue 12). */
  digitalDelivery: boolean;
  createdBy: number;
  createdAt: Date;
}

/** Inserts the job (status `queued`) with `ctx.tx`; answers it as the api answers a job. */
export async function queuePrintJob(ctx: TransitionContext, job: NewPrintJob): Promise<PrintJobJson> {
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
