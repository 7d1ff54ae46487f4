/**
 * /dashboard: a welcome and the banner cards 'Pending Requests' and 'Pending To Be Signed'
 * (0 when absent). The yearly and current-month charts come in a later release.
 */
import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { menuModules } from '../../app/modules';
import { getSessionProfile } from '../../app/session';
import { useViewer } from '../../app/useViewer';
import { DashboardPendingCountsDocument } from '../../generated/graphql';
import { PendingCard } from './PendingCard';

export function DashboardPage() {
  const { viewer } = useViewer();
  const { data, loading } = useQuery(DashboardPendingCountsDocument, { fetchPolicy: 'cache-and-network' });
  const firstName = viewer?.user.firstName ?? getSessionProfile()?.username.split(' ')[0] ?? '';
  const modules = menuModules('CERTIFICATES', viewer, getSessionProfile());

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
      <div className="dashboard__cards">
        <PendingCard
          title="Pending Requests"
          count={data?.pendingRequests.totalCount ?? 0}
          icon="inbox"
          to="/certificates/requested-list"
          tone="blue"
          loading={loading && !data}
        />
        <PendingCard
          title="Pending To Be Signed"
          count={data?.pendingToBeSigned.totalCount ?? 0}
          icon="draw"
          to="/certificates/to-be-signed-list"
          tone="amber"
          loading={loading && !data}
        />
      </div>
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
