/**
 * The webhook outbox (docs/integrators.md "Webhooks"): each certificate event of a webhook type writes one
 * `webhook_deliveries` row per subscribed endpoint, in the transaction of the transition that
 * causes it (workflow/apply.ts `recordTransition`), so a rolled-back change announces nothing and
 * a committed one is never forgotten. The dispatcher (dispatcher.ts) sends the rows after commit.
 *
 * Who gets an event: every endpoint that is enabled and not deleted, of an API client that is not
 * revoked, subscribed to the event's type, and whose client may see the certificate under its
 * scopes: `register:read` sees every certificate; a client without it sees only the certificates it
 * requested itself (`certificates:request`: it is their requisitioner). One INSERT … SELECT per
 * transition, however many certificates it changed (a bulk print of 1,000 is one statement).
 *
 * The payload is the Standard Webhooks envelope `{ type, timestamp, data }`:
 *
 *   {
 *     "type": "certificate.approved",
 *     "timestamp": "2026-11-23T13:05:00.123Z",           // when the event happened (UTC)
 *     "data": {
 *       "action": "approved",                            // certificate_events.action
 *       "actor": { "id": "12", "kind": "person" },       // who acted: "person" or "api_client"
 *       "certificate": {
 *         "id": "345",                                   // GraphQL Certificate.id
 *         "credentialNumber": "CRN-0001",
 *         "status": "QA_APPROVED",                       // GraphQL CertificateStatus
 *         "reprintStatus": null,                         // GraphQL ReprintStatus, or null
 *         "certificateType": "CERTIFICATE",              // GraphQL CertificateType
 *         "studentId": "S1001",                          // the student's own id (Student.studentId)
 *         "courseCode": "BSB50420",
 *         "updatedAt": "2026-11-23T13:05:00.120Z"        // Certificate.updatedAt
 *       }
 *     }
 *   }
 *
 * Enum values are the GraphQL names of `@certify/api/codes` (the keys of CREDENTIAL_STATUS,
 * REPRINT_STATUS, CERTIFICATE_TYPE), so an integrator reads the same words as in the schema.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  API_CLIENT_SCOPE,
  CERTIFICATE_TYPE,
  CREDENTIAL_STATUS,
  REPRINT_STATUS,
  WEBHOOK_EVENT,
  type WebhookEventCode,
} from '../codes.js';
import type { Db, Tx } from '../db/client.js';

const EVENT_TYPES: ReadonlySet<string> = new Set(Object.values(WEBHOOK_EVENT));

/** The webhook type of a certificate_events action (`approved` → `certificate.approved`), or null. */
export function webhookEventOf(action: string): WebhookEventCode | null {
  const type = `certificate.${action}`;
  return EVENT_TYPES.has(type) ? (type as WebhookEventCode) : null;
}

/** `CASE <column> WHEN <code> THEN '<NAME>' … END`: a code table's GraphQL names in SQL (constants only). */
function namesOf(column: SQL, table: Readonly<Record<string, string | number>>): SQL {
  const whens = Object.entries(table).map(([name, code]) => {
    const literal = typeof code === 'number' ? String(code) : `'${code.replace(/'/g, "''")}'`;
    return `WHEN ${literal} THEN '${name}'`;
  });
  return sql`(CASE ${column} ${sql.raw(whens.join(' '))} END)`;
}

/** An ISO-8601 UTC timestamp with milliseconds, as JavaScript writes it. */
const isoSql = (value: SQL) => sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Writes the deliveries of one certificate event to every endpoint that should get it, with `tx`
 * (the transition's transaction): one statement for every certificate of the transition. Answers
 * how many rows were written (wake the dispatcher after commit when > 0).
 */
export async function queueWebhookDeliveries(
  tx: Tx | Db,
  action: string,
  certificateIds: readonly number[],
  actorId: number,
): Promise<number> {
  const type = webhookEventOf(action);
  if (!type || certificateIds.length === 0) return 0;
  const ids = `{${certificateIds.map((id) => Math.trunc(id)).join(',')}}`;
  const result = await tx.execute<{ n: number | string }>(sql`
    WITH subject AS (
      SELECT c.id, c.requisitioner_id,
             jsonb_build_object(
               'id', c.id::text,
               'credentialNumber', c.credential_number,
               'status', ${namesOf(sql`c.credential_status`, CREDENTIAL_STATUS)},
               'reprintStatus', ${namesOf(sql`c.reprint_status`, REPRINT_STATUS)},
               'certificateType', ${namesOf(sql`c.certificate_type`, CERTIFICATE_TYPE)},
               'studentId', s.student_id,
               'courseCode', co.course_code,
               'updatedAt', ${isoSql(sql`c.updated_at`)}
             ) AS certificate
        FROM certificates c
        JOIN students s ON s.id = c.student_id
        JOIN courses co ON co.id = c.course_id
       WHERE c.id = ANY(${ids}::int[])
    ),
    actor AS (
      SELECT jsonb_build_object('id', u.id::text, 'kind', u.kind) AS actor FROM users u WHERE u.id = ${actorId}
    ),
    inserted AS (
      INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, next_attempt_at)
      SELECT e.id,
             'msg_' || replace(gen_random_uuid()::text, '-', ''),
             ${type},
             jsonb_build_object(
               'type', ${type}::text,
               'timestamp', ${isoSql(sql`now()`)},
               'data', jsonb_build_object(
                 'action', ${action}::text,
                 'actor', (SELECT actor FROM actor),
                 'certificate', subject.certificate
               )
             ),
             now()
        FROM subject
        JOIN webhook_endpoints e ON e.enabled AND e.deleted_at IS NULL AND ${type}::text = ANY(e.events)
        JOIN api_clients ac ON ac.id = e.api_client_id AND ac.revoked_at IS NULL
       WHERE ${API_CLIENT_SCOPE.REGISTER_READ}::text = ANY(ac.scopes) OR subject.requisitioner_id = ac.user_id
       ORDER BY subject.id, e.id
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM inserted`);
  return Number(result.rows[0]?.n ?? 0);
}
