/**
 * Webhook event types and delivery states (docs/integrators.md "Webhooks").
 */

/**
 * Webhook event types (docs/integrators.md "Webhooks"): `certificate.<action>` of the certificate_events action
 * that causes them. GraphQL `WebhookEventType` maps onto these values.
 */
export const WEBHOOK_EVENT = {
  CERTIFICATE_REQUESTED: 'certificate.requested',
  CERTIFICATE_APPROVED: 'certificate.approved',
  CERTIFICATE_REJECTED: 'certificate.rejected',
  CERTIFICATE_SIGNED: 'certificate.signed',
  CERTIFICATE_ISSUED: 'certificate.issued',
  CERTIFICATE_PRINTED: 'certificate.printed',
  CERTIFICATE_REPRINTED: 'certificate.reprinted',
  CERTIFICATE_CANCELLED: 'certificate.cancelled',
} as const;
export type WebhookEventCode = (typeof WEBHOOK_EVENT)[keyof typeof WEBHOOK_EVENT];

/** `webhook_deliveries.status`. */
export const WEBHOOK_DELIVERY_STATUS = { PENDING: 'pending', DELIVERED: 'delivered', DEAD: 'dead' } as const;
export type WebhookDeliveryStatusCode = (typeof WEBHOOK_DELIVERY_STATUS)[keyof typeof WEBHOOK_DELIVERY_STATUS];
