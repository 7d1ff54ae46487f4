/**
 * The certificate detail, preview, sign and request routes (paths relative to /certificates) and
 * the report preview (spec: certificate-workflow §2 Routes). Every page loads lazily; the app
 * router mounts `certificateDetailRoutes` under /certificates and `reportPreviewRoute` under /reports.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { RouteObject } from 'react-router';
import { DETAIL_PAGES, type DetailPageConfig } from './detail/detailPages';

const detailRoute = (config: DetailPageConfig): RouteObject => ({
  path: `${config.listPath}/:id`,
  lazy: async () => {
    const { CertificateDetailPage } = await import('./detail/CertificateDetailPage');
    return { element: <CertificateDetailPage key={config.listPath} config={config} /> };
  },
});

const previewRoute = (config: DetailPageConfig): RouteObject => ({
  path: `${config.listPath}/:id/preview`,
  lazy: async () => {
    const { CertificatePreviewPage } = await import('./pdf/CertificatePreviewPage');
    return {
      element: (
        <CertificatePreviewPage
          key={config.listPath}
          listPath={config.listPath}
          backTo={(id) => `/certificates/${config.listPath}/${id}`}
        />
      ),
    };
  },
});

const pages = Object.values(DETAIL_PAGES) as DetailPageConfig[];

export const certificateDetailRoutes: RouteObject[] = [
  {
    path: 'request-certificate/:id?',
    lazy: async () => ({ Component: (await import('./request/RequestCertificatePage')).RequestCertificatePage }),
  },
  ...pages.map(detailRoute),
  ...pages.filter((p) => p.preview).map(previewRoute),
  {
    path: `${DETAIL_PAGES.toBeSigned.listPath}/:id/sign`,
    lazy: async () => ({ Component: (await import('./pdf/CertificateSignPage')).CertificateSignPage }),
  },
];

const LazyReportPreview = lazy(async () => {
  const { CertificatePreviewPage } = await import('./pdf/CertificatePreviewPage');
  return { default: () => <CertificatePreviewPage listPath="reports" backTo={() => '/reports'} /> };
});

/** `/reports/:id/preview` (component form, for a parent route's `lazy`). */
export function ReportPreviewPage() {
  return (
    <Suspense fallback={<Spinner className="certify-page-spinner" />}>
      <LazyReportPreview />
    </Suspense>
  );
}

/** `/reports/:id/preview` as a route object (path relative to /reports). */
export const reportPreviewRoute: RouteObject = {
  path: ':id/preview',
  lazy: async () => {
    const { CertificatePreviewPage } = await import('./pdf/CertificatePreviewPage');
    return { element: <CertificatePreviewPage listPath="reports" backTo={() => '/reports'} /> };
  },
};
