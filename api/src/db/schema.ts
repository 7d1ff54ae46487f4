/**
 * The Certify data model (Drizzle, pg-core). One schema for PGlite and PostgreSQL; migrations in
 * `api/drizzle/` are generated from this file with `npm run db:generate -w api` and committed.
 *
 * spec: certificate-workflow §3–§4, access-and-administration §3; DESIGN.md "Data".
 */
import { sql } from 'drizzle-orm';
import type {
  CertificateTypeCode,
  CredentialStatusCode,
  FeeStatusCode,
  ModuleSectionCode,
  NotificationSubject,
  PrintJobStatusCode,
  PrintKindCode,
  ReprintStatusCode,
} from '../codes.js';
import { UNISSUED_STATUSES } from '../codes.js';
import { foldedSearchTextOf, fullNameOf } from '../people/studentText.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Binary column (PostgreSQL `bytea`), read and written as a Node Buffer / Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

// ───────────────────────────── access ─────────────────────────────

/** Staff accounts. `status` false = inactive (cannot log in). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    status: boolean('status').notNull().default(true),
    /** When on, signing requires re-entering the password (`/passwordToCheck`). */
    passwordSecurity: boolean('password_security').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Bumped by every administrative change: an edit made from an older version answers 409. */
    version: integer('version').notNull().default(1),
    /**
     * `person` (staff who log in) or `api_client` (the identity an API client acts as: it owns what
     * the client requests and names it in the audit trail; it has no password and no roles, and no
     * staff screen lists it). issue 11 "API clients".
     */
    kind: text('kind').$type<'person' | 'api_client'>().notNull().default('person'),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    /**
     * The certificate lists' sort by requisitioner: `lower(userNameSql)` (people/names.ts), written
     * the same way (issue 13 "Queries that scale").
     */
    index('users_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
  ],
);

/** Roles are data. Seeded ids: 1 Administrator, 2 Requisitioner, 3 Approver, 4 Signee, 5 Printer. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Bumped by every change: an edit made from an older version answers 409 (two admins, one role). */
  version: integer('version').notNull().default(1),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Menu modules. `section`: 2 certificates, 4 master, 5 settings. */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull().unique(),
  moduleDisplayName: text('module_display_name').notNull(),
  url: text('url').notNull(),
  section: smallint('section').$type<ModuleSectionCode>().notNull(),
  priority: integer('priority').notNull().default(0),
});

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
);

/**
 * Action grants per role: `resource` is one of requested_certificate, campus_management,
 * course_management, student_management; `action` is `add`.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource, t.action] })],
);

/** Opaque bearer tokens, stored as SHA-256 hex of the token. Revoked by logout/reset/deactivation. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Last successful `/passwordToCheck` on this session: signing with password security needs it ≤ 5 min old. */
    signVerifiedAt: ts('sign_verified_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed-attempt counters for throttling logins and sign-password checks.
 * `key` e.g. `login:email:alice@x`, `login:ip:127.0.0.1`, `sign-password:user:4`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

/**
 * Request counters of the api's and the gateways' rate limits, shared by every instance on one
 * PostgreSQL (`@certify/runtime` rateLimits.ts; rate-limiter-flexible's layout: `expire` in epoch
 * milliseconds). Not used on the embedded database, where one instance counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The audit trail of administrative changes (users, roles, templates, signatures, settings): who,
 * when, what, and the subject before and after, written in the transaction of the change.
 * Certificates have their own trail (`certificate_events`). Append-only: nothing updates or deletes
 * a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** The user who made the change (null: the system, e.g. a password reset by token). */
    actorId: integer('actor_id').references(() => users.id),
    /** `<subject>.<verb>`, e.g. `user.created`, `role.updated`, `template.signees_assigned`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /**
     * The hash chain (issue 12 "Audit trail"): position in the chain, the previous row's hash and
     * this row's SHA-256 over it and its content, set by a trigger on insert; UPDATE and DELETE
     * are refused by a trigger. `npm run audit:verify` walks the chain.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
    /** The Audit Log order and filters, as on `certificate_events`. */
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_events_action_idx').on(t.action, t.createdAt, t.id),
    uniqueIndex('audit_events_chain_seq_uq').on(t.chainSeq),
  ],
);

/**
 * Outgoing e-mail, kept until it is delivered: a message is written in the transaction that
 * causes it and sent after commit; a failed delivery stays `pending` with its next attempt, so a
 * message is never lost to an SMTP outage or a restart.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** pending | sent | failed (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Single-use, expiring password-reset tokens (SHA-256 hex stored). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

// ───────────────────────────── files ─────────────────────────────

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
     * PDFs of print jobs are written part by part as they are rendered (issue 13 "Bulk work off
     * the request path") and streamed out the same way.
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
  /** Document checks look a printed PDF up by its SHA-256 (issue 12). */
  (t) => [index('stored_files_sha256_idx').on(t.sha256), index('stored_files_print_job_idx').on(t.printJobId)],
);

/**
 * The bytes of a large stored file in parts of at most `FILE_PART_BYTES` (files/storedFileParts.ts),
 * so the file is written and read one part at a time, never whole in memory (issue 13).
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

// ───────────────────────────── settings ─────────────────────────────

/**
 * Configuration items (key, text, value). Keys: display_date_format (one of the six formats),
 * fee_paid_or_not_confirmation ('Yes' | 'NO'), student_portal_report_url (URL with `{enrolment_id}`).
 */
export const configuration = pgTable('configuration', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  value: text('value').notNull(),
});

/** The organisation (one row, id 1). */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey(),
  companyShortName: text('company_short_name').notNull(),
  companyName: text('company_name').notNull(),
  /** National RTO code, printed on every testamur. */
  rtoCode: text('rto_code').notNull(),
  companyLogoFileId: integer('company_logo_file_id').references(() => storedFiles.id),
  contactPerson: text('contact_person'),
  contactEmail: text('contact_email'),
  companyAddress: text('company_address'),
  phoneNumber: text('phone_number'),
  faxNumber: text('fax_number'),
  postCode: text('post_code'),
  title: text('title'),
  /**
   * Digital delivery (issue 12): when a certificate is printed, e-mail the learner a link to a
   * download page for their own signed PDF and the verify page (30 days).
   */
  digitalDelivery: boolean('digital_delivery').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ───────────────────────────── master data ─────────────────────────────

/** Campuses; `campus_code` is the natural key of a campus import (unique whatever its case). */
export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    campusName: text('campus_name').notNull(),
    /** External campus identifier (from the student management system). */
    campusId: text('campus_id').notNull().unique(),
    campusCode: text('campus_code').notNull(),
    address: text('address'),
    shortName: text('short_name'),
  },
  (t) => [
    uniqueIndex('campuses_campus_code_lower_uq').on(sql`lower(${t.campusCode})`),
    /** The certificate lists' sort by campus name (lists/query.ts `SORT_SQL`; issue 13). */
    index('campuses_name_idx').on(sql`lower(${t.campusName})`, t.id),
  ],
);

/**
 * Nationally recognised training products (qualifications, skill sets, courses). `course_code` is
 * the natural key of a course import (unique whatever its case).
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    courseName: text('course_name').notNull(),
    certificateCourseName: text('certificate_course_name'),
    /** National code, e.g. BSB50420. */
    courseCode: text('course_code').notNull().unique(),
    /** External course identifier. */
    courseId: text('course_id'),
    courseShortName: text('course_short_name'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    graduateCertificateCourseName: text('graduate_certificate_course_name'),
    /** AQF qualification (testamur carries the AQF statement) vs. other course. */
    isQualification: boolean('is_qualification').notNull().default(true),
  },
  (t) => [
    uniqueIndex('courses_course_code_lower_uq').on(sql`lower(${t.courseCode})`),
    /** The certificate lists' sort by course name (lists/query.ts `SORT_SQL`; issue 13). */
    index('courses_name_idx').on(sql`lower(${t.courseName})`, t.id),
  ],
);

/** Units of competency packaged in a course (suggestions for the request form). */
export const courseUnits = pgTable(
  'course_units',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    unitCode: text('unit_code').notNull(),
    unitName: text('unit_name').notNull(),
    core: boolean('core').notNull().default(true),
  },
  (t) => [
    uniqueIndex('course_units_course_unit_uq').on(t.courseId, t.unitCode),
    // A course import matches a unit by its code whatever the case.
    uniqueIndex('course_units_course_unit_lower_uq').on(t.courseId, sql`lower(${t.unitCode})`),
  ],
);

/** Students; `student_id` is the natural key of a student import (unique whatever its case). */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    /** External student identifier. */
    studentId: text('student_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    dob: date('dob', { mode: 'string' }),
    /** Unique Student Identifier (national), optional. */
    usi: text('usi'),
  },
  (t) => [
    uniqueIndex('students_student_id_lower_uq').on(sql`lower(${t.studentId})`),
    /**
     * The name sort of the student list and of the certificate lists (issue 13 "Queries that
     * scale"): `lower()` of the full name, people/studentText.ts.
     */
    index('students_name_idx').on(sql`lower(${fullNameOf(t)})`, t.id),
    /**
     * Every student search (the search box, a name, an id, an e-mail; the certificate lists' student
     * name): trigrams of the folded search text (people/studentText.ts), so a part of it is found
     * without reading every student (pg_trgm).
     */
    index('students_search_trgm_idx').using('gin', sql`${foldedSearchTextOf(t)} gin_trgm_ops`),
  ],
);

// ───────────────────────────── templates ─────────────────────────────

/**
 * A certificate template: an uploaded PDF (or the default layout), 1–10 signee slots. A new request
 * picks, among the active templates assigned to its course and type whose validity
 * (`valid_from`..`valid_to`, inclusive, null = open end) contains the request day, the one with the
 * latest `valid_from`, then the newest (certificates/transitions/request.ts).
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The uploaded template PDF; null = built-in default layout. */
    fileId: integer('file_id').references(() => storedFiles.id),
    noOfSignees: smallint('no_of_signees').notNull().default(1),
    skipSign: boolean('skip_sign').notNull().default(false),
    /** Field rectangles read once at upload: { [fieldName]: { page, x, y, width, height, fontSize? } } */
    fieldLayout: jsonb('field_layout').$type<Record<string, FieldRect>>(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    status: boolean('status').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Bumped by every change to the template, its courses or its signees. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'templates_validity_ck',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`,
    ),
    check('templates_no_of_signees_ck', sql`${t.noOfSignees} BETWEEN 1 AND 10`),
  ],
);

export interface FieldRect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize?: number;
}

/** Signee slot N (1..no_of_signees) of a template: who signs and with which designation. */
export const templateSignees = pgTable(
  'template_signees',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    designation: text('designation').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.slot] }),
    uniqueIndex('template_signees_user_uq').on(t.templateId, t.userId),
  ],
);

/**
 * Which templates may print a course's certificate of a given type. A course + type may have
 * several (e.g. a new design valid from a date); the request picks by validity (see `templates`).
 */
export const templateCourses = pgTable(
  'template_courses',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Certificate type code (CN, S, C, F, FN, P, SN, AC, MC, MD, CC). */
    certificateType: text('certificate_type').$type<CertificateTypeCode>().notNull(),
  },
  (t) => [
    uniqueIndex('template_courses_template_course_type_uq').on(t.templateId, t.courseId, t.certificateType),
    index('template_courses_course_type_idx').on(t.courseId, t.certificateType),
  ],
);

// ───────────────────────────── certificates ─────────────────────────────

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
     * running (`pg_snapshot_xmin`), so a change that commits late is never skipped (issue 11).
     */
    /**
     * The public verification code (issue 12), set when the certificate is issued: 128 random bits
     * in base32 (26 characters), the `/verify/{code}` link and QR code on the printed PDF.
     */
    verificationCode: text('verification_code'),
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  /**
   * Every list and the register page in (sort key, id) order and count by index (issue 13 "Queries
   * that scale"; each plan is checked in api/test/queryPlans.test.ts).
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
     * signee's to-be-signed list and banner), each answered per row from an index alone (issue 13
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
     * The hash chain (issue 12 "Audit trail"): position in the chain, the previous row's hash and
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
     * (issue 12; issue 13 "Queries that scale").
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
  /** A stored file's certificates (`GET /files/{id}`, document checks): one bulk print holds up to 5,000 (issue 13). */
  (t) => [index('certificate_prints_cert_idx').on(t.certificateId), index('certificate_prints_file_idx').on(t.fileId)],
);

/**
 * Print jobs (issue 13 "Bulk work off the request path"): the print or reprint transaction records
 * the change and one job; a job runner (printJobs/runner.ts, any api instance, `FOR UPDATE SKIP
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
    /** Whether digital delivery was on when printed (issue 12): learners get their copy when the job finishes. */
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

/** Per-user notifications. `action_id` is the certificate id. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').references(() => certificates.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<NotificationSubject>().notNull(),
    message: text('message').notNull(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    /** The unread count. */
    index('notifications_user_idx').on(t.userId, t.readAt),
    /** The caller's notifications, newest first (issue 13 "Queries that scale"). */
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

// ───────────────────────────── integrators ─────────────────────────────

/**
 * API clients (issue 11): machine callers with scopes. Each acts as its own `users` row of kind
 * `api_client` and authenticates with a secret that is a `sessions` token (stored only as SHA-256,
 * never expiring); rotating or revoking the secret revokes that session, so every instance stops
 * accepting it at once and its live streams end.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /** The session whose token is the current secret (null once revoked). */
    sessionId: integer('session_id').references(() => sessions.id),
    name: text('name').notNull(),
    /** `register:read`, `certificates:request`, `webhooks:manage` (integrators/scopes.ts). */
    scopes: text('scopes').array().notNull(),
    /** The secret's prefix and last four characters, to recognise it (`cfy_…Ab3d`). */
    secretHint: text('secret_hint').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    secretRotatedAt: ts('secret_rotated_at'),
    revokedAt: ts('revoked_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('api_clients_name_live_uq').on(sql`lower(${t.name})`).where(sql`revoked_at IS NULL`)],
);

/**
 * Idempotency keys (IETF httpapi-idempotency-key): the first answer of a mutation sent with an
 * `Idempotency-Key`, kept 24 hours per caller (stored once the change committed; see api/src/idempotency).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path` of the first request. */
    route: text('route').notNull(),
    /** SHA-256 hex of the first request's body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Webhook endpoints (Standard Webhooks): an HTTPS URL subscribed by an API client to certificate events. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    apiClientId: integer('api_client_id')
      .notNull()
      .references(() => apiClients.id),
    url: text('url').notNull(),
    description: text('description'),
    /** The signing secret, `whsec_` + base64 (it must be readable to sign each delivery). */
    secret: text('secret').notNull(),
    /** Event types: `certificate.requested`, `certificate.approved`, … */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.apiClientId)],
);

/**
 * One message to one endpoint, written in the transaction of the change it reports (an outbox), then
 * delivered with retries and exponential backoff; `dead` after 24 hours of failures.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The Standard Webhooks `webhook-id` (`msg_…`), the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | dead */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: ts('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: createdAt(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

// ───────────────────────────── trust (issue 12) ─────────────────────────────

/**
 * The organisation's signing keys (issue 12): `pdf` signs printed PDFs (PAdES; a PKCS#12 uploaded in
 * Organisation Settings, or a self-signed organisation certificate made at first start), `credential`
 * signs verifiable credentials (Ed25519, published at `/.well-known/jwks.json`). One current key per
 * purpose (`retired_at` null); a retired key stays so earlier signatures keep verifying.
 */
export const organisationKeys = pgTable(
  'organisation_keys',
  {
    id: serial('id').primaryKey(),
    /** `pdf` | `credential` */
    purpose: text('purpose').notNull(),
    /** e.g. `RSA-2048`, `Ed25519` */
    algorithm: text('algorithm').notNull(),
    /** `generated` (made by Certify) | `uploaded` (an administrator's PKCS#12) */
    source: text('source').notNull(),
    /** The key id (`kid` of the JWK; the certificate's SHA-256 fingerprint for `pdf`). */
    kid: text('kid').notNull().unique(),
    /** The private key: PKCS#12 (DER) for `pdf`, PKCS#8 (DER) for `credential`. */
    secret: bytea('secret').notNull(),
    /** The PKCS#12's passphrase ('' when none). */
    passphrase: text('passphrase').notNull().default(''),
    /** The X.509 certificate (PEM), for `pdf`. */
    certificatePem: text('certificate_pem'),
    /** The public key as a JWK, for `credential`. */
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>(),
    /** The certificate's subject (what a PDF reader shows as the signer). */
    subject: text('subject'),
    notAfter: ts('not_after'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    retiredAt: ts('retired_at'),
  },
  (t) => [uniqueIndex('organisation_keys_current_uq').on(t.purpose).where(sql`retired_at IS NULL`)],
);

/**
 * Public verification look-ups (issue 12 "verification look-ups counted"): one appended row per
 * successful look-up, never updated; kept apart from the hash-chained certificate trail so public
 * traffic never queues behind the chain's lock. `via`: `code` | `document` | `credential`.
 */
export const verificationLookups = pgTable(
  'verification_lookups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id),
    via: text('via').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_lookups_cert_idx').on(t.certificateId, t.createdAt)],
);

/**
 * Digital delivery links (issue 12): a learner's download page for their own printed PDF, by an
 * unguessable token (SHA-256 stored), valid 30 days. Each download is an audit event
 * (`certificate.downloaded`, subject the certificate, no actor: the learner has no account).
 */
export const deliveryLinks = pgTable(
  'delivery_links',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id),
    /** The learner's own signed PDF. */
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    tokenHash: text('token_hash').notNull().unique(),
    recipient: text('recipient').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_links_cert_idx').on(t.certificateId)],
);
