/**
 * Request and answer schemas of the audit-trail routes (docs/security.md "Audit trail"):
 * `GET /certificates/{id}/auditTrail`, `GET /auditEvents`, `GET /auditEvents.csv`, `GET /auditEvents/actions`.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_SOURCE, type AuditActionCode, codesOf } from '../codes.js';
import { timestamp } from '../http/answers.js';
import { fieldsOf, LIMITS, optionalDate, optionalId, optionalText, optionalWholeNumber } from '../http/fields.js';

/** Most events one `GET /auditEvents` page answers. */
export const AUDIT_PAGE_MAX = 100;
/** Events one page answers when `first` is absent. */
export const AUDIT_PAGE_DEFAULT = 25;
/** Most events one CSV export holds: a filter matching more is refused (400) before any byte is sent. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

const ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditActionCode, ...AuditActionCode[]];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The filters shared by the list and its CSV export. */
export const auditFilterFields = {
  from_date: optionalDate('from_date must be a valid date (YYYY-MM-DD)').describe(
    'Events on or after this day (UTC, inclusive)',
  ),
  to_date: optionalDate('to_date must be a valid date (YYYY-MM-DD)').describe(
    'Events on or before this day (UTC, inclusive)',
  ),
  actor_id: optionalId('Invalid actor').describe('Events by this user (or API client identity)'),
  action: z
    .preprocess(blank, z.enum(ACTION_CODES, { error: 'action must be one of GET /auditEvents/actions' }).optional())
    .describe('One action code of `GET /auditEvents/actions`'),
  certificate_id: optionalId('Invalid certificate id').describe('Events of this certificate (its id)'),
  credential_number: optionalText({ max: LIMITS.code, label: 'Credential number' }).describe(
    'Events of the certificate with exactly this credential number (none when unknown)',
  ),
};

/** `GET /auditEvents` query: filters and keyset paging. */
export const auditLogQuery = fieldsOf({
  ...auditFilterFields,
  first: optionalWholeNumber('first', 1, AUDIT_PAGE_MAX).describe(
    `Events per page, newest first (default ${AUDIT_PAGE_DEFAULT}, at most ${AUDIT_PAGE_MAX})`,
  ),
  after: z
    .preprocess(blank, z.string().max(200).optional())
    .describe('Keyset paging: the `end_cursor` of the previous page'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** `GET /auditEvents.csv` query: the filters alone. */
export const auditCsvQuery = fieldsOf(auditFilterFields);
export type AuditFilters = z.infer<typeof auditCsvQuery>;

/** Who acted: a staff member or an API client's identity; null in the answer = the system or the learner. */
const auditActor = z
  .object({
    id: z.number().int(),
    name: z.string().describe('Their name as it is now; a deleted user keeps theirs'),
    kind: z.enum(['person', 'api_client']),
    deleted: z.boolean().describe('The user has been deleted since (their name stays readable)'),
  })
  .meta({ id: 'AuditActor' });

/** One event of the audit trail, from either table. */
export const auditEventAnswer = z
  .object({
    id: z.string().describe("Stable id: 'c:<certificate_events.id>' or 'a:<audit_events.id>'"),
    source: z.enum(codesOf(AUDIT_SOURCE)),
    action: z.string().describe('`<subject>.<verb>`, e.g. certificate.approved, user.deleted'),
    action_label: z.string(),
    actor: auditActor.nullable().describe('null: the system, or the learner (downloads)'),
    at: timestamp(),
    certificate_id: z.number().int().nullable(),
    credential_number: z.string().nullable(),
    subject_type: z.string(),
    subject_id: z.string().nullable(),
    from_status: z.number().int().nullable(),
    to_status: z.number().int().nullable(),
    from_reprint_status: z.number().int().nullable(),
    to_reprint_status: z.number().int().nullable(),
    from_label: z.string().nullable().describe('The certificate state before (workflow events)'),
    to_label: z.string().nullable().describe('The certificate state after (workflow events)'),
    comment: z.string().nullable(),
    data: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]))
      .nullable()
      .describe(
        'A safe subset: fee_due, skip_sign, slot, complete of workflow events; `changed` (the field names) of administrative ones',
      ),
    chain_seq: z.number().int().nullable().describe('Position in its table’s hash chain'),
    hash: z.string().nullable().describe('SHA-256 (hex) of the row and the previous row’s hash'),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEventAnswer = z.infer<typeof auditEventAnswer>;

/** `GET /certificates/{id}/auditTrail`. */
export const auditTrailAnswer = z.object({ success: z.literal(1), data: z.array(auditEventAnswer) });

/** `GET /auditEvents`. */
export const auditLogAnswer = z.object({
  success: z.literal(1),
  data: z.array(auditEventAnswer.extend({ cursor: z.string() })),
  has_next_page: z.boolean(),
  end_cursor: z.string().nullable().describe('Give it as `after` for the next page; null on an empty page'),
});
export type AuditLogAnswer = z.infer<typeof auditLogAnswer>;

/** `GET /auditEvents/actions`. */
export const auditActionsAnswer = z.object({
  success: z.literal(1),
  data: z.array(z.object({ code: z.string(), label: z.string(), source: z.enum(codesOf(AUDIT_SOURCE)) })),
});
