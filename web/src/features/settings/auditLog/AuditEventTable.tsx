/**
 * The events of the audit trail as a table (docs/security.md "Audit trail"): time, who, what, from → to,
 * comment, and the row's short SHA-256 (its full hash and chain position in the title and for
 * screen readers), showing the trail is tamper-evident. The Audit Log adds the certificate and the
 * subject of each event. Used by the certificate's History tab and the Audit Log screen.
 */
import { HTMLTable, Tag } from '@blueprintjs/core';
import type { AuditEventRowFragment } from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { SkeletonRows } from '../../../shared/TableSkeleton';
import './auditLog.css';

/** Characters of the hash shown in the table. */
export const SHORT_HASH_LENGTH = 10;

/** Who made the event, in words: their name, "(deleted)" when they have been since; "System" for none. */
export function actorLabel(e: Pick<AuditEventRowFragment, 'actor' | 'action'>): string {
  if (!e.actor) return e.action === 'certificate.downloaded' ? 'The learner' : 'System';
  return `${e.actor.name}${e.actor.isApiClient ? ' (API client)' : ''}${e.actor.deleted ? ' (deleted)' : ''}`;
}

/** "Requested → QA Approved", or the one side there is, or an empty string. */
export const stateChange = (e: Pick<AuditEventRowFragment, 'fromLabel' | 'toLabel'>): string =>
  e.fromLabel && e.toLabel ? `${e.fromLabel} → ${e.toLabel}` : (e.toLabel ?? e.fromLabel ?? '');

/** What the event is about, for rows not about a certificate (e.g. "user 12"). */
const subjectOf = (e: AuditEventRowFragment): string =>
  e.credentialNumber ?? (e.subjectId ? `${e.subjectType} ${e.subjectId}` : e.subjectType);

interface AuditEventTableProps {
  events: readonly AuditEventRowFragment[];
  /** The table's accessible name. */
  label: string;
  /** Show the "Subject" column (the certificate's number or the record): the Audit Log. */
  withSubject?: boolean;
  /** Skeleton rows while the first page loads. */
  loading?: boolean;
}

/** The audit-trail table. docs/security.md "Audit trail". */
export function AuditEventTable({ events, label, withSubject = false, loading = false }: AuditEventTableProps) {
  const { formatDate } = useDisplayDate();
  const columns = ['Time', 'Who', 'What', ...(withSubject ? ['Subject'] : []), 'From → To', 'Comment', 'Hash'];
  return (
    // focusable: on a phone the table scrolls sideways inside its region, by keyboard too (axe)
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section className="certificate-table__wrap" aria-label={`${label} (table)`} tabIndex={0}>
      <HTMLTable className="certificate-table audit-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && events.length === 0 && <SkeletonRows rows={4} columns={columns.length} />}
          {events.map((e) => (
            <tr key={e.id} data-event-id={e.id}>
              <td className="certificate-table__nowrap">
                <time dateTime={e.at}>{formatDate(e.at, true)}</time>
              </td>
              <td>{actorLabel(e)}</td>
              <td>
                <span className="audit-table__what">{e.actionLabel}</span>
                {e.source === 'ADMINISTRATION' && !withSubject && (
                  <Tag minimal round className="audit-table__tag">
                    Administration
                  </Tag>
                )}
              </td>
              {withSubject && <td className="audit-table__subject">{subjectOf(e)}</td>}
              <td>{stateChange(e)}</td>
              <td className="audit-table__comment">{e.comment ?? ''}</td>
              <td>
                {e.hash ? (
                  <code className="audit-table__hash" title={`SHA-256 ${e.hash} (chain row ${e.chainSeq ?? '?'})`}>
                    {e.hash.slice(0, SHORT_HASH_LENGTH)}…
                    <span className="bp6-text-muted audit-table__sr">
                      {' '}
                      full hash {e.hash}, chain row {e.chainSeq}
                    </span>
                  </code>
                ) : (
                  ''
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
