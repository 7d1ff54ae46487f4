/**
 * The print job runner of one api instance (docs/architecture.md "Bulk work off the request path"; DESIGN.md
 * "Work that takes time": a short transaction records the change, a queue on the product's own
 * database does the rest, worker threads do the CPU work, progress reaches the client by event).
 *
 * A round (jobs/dispatcher.ts, the api's one retry machinery) CLAIMS one due job with `FOR UPDATE
 * SKIP LOCKED` — queued, a retry whose backoff has passed, or one whose runner died (its lease,
 * `next_attempt_at`, has passed) — counting the attempt, and runs it outside any transaction:
 * 1. the snapshot of the data (pdfData.ts), taken by the first attempt and kept on the job (written
 *    while the attempt renders, and before it is done), so a retry prints the same;
 * 2. the merged PDF, rendered by the render pool in chunks and written part by part into a stored
 *    file of kind `printing` while it is rendered (pdf/streamedPdf.ts, files/storedFileParts.ts),
 *    signed, with its SHA-256; the progress is written and published as chunks finish, and the
 *    lease is renewed every third of it while the attempt runs (`LeaseKeeper`);
 * 3. with digital delivery, each learner's own signed copy (bulk prints);
 * 4. ONE transaction (finishPrintJob.ts): the job `done`, its files `printed`, the certificate_prints
 *    rows, the delivery links, e-mails and events — only if this attempt still holds the job.
 * A failed attempt is retried after 5 s, then 10 s; after PRINT_JOB_MAX_ATTEMPTS it is `failed`
 * with the error, which the printer sees. Its files are removed. `stop()` (app close) ends the
 * attempt in flight and hands the job back (queued, the attempt not counted), so a restarted or
 * another instance finishes it; an instance that dies instead leaves it to be claimed when the
 * lease ends. Several instances never run one job together.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { hydrateSnapshot, loadRenderSnapshot, type RenderSnapshot } from '../certificates/pdfData.js';
import { printFileName } from '../certificates/transitions/print.js';
import { PRINT_JOB_STATUS, PRINT_KIND } from '../codes.js';
import type { Db } from '../db/client.js';
import { printJobs, storedFiles } from '../db/schema.js';
import { deliveryRecipients } from '../delivery/deliver.js';
import { FilePartWriter } from '../files/storedFileParts.js';
import {
  consoleLog,
  Dispatcher,
  type DispatcherLog,
  describeError,
  LeaseKeeper,
  retryDelaySeconds,
} from '../jobs/dispatcher.js';
import { RenderPool } from '../pdf/renderPool.js';
import { writeStreamedPdf } from '../pdf/streamedPdf.js';
import { printedPdfSigner } from '../signing/printed.js';
import { PRINT_JOB_MAX_ATTEMPTS, type PrintJobJson, printJobJson } from '../printJobs/answers.js';
import { finishPrintJob, type LearnerCopy } from './finishPrintJob.js';
import { intArrayLiteral } from '../db/idIn.js';

/** How the runner works. */
export interface PrintJobRunnerOptions {
  /** false: jobs are queued but not run by this app (tests that drive the runner themselves). */
  deliver?: boolean;
  /** Render threads (default: one per core; config `PRINT_WORKERS`). */
  threads?: number;
  /** Start and warm the render threads now and keep them (the api does; tests start them on demand). */
  warm?: boolean;
  /**
   * How long a claimed job is its runner's without a sign of life (default 30 s): renewed every
   * third of it while the job runs (jobs/dispatcher.ts `LeaseKeeper`), so a runner that dies leaves
   * it to another within one lease.
   */
  leaseSeconds?: number;
  /** How often the runner looks for due jobs without being woken. */
  pollSeconds?: number;
  /** The wait before the second attempt, doubled for each further one. */
  firstRetrySeconds?: number;
  /** Most certificates per chunk (a chunk is rendered by one thread, then appended). */
  chunkSize?: number;
  log?: DispatcherLog;
}

type JobRow = typeof printJobs.$inferSelect;

/** The job was taken over (its lease ended) or removed: this attempt stops without a trace. */
class JobLost extends Error {}

/** `bytes` copied once into shared memory: every chunk sent to a render thread then shares it. */
function shared(bytes: Uint8Array): Uint8Array {
  const view = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  view.set(bytes);
  return view;
}

/** Progress is written and published at most this often (and always at the end). */
const PROGRESS_EVERY_MS = 200;
/** Learners' copies rendered per task. */
const COPIES_PER_TASK = 25;

/** The runner (see the file's docstring). It is the app's `deps.printJobs`. */
export class PrintJobRunner extends Dispatcher {
  private readonly pool: RenderPool;
  private readonly leaseSeconds: number;
  private readonly firstRetrySeconds: number;
  private readonly chunkSize: number;
  private abort = new AbortController();
  /** The lease of the job being run (its attempt: a renewal never extends another attempt's lease). */
  private readonly leases: LeaseKeeper;
  private attempt = 0;

  constructor(
    private readonly deps: AppDeps,
    options: PrintJobRunnerOptions = {},
  ) {
    super(
      'print jobs',
      { batchSize: 1, pollSeconds: options.pollSeconds ?? 5 },
      options.log ?? consoleLog,
      options.deliver !== false,
    );
    this.pool = new RenderPool({ threads: options.threads, warm: options.warm });
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.leases = new LeaseKeeper(
      (ids) =>
        this.db.execute(sql`
          UPDATE print_jobs
             SET next_attempt_at = statement_timestamp() + ${this.leaseSeconds}::int * interval '1 second'
           WHERE id = ANY(${intArrayLiteral(ids)}::int[]) AND status = ${PRINT_JOB_STATUS.RENDERING}
             AND attempts = ${this.attempt}`),
      (this.leaseSeconds * 1000) / 3,
      (err) => this.log.warn(`print jobs: renewing a lease failed: ${describeError(err)}`),
    );
    this.firstRetrySeconds = options.firstRetrySeconds ?? 5;
    this.chunkSize = options.chunkSize ?? 50;
  }

  /**
   * Whether the render threads are ready for a print: false while warm threads are still starting
   * (the api answers `/ready` with 503 meanwhile, so a print is never the one that waits for them).
   */
  get isWarm(): boolean {
    return this.pool.isWarm;
  }

  /** Resolves once the render threads are warm (at once when they start on demand). */
  ready(): Promise<void> {
    return this.pool.ready();
  }

  private get db(): Db {
    return this.deps.db;
  }

  /** Ends the attempt in flight (its job handed back), then the loop and the render threads. */
  override async stop(): Promise<void> {
    this.abort.abort();
    await super.stop();
  }

  protected override async onStop(): Promise<void> {
    this.leases.stop();
    await this.pool.close();
  }

  /** One round: claims one due job and runs it to its end (done, retry, failed or handed back). */
  async dispatch(): Promise<{ claimed: number }> {
    if (this.isStopped) return { claimed: 0 };
    const claimed = await this.db.execute<Record<string, unknown>>(sql`
      UPDATE print_jobs
         SET status = ${PRINT_JOB_STATUS.RENDERING},
             attempts = attempts + 1,
             done = 0,
             next_attempt_at = statement_timestamp() + ${this.leaseSeconds}::int * interval '1 second',
             started_at = coalesce(started_at, statement_timestamp())
       WHERE id = (
             SELECT id FROM print_jobs
              WHERE status IN (${PRINT_JOB_STATUS.QUEUED}, ${PRINT_JOB_STATUS.RENDERING})
                AND next_attempt_at <= statement_timestamp()
              ORDER BY next_attempt_at, id
              LIMIT 1
                FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const id = claimed.rows[0]?.id;
    if (id === undefined) return { claimed: 0 };
    const [job] = await this.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.id, Number(id)));
    if (job) {
      this.attempt = job.attempts;
      this.leases.hold([job.id]);
      try {
        await this.run(job);
      } finally {
        this.leases.release(job.id);
      }
    }
    return { claimed: 1 };
  }

  /** Runs one claimed attempt of `job`. Never throws. */
  private async run(job: JobRow): Promise<void> {
    const signal = this.abort.signal;
    try {
      if (job.attempts > PRINT_JOB_MAX_ATTEMPTS) {
        // Only an api that died while rendering it counts attempts past the last one.
        throw new Error('the api stopped while rendering it');
      }
      await this.removeFiles(job.id);
      this.publish(job);
      // A first attempt keeps its snapshot on the job while it renders (awaited before the job is done).
      let snapshot = job.snapshot as RenderSnapshot | null;
      let kept: Promise<void> = Promise.resolve();
      if (!snapshot) {
        snapshot = await loadRenderSnapshot(this.db, job.certificateIds, { publicUrl: this.deps.config.publicUrl });
        kept = this.keepSnapshot(job, snapshot);
        kept.catch(() => {}); // awaited below; a render that fails first ends the attempt
      }
      const items = await hydrateSnapshot(this.db, snapshot, shared);
      if (items.length === 0) throw new Error('none of its certificates exists');
      const at = job.createdAt;
      const signer = await printedPdfSigner(this.db, at);

      const [file] = await this.db
        .insert(storedFiles)
        .values({
          kind: 'printing',
          fileName: job.fileName,
          contentType: 'application/pdf',
          byteSize: 0,
          sha256: '',
          data: new Uint8Array(),
          printJobId: job.id,
          createdBy: job.createdBy,
          createdAt: at,
        })
        .returning({ id: storedFiles.id });
      const writer = new FilePartWriter(this.db, file!.id);
      const size = Math.max(1, Math.min(this.chunkSize, Math.ceil(items.length / (this.pool.parallelism * 4))));
      const chunks = [];
      for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
      let reported = 0;
      const merged = await writeStreamedPdf({
        chunks,
        title: items.length === 1 ? `Certificate ${items[0]!.data.credentialNumber}` : `Certificates (${items.length})`,
        at,
        signing: signer,
        renderer: this.pool,
        sink: (bytes) => writer.write(bytes),
        signal,
        onProgress: async (done) => {
          if (done < items.length && Date.now() - reported < PROGRESS_EVERY_MS) return;
          reported = Date.now();
          await this.progress(job, done);
        },
      });
      const parts = await writer.close();
      await kept;
      await this.db
        .update(storedFiles)
        .set({ byteSize: merged.byteSize, sha256: merged.sha256, parts })
        .where(eq(storedFiles.id, file!.id));

      const copies = job.digitalDelivery ? await this.learnerCopies(job, items, file!.id, signer) : [];
      signal.throwIfAborted();
      const done = await finishPrintJob(this.deps, job, {
        fileId: file!.id,
        copies: copies,
        attempt: job.attempts,
      });
      if (!done) throw new JobLost();
      this.publish(done.job, done.file);
    } catch (err) {
      await this.attemptEnded(job, err, signal.aborted).catch((e: unknown) =>
        this.log.error(
          `print jobs: job ${job.id}: could not record the end of attempt ${job.attempts}: ${describeError(e)}`,
        ),
      );
    }
  }

  /** Keeps `snapshot` on the job, so a retry prints the same (this attempt must still hold it). */
  private async keepSnapshot(job: JobRow, snapshot: RenderSnapshot): Promise<void> {
    const kept = await this.db
      .update(printJobs)
      .set({ snapshot })
      .where(this.held(job))
      .returning({ id: printJobs.id });
    if (!kept.length) throw new JobLost();
  }

  /** Renders each deliverable learner's own signed copy (a single print's copy is the print itself). */
  private async learnerCopies(
    job: JobRow,
    items: Awaited<ReturnType<typeof hydrateSnapshot>>,
    mergedFileId: number,
    signer: Awaited<ReturnType<typeof printedPdfSigner>>,
  ): Promise<LearnerCopy[]> {
    const recipients = await deliveryRecipients(this.db, job.certificateIds);
    const wanted = items.filter((i) => recipients.has(i.certificateId));
    if (items.length === 1) {
      return wanted.map((i) => ({
        certificateId: i.certificateId,
        fileId: mergedFileId,
        recipient: recipients.get(i.certificateId)!,
      }));
    }
    const batches = [];
    for (let i = 0; i < wanted.length; i += COPIES_PER_TASK) batches.push(wanted.slice(i, i + COPIES_PER_TASK));
    const out: LearnerCopy[] = [];
    await Promise.all(
      batches.map(async (batch) => {
        const pdfs = await this.pool.signedCopies(
          batch.map(({ certificateId: _c, ...item }) => item),
          signer.key,
          signer.info,
        );
        this.abort.signal.throwIfAborted();
        const rows = await this.db
          .insert(storedFiles)
          .values(
            batch.map((item, i) => ({
              kind: 'printing',
              fileName: printFileName([item.data], PRINT_KIND.DIGITAL),
              contentType: 'application/pdf',
              byteSize: pdfs[i]!.pdf.byteLength,
              sha256: pdfs[i]!.sha256,
              data: pdfs[i]!.pdf,
              printJobId: job.id,
              createdBy: job.createdBy,
              createdAt: job.createdAt,
            })),
          )
          .returning({ id: storedFiles.id });
        for (const [i, item] of batch.entries()) {
          out.push({
            certificateId: item.certificateId,
            fileId: rows[i]!.id,
            recipient: recipients.get(item.certificateId)!,
          });
        }
        await this.renewLease(job);
      }),
    );
    return out;
  }

  /** Writes and publishes the progress, renewing the lease; throws JobLost when the job is no longer this attempt's. */
  private async progress(job: JobRow, done: number): Promise<void> {
    await this.renewLease(job, done);
    this.publish({ ...job, status: PRINT_JOB_STATUS.RENDERING, done });
  }

  private async renewLease(job: JobRow, done?: number): Promise<void> {
    const kept = await this.db
      .update(printJobs)
      .set({
        ...(done === undefined ? {} : { done }),
        nextAttemptAt: sql`statement_timestamp() + ${this.leaseSeconds}::int * interval '1 second'`,
      })
      .where(this.held(job))
      .returning({ id: printJobs.id });
    if (!kept.length) throw new JobLost();
  }

  /** The job as this attempt claimed it: still rendering, still this attempt. */
  private held(job: JobRow) {
    return and(
      eq(printJobs.id, job.id),
      eq(printJobs.status, PRINT_JOB_STATUS.RENDERING),
      eq(printJobs.attempts, job.attempts),
    );
  }

  /** The files a job's unfinished attempts wrote (parts go with them). */
  private async removeFiles(jobId: number): Promise<void> {
    await this.db.delete(storedFiles).where(and(eq(storedFiles.printJobId, jobId), eq(storedFiles.kind, 'printing')));
  }

  /**
   * Records how an attempt that did not finish ended: handed back (the app is closing: queued
   * again at once, the attempt not counted), lost (another runner has it: nothing), or failed
   * (retried after the backoff, or `failed` after the last attempt).
   */
  private async attemptEnded(job: JobRow, err: unknown, stopping: boolean): Promise<void> {
    if (err instanceof JobLost) return;
    await this.removeFiles(job.id);
    if (stopping) {
      await this.db
        .update(printJobs)
        .set({
          status: PRINT_JOB_STATUS.QUEUED,
          attempts: sql`attempts - 1`,
          done: 0,
          nextAttemptAt: sql`statement_timestamp()`,
        })
        .where(this.held(job));
      return;
    }
    const error = describeError(err);
    const last = job.attempts >= PRINT_JOB_MAX_ATTEMPTS;
    const delay = retryDelaySeconds(job.attempts, {
      firstRetrySeconds: this.firstRetrySeconds,
      maxRetrySeconds: this.firstRetrySeconds * 8,
    });
    const [row] = await this.db
      .update(printJobs)
      .set({
        status: last ? PRINT_JOB_STATUS.FAILED : PRINT_JOB_STATUS.QUEUED,
        lastError: error,
        done: 0,
        nextAttemptAt: sql`statement_timestamp() + ${delay}::int * interval '1 second'`,
        ...(last ? { finishedAt: new Date() } : {}),
      })
      .where(this.held(job))
      .returning();
    if (!row) return;
    if (last) {
      this.log.error(`print jobs: job ${job.id} FAILED after ${job.attempts} attempts: ${error}`);
    } else {
      this.log.warn(`print jobs: job ${job.id}: attempt ${job.attempts} failed (${error}); next in ${delay} s`);
    }
    this.publish(row);
  }

  /** Publishes the job's state to the user who printed (the `print-job` live event). */
  private publish(job: JobRow, file: Parameters<typeof printJobJson>[1] = null): void {
    const json: PrintJobJson = printJobJson(job, file);
    this.deps.events.publish({ type: 'print-job', userId: job.createdBy, job: json });
  }
}
