/**
 * The fallback screen for areas of the product that arrive in a later release (the certificate
 * register, master data, settings; spec: access-and-administration §2 "Unknown settings paths
 * show a fallback screen"). The title is the granted module's name at this URL when there is one.
 */
import { Card, NonIdealState, type IconName } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { useViewer } from '../../app/useViewer';

interface UpcomingScreenPageProps {
  /** Title when no granted module has this URL. */
  title: string;
  icon: IconName;
  description: string;
}

export function UpcomingScreenPage({ title, icon, description }: UpcomingScreenPageProps) {
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const module = viewer?.modules.find((m) => m.url === pathname);
  return (
    <section className="page">
      <div className="page__header">
        <h1 className="page__title">{module?.displayName ?? title}</h1>
      </div>
      <Card>
        <NonIdealState icon={icon} title="Coming soon" description={description} />
      </Card>
    </section>
  );
}
