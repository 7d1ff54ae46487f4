/**
 * The signed-in frame: header, the shared search-filter state and live list refreshes
 * (`certificateUpdated`), around the routed page.
 */
import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { evictCertificateLists } from '../../app/apollo';
import { getSessionDetails } from '../../app/session';
import { CertificateListsUpdatedDocument } from '../../generated/graphql';
import { SearchFiltersProvider } from '../certificates/search/SearchFiltersProvider';
import { AppHeader } from './AppHeader';

export function AppLayout() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSubscription(CertificateListsUpdatedDocument, {
    onData: ({ client }) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => evictCertificateLists(client.cache), 250);
    },
  });

  if (!getSessionDetails()) return <Navigate to="/user/login" replace />;

  return (
    <SearchFiltersProvider>
      <div className="app-shell">
        <AppHeader />
        <main className="app-main">
          <Outlet />
        </main>
      </div>
    </SearchFiltersProvider>
  );
}
