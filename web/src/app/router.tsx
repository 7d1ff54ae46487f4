/** The data router: public login, verification and error pages, everything else behind the stored login. */
import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { IconName } from '@blueprintjs/core';
import { CERTIFICATE_LISTS } from '../features/certificates/lists/listDefinitions';
import { prefetchCertificateList } from '../features/certificates/lists/prefetchCertificateList';
import { certificateDetailRoutes, reportPreviewRoute } from '../features/certificates/routes';
import { importRoutes } from '../features/imports/routes';
import { masterRoutes } from '../features/master/routes';
import { settingsRoutes } from '../features/settings/routes';
import { templateRoutes } from '../features/templates/routes';
import { userAdministrationRoutes } from '../features/users/routes';
import { loadSignedInIcons } from './icons';
import { RouteFallback } from './RouteFallback';
import { importAppLayout, importCertificateListPage } from './routeModules';
import { RouteErrorPage } from './RouteErrorPage';
import { redirectIfLoggedIn, redirectToFirstModule, requireLogin } from './guards';

const listRoutes = (client: ApolloClient): RouteObject[] =>
  CERTIFICATE_LISTS.map((def) => ({
    path: def.path,
    // the first page's rows travel with the list's code, not after it (docs/architecture.md "A light web app")
    loader: prefetchCertificateList(client, def),
    lazy: async () => {
      const { CertificateListPage } = await importCertificateListPage();
      return { element: <CertificateListPage key={def.path} definition={def} /> };
    },
  }));

const appRoutes = (client: ApolloClient): RouteObject[] => [
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
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }),
      },
      {
        path: 'forgot-password-sent',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordSentPage')).ForgotPasswordSentPage,
        }),
      },
      // §2/§7: /user/reset, the spec's link /user/reset/{token} and the e-mailed link
      // /user/reset-password/{token} (the token is the last segment unless it is 'reset').
      ...['reset', 'reset/:token', 'reset-password/:token'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
      })),
    ],
  },
  {
    path: '/',
    loader: requireLogin(client),
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    // the signed-in screens' icons arrive with the frame, so they draw at once (app/icons.ts)
    lazy: async () => {
      const [{ AppLayout }] = await Promise.all([importAppLayout(), loadSignedInIcons()]);
      return { Component: AppLayout };
    },
    children: [
      { index: true, loader: () => redirect('/dashboard') },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
      },
      {
        // the 30-day compliance report (docs/compliance.md), linked from the dashboard's issuance clock
        path: 'dashboard/compliance',
        lazy: async () => ({
          Component: (await import('../features/dashboard/ComplianceReportPage')).ComplianceReportPage,
        }),
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
            lazy: async () => ({ Component: (await import('../features/register/RegisterPage')).RegisterPage }),
          },
          reportPreviewRoute,
        ],
      },
      {
        path: 'certificates',
        children: [
          { index: true, loader: redirectToFirstModule(client, 'CERTIFICATES', '/certificates/requested-list') },
          ...listRoutes(client),
          ...certificateDetailRoutes,
        ],
      },
      {
        path: 'master',
        children: [
          { index: true, loader: redirectToFirstModule(client, 'MASTER', '/master/campus-list') },
          ...masterRoutes,
        ],
      },
      {
        path: 'settings',
        children: [
          { index: true, loader: redirectToFirstModule(client, 'SETTINGS', '/settings/user-management') },
          ...settingsRoutes,
          ...templateRoutes,
          ...userAdministrationRoutes,
          ...importRoutes,
          {
            path: '*',
            lazy: upcomingScreen(
              'Settings',
              'cog',
              'This settings screen (users, roles, templates, signatures, configuration) arrives with ' +
                'the administration release.',
            ),
          },
        ],
      },
    ],
  },
  // docs/verification.md: public, no login, outside the staff layout.
  ...['/verify', '/verify/:code'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/verification/VerifyPage')).VerifyPage }),
  })),
  // docs/printing.md "Digital delivery": a learner's download page, public (the e-mailed token is the key).
  {
    path: '/certificate/download/:token',
    lazy: async () => ({ Component: (await import('../features/delivery/DeliveryPage')).DeliveryPage }),
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
    return { element: <UpcomingScreenPage key={title} title={title} icon={icon} description={description} /> };
  };
}

/**
 * The route table; `client` serves the protected loaders (restoring a missing profile, guards.ts).
 * One pathless root gives every route the same loading fallback and error page.
 */
export const createRoutes = (client: ApolloClient): RouteObject[] => [
  { HydrateFallback: RouteFallback, ErrorBoundary: RouteErrorPage, children: appRoutes(client) },
];

export const createRouter = (client: ApolloClient) => createBrowserRouter(createRoutes(client));
