/**
 * /dashboard: the welcome, the banners 'Pending Requests' and 'Pending To Be Signed' (0 when
 * absent, each linking to its list when the viewer may open it), the 30-day issuance clock, the
 * CURRENT MONTH doughnut with its course table, and the year picker with the Campus Data and
 * Course Data tables. Every number is the viewer's (the api counts what the viewer may see); the
 * page follows certificate changes live (AppLayout's `certificateUpdated` subscription evicts the
 * cached dashboard, app/apollo.ts `evictCertificateLists`).
 * spec: certificate-workflow §2 "Dashboard", §3 "Dashboard data", §9.
 */
import { Button, Callout, Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { menuModules } from '../../app/modules';
import { getSessionProfile } from '../../app/session';
import { useViewer } from '../../app/useViewer';
import {
  DashboardDocument,
  type DashboardCountsFragment,
  DashboardYearDocument,
  type DashboardYearQuery,
} from '../../generated/graphql';
import { CERTIFICATE_LISTS } from '../certificates/lists/listDefinitions';
import { type DataColumn, DataTable } from './DataTable';
import { IssuanceClockCard } from './IssuanceClockCard';
import { MonthDoughnut } from './MonthDoughnut';
import { PendingCard } from './PendingCard';
import { YearPicker } from './YearPicker';
import './dashboard.css';

type CampusRow = DashboardYearQuery['dashboardYear']['campuses'][number];
type CourseRow = DashboardYearQuery['dashboardYear']['courses'][number];

const countColumns = <Row extends { counts: DashboardCountsFragment }>(): DataColumn<Row>[] => [
  { title: 'Requested', cell: (r) => r.counts.requested, numeric: true },
  { title: 'In progress', cell: (r) => r.counts.inProgress, numeric: true },
  { title: 'Issued', cell: (r) => r.counts.issued, numeric: true },
  { title: 'Rejected / cancelled', cell: (r) => r.counts.rejectedOrCancelled, numeric: true },
];
const CAMPUS_COLUMNS: DataColumn<CampusRow>[] = [{ title: 'Campus', cell: (r) => r.campusName }, ...countColumns()];
const COURSE_COLUMNS: DataColumn<CourseRow>[] = [
  { title: 'Course', cell: (r) => r.courseName },
  { title: 'Code', cell: (r) => r.courseCode },
  ...countColumns(),
];

const listUrl = (key: 'REQUESTED' | 'TO_BE_SIGNED') =>
  `/certificates/${CERTIFICATE_LISTS.find((l) => l.key === key)?.path ?? ''}`;

/** The dashboard page. spec: certificate-workflow §2 "Dashboard". */
export function DashboardPage({ now = new Date() }: { now?: Date }) {
  const currentYear = now.getFullYear();
  const [year, setYear] = useState(currentYear);
  const { viewer } = useViewer();
  const current = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  const yearly = useQuery(DashboardYearDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const firstName = viewer?.user.firstName ?? getSessionProfile()?.username.split(' ')[0] ?? '';
  const modules = menuModules('CERTIFICATES', viewer, getSessionProfile());
  const dashboard = current.data?.dashboard;
  const loading = current.loading && !dashboard;
  const yearData = yearly.data?.dashboardYear;
  const yearLoading = yearly.loading && !yearData;
  const monthLabel = now.toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });

  return (
    <section className="page dashboard">
      <div className="page__header">
        <div>
          <h1 className="page__title">Dashboard</h1>
          <p className="page__subtitle">
            {firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here is what is waiting.
          </p>
        </div>
      </div>
      {current.error && !dashboard && (
        <Callout intent="danger" title="The dashboard could not be loaded" className="dashboard__error">
          {current.error.message} <Button size="small" text="Retry" onClick={() => void current.refetch()} />
        </Callout>
      )}
      <div className="dashboard__cards">
        <PendingCard
          title="Pending Requests"
          count={dashboard?.pendingRequests}
          icon="inbox"
          to={dashboard?.pendingRequests != null ? listUrl('REQUESTED') : null}
          tone="blue"
          loading={loading}
        />
        <PendingCard
          title="Pending To Be Signed"
          count={dashboard?.pendingToBeSigned}
          icon="draw"
          to={dashboard?.pendingToBeSigned != null ? listUrl('TO_BE_SIGNED') : null}
          tone="amber"
          loading={loading}
        />
        <IssuanceClockCard
          olderThan21Days={dashboard?.issuanceClock.olderThan21Days ?? []}
          olderThan30Days={dashboard?.issuanceClock.olderThan30Days.length ?? 0}
          loading={loading}
        />
      </div>
      <MonthDoughnut courses={dashboard?.currentMonth ?? []} loading={loading} monthLabel={monthLabel} />
      <Card className="dashboard__panel" elevation={1}>
        <div className="dashboard__year-header">
          <h2 className="dashboard__section-title">Certificates by year</h2>
          <YearPicker value={year} onChange={setYear} currentYear={currentYear} />
        </div>
        {yearly.error && !yearData && (
          <Callout intent="danger" className="dashboard__error">
            {yearly.error.message} <Button size="small" text="Retry" onClick={() => void yearly.refetch()} />
          </Callout>
        )}
        <div className="dashboard__year-tables">
          <section aria-labelledby="campus-data">
            <h3 className="dashboard__table-title" id="campus-data">
              Campus Data
            </h3>
            <DataTable
              caption={`Campus Data ${year}`}
              columns={CAMPUS_COLUMNS}
              rows={yearData?.campuses ?? []}
              rowKey={(r) => r.campusName}
              loading={yearLoading}
              noun="campuses"
            />
          </section>
          <section aria-labelledby="course-data">
            <h3 className="dashboard__table-title" id="course-data">
              Course Data
            </h3>
            <DataTable
              caption={`Course Data ${year}`}
              columns={COURSE_COLUMNS}
              rows={yearData?.courses ?? []}
              rowKey={(r) => r.courseCode}
              loading={yearLoading}
              noun="courses"
            />
          </section>
        </div>
      </Card>
      {modules.length > 0 && (
        <Card className="dashboard__shortcuts" compact>
          <h2 className="dashboard__section-title">Your certificate lists</h2>
          <ul className="dashboard__links">
            {modules.map((m) => (
              <li key={m.key}>
                <Link to={m.url}>{m.label}</Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
