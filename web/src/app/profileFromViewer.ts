/** Builds the stored profile record (access-and-administration §3 Stored session) from the viewer. */
import type { ViewerFieldsFragment } from '../generated/graphql';
import type { SessionProfile } from './session';

type ModuleSection = ViewerFieldsFragment['modules'][number]['section'];

const modulesOf = (viewer: ViewerFieldsFragment, section: ModuleSection) =>
  [...viewer.modules]
    .filter((m) => m.section === section)
    .sort((a, b) => a.priority - b.priority)
    .map((m) => ({ module_name: m.displayName, module_url: m.url, key: m.name }));

export function profileFromViewer(viewer: ViewerFieldsFragment): SessionProfile {
  return {
    username: viewer.user.fullName,
    email: viewer.user.email ?? '',
    userid: viewer.user.id,
    role: viewer.roles.map((r) => Number(r.id)),
    certificates: modulesOf(viewer, 'CERTIFICATES'),
    master: modulesOf(viewer, 'MASTER'),
    settings: modulesOf(viewer, 'SETTINGS'),
    permissions: viewer.permissions,
    password: viewer.passwordSecurity,
    productLogo: viewer.productLogoUrl,
    clientLogo: viewer.companyLogoUrl,
  };
}
