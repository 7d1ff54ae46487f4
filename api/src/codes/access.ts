/**
 * Permissions, the seeded roles and the scopes of API clients (access-and-administration §6;
 * DESIGN.md "Roles, modules and permissions").
 */

/**
 * What a role may grant besides its modules, as `resource.action` (stored in `role_permissions`):
 * the spec's four `add` permissions (access-and-administration §3 `module_permissions`, §6), adding
 * templates (§2: the Add Template button), and each step of the certificate workflow
 * (DESIGN.md "Certificate state machine": who may take it). The api authorises every call from
 * these grants, read from the database; roles are only bundles of them (docs/product.md "Administration"). The label is
 * what the role modal shows.
 */
export const PERMISSION = {
  'requested_certificate.add': 'Request certificates',
  'campus_management.add': 'Add and import campuses',
  'course_management.add': 'Add and import courses',
  'student_management.add': 'Add and import students',
  'template_management.add': 'Add templates',
  'certificate.approve': 'Approve or reject requests (QA)',
  'certificate.sign': 'Sign certificates when assigned as a signee',
  'certificate.issue': 'Issue signed certificates',
  'certificate.cancel': 'Cancel signed, issued or printed certificates',
  'certificate.print': 'Print and reprint certificates',
  'certificate.request_reprint': 'Request reprints',
  'certificate.decide_reprint': 'Approve or reject reprint requests',
  // docs/compliance.md: the USI is exported only to administrators (auth/grants.ts).
  'student_usi.export': 'Export Unique Student Identifiers (administrators)',
} as const;
export type PermissionCode = keyof typeof PERMISSION;

/** The built-in role ids (roles are data: administrators may add more). DESIGN.md "Roles". */
export const ROLE = {
  ADMINISTRATOR: 1,
  REQUISITIONER: 2,
  APPROVER: 3,
  SIGNEE: 4,
  PRINTER: 5,
} as const;

/**
 * API client scopes (docs/integrators.md "Create an API client"): what a machine caller may do. The grants each scope
 * gives are in auth/scopes.ts; GraphQL `ApiClientScope` maps onto these values.
 */
export const API_CLIENT_SCOPE = {
  REGISTER_READ: 'register:read',
  CERTIFICATES_REQUEST: 'certificates:request',
  WEBHOOKS_MANAGE: 'webhooks:manage',
} as const;
export type ApiClientScopeCode = (typeof API_CLIENT_SCOPE)[keyof typeof API_CLIENT_SCOPE];
