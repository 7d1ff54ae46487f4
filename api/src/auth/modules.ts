/**
 * The menu modules and the five roles' grants, which every new database starts with, demo data or
 * not (foundation.ts). spec: access-and-administration §2 (routes), §6; DESIGN.md "Roles, modules
 * and permissions".
 */
import {
  type CertificateListCode,
  type ModuleSectionCode,
  certificateListPath,
  PERMISSION,
  type PermissionCode,
  ROLE,
} from '../codes.js';

export interface SeedModule {
  moduleName: string;
  moduleDisplayName: string;
  url: string;
  section: ModuleSectionCode;
  priority: number;
}

const cert = (
  moduleName: string,
  moduleDisplayName: string,
  path: CertificateListCode,
  priority: number,
): SeedModule => ({
  moduleName,
  moduleDisplayName,
  url: certificateListPath(path),
  section: 2,
  priority,
});
const master = (moduleName: string, moduleDisplayName: string, path: string, priority: number): SeedModule => ({
  moduleName,
  moduleDisplayName,
  url: `/master/${path}`,
  section: 4,
  priority,
});
const settings = (moduleName: string, moduleDisplayName: string, path: string, priority: number): SeedModule => ({
  moduleName,
  moduleDisplayName,
  url: `/settings/${path}`,
  section: 5,
  priority,
});

export const MODULES: SeedModule[] = [
  cert('requested_list', 'Certificate Requests', 'requested-list', 1),
  cert('to_be_signed_list', 'Certificate To Be Signed', 'to-be-signed-list', 2),
  cert('signed_list', 'Certificate Signed', 'signed-list', 3),
  cert('send_to_print_list', 'Certificate Approved', 'send-to-print-list', 4),
  cert('rejected_list', 'Certificate Rejected/Cancelled', 'rejected-list', 5),
  cert('printed_list', 'Certificate Printed', 'printed-list', 6),
  cert('reprint_request_list', 'Certificate Reprint Requests', 'reprint-request-list', 7),
  master('campus_list', 'Campus', 'campus-list', 1),
  master('course_list', 'Course', 'course-list', 2),
  master('student_list', 'Student', 'student-list', 3),
  settings('user_management', 'User Management', 'user-management', 1),
  settings('role_management', 'Role Management', 'role-management', 2),
  settings('template_management', 'Template Management', 'template-management', 3),
  settings('configuration_settings', 'Configuration Settings', 'configuration-settings', 4),
  settings('user_configurations', 'User Configurations', 'user-configurations', 5),
  settings('company_settings', 'Organization Settings', 'company-settings', 6),
  settings('upload_signature', 'Signature', 'upload-signature', 7),
  settings('course_import', 'Course Import', 'course-import', 8),
  settings('campus_import', 'Campus Import', 'campus-import', 9),
  settings('student_import', 'Student Import', 'student-import', 10),
  settings('api_clients', 'API Clients', 'api-clients', 11),
  settings('audit_log', 'Audit Log', 'audit-log', 12),
];

export const ROLES = [
  { id: ROLE.ADMINISTRATOR, name: 'Administrator' },
  { id: ROLE.REQUISITIONER, name: 'Requisitioner' },
  { id: ROLE.APPROVER, name: 'Approver' },
  { id: ROLE.SIGNEE, name: 'Signee' },
  { id: ROLE.PRINTER, name: 'Printer' },
];

export const ROLE_MODULES: Record<number, string[]> = {
  [ROLE.ADMINISTRATOR]: MODULES.map((m) => m.moduleName),
  [ROLE.REQUISITIONER]: [
    'requested_list',
    'rejected_list',
    'printed_list',
    'campus_list',
    'course_list',
    'student_list',
    'user_configurations',
  ],
  [ROLE.APPROVER]: [
    'requested_list',
    'to_be_signed_list',
    'signed_list',
    'send_to_print_list',
    'rejected_list',
    'printed_list',
    'reprint_request_list',
    'student_list',
    'user_configurations',
  ],
  [ROLE.SIGNEE]: ['to_be_signed_list', 'signed_list', 'upload_signature', 'user_configurations'],
  [ROLE.PRINTER]: ['send_to_print_list', 'printed_list', 'reprint_request_list', 'user_configurations'],
};

/**
 * The demo roles' grants (DESIGN.md "Certificate state machine": who may take each step). The
 * administrator holds every grant; signing also needs the certificate's assignment.
 */
export const ROLE_PERMISSIONS: Record<number, PermissionCode[]> = {
  [ROLE.ADMINISTRATOR]: Object.keys(PERMISSION) as PermissionCode[],
  [ROLE.REQUISITIONER]: ['requested_certificate.add', 'certificate.request_reprint'],
  [ROLE.APPROVER]: ['certificate.approve', 'certificate.issue', 'certificate.cancel', 'certificate.decide_reprint'],
  [ROLE.SIGNEE]: ['certificate.sign'],
  [ROLE.PRINTER]: ['certificate.print', 'certificate.request_reprint'],
};
