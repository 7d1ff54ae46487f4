/**
 * The settings screens of this area (paths relative to /settings; spec: access-and-administration
 * §2 "Settings routes"): Signature, User Configurations, Configuration Settings and Organization
 * Settings, and API Clients (docs/integrators.md "Create an API client"), Audit Log (docs/security.md "Audit trail"). Each page loads lazily; the app router mounts
 * them before the settings fallback.
 */
import type { RouteObject } from 'react-router';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'upload-signature',
    lazy: async () => ({ Component: (await import('./signature/SignatureSettingsPage')).SignatureSettingsPage }),
  },
  {
    path: 'user-configurations',
    lazy: async () => ({
      Component: (await import('./userConfiguration/UserConfigurationPage')).UserConfigurationPage,
    }),
  },
  {
    path: 'configuration-settings',
    lazy: async () => ({
      Component: (await import('./configuration/ConfigurationSettingsPage')).ConfigurationSettingsPage,
    }),
  },
  {
    path: 'company-settings',
    lazy: async () => ({
      Component: (await import('./organisation/OrganisationSettingsPage')).OrganisationSettingsPage,
    }),
  },
  {
    path: 'api-clients',
    lazy: async () => ({ Component: (await import('./apiClients/ApiClientsPage')).ApiClientsPage }),
  },
  {
    path: 'audit-log',
    lazy: async () => ({ Component: (await import('./auditLog/AuditLogPage')).AuditLogPage }),
  },
];
