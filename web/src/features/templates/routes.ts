/**
 * The template management routes (paths relative to /settings; spec: access-and-administration §2
 * "Settings routes", "Template Listing"): the listing and the View (sample preview) of a template.
 * The app router mounts them before the settings fallback.
 */
import type { RouteObject } from 'react-router';

export const templateRoutes: RouteObject[] = [
  {
    path: 'template-management',
    lazy: async () => ({ Component: (await import('./TemplateManagementPage')).TemplateManagementPage }),
  },
  {
    path: 'template-management/:id/preview',
    lazy: async () => ({ Component: (await import('./TemplatePreviewPage')).TemplatePreviewPage }),
  },
];
