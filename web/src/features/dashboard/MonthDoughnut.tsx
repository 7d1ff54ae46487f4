/**
 * The CURRENT MONTH doughnut (nivo) with its course table: certificates requested this month per
 * course, as the viewer sees them. spec: certificate-workflow §2 "Dashboard".
 */
import { Card, NonIdealState } from '@blueprintjs/core';
import { ResponsivePie } from '@nivo/pie';
import type { DashboardQuery } from '../../generated/graphql';
import { type DataColumn, DataTable } from './DataTable';

type CourseCount = DashboardQuery['dashboard']['currentMonth'][number];

/** Slice colours (ColorBrewer Set2), repeated; the course table shows each beside its course. */
const PALETTE = ['#66c2a5', '#fc8d62', '#8da0cb', '#e78ac3', '#a6d854', '#ffd92f', '#e5c494', '#b3b3b3'];

const COLUMNS: readonly DataColumn<CourseCount & { color: string }>[] = [
  {
    title: 'Course',
    cell: (r) => (
      <span className="dashboard__course">
        <span className="dashboard__swatch" style={{ background: r.color }} aria-hidden="true" />
        {r.courseName}
      </span>
    ),
  },
  { title: 'Code', cell: (r) => r.courseCode },
  { title: 'Certificates', cell: (r) => r.certificates, numeric: true },
];

interface MonthDoughnutProps {
  courses: readonly CourseCount[];
  loading: boolean;
  /** The month shown, e.g. "November 2026". */
  monthLabel: string;
}

/** The doughnut and its course table. */
export function MonthDoughnut({ courses, loading, monthLabel }: MonthDoughnutProps) {
  const total = courses.reduce((a, c) => a + c.certificates, 0);
  const rows = courses.map((c, i) => ({ ...c, color: PALETTE[i % PALETTE.length]! }));
  const data = rows.map((c) => ({ id: c.courseCode, label: c.courseName, value: c.certificates, color: c.color }));
  return (
    <Card className="dashboard__panel dashboard__month" elevation={1}>
      <h2 className="dashboard__section-title">CURRENT MONTH</h2>
      <p className="dashboard__muted">
        {monthLabel}: {total} certificate{total === 1 ? '' : 's'} requested
      </p>
      <div className="dashboard__month-body">
        <figure
          className="dashboard__chart"
          role="img"
          aria-label={`Certificates requested in ${monthLabel} per course: ${courses
            .map((c) => `${c.courseName} ${c.certificates}`)
            .join(', ')}`}
        >
          {total > 0 ? (
            <ResponsivePie
              data={data}
              margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
              innerRadius={0.6}
              padAngle={1}
              cornerRadius={3}
              activeOuterRadiusOffset={6}
              colors={{ datum: 'data.color' }}
              enableArcLinkLabels={false}
              arcLabelsSkipAngle={12}
              arcLabelsTextColor="#1c2127"
              tooltip={({ datum }) => (
                <div className="dashboard__tooltip">
                  <strong>{datum.label}</strong>: {datum.value}
                </div>
              )}
              role="presentation"
            />
          ) : (
            !loading && <NonIdealState icon="doughnut-chart" title="No certificates requested this month" />
          )}
          {total > 0 && (
            <figcaption className="dashboard__chart-total">
              <span className="dashboard__chart-number">{total}</span>
              <span>this month</span>
            </figcaption>
          )}
        </figure>
        <DataTable
          caption="Courses this month"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.courseCode}
          loading={loading}
          noun="courses"
        />
      </div>
    </Card>
  );
}
