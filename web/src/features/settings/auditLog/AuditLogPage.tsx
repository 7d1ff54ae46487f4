/**
 * /settings/audit-log — Audit Log (docs/security.md "Audit trail": "an Audit log screen in Settings filters
 * all events by date, actor, action and certificate and exports them as CSV"; the Settings module
 * `audit_log`, the Administrator's). Filters: a date range (UTC days), the actor (a user), the
 * action (the server's list, `auditActions`) and a credential number; Search applies them. The
 * events, newest first, page by cursor (Previous / Next); "Export CSV" downloads AuditLog.csv with
 * the applied filters (the gateway refuses, with its reason, a filter matching more than 100,000).
 */
import { Button, Card, FormGroup, InputGroup, Intent, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useMemo, useState } from 'react';
import { getToken } from '../../../app/session';
import { AuditActionsDocument, AuditActorChoicesDocument, AuditLogDocument } from '../../../generated/graphql';
import { FormSelect } from '../../../shared/FormSelect';
import { downloadBlob } from '../../../shared/files';
import { showError } from '../../../shared/toaster';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';
import { DateRangeField } from '../../certificates/search/DateRangeField';
import '../settings.css';
import { AuditEventTable } from './AuditEventTable';
import {
  AUDIT_CSV_FILE_NAME,
  type AuditLogDraft,
  auditCsvPath,
  auditLogFilter,
  EMPTY_AUDIT_DRAFT,
} from './auditLogFilters';

/** Events a page shows. */
export const AUDIT_PAGE_SIZE = 25;
/** The toast of a failed export without a reason from the server. */
export const AUDIT_EXPORT_FAILED = 'The CSV export failed. Please try again.';

/** Downloads the CSV of `filter`, or throws the server's reason. */
async function downloadAuditCsv(path: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? AUDIT_EXPORT_FAILED);
  }
  downloadBlob(await res.blob(), AUDIT_CSV_FILE_NAME);
}

/** The Audit Log screen. docs/security.md "Audit trail". */
export function AuditLogPage() {
  const [draft, setDraft] = useState<AuditLogDraft>(EMPTY_AUDIT_DRAFT);
  const [applied, setApplied] = useState<AuditLogDraft>(EMPTY_AUDIT_DRAFT);
  // the `after` cursor of each page visited (null for the first); a new search starts again
  const [afters, setAfters] = useState<Array<string | null>>([null]);
  const filter = useMemo(() => auditLogFilter(applied), [applied]);
  const after = afters[afters.length - 1] ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE, after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useQuery(AuditActionsDocument, { fetchPolicy: 'cache-first' });
  // the actor choices need user management too; without it the select offers "Anyone" only
  const actors = useQuery(AuditActorChoicesDocument, { fetchPolicy: 'cache-first' });
  const { pending: exporting, run } = useSubmitOnce();

  const shown = data ?? previousData;
  const events = (shown?.auditLog.edges ?? []).map((e) => e.node);
  const pageInfo = data?.auditLog.pageInfo;
  const patch = (p: Partial<AuditLogDraft>) => setDraft((d) => ({ ...d, ...p }));
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setApplied(draft);
    setAfters([null]);
  };
  const reset = () => {
    setDraft(EMPTY_AUDIT_DRAFT);
    setApplied(EMPTY_AUDIT_DRAFT);
    setAfters([null]);
  };
  const exportCsv = () =>
    run(async () => {
      try {
        await downloadAuditCsv(auditCsvPath(filter));
      } catch (err) {
        void showError(err instanceof Error ? err.message : AUDIT_EXPORT_FAILED);
      }
    });
  const first = (afters.length - 1) * AUDIT_PAGE_SIZE + 1;

  return (
    <section className="page settings-page audit-log-page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Audit Log</h1>
          <p className="page__subtitle">
            Every certificate event and administrative change, newest first. Rows are append-only and hash-chained.
          </p>
        </div>
      </div>
      <Card className="search-panel" compact>
        <form aria-label="Filter the audit log" onSubmit={search}>
          <div className="audit-log-filters">
            <DateRangeField
              label="Date"
              fromLabel="From date"
              toLabel="To date"
              from={draft.fromDate}
              to={draft.toDate}
              onChange={(fromDate, toDate) => patch({ fromDate, toDate })}
            />
            <FormGroup label="Actor" labelFor="audit-actor">
              <FormSelect
                id="audit-actor"
                fill
                value={draft.actorId}
                onChange={(e) => patch({ actorId: e.currentTarget.value })}
              >
                <option value="">Anyone</option>
                {(actors.data?.users.nodes ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.fullName}
                  </option>
                ))}
              </FormSelect>
            </FormGroup>
            <FormGroup label="Action" labelFor="audit-action">
              <FormSelect
                id="audit-action"
                fill
                value={draft.action}
                onChange={(e) => patch({ action: e.currentTarget.value })}
              >
                <option value="">Any action</option>
                {(actions.data?.auditActions ?? []).map((a) => (
                  <option key={a.code} value={a.code}>
                    {a.source === 'WORKFLOW' ? `Certificate: ${a.label}` : a.label}
                  </option>
                ))}
              </FormSelect>
            </FormGroup>
            <FormGroup label="Credential Number" labelFor="audit-credential-number">
              <InputGroup
                id="audit-credential-number"
                placeholder="Exact credential number"
                maxLength={50}
                value={draft.credentialNumber}
                onValueChange={(credentialNumber) => patch({ credentialNumber })}
              />
            </FormGroup>
          </div>
          <div className="search-panel__buttons">
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text="Search" />
            <Button icon="reset" text="Reset" variant="outlined" onClick={reset} />
            <Button
              icon="export"
              text="Export CSV"
              variant="outlined"
              loading={exporting}
              disabled={exporting}
              onClick={() => void exportCsv()}
            />
          </div>
        </form>
      </Card>
      <div className="list-card">
        {error && !shown ? (
          <NonIdealState
            icon="error"
            title="Could not load the audit log"
            description={error.message}
            action={<Button text="Retry" icon="refresh" onClick={() => void refetch()} />}
          />
        ) : (
          <>
            <AuditEventTable events={events} label="Audit log" withSubject loading={loading && !shown} />
            {shown && events.length === 0 && (
              <NonIdealState className="certificate-table__empty" icon="history" title="No events match" />
            )}
            <div className="list-pagination">
              <span className="list-pagination__summary" aria-live="polite">
                {shown && events.length > 0 ? `Showing events ${first}–${first + events.length - 1}` : ''}
              </span>
              <Button
                icon="chevron-left"
                text="Previous"
                variant="outlined"
                disabled={afters.length <= 1 || loading}
                onClick={() => setAfters((a) => a.slice(0, -1))}
              />
              <Button
                endIcon="chevron-right"
                text="Next"
                variant="outlined"
                disabled={!pageInfo?.hasNextPage || loading}
                onClick={() => {
                  const next = pageInfo?.endCursor;
                  if (next) setAfters((a) => [...a, next]);
                }}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
