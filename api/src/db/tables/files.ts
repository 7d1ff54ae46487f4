/**
 * Stored files (templates, images, PDFs) in parts, the print jobs that write the printed PDFs (a
 * file and its job name each other: docs/architecture.md "Bulk work off the request path"), and
 * the signees' signatures. spec: DESIGN.md "PDFs".
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { PrintJobStatusCode, PrintKindCode } from '../../codes.js';
import { bytea, ts, createdAt } from '../columns.js';
import { users } from './access.js';

/** Binary blobs: template PDFs, signature images, logos, printed PDFs. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** template | signature | logo | printed | upload */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** lowercase hex SHA-256 of `data` */
    sha256: text('sha256').notNull(),
    /** The bytes; empty when they are kept in `stored_file_parts` (`parts` > 0). */
    data: bytea('data').notNull(),
    /**
     * How many `stored_file_parts` rows hold the bytes, in order (0: they are in `data`). Printed
     * PDFs of print jobs are written part by part as they are rendered (docs/architecture.md "Bulk work off the request path") and streamed out the same way.
     */
    parts: integer('parts').notNull().default(0),
    /**
     * The print job that wrote the file (null for every other file). While the job runs its files
     * are of kind `printing` (nobody may read them); the job's last transaction makes them `printed`.
     */
    printJobId: integer('print_job_id').references((): AnyPgColumn => printJobs.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  /** Document checks look a printed PDF up by its SHA-256 (docs/printing.md). */
  (t) => [index('stored_files_sha256_idx').on(t.sha256), index('stored_files_print_job_idx').on(t.printJobId)],
);

/**
 * The bytes of a large stored file in parts of at most `FILE_PART_BYTES` (files/storedFileParts.ts),
 * so the file is written and read one part at a time, never whole in memory (docs/architecture.md "Queries that scale").
 */
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** 0, 1, 2 … in file order. */
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] })],
);

/** A user's current stored signature (one per user). */
export const userSignatures = pgTable('user_signatures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: integer('file_id')
    .notNull()
    .references(() => storedFiles.id),
  /** 'upload' | 'draw' */
  source: text('source').notNull().default('upload'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Print jobs (docs/architecture.md "Bulk work off the request path"): the print or reprint transaction records
 * the change and one job; a job runner (printing/runner.ts, any api instance, `FOR UPDATE SKIP
 * LOCKED`) renders the merged PDF in worker threads from a snapshot of the data, stores it, and
 * finishes the job in one transaction (certificate_prints, digital delivery). A job whose runner
 * died is claimed again when `next_attempt_at` (its lease while it runs) has passed.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    /** print | reprint */
    kind: text('kind').$type<PrintKindCode>().notNull(),
    /** queued | rendering | done | failed (printJobs/status.ts) */
    status: text('status').$type<PrintJobStatusCode>().notNull().default('queued'),
    /** The certificates, in print order. */
    certificateIds: integer('certificate_ids').array().notNull(),
    total: integer('total').notNull(),
    /** Certificates rendered so far by the current attempt. */
    done: integer('done').notNull().default(0),
    /** The merged PDF's file name. */
    fileName: text('file_name').notNull(),
    /** Whether digital delivery was on when printed (docs/printing.md "Digital delivery"): learners get their copy when the job finishes. */
    digitalDelivery: boolean('digital_delivery').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be claimed: now for a queued job, after its backoff for a retry, after the lease while it runs. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** The data rendered (taken by the first attempt, so a retry prints the same). */
    snapshot: jsonb('snapshot'),
    /** The merged, signed PDF once done. */
    fileId: integer('file_id').references((): AnyPgColumn => storedFiles.id),
    /** Learners e-mailed their copy (digital delivery), once done. */
    emailed: integer('emailed'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('print_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
