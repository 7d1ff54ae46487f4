/**
 * How the api answers a print job (docs/architecture.md "Bulk work off the request path"): in the print calls'
 * JSON answer, `GET /printJobs/{id}` and the `print-job` live event. spec: api/CONTRACT.md "Print jobs".
 */
import { z } from 'zod';
import { codesOf, PRINT_JOB_STATUS, PRINT_KIND, type PrintJobStatusCode } from '../codes.js';
import type { printJobs } from '../db/schema.js';
import { timestamp } from '../http/answers.js';

/** The stored PDF of a print or reprint. */
export const storedFile = z
  .object({ id: z.int(), file_name: z.string(), sha256: z.string(), byte_size: z.int() })
  .meta({ id: 'StoredFile' });

/** A print job as answered. */
export const printJobAnswer = z
  .object({
    id: z.int(),
    kind: z.enum([PRINT_KIND.PRINT, PRINT_KIND.REPRINT]).describe('`print` or `reprint`'),
    status: z
      .enum(codesOf(PRINT_JOB_STATUS))
      .describe(
        '`queued` (waiting for a render thread, or for its next attempt), `rendering`, `done` (`file` is ' +
          'the merged, signed PDF), `failed` (every attempt failed; `message` says why)',
      ),
    total: z.int().describe('Certificates in the print'),
    done: z.int().describe('Certificates rendered so far (equals `total` once done)'),
    message: z
      .string()
      .nullable()
      .describe('Why the last attempt failed (a retry is coming while `queued`; final when `failed`); else null'),
    file: storedFile.nullable().describe('The merged, signed PDF once `done`; else null'),
    emailed: z
      .int()
      .nullable()
      .describe(
        'Learners e-mailed their own copy once done (docs/printing.md "Digital delivery"); null when delivery is off',
      ),
    created_at: timestamp(),
    finished_at: timestamp().nullable(),
  })
  .meta({ id: 'PrintJob' });

export type PrintJobJson = z.infer<typeof printJobAnswer>;

/** `GET /printJobs/{id}`. */
export const printJobView = z.object({ success: z.literal(1), job: printJobAnswer }).meta({ id: 'PrintJobView' });

/** The `print-job` event of `GET /events`: the job as it is now. */
export const printJobEvent = printJobAnswer.meta({ id: 'PrintJobEvent' });

/** How many attempts a job gets before it is `failed`. */
export const PRINT_JOB_MAX_ATTEMPTS = 3;

/** A job row and its file (when done). */
type JobRow = Pick<
  typeof printJobs.$inferSelect,
  'id' | 'kind' | 'status' | 'total' | 'done' | 'lastError' | 'attempts' | 'emailed' | 'createdAt' | 'finishedAt'
>;

/** What a job's `message` says of its last failure (null when there is none). */
export function jobMessage(job: Pick<JobRow, 'status' | 'lastError' | 'attempts'>): string | null {
  if (!job.lastError) return null;
  if (job.status === PRINT_JOB_STATUS.FAILED) {
    return `The PDF could not be made (${job.attempts} attempts): ${job.lastError}`;
  }
  return `Attempt ${job.attempts} of ${PRINT_JOB_MAX_ATTEMPTS} failed (${job.lastError}); trying again`;
}

/** The answer of `job` (its file when done). */
export function printJobJson(
  job: JobRow,
  file: { id: number; fileName: string; sha256: string; byteSize: number } | null,
): PrintJobJson {
  return {
    id: job.id,
    kind: job.kind === PRINT_KIND.REPRINT ? PRINT_KIND.REPRINT : PRINT_KIND.PRINT,
    status: job.status as PrintJobStatusCode,
    total: job.total,
    done: job.status === PRINT_JOB_STATUS.DONE ? job.total : job.done,
    message: jobMessage(job),
    file: file ? { id: file.id, file_name: file.fileName, sha256: file.sha256, byte_size: file.byteSize } : null,
    emailed: job.emailed,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

declare module '../events/apiEvent.js' {
  interface LiveEventBodies {
    /** A print job as `/printJobs/{id}` answers it. */
    printJob: PrintJobJson;
  }
}
