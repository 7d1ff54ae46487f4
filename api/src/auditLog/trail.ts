/**
 * Reads the audit trail (docs/security.md "Audit trail"): both hash-chained tables as one list of events —
 * `certificate_events` (source `workflow`, action `certificate.<action>`) and `audit_events` (source
 * `administration`, action as recorded). A certificate's trail is its workflow events plus the
 * administrative events whose subject is the certificate (e.g. `certificate.downloaded`), oldest
 * first; the Audit Log is every event, newest first, filtered and paged by keyset on
 * (created_at, source, id). Actors are joined by id whatever their state: users are never removed
 * (soft delete), so a deleted user's name stays readable.
 */
import { type SQL, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_SOURCE, type AuditSourceCode } from '../codes.js';
import { statusLabel } from '../certificates/rules.js';
import type { CredentialStatusCode, ReprintStatusCode } from '../codes.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { MAX_ID } from '../http/fields.js';
import type { AuditEventAnswer, AuditFilters } from './schemas.js';

/** The 400 message of a cursor that is not one of ours. */
export const INVALID_AUDIT_CURSOR = 'Invalid cursor: start again without `after`';

/** A position in the Audit Log order: created_at (PostgreSQL text, microseconds kept), source, id. */
interface AuditCursor {
  at: string;
  source: AuditSourceCode;
  id: number;
}

const AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SOURCES: readonly string[] = Object.values(AUDIT_SOURCE);

/** Encodes a cursor (base64url JSON, opaque to clients). */
export const encodeAuditCursor = (c: AuditCursor): string =>
  Buffer.from(JSON.stringify([c.at, c.source, c.id])).toString('base64url');

/** Decodes a cursor, or answers 400. */
export function decodeAuditCursor(raw: string): AuditCursor {
  const invalid = () => badRequest(INVALID_AUDIT_CURSOR, { after: INVALID_AUDIT_CURSOR });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [at, source, id] = parsed as unknown[];
  if (typeof at !== 'string' || !AT_KEY.test(at) || Number.isNaN(Date.parse(at))) throw invalid();
  if (typeof source !== 'string' || !SOURCES.includes(source)) throw invalid();
  if (!Number.isInteger(id) || (id as number) < 0 || (id as number) > MAX_ID) throw invalid();
  return { at, source: source as AuditSourceCode, id: id as number };
}

/** A row of the union, as SQL answers it. */
interface UnionRow extends Record<string, unknown> {
  source: AuditSourceCode;
  id: number;
  at: Date | string;
  at_key: string;
  action: string;
  actor_id: number | null;
  actor_first: string | null;
  actor_last: string | null;
  actor_kind: string | null;
  actor_deleted: boolean | null;
  certificate_id: number | null;
  credential_number: string | null;
  subject_type: string;
  subject_id: string | null;
  from_status: number | null;
  to_status: number | null;
  from_reprint_status: number | null;
  to_reprint_status: number | null;
  comment: string | null;
  data: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  chain_seq: number | string | null;
  hash: string | null;
}

/** An event of the list, with its cursor. */
export type AuditLogEvent = AuditEventAnswer & { cursor: string };

/** The label of an action: its row of `AUDIT_ACTIONS`, else its verb in words (`user.signed_up` → "User signed up"). */
export function auditActionLabel(action: string): string {
  const known = (AUDIT_ACTIONS as Record<string, { label: string }>)[action];
  if (known) return known.label;
  const words = action.replace(/[._]/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

/** Workflow data keys shown: no file ids, hashes or anything else internal. */
const SAFE_DATA_KEYS = ['fee_due', 'skip_sign', 'slot', 'complete'] as const;

type SafeValue = string | number | boolean | null | string[];

/** The safe subset of an event's data (see `auditEventAnswer.data`). */
function safeData(r: UnionRow): Record<string, SafeValue> | null {
  if (r.source === AUDIT_SOURCE.WORKFLOW) {
    if (!r.data) return null;
    const out: Record<string, SafeValue> = {};
    for (const k of SAFE_DATA_KEYS) {
      const v = r.data[k];
      if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    }
    return Object.keys(out).length ? out : null;
  }
  if (!r.before && !r.after) return null;
  const before = r.before ?? {};
  const after = r.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { changed };
}

const stateLabel = (status: number | null, reprint: number | null): string | null =>
  status == null
    ? null
    : statusLabel({ credentialStatus: status as CredentialStatusCode, reprintStatus: reprint as ReprintStatusCode });

const num = (v: number | string | null): number | null => (v == null ? null : Number(v));

/** One union row as the answer gives it. */
function toEvent(r: UnionRow): AuditLogEvent {
  return {
    id: `${r.source === AUDIT_SOURCE.WORKFLOW ? 'c' : 'a'}:${r.id}`,
    source: r.source,
    action: r.action,
    action_label: auditActionLabel(r.action),
    actor:
      r.actor_id == null
        ? null
        : {
            id: r.actor_id,
            name: [r.actor_first, r.actor_last].filter((p) => p?.trim()).join(' ') || `User ${r.actor_id}`,
            kind: r.actor_kind === 'api_client' ? 'api_client' : 'person',
            deleted: r.actor_deleted === true,
          },
    at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
    certificate_id: r.certificate_id,
    credential_number: r.credential_number,
    subject_type: r.subject_type,
    subject_id: r.subject_id,
    from_status: r.from_status,
    to_status: r.to_status,
    from_reprint_status: r.from_reprint_status,
    to_reprint_status: r.to_reprint_status,
    from_label: stateLabel(r.from_status, r.from_reprint_status),
    to_label: stateLabel(r.to_status, r.to_reprint_status),
    comment: r.comment,
    data: safeData(r),
    chain_seq: num(r.chain_seq),
    hash: r.hash,
    cursor: encodeAuditCursor({ at: r.at_key, source: r.source, id: r.id }),
  };
}

/** created_at as sortable text in UTC with microseconds (the cursor's key). */
const atKey = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What narrows each branch of the union. */
interface Branches {
  workflow: SQL[];
  administration: SQL[];
  /** Skip the branch entirely (e.g. an action of the other table). */
  skipWorkflow?: boolean;
  skipAdministration?: boolean;
}

/** The union of both tables, each branch narrowed, ordered and limited, joined to actors and certificates. */
function unionSql(b: Branches, order: 'asc' | 'desc', limit: number | null): SQL {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const lim = limit == null ? sql`` : sql` LIMIT ${limit}`;
  const where = (parts: SQL[]) => (parts.length ? sql` WHERE ${sql.join(parts, sql` AND `)}` : sql``);
  const branches: SQL[] = [];
  if (!b.skipWorkflow) {
    branches.push(sql`(SELECT 'workflow'::text AS source, e.id, e.created_at, 'certificate.' || e.action AS action,
        e.actor_id, e.certificate_id, 'certificate'::text AS subject_type, e.certificate_id::text AS subject_id,
        e.from_status::int AS from_status, e.to_status::int AS to_status,
        e.from_reprint_status::int AS from_reprint_status, e.to_reprint_status::int AS to_reprint_status,
        e.comment, e.data, NULL::jsonb AS before, NULL::jsonb AS after, e.chain_seq, e.hash
      FROM certificate_events e${where(b.workflow)}
      ORDER BY e.created_at ${dir}, e.id ${dir}${lim})`);
  }
  if (!b.skipAdministration) {
    branches.push(sql`(SELECT 'administration'::text AS source, a.id, a.created_at, a.action,
        a.actor_id,
        CASE WHEN a.subject_type = 'certificate' AND a.subject_id ~ '^[0-9]{1,9}$' THEN a.subject_id::int END
          AS certificate_id,
        a.subject_type, a.subject_id, NULL::int AS from_status, NULL::int AS to_status,
        NULL::int AS from_reprint_status, NULL::int AS to_reprint_status,
        NULL::text AS comment, NULL::jsonb AS data, a.before, a.after, a.chain_seq, a.hash
      FROM audit_events a${where(b.administration)}
      ORDER BY a.created_at ${dir}, a.id ${dir}${lim})`);
  }
  if (!branches.length) {
    return sql`SELECT NULL WHERE false`;
  }
  return sql`SELECT x.source, x.id, x.created_at AS at, ${atKey(sql`x.created_at`)} AS at_key, x.action,
      x.actor_id, u.first_name AS actor_first, u.last_name AS actor_last, u.kind AS actor_kind,
      (u.deleted_at IS NOT NULL) AS actor_deleted,
      x.certificate_id, c.credential_number, x.subject_type, x.subject_id,
      x.from_status, x.to_status, x.from_reprint_status, x.to_reprint_status,
      x.comment, x.data, x.before, x.after, x.chain_seq, x.hash
    FROM (${sql.join(branches, sql` UNION ALL `)}) x
    LEFT JOIN users u ON u.id = x.actor_id
    LEFT JOIN certificates c ON c.id = x.certificate_id
    ORDER BY x.created_at ${dir}, x.source ${dir}, x.id ${dir}${lim}`;
}

/**
 * A certificate's trail, oldest first: its workflow events and the administrative events whose
 * subject is the certificate. The caller checks visibility first.
 */
export async function loadCertificateTrail(db: Db, certificateId: number): Promise<AuditEventAnswer[]> {
  const res = await db.execute<UnionRow>(
    unionSql(
      {
        workflow: [sql`e.certificate_id = ${certificateId}`],
        administration: [sql`a.subject_type = 'certificate'`, sql`a.subject_id = ${String(certificateId)}`],
      },
      'asc',
      null,
    ),
  );
  return res.rows.map((r) => {
    const { cursor: _cursor, ...event } = toEvent(r);
    return event;
  });
}

const DAY_MS = 86_400_000;

/**
 * The branch filters of `filters` (dates in UTC, inclusive; the certificate by id or exact credential
 * number, the id winning when both are given), or null when nothing can match (an unknown credential number).
 */
async function branchesOf(db: Db, filters: AuditFilters, cursor?: AuditCursor): Promise<Branches | null> {
  const b: Branches = { workflow: [], administration: [] };
  const both = (make: (t: 'e' | 'a') => SQL) => {
    b.workflow.push(make('e'));
    b.administration.push(make('a'));
  };
  const col = (t: 'e' | 'a', name: string) => sql.raw(`${t}.${name}`);
  if (filters.from_date) {
    const from = new Date(`${filters.from_date}T00:00:00Z`);
    both((t) => sql`${col(t, 'created_at')} >= ${from.toISOString()}::timestamptz`);
  }
  if (filters.to_date) {
    const to = new Date(Date.parse(`${filters.to_date}T00:00:00Z`) + DAY_MS);
    both((t) => sql`${col(t, 'created_at')} < ${to.toISOString()}::timestamptz`);
  }
  if (filters.actor_id !== undefined) both((t) => sql`${col(t, 'actor_id')} = ${filters.actor_id}`);
  if (filters.action) {
    const prefix = 'certificate.';
    if (filters.action.startsWith(prefix)) {
      b.workflow.push(sql`e.action = ${filters.action.slice(prefix.length)}`);
    } else {
      b.skipWorkflow = true;
    }
    b.administration.push(sql`a.action = ${filters.action}`);
  }
  let certificateId = filters.certificate_id;
  if (certificateId === undefined && filters.credential_number) {
    const found = await db.execute<{ id: number }>(
      sql`SELECT id FROM certificates WHERE credential_number = ${filters.credential_number} LIMIT 1`,
    );
    if (!found.rows[0]) return null;
    certificateId = found.rows[0].id;
  }
  if (certificateId !== undefined) {
    b.workflow.push(sql`e.certificate_id = ${certificateId}`);
    b.administration.push(sql`a.subject_type = 'certificate'`, sql`a.subject_id = ${String(certificateId)}`);
  }
  if (cursor) {
    // (created_at, source, id) < cursor, written per branch (its source is a constant there).
    const at = sql`${cursor.at}::timestamptz`;
    const before = (t: 'e' | 'a', source: AuditSourceCode) => {
      const created = col(t, 'created_at');
      if (source < cursor.source) return sql`${created} <= ${at}`;
      if (source > cursor.source) return sql`${created} < ${at}`;
      return sql`(${created} < ${at} OR (${created} = ${at} AND ${col(t, 'id')} < ${cursor.id}))`;
    };
    b.workflow.push(before('e', AUDIT_SOURCE.WORKFLOW));
    b.administration.push(before('a', AUDIT_SOURCE.ADMINISTRATION));
  }
  return b;
}

/** One page of the Audit Log, newest first: `first` events after `after`. */
export async function queryAuditLog(
  db: Db,
  filters: AuditFilters,
  first: number,
  after?: string,
): Promise<{ events: AuditLogEvent[]; hasNext: boolean }> {
  const cursor = after ? decodeAuditCursor(after) : undefined;
  const b = await branchesOf(db, filters, cursor);
  if (!b) return { events: [], hasNext: false };
  const res = await db.execute<UnionRow>(unionSql(b, 'desc', first + 1));
  const rows = res.rows.slice(0, first);
  return { events: rows.map(toEvent), hasNext: res.rows.length > first };
}

/** How many events match `filters`, counting at most `cap + 1` (enough to tell "more than the cap"). */
export async function countAuditEvents(db: Db, filters: AuditFilters, cap: number): Promise<number> {
  const b = await branchesOf(db, filters);
  if (!b) return 0;
  const where = (parts: SQL[]) => (parts.length ? sql` WHERE ${sql.join(parts, sql` AND `)}` : sql``);
  const parts: SQL[] = [];
  if (!b.skipWorkflow) parts.push(sql`(SELECT 1 FROM certificate_events e${where(b.workflow)} LIMIT ${cap + 1})`);
  if (!b.skipAdministration) {
    parts.push(sql`(SELECT 1 FROM audit_events a${where(b.administration)} LIMIT ${cap + 1})`);
  }
  if (!parts.length) return 0;
  const res = await db.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) x`,
  );
  return Number(res.rows[0]?.n ?? 0);
}
