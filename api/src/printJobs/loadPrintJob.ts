/**
 * Reading a print job as the api answers it, and waiting for one to end (docs/architecture.md "Bulk work off the request path"). The wait hears the job's `print-job` events on this instance's event bus —
 * which brings them from every instance (LISTEN/NOTIFY) — and reads the job again at the end.
 */
import { eq } from 'drizzle-orm';
import { PRINT_JOB_STATUS } from '../codes.js';
import type { Db } from '../db/client.js';
import { printJobs, storedFiles } from '../db/schema.js';
import type { EventChannel } from '../events/bus.js';
import { type PrintJobJson, printJobJson } from './answers.js';

/** The job `id` with who started it, or null when there is none. */
export async function loadPrintJob(db: Db, id: number): Promise<{ job: PrintJobJson; createdBy: number } | null> {
  const [row] = await db
    .select({
      job: printJobs,
      file: {
        id: storedFiles.id,
        fileName: storedFiles.fileName,
        sha256: storedFiles.sha256,
        byteSize: storedFiles.byteSize,
      },
    })
    .from(printJobs)
    .leftJoin(storedFiles, eq(storedFiles.id, printJobs.fileId))
    .where(eq(printJobs.id, id));
  if (!row) return null;
  return { job: printJobJson(row.job, row.file), createdBy: row.job.createdBy };
}

/** Whether a job has ended (done or failed). */
export const jobEnded = (job: Pick<PrintJobJson, 'status'>): boolean =>
  job.status === PRINT_JOB_STATUS.DONE || job.status === PRINT_JOB_STATUS.FAILED;

/**
 * The job `id` once it has ended, or as it is after `timeoutMs` (null when there is none). Never
 * holds a database connection while it waits.
 */
export async function waitForPrintJob(
  deps: { db: Db; events: EventChannel },
  id: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ job: PrintJobJson; createdBy: number } | null> {
  let wake: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const stop = deps.events.listen((event) => {
    if (event.type === 'print-job' && event.job.id === id && jobEnded(event.job)) wake();
  });
  const timer = setTimeout(wake, timeoutMs);
  signal?.addEventListener('abort', wake, { once: true });
  try {
    const now = await loadPrintJob(deps.db, id);
    if (!now || jobEnded(now.job) || timeoutMs <= 0) return now;
    await ended;
    return await loadPrintJob(deps.db, id);
  } finally {
    clearTimeout(timer);
    stop();
    signal?.removeEventListener('abort', wake);
  }
}
