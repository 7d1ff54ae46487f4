/**
 * Certificates (credentials), their units, signees, history (hash-chained events) and prints.
 * spec: certificate-workflow §3–§4; docs/security.md "Audit trail".
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CertificateTypeCode,
  CredentialStatusCode,
  FeeStatusCode,
  PrintKindCode,
  ReprintStatusCode,
} from '../../codes.js';
import { UNISSUED_STATUSES } from '../../codes.js';
import { ts, createdAt } from '../columns.js';
import { users } from './access.js';
import { storedFiles } from './files.js';
import { campuses, courses, students } from './master.js';
import { templates } from './templates.js';

/**
 * A requested credential. `credential_status`: 0 Requested, 1 QA Approved, 2 QA Rejected,
 * 3 Signed, 4 Approved for Printing (issued), 5 Printed, 6 Completed, 7 Cancelled.
 * `reprint_status`: null none, 1 Requested, 2 Approved, 3 Rejected, 4 Reprinted.
 * The *_by / *_on columns are the latest actor of each step (the audit table keeps every event).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    certificateType: text('certificate_type').$type<CertificateTypeCode>().notNull(),
    requisitionerId: integer('requisitioner_id')
      .notNull()
      .references(() => users.id),
    credentialDate: date('credential_date', { mode: 'string' }).notNull(),
    credentialNumber: text('credential_number').notNull(),
    credentialStatus: smallint('credential_status').$type<CredentialStatusCode>().notNull().default(0),
    reprintStatus: smallint('reprint_status').$type<ReprintStatusCode>(),
    /** Fee choice at approval when configured: 0 Paid, 1 Not Paid. */
    feeDue: smallint('fee_due').$type<FeeStatusCode>(),
    enrolmentDetailId: text('enrolment_detail_id'),
    comments: text('comments'),
    requestedDate: ts('requested_date').notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedOn: ts('approved_on'),
    approvedComments: text('approved_comments'),
    rejectedBy: integer('rejected_by').references(() => users.id),
    rejectedOn: ts('rejected_on'),
    rejectionComment: text('rejection_comment'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedOn: ts('issued_on'),
    printedBy: integer('printed_by').references(() => users.id),
    printedOn: ts('printed_on'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledOn: ts('cancelled_on'),
    cancellationComment: text('cancellation_comment'),
    reprintRequestedBy: integer('reprint_requested_by').references(() => users.id),
    reprintRequestedOn: ts('reprint_requested_on'),
    reprintComment: text('reprint_comment'),
    reprintAcceptedBy: integer('reprint_accepted_by').references(() => users.id),
    reprintAcceptedOn: ts('reprint_accepted_on'),
    reprintRejectedBy: integer('reprint_rejected_by').references(() => users.id),
    reprintRejectedOn: ts('reprint_rejected_on'),
    reprintRejectionComment: text('reprint_rejection_comment'),
    reprintedBy: integer('reprinted_by').references(() => users.id),
    reprintedOn: ts('reprinted_on'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The id (xid8, as bigint) of the transaction that last wrote the row, set by the trigger
     * `certificates_change_xid` on every insert and update, whoever writes. Incremental sync orders by
     * (change_xid, id) and answers only rows whose transaction ended before every transaction still
     * running (`pg_snapshot_xmin`), so a change that commits late is never skipped (docs/integrators.md).
     */
    /**
     * The public verification code (docs/verification.md), set when the certificate is issued: 128 random bits
     * in base32 (26 characters), the `/verify/{code}` link and QR code on the printed PDF.
     */
    verificationCode: text('verification_code'),
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  /**
   * Every list and the register page in (sort key, id) order and count by index (docs/architecture.md "Queries that scale"; each plan is checked in api/test/queryPlans.test.ts).
   */
  (t) => [
    uniqueIndex('certificates_credential_number_uq').on(t.credentialNumber),
    /** The register's search inside credential numbers (`ILIKE '%…%'`, pg_trgm). */
    index('certificates_credential_number_trgm_idx').using('gin', t.credentialNumber.op('gin_trgm_ops')),
    /** List membership in the default order: `credential_status IN (…)`, newest first; counts read it alone. */
    index('certificates_status_requested_idx').on(t.credentialStatus, t.requestedDate, t.id),
    index('certificates_reprint_idx').on(t.reprintStatus),
    index('certificates_student_idx').on(t.studentId),
    /**
     * The default order (requested_date DESC, id DESC) of the register and every list, and the
     * keyset cursor. It also holds what membership and visibility test (status, reprint status,
     * requisitioner), so a page's ids and the count come from the index alone.
     */
    index('certificates_requested_idx').on(
      t.requestedDate,
      t.id,
      t.credentialStatus,
      t.reprintStatus,
      t.requisitionerId,
    ),
    /** The filters of the search panel (course, campus, requisitioner) in the default order. */
    index('certificates_course_idx').on(t.courseId, t.requestedDate, t.id),
    index('certificates_campus_idx').on(t.campusId, t.requestedDate, t.id),
    index('certificates_requisitioner_idx').on(t.requisitionerId, t.requestedDate, t.id),
    /** The register's credential date range and the sorts by credential date and by type. */
    index('certificates_credential_date_idx').on(t.credentialDate, t.id),
    index('certificates_type_idx').on(t.certificateType, t.id),
    /** The 30-day compliance report: certificates issued in a range of months, with their request. */
    index('certificates_issued_idx').on(t.issuedOn, t.requestedDate),
    /** The dashboard's 30-day issuance clock: certificates not yet issued, oldest request first. */
    index('certificates_unissued_idx')
      .on(t.requestedDate, t.id)
      .where(sql.raw(`credential_status IN (${UNISSUED_STATUSES.join(', ')})`)),
    /** The incremental-sync order and cursor (change_xid, id). */
    index('certificates_change_idx').on(t.changeXid, t.id),
    uniqueIndex('certificates_verification_code_uq').on(t.verificationCode),
  ],
);

/** Units of competency on a certificate (Record of Results). */
export const certificateUnits = pgTable(
  'certificate_units',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    unitStartDate: date('unit_start_date', { mode: 'string' }).notNull(),
    unitCode: text('unit_code').notNull(),
    unitName: text('unit_name').notNull(),
    mark: text('mark').notNull(),
    outcomeResult: text('outcome_result').notNull(),
    outcomeGradeShortCode: text('outcome_grade_short_code').notNull(),
  },
  (t) => [index('certificate_units_cert_idx').on(t.certificateId)],
);

/**
 * The signees assigned to a certificate, snapshotted from its template's slots at request time,
 * and the signature each gave (`signed_at`, the signature file used).
 */
export const certificateSignees = pgTable(
  'certificate_signees',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    designation: text('designation').notNull(),
    signedAt: ts('signed_at'),
    signatureFileId: integer('signature_file_id').references(() => storedFiles.id),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.slot] }),
    index('certificate_signees_user_idx').on(t.userId),
    /**
     * "Is this certificate assigned to me" (visibility) and "… still awaiting my signature" (the
     * signee's to-be-signed list and banner), each answered per row from an index alone (docs/architecture.md "Queries that scale"
     * "Queries that scale"; lists/query.ts `assignedToSql`).
     */
    index('certificate_signees_assignee_idx').on(t.certificateId, t.userId),
    index('certificate_signees_unsigned_idx').on(t.certificateId, t.userId).where(sql`signed_at IS NULL`),
  ],
);

/** Append-only audit trail: one row per transition, written in the transition's transaction. */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    /**
     * requested | approved | rejected | signed | issued | cancelled | printed | reprint_requested |
     * reprint_approved | reprint_rejected | reprinted
     */
    action: text('action').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    fromStatus: smallint('from_status').$type<CredentialStatusCode>(),
    toStatus: smallint('to_status').$type<CredentialStatusCode>(),
    fromReprintStatus: smallint('from_reprint_status').$type<ReprintStatusCode>(),
    toReprintStatus: smallint('to_reprint_status').$type<ReprintStatusCode>(),
    comment: text('comment'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /**
     * The hash chain (docs/security.md "Audit trail"): position in the chain, the previous row's hash and
     * this row's SHA-256 over it and its content, set by a trigger on insert; UPDATE and DELETE
     * are refused by a trigger. `npm run audit:verify` walks the chain.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('certificate_events_cert_idx').on(t.certificateId),
    uniqueIndex('certificate_events_chain_seq_uq').on(t.chainSeq),
    /**
     * The Audit Log pages newest first by (created_at, id), filtered by date, actor or action
     * (docs/verification.md; docs/architecture.md "Queries that scale").
     */
    index('certificate_events_created_idx').on(t.createdAt, t.id),
    index('certificate_events_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('certificate_events_action_idx').on(t.action, t.createdAt, t.id),
  ],
);

/** Every printed or reprinted PDF, kept so the register shows exactly what was printed. */
export const certificatePrints = pgTable(
  'certificate_prints',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    kind: text('kind').$type<PrintKindCode>().notNull(),
    printedBy: integer('printed_by')
      .notNull()
      .references(() => users.id),
    printedAt: createdAt(),
  },
  /** A stored file's certificates (`GET /files/{id}`, document checks): one bulk print holds up to 5,000 (docs/architecture.md "Bulk work off the request path"). */
  (t) => [index('certificate_prints_cert_idx').on(t.certificateId), index('certificate_prints_file_idx').on(t.fileId)],
);
