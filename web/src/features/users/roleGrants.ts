/**
 * The role modal's grant groups: modules by menu section, in menu order (spec:
 * access-and-administration §3 "Module sections: 2 certificates, 4 master, 5 settings").
 */
import type { ModuleSection, RoleGrantOptionsQuery } from '../../generated/graphql';

type GrantModule = RoleGrantOptionsQuery['grantOptions']['modules'][number];

/** The sections in menu order, with their headings. */
export const SECTIONS: ReadonlyArray<{ section: ModuleSection; title: string }> = [
  { section: 'CERTIFICATES', title: 'Certificates' },
  { section: 'MASTER', title: 'Master' },
  { section: 'SETTINGS', title: 'Settings' },
];

/** The modules of each section, ordered by priority. */
export function modulesBySection(modules: readonly GrantModule[]) {
  return SECTIONS.map(({ section, title }) => ({
    section,
    title,
    modules: modules.filter((m) => m.section === section).sort((a, b) => a.priority - b.priority),
  }));
}

/** A role's form: name, status and its grants by name/code. */
export interface RoleFormValues {
  name: string;
  active: boolean;
  modules: string[];
  permissions: string[];
}

/** The role modal's one client rule (the api's message). */
export const ROLE_NAME_REQUIRED = 'Please enter Role name';

/** Adds `value` to `list` or takes it out. */
export const toggled = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
