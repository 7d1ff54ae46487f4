/** Menu entries per module section, from the live viewer or (before it answers) the stored profile. */
import type { ViewerFieldsFragment } from '../generated/graphql';
import type { SessionProfile } from './session';

export interface MenuModule {
  key: string;
  label: string;
  url: string;
}

export type MenuSection = 'CERTIFICATES' | 'MASTER' | 'SETTINGS';

const profileKey: Record<MenuSection, 'certificates' | 'master' | 'settings'> = {
  CERTIFICATES: 'certificates',
  MASTER: 'master',
  SETTINGS: 'settings',
};

/** Granted modules of a section ordered by priority. */
export function menuModules(
  section: MenuSection,
  viewer: ViewerFieldsFragment | null,
  profile: SessionProfile | null,
): MenuModule[] {
  if (viewer) {
    return viewer.modules
      .filter((m) => m.section === section)
      .sort((a, b) => a.priority - b.priority)
      .map((m) => ({ key: m.name, label: m.displayName, url: m.url }));
  }
  return (profile?.[profileKey[section]] ?? []).map((m) => ({ key: m.key, label: m.module_name, url: m.module_url }));
}

/** access-and-administration §2 Redirects: first granted module URL of the area, else the fallback. */
export function firstModuleUrl(section: MenuSection, profile: SessionProfile | null, fallback: string): string {
  return menuModules(section, null, profile)[0]?.url ?? fallback;
}
