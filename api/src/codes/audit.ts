/**
 * Where an audit event comes from and the administrative actions it records (docs/security.md
 * "Audit trail").
 */

/**
 * Where an audit-trail event is kept (docs/security.md "Audit trail"): `workflow` = `certificate_events`
 * (a certificate's workflow), `administration` = `audit_events` (administrative changes, and
 * certificate events recorded outside the workflow such as a learner's download). GraphQL
 * `AuditEventSource` maps onto these values.
 */
export const AUDIT_SOURCE = { WORKFLOW: 'workflow', ADMINISTRATION: 'administration' } as const;
export type AuditSourceCode = (typeof AUDIT_SOURCE)[keyof typeof AUDIT_SOURCE];

/**
 * Every audit action the Audit Log screen filters by, `<subject>.<verb>`, with its label (what the
 * History tab and the Audit Log show). Workflow events are `certificate.<certificate_events.action>`;
 * administrative ones are `audit_events.action` as recorded. A new action gets its row here
 * (CONTRIBUTING "Record an event"); a row whose action is missing still shows, labelled from its code.
 */
export const AUDIT_ACTIONS = {
  'certificate.requested': { source: 'workflow', label: 'Requested' },
  'certificate.approved': { source: 'workflow', label: 'Approved' },
  'certificate.rejected': { source: 'workflow', label: 'Rejected' },
  'certificate.signed': { source: 'workflow', label: 'Signed' },
  'certificate.issued': { source: 'workflow', label: 'Issued' },
  'certificate.cancelled': { source: 'workflow', label: 'Cancelled' },
  'certificate.printed': { source: 'workflow', label: 'Printed' },
  'certificate.reprint_requested': { source: 'workflow', label: 'Reprint requested' },
  'certificate.reprint_approved': { source: 'workflow', label: 'Reprint approved' },
  'certificate.reprint_rejected': { source: 'workflow', label: 'Reprint rejected' },
  'certificate.reprinted': { source: 'workflow', label: 'Reprinted' },
  'certificate.downloaded': { source: 'administration', label: 'Downloaded by the learner' },
  'user.created': { source: 'administration', label: 'User created' },
  'user.updated': { source: 'administration', label: 'User updated' },
  'user.roles_assigned': { source: 'administration', label: 'User roles assigned' },
  'user.deleted': { source: 'administration', label: 'User deleted' },
  'user.configuration_updated': { source: 'administration', label: 'User configuration updated' },
  'user.password_reset_requested': { source: 'administration', label: 'Password reset requested' },
  'user.password_reset': { source: 'administration', label: 'Password reset' },
  'role.created': { source: 'administration', label: 'Role created' },
  'role.updated': { source: 'administration', label: 'Role updated' },
  'role.users_assigned': { source: 'administration', label: 'Role users assigned' },
  'template.created': { source: 'administration', label: 'Template created' },
  'template.updated': { source: 'administration', label: 'Template updated' },
  'template.courses_assigned': { source: 'administration', label: 'Template courses assigned' },
  'template.signees_assigned': { source: 'administration', label: 'Template signees assigned' },
  'signature.saved': { source: 'administration', label: 'Signature saved' },
  'student.created': { source: 'administration', label: 'Student created' },
  'import.campuses': { source: 'administration', label: 'Campuses imported' },
  'import.courses': { source: 'administration', label: 'Courses imported' },
  'import.students': { source: 'administration', label: 'Students imported' },
  'company.updated': { source: 'administration', label: 'Organisation settings updated' },
  'organisation.signing_certificate_uploaded': { source: 'administration', label: 'PDF signing certificate uploaded' },
  'configuration.updated': { source: 'administration', label: 'Configuration updated' },
  'api_client.created': { source: 'administration', label: 'API client created' },
  'api_client.secret_rotated': { source: 'administration', label: 'API client secret rotated' },
  'api_client.revoked': { source: 'administration', label: 'API client revoked' },
  'webhook_endpoint.created': { source: 'administration', label: 'Webhook endpoint created' },
  'webhook_endpoint.updated': { source: 'administration', label: 'Webhook endpoint updated' },
  'webhook_endpoint.secret_rotated': { source: 'administration', label: 'Webhook secret rotated' },
  'webhook_endpoint.disabled': { source: 'administration', label: 'Webhook endpoint disabled' },
  'webhook_endpoint.deleted': { source: 'administration', label: 'Webhook endpoint deleted' },
  'webhook_delivery.replayed': { source: 'administration', label: 'Webhook delivery replayed' },
} as const satisfies Record<string, { source: AuditSourceCode; label: string }>;
export type AuditActionCode = keyof typeof AUDIT_ACTIONS;
