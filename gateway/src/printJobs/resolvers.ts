/**
 * Print jobs in GraphQL (docs/architecture.md "Bulk work off the request path"): a print or reprint is recorded
 * at once and answers its job (`PrintCertificatesPayload.job`); the job makes the merged, signed
 * PDF in the api's worker threads and the client follows it with `printJobUpdated(id)` — its state
 * now, then the api's `print-job` events of the connection's `/events` stream (from whichever api
 * instance renders it) until it is DONE or FAILED — or reads it with `printJob(id)`.
 * spec: api/CONTRACT.md "Print jobs"; DESIGN.md "Work that takes time".
 */
import { PRINT_JOB_STATUS } from '@certify/api/codes';
import type { GatewayContext } from '../context.js';
import type {
  PrintCertificatesPayloadResolvers,
  PrintJobResolvers,
  QueryResolvers,
  StoredFile,
  SubscriptionResolvers,
} from '../generated/resolvers.js';
import { filePath } from '../certificates/certificateResolvers.js';
import { live } from '../notifications/resolvers.js';
import { gatewayError } from '../rest/errors.js';
import { restId } from '../rest/ids.js';
import type { PrintJobModel, PrintPayloadModel } from './models.js';

/** Whether the job has ended (DONE or FAILED). */
const ended = (job: PrintJobModel): boolean =>
  job.status === PRINT_JOB_STATUS.DONE || job.status === PRINT_JOB_STATUS.FAILED;

/** The longest the api is asked to hold one `GET /printJobs/{id}?wait=` (under the client's 60 s). */
const WAIT_SECONDS = 50;
/** How many such waits the deprecated `PrintCertificatesPayload.file` makes before giving up (10 minutes). */
const MAX_WAITS = 12;

/** The REST job `id` of the caller (null: none, or not theirs). */
async function jobOf(ctx: GatewayContext, id: string, wait = 0): Promise<PrintJobModel | null> {
  try {
    const answer = await ctx.api.get('/printJobs/{id}', {
      params: { id: restId(id) },
      ...(wait > 0 ? { query: { wait } } : {}),
    });
    return answer.job;
  } catch (err) {
    if ((err as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
    throw err;
  }
}

const storedFileOf = (file: NonNullable<PrintJobModel['file']>): StoredFile => ({
  id: String(file.id),
  fileName: file.file_name,
  url: filePath(file.id),
  sha256: file.sha256,
  byteSize: file.byte_size,
});

/** `PrintJob` fields from the REST job. */
export const printJobResolvers: PrintJobResolvers = {
  id: (j: PrintJobModel) => String(j.id),
  kind: (j) => j.kind,
  status: (j) => j.status,
  total: (j) => j.total,
  done: (j) => j.done,
  message: (j) => j.message,
  file: (j) => (j.file ? storedFileOf(j.file) : null),
  emailed: (j) => j.emailed,
  createdAt: (j) => j.created_at,
  finishedAt: (j) => j.finished_at,
};

/**
 * `PrintCertificatesPayload`: `job` as answered; the deprecated `file` waits for the job
 * (`GET /printJobs/{id}?wait=`), and fails with the job's message when it failed.
 */
export const printPayloadResolvers: PrintCertificatesPayloadResolvers = {
  message: (p: PrintPayloadModel) => p.message,
  certificates: (p) => p.certificates,
  job: (p) => p.job,
  file: async (p, _a, ctx) => {
    let job: PrintJobModel | null = p.job;
    for (let i = 0; job && !ended(job) && i < MAX_WAITS; i++) job = await jobOf(ctx, String(p.job.id), WAIT_SECONDS);
    if (!job) throw gatewayError('NOT_FOUND', 'Print job not found');
    if (job.status === PRINT_JOB_STATUS.DONE && job.file) return storedFileOf(job.file);
    throw gatewayError('UPSTREAM_UNAVAILABLE', job.message ?? 'The printed PDF is not ready yet; follow `job`', {
      printJobId: String(job.id),
    });
  },
};

/** `printJob(id)`: the viewer's job, or null. */
export const printJobQueries: Pick<QueryResolvers, 'printJob'> = {
  printJob: (_p, { id }, ctx) => jobOf(ctx, id),
};

/**
 * `printJobUpdated(id)` (see the file's docstring). The connection's events are heard from before
 * the job is read, so nothing between the read and the first event is lost; an event older than what
 * was already sent (a lower count while rendering) is skipped.
 */
export const printJobSubscriptions: Pick<SubscriptionResolvers, 'printJobUpdated'> = {
  printJobUpdated: {
    subscribe: async (_p, { id }, ctx) => {
      const events = live(ctx, (e) => (e.type === 'print-job' && String(e.data.id) === id ? e.data : null));
      let now: PrintJobModel | null;
      try {
        now = await jobOf(ctx, id);
      } catch (err) {
        await events.return?.();
        throw err;
      }
      if (!now) {
        await events.return?.();
        throw gatewayError('NOT_FOUND', 'Print job not found');
      }
      async function* follow(first: PrintJobModel): AsyncGenerator<{ printJobUpdated: PrintJobModel }> {
        try {
          let last = first;
          yield { printJobUpdated: last };
          while (!ended(last)) {
            const next = await events.next();
            if (next.done) return;
            const job = next.value;
            const stale =
              job.status === last.status && job.status === PRINT_JOB_STATUS.RENDERING && job.done <= last.done;
            if (stale) continue;
            last = job;
            yield { printJobUpdated: job };
          }
        } finally {
          await events.return?.();
        }
      }
      return follow(now);
    },
    resolve: (payload: { printJobUpdated: PrintJobModel }) => payload.printJobUpdated,
  },
};
