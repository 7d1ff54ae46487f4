/**
 * The first code the app runs (main.tsx imports this module before any other; docs/architecture.md "A light web app": list rows ≤ 800 ms after a cold visit). On a signed-in visit of a certificate list it
 * starts fetching the frame's code, the signed-in icons and the list page's code at once, while
 * the rest of the app chunk (React, the router, Apollo, Blueprint) is still evaluating, instead
 * of when the router matches the route after it: on 2 cores that is 150–200 ms earlier. The route
 * table imports the same modules (routeModules.ts), so nothing is fetched twice; a failure here
 * is left to the route's own import, which shows the error page.
 */
import { listByPath } from '../features/certificates/lists/listDefinitions';
import { importAppLayout, importCertificateListPage, importSignedInIcons16 } from './routeModules';
import { getSessionDetails } from './session';

/** The modules `pathname` needs, started now (none without a stored login, or outside the lists). */
export function startRouteModules(pathname: string): Promise<unknown>[] {
  const list = /^\/certificates\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!listByPath(list) || !getSessionDetails()) return [];
  return [importAppLayout(), importSignedInIcons16(), importCertificateListPage()].map((started) =>
    started.catch(() => undefined),
  );
}

startRouteModules(window.location.pathname);
