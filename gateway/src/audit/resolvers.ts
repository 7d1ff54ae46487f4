/**
 * The audit trail in GraphQL (docs/security.md "Audit trail"): `Certificate.auditTrail` (api
 * `GET /certificates/{id}/auditTrail`, the certificate's visibility), `auditLog` (a Relay connection
 * over the api's keyset-paged `GET /auditEvents`) and `auditActions` (`GET /auditEvents/actions`);
 * the last two need the `audit_log` module (FORBIDDEN otherwise, from the api).
 */
import type { AuditActionCode, CredentialStatusCode, ReprintStatusCode } from '@certify/api/codes';
import type { RestAnswer } from '../rest/contract.js';
import type { AuditEvent, AuditLogFilter, CertificateResolvers, QueryResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';

type RestAuditEvent = RestAnswer<'/certificates/{id}/auditTrail', 'get'>['data'][number];

/** Most events one `auditLog` page gives (the api's page maximum). */
export const AUDIT_LOG_PAGE_MAX = 100;

/** An api audit event as GraphQL answers it (enums stay the api's codes). */
export function toAuditEvent(e: RestAuditEvent): AuditEvent {
  return {
    id: e.id,
    source: e.source,
    action: e.action,
    actionLabel: e.action_label,
    actor: e.actor
      ? {
          id: String(e.actor.id),
          name: e.actor.name,
          isApiClient: e.actor.kind === 'api_client',
          deleted: e.actor.deleted,
        }
      : null,
    at: e.at,
    certificateId: e.certificate_id == null ? null : String(e.certificate_id),
    credentialNumber: e.credential_number,
    subjectType: e.subject_type,
    subjectId: e.subject_id,
    fromStatus: e.from_status as CredentialStatusCode | null,
    toStatus: e.to_status as CredentialStatusCode | null,
    fromReprintStatus: e.from_reprint_status as ReprintStatusCode | null,
    toReprintStatus: e.to_reprint_status as ReprintStatusCode | null,
    fromLabel: e.from_label,
    toLabel: e.to_label,
    comment: e.comment,
    data: e.data,
    chainSeq: e.chain_seq,
    hash: e.hash,
  };
}

/**
 * A GraphQL `AuditLogFilter` as the api's query (`GET /auditEvents`, `GET /auditEvents.csv`): ids
 * through `restId` (a malformed one is refused by the api), blank strings left out.
 */
export function auditFilterQuery(filter: AuditLogFilter | null | undefined) {
  const f = filter ?? {};
  const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? undefined : v.trim());
  return {
    from_date: f.fromDate ?? undefined,
    to_date: f.toDate ?? undefined,
    actor_id: f.actorId == null ? undefined : restId(f.actorId),
    action: text(f.action) as AuditActionCode | undefined,
    certificate_id: f.certificateId == null ? undefined : restId(f.certificateId),
    credential_number: text(f.credentialNumber),
  };
}

/** `Certificate.auditTrail`: its events, oldest first, under the certificate's visibility. */
export const auditCertificateFields: Pick<CertificateResolvers, 'auditTrail'> = {
  auditTrail: async (c, _a, ctx) => {
    const answer = await ctx.api.get('/certificates/{id}/auditTrail', { params: { id: restId(c.id) } });
    return answer.data.map(toAuditEvent);
  },
};

export const auditQueries: Pick<QueryResolvers, 'auditLog' | 'auditActions'> = {
  /**
   * One page of the audit log, newest first: edges (cursor + event) and `pageInfo`. `first` 1–100
   * (the api refuses others with BAD_USER_INPUT). docs/security.md "Audit trail".
   */
  auditLog: async (_p, { filter, first, after }, ctx) => {
    const answer = await ctx.api.get('/auditEvents', {
      query: { ...auditFilterQuery(filter), first: first ?? 25, after: after ?? undefined },
    });
    return {
      edges: answer.data.map((e) => ({ cursor: e.cursor, node: toAuditEvent(e) })),
      pageInfo: {
        hasNextPage: answer.has_next_page,
        hasPreviousPage: after != null,
        startCursor: answer.data[0]?.cursor ?? null,
        endCursor: answer.end_cursor ?? after ?? null,
      },
    };
  },
  /** The filter's action codes with their labels, from the api's one table (`AUDIT_ACTIONS`). */
  auditActions: async (_p, _a, ctx) =>
    (await ctx.api.get('/auditEvents/actions', {})).data.map((a) => ({
      code: a.code,
      label: a.label,
      source: a.source,
    })),
};
