/** The data router: public login and error pages, everything else behind the stored login. */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { IconName } from '@blueprintjs/core';
import { CERTIFICATE_LISTS } from '../features/certificates/lists/listDefinitions';
import { certificateDetailRoutes, reportPreviewRoute } from '../features/certificates/routes';
import { RouteFallback } from './RouteFallback';
import { RouteErrorPage } from './RouteErrorPage';
import { redirectIfLoggedIn, redirectToFirstModule, requireLogin } from './guards';

const listRoutes: RouteObject[] = CERTIFICATE_LISTS.map((def) => ({
  path: def.path,
  lazy: async () => {
    const { CertificateListPage } = await import('../features/certificates/lists/CertificateListPage');
    return { Component: () => <CertificateListPage definition={def} /> };
  },
}));

const appRoutes: RouteObject[] = [
  {
    path: '/user',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: () => redirect('/user/login') },
      {
        path: 'login',
        loader: redirectIfLoggedIn,
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
    ],
  },
  {
    path: '/',
    loader: requireLogin,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('../features/layout/AppLayout')).AppLayout }),
    children: [
      { index: true, loader: () => redirect('/dashboard') },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
      },
      {
        path: 'help',
        lazy: async () => ({ Component: (await import('../features/layout/HelpPage')).HelpPage }),
      },
      {
        path: 'reports',
        children: [
          {
            index: true,
            lazy: upcomingScreen('Certificate Register', 'th-list', 'The certificate register arrives in a later release.'),
          },
          reportPreviewRoute,
        ],
      },
      {
        path: 'certificates',
        children: [
          { index: true, loader: redirectToFirstModule('CERTIFICATES', '/certificates/requested-list') },
          ...listRoutes,
          ...certificateDetailRoutes,
        ],
      },
      {
        path: 'master',
        children: [
          { index: true, loader: redirectToFirstModule('MASTER', '/master/campus-list') },
          { path: '*', lazy: upcomingScreen('Master data', 'database', 'Campus, course and student screens arrive with the administration release.') },
        ],
      },
      {
        path: 'settings',
        children: [
          { index: true, loader: redirectToFirstModule('SETTINGS', '/settings/user-management') },
          {
            path: '*',
            lazy: upcomingScreen('Settings', 'cog', 'This settings screen (users, roles, templates, signatures, configuration) arrives with the administration release.'),
          },
        ],
      },
    ],
  },
  {
    path: '/exception',
    lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
  },
  {
    path: '/exception/:code',
    lazy: async () => ({ Component: (await import('../features/errors/ExceptionPage')).ExceptionPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
  },
];

/** A lazy route showing the fallback screen for an area of a later release. */
function upcomingScreen(title: string, icon: IconName, description: string): RouteObject['lazy'] {
  return async () => {
    const { UpcomingScreenPage } = await import('../features/layout/UpcomingScreenPage');
    return { Component: () => <UpcomingScreenPage title={title} icon={icon} description={description} /> };
  };
}

/** One pathless root gives every route the same loading fallback and error page. */
export const routes: RouteObject[] = [{ HydrateFallback: RouteFallback, ErrorBoundary: RouteErrorPage, children: appRoutes }];

export const createRouter = () => createBrowserRouter(routes);
