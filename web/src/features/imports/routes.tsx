/**
 * The CSV import routes under /settings (spec: access-and-administration §2 "CSV import screens":
 * /settings/course-import, /settings/campus-import, /settings/student-import), lazily loaded; the
 * app router mounts them before the settings fallback.
 */
import type { RouteObject } from 'react-router';
import { IMPORT_SCREENS } from './importKinds';

export const importRoutes: RouteObject[] = Object.values(IMPORT_SCREENS).map(({ kind, path }) => ({
  path,
  lazy: async () => {
    const { ImportPage } = await import('./ImportPage');
    return { element: <ImportPage key={kind} kind={kind} /> };
  },
}));
