/**
 * The Audit Log screen's filters (docs/security.md "Audit trail": "filters all events by date, actor, action
 * and certificate"): the form's draft, the GraphQL `AuditLogFilter` it applies, and the CSV export's
 * address (`GET /files/audit-log.csv?filter=<AuditLogFilter as JSON>`, gateway/src/audit/exportRoute.ts).
 */
import type { AuditLogFilter } from '../../../generated/graphql';

/** What the filter form holds (empty strings / nulls: not filtered). */
export interface AuditLogDraft {
  fromDate: string | null;
  toDate: string | null;
  actorId: string;
  action: string;
  credentialNumber: string;
}

export const EMPTY_AUDIT_DRAFT: AuditLogDraft = {
  fromDate: null,
  toDate: null,
  actorId: '',
  action: '',
  credentialNumber: '',
};

/** The GraphQL filter of a draft, without empty fields (undefined when nothing filters). */
export function auditLogFilter(d: AuditLogDraft): AuditLogFilter | undefined {
  const f: AuditLogFilter = {};
  if (d.fromDate) f.fromDate = d.fromDate;
  if (d.toDate) f.toDate = d.toDate;
  if (d.actorId) f.actorId = d.actorId;
  if (d.action) f.action = d.action;
  if (d.credentialNumber.trim()) f.credentialNumber = d.credentialNumber.trim();
  return Object.keys(f).length ? f : undefined;
}

/** The CSV export's address for a filter. */
export const auditCsvPath = (filter: AuditLogFilter | undefined): string =>
  filter ? `/files/audit-log.csv?filter=${encodeURIComponent(JSON.stringify(filter))}` : '/files/audit-log.csv';

/** The export's file name (the api's). */
export const AUDIT_CSV_FILE_NAME = 'AuditLog.csv';
