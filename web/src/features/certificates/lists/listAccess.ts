/**
 * Which certificate lists the viewer may open, by the rule the header menu follows: the
 * certificates modules granted to the viewer (`menuModules`, app/modules.ts; from the live viewer,
 * or the profile stored at login until it answers). Links (notifications, dashboard) lead only
 * where the viewer may go, and a list URL outside the grants shows the no-access result instead of
 * an empty table. The server enforces the same grants (403 → FORBIDDEN) whatever this says.
 * spec: access-and-administration §2 "Header and navigation", §6 (menus follow the modules granted);
 * docs/product.md "Dashboard, register and exports".
 */
import { menuModules } from '../../../app/modules';
import { getSessionProfile } from '../../../app/session';
import { useViewer } from '../../../app/useViewer';
import type { ViewerFieldsFragment } from '../../../generated/graphql';
import { CERTIFICATE_LISTS } from './listDefinitions';

/** `/certificates/<list>` of every certificate list. */
const LIST_URLS = new Set(CERTIFICATE_LISTS.map((l) => `/certificates/${l.path}`));

/** The certificate list a path opens (`/certificates/signed-list` or one of its detail pages), or null. */
export function certificateListUrlOf(path: string): string | null {
  const [, area, list] = path.split(/[?#]/)[0]!.split('/');
  const url = `/${area}/${list}`;
  return LIST_URLS.has(url) ? url : null;
}

/**
 * Whether the viewer may open `path`: a certificate list (or a page under it) only when its module is
 * granted; any other path is left to its own guard. Unknown grants (no viewer and no stored profile)
 * allow it: the server decides then.
 */
export function mayOpenPath(path: string, viewer: ViewerFieldsFragment | null): boolean {
  const url = certificateListUrlOf(path);
  if (url === null) return true;
  const profile = getSessionProfile();
  if (!viewer && !profile) return true;
  return menuModules('CERTIFICATES', viewer, profile).some((m) => m.url === url);
}

/** `mayOpen(path)` for the signed-in viewer (see `mayOpenPath`). */
export function useListAccess(): { mayOpen: (path: string) => boolean } {
  const { viewer } = useViewer();
  return { mayOpen: (path: string) => mayOpenPath(path, viewer) };
}
