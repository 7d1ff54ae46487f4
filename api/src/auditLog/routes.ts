/**
 * The audit-trail routes (docs/security.md "Audit trail": "The certificate detail gains a History tab …; an
 * Audit log screen in Settings filters all events by date, actor, action and certificate and exports
 * them as CSV"):
 * - `GET /certificates/{id}/auditTrail`: one certificate's events, oldest first, for whoever may see
 *   the certificate (certificates/views/visibility.ts; 404 otherwise, as the detail);
 * - `GET /auditEvents`: every event of both chained tables, newest first, filtered, keyset-paged;
 * - `GET /auditEvents.csv`: the same filters as a CSV attachment (at most `AUDIT_CSV_MAX_ROWS` events:
 *   a filter matching more answers 400 before any byte is sent);
 * - `GET /auditEvents/actions`: the action codes the filter takes, with their labels.
 * The last three need module `audit_log` (the Administrator's, api/src/auth/modules.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule } from '../auth/guards.js';
import { requireVisibleCertificate } from '../certificates/views/visibility.js';
import { AUDIT_ACTIONS } from '../codes.js';
import { binary, errors, json } from '../http/answers.js';
import { badRequest } from '../http/errors.js';
import { certificateIdParams } from '../http/fields.js';
import { fastifyPath } from '../http/paths.js';
import { sendAuditCsv } from './csv.js';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_DEFAULT,
  auditActionsAnswer,
  auditCsvQuery,
  auditLogAnswer,
  auditLogQuery,
  auditTrailAnswer,
} from './schemas.js';
import { countAuditEvents, loadCertificateTrail, queryAuditLog } from './trail.js';

const TAGS = ['Audit trail'];
/** The settings module of the Audit Log screen (seeded for the Administrator role). */
export const AUDIT_LOG_MODULE = 'audit_log';
const guard = requireModule(AUDIT_LOG_MODULE);
const needs = `Needs module \`${AUDIT_LOG_MODULE}\`.`;

/** The 400 message of an export whose filter matches more than the cap. */
export const TOO_MANY_FOR_CSV =
  `The filter matches more than ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-AU')} events; ` +
  'narrow the dates, the actor or the action to export them';

/** Registers the audit-trail routes. */
export async function registerAuditRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /certificates/{id}/auditTrail — the certificate's events, oldest first (404 when not visible). */
  api.get(
    fastifyPath('/certificates/{id}/auditTrail'),
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'A certificate’s audit trail, oldest first',
        description:
          'Its workflow events and the administrative events whose subject is the certificate (e.g. the ' +
          'learner’s downloads). Whoever may see the certificate; 404 otherwise.',
        params: certificateIdParams,
        response: { 200: json(auditTrailAnswer, 'The events'), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await requireVisibleCertificate(db, request.principal, request.params.id);
      return { success: 1 as const, data: await loadCertificateTrail(db, request.params.id) };
    },
  );

  /** GET /auditEvents — every event, newest first, filtered and keyset-paged. */
  api.get(
    '/auditEvents',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit log: every event of both chained tables, newest first',
        description:
          'Filters: from_date/to_date (UTC days, inclusive), actor_id, action (a code of ' +
          '`GET /auditEvents/actions`), certificate_id or credential_number (exact). Keyset paging: ' +
          `\`first\` (≤ 100) and \`after\` (the previous page's \`end_cursor\`). ${needs}`,
        querystring: auditLogQuery,
        response: { 200: json(auditLogAnswer, 'A page of events'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request) => {
      const { first = AUDIT_PAGE_DEFAULT, after, ...filters } = request.query;
      const { events, hasNext } = await queryAuditLog(db, filters, first, after);
      return {
        success: 1 as const,
        data: events,
        has_next_page: hasNext,
        end_cursor: events.at(-1)?.cursor ?? null,
      };
    },
  );

  /** GET /auditEvents/actions — the action codes of the filter, with their labels. */
  api.get(
    '/auditEvents/actions',
    {
      schema: {
        tags: TAGS,
        summary: 'The action codes the audit log filters by, with their labels',
        description: needs,
        response: { 200: json(auditActionsAnswer, 'The actions'), ...errors(401, 403) },
      },
      preValidation: guard,
    },
    async () => ({
      success: 1 as const,
      data: Object.entries(AUDIT_ACTIONS).map(([code, a]) => ({ code, label: a.label, source: a.source })),
    }),
  );

  /** GET /auditEvents.csv — the filtered events as a CSV attachment (400 above the row cap). */
  api.get(
    '/auditEvents.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit log as CSV (AuditLog.csv)',
        description:
          'The filters of `GET /auditEvents`; newest first; columns Time (ISO), Source, Action, What, Actor, ' +
          'Credential Number, Subject, From, To, Comment, Hash. UTF-8 with a BOM, cells spreadsheet-safe. ' +
          `At most ${AUDIT_CSV_MAX_ROWS} events: a filter matching more answers 400 (nothing is cut). ${needs}`,
        querystring: auditCsvQuery,
        response: { 200: binary('text/csv', 'The events'), ...errors(400, 401, 403) },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const n = await countAuditEvents(db, request.query, AUDIT_CSV_MAX_ROWS);
      if (n > AUDIT_CSV_MAX_ROWS) throw badRequest(TOO_MANY_FOR_CSV);
      return sendAuditCsv(db, request.query, request, reply);
    },
  );
}
