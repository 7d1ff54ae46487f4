/**
 * /dashboard/compliance: the 30-day compliance report (docs/compliance.md; Standards for
 * RTOs 2025: certification within 30 days). For each month of the chosen range (the last 12, 24 or
 * 36 months), the certificates the viewer may see that were issued that month, within and beyond
 * 30 days of their request — the dashboard's issuance clock's own measure, counted by the api — with
 * a bar per month, the median days, and the late certificates. Reached from the clock's banner.
 */
import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { IssuanceComplianceDocument, type IssuanceComplianceQuery } from '../../generated/graphql';
import './dashboard.css';
import './complianceReport.css';

type Month = IssuanceComplianceQuery['issuanceCompliance']['months'][number];

/** The ranges offered, in months (the api takes at most 36). */
const RANGES = [12, 24, 36] as const;

/** The month `YYYY-MM` that is `back` months before `now`'s (UTC). */
export function monthBefore(now: Date, back: number): string {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "November 2026" for `2026-11`. */
export const monthLabel = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);
const day = (iso: string) => iso.slice(0, 10);

/** A month's bar: within (green) and beyond (red), scaled to the busiest month. Decorative: the row says it. */
function MonthBar({ month, max }: { month: Month; max: number }) {
  if (max === 0 || month.issued === 0) return <span className="compliance__bar compliance__bar--empty" />;
  return (
    <span className="compliance__bar" aria-hidden="true">
      <span className="compliance__bar-within" style={{ width: `${(month.issuedWithin / max) * 100}%` }} />
      <span className="compliance__bar-beyond" style={{ width: `${(month.issuedBeyond / max) * 100}%` }} />
    </span>
  );
}

/** The compliance report page. docs/compliance.md. */
export function ComplianceReportPage({ now = new Date() }: { now?: Date }) {
  const [range, setRange] = useState<(typeof RANGES)[number]>(12);
  const variables = { from: monthBefore(now, range - 1), to: monthBefore(now, 0) };
  const { data, loading, error, refetch } = useQuery(IssuanceComplianceDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.issuanceCompliance;
  const months = report ? [...report.months].reverse() : [];
  const max = Math.max(0, ...months.map((m) => m.issued));
  const issued = months.reduce((a, m) => a + m.issued, 0);
  const within = months.reduce((a, m) => a + m.issuedWithin, 0);
  const late = months.flatMap((m) => m.beyond.map((c) => ({ ...c, month: m.month })));
  const limit = report?.limitDays ?? 30;
  const busy = loading && !report;

  return (
    <section className="page dashboard compliance">
      <div className="page__header">
        <div>
          <h1 className="page__title">30-day compliance report</h1>
          <p className="page__subtitle">
            Certificates issued each month within and beyond {limit} days of their request, as the dashboard’s issuance
            clock measures them (Standards for RTOs 2025).
          </p>
        </div>
        <span className="page__spacer" />
        <Link to="/dashboard" className="compliance__back">
          ← Dashboard
        </Link>
      </div>
      {error && !report && (
        <Callout intent="danger" title="The report could not be loaded" className="dashboard__error">
          {error.message} <Button size="small" text="Retry" onClick={() => void refetch()} />
        </Callout>
      )}
      <Card className="dashboard__panel" elevation={1}>
        <div className="dashboard__year-header">
          <p className={`compliance__summary${busy ? ' bp6-skeleton' : ''}`} data-testid="compliance-summary">
            {issued === 0
              ? 'No certificates issued in this period.'
              : `${within} of ${issued} issued within ${limit} days (${percent(within, issued)}).`}
          </p>
          <FormGroup label="Period" labelFor="compliance-range" inline className="dashboard__year">
            <HTMLSelect
              id="compliance-range"
              value={range}
              onChange={(e) => setRange(Number(e.currentTarget.value) as (typeof RANGES)[number])}
              options={RANGES.map((r) => ({ value: r, label: `Last ${r} months` }))}
            />
          </FormGroup>
        </div>
        <div className="dashboard-table">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe) */}
          <section className="dashboard-table__scroll" aria-label="Issued per month" tabIndex={0}>
            <HTMLTable compact striped className="dashboard-table__table">
              <caption className="dashboard-table__caption">Issued per month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col" className="is-numeric">
                    Issued
                  </th>
                  <th scope="col" className="is-numeric">
                    Within {limit} days
                  </th>
                  <th scope="col" className="is-numeric">
                    Beyond {limit} days
                  </th>
                  <th scope="col" className="is-numeric">
                    Within %
                  </th>
                  <th scope="col" className="is-numeric">
                    Median days
                  </th>
                  <th scope="col" className="compliance__bar-cell">
                    <span className="compliance__legend">
                      <span className="compliance__key compliance__key--within" /> within
                      <span className="compliance__key compliance__key--beyond" /> beyond
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody className={busy ? 'bp6-skeleton' : undefined}>
                {months.map((m) => (
                  <tr key={m.month} data-month={m.month}>
                    <th scope="row">{monthLabel(m.month)}</th>
                    <td className="is-numeric">{m.issued}</td>
                    <td className="is-numeric">{m.issuedWithin}</td>
                    <td className="is-numeric">
                      {m.issuedBeyond > 0 ? (
                        <Tag minimal intent="danger">
                          {m.issuedBeyond}
                        </Tag>
                      ) : (
                        0
                      )}
                    </td>
                    <td className="is-numeric">{percent(m.issuedWithin, m.issued)}</td>
                    <td className="is-numeric">{m.medianDays ?? '—'}</td>
                    <td className="compliance__bar-cell">
                      <MonthBar month={m} max={max} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            {busy && <p className="dashboard__muted compliance__loading">Loading the report…</p>}
          </section>
        </div>
      </Card>
      <Card className="dashboard__panel" elevation={1}>
        <h2 className="dashboard__section-title">Issued beyond {limit} days</h2>
        {!busy && late.length === 0 ? (
          <NonIdealState icon="tick-circle" title={`Every certificate of the period was issued within ${limit} days`} />
        ) : (
          <div className="dashboard-table">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe) */}
            <section className="dashboard-table__scroll" aria-label={`Issued beyond ${limit} days`} tabIndex={0}>
              <HTMLTable compact striped className="dashboard-table__table">
                <caption className="dashboard-table__caption">Issued beyond {limit} days</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Credential number</th>
                    <th scope="col">Student</th>
                    <th scope="col">Requested</th>
                    <th scope="col">Issued</th>
                    <th scope="col" className="is-numeric">
                      Days
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {late.map((c) => (
                    <tr key={c.id}>
                      <td>{monthLabel(c.month)}</td>
                      <td className="certificate-table__mono">{c.credentialNumber}</td>
                      <td>{c.studentName}</td>
                      <td>{day(c.requestedAt)}</td>
                      <td>{day(c.issuedAt)}</td>
                      <td className="is-numeric">{c.days}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </section>
          </div>
        )}
        <p className="dashboard__muted compliance__note">
          Each month lists at most 20 of its late certificates, longest first; the month’s count includes them all.
        </p>
      </Card>
    </section>
  );
}
