/**
 * What the API Clients screen shows for the integrator codes (docs/integrators.md "Create an API client", "Webhooks"):
 * readable scope, event and delivery status labels, and the forms' rules with their messages (a
 * courtesy: the api checks the same limits and its messages win when it answers one).
 */
import type { Intent } from '@blueprintjs/core';
import type { ApiClientScope, WebhookDeliveryStatus, WebhookEventType } from '../../../generated/graphql';

/** The scopes in the order the form offers them, with what each lets a client do. */
export const SCOPE_OPTIONS: ReadonlyArray<{ scope: ApiClientScope; label: string; description: string }> = [
  {
    scope: 'REGISTER_READ',
    label: 'Read the register',
    description: 'The certificate register and any certificate’s details.',
  },
  {
    scope: 'CERTIFICATES_REQUEST',
    label: 'Request certificates',
    description: 'Request certificates, with the courses, campuses and students a request needs.',
  },
  {
    scope: 'WEBHOOKS_MANAGE',
    label: 'Manage webhooks',
    description: 'Subscribe its own endpoints to certificate events and replay their deliveries.',
  },
];

/** A scope's readable label. */
export const scopeLabel = (scope: ApiClientScope): string =>
  SCOPE_OPTIONS.find((o) => o.scope === scope)?.label ?? scope;

/** The webhook events in the workflow's order, with their delivery `type`. */
export const EVENT_OPTIONS: ReadonlyArray<{ event: WebhookEventType; label: string; type: string }> = [
  { event: 'CERTIFICATE_REQUESTED', label: 'Requested', type: 'certificate.requested' },
  { event: 'CERTIFICATE_APPROVED', label: 'Approved', type: 'certificate.approved' },
  { event: 'CERTIFICATE_REJECTED', label: 'Rejected', type: 'certificate.rejected' },
  { event: 'CERTIFICATE_SIGNED', label: 'Signed', type: 'certificate.signed' },
  { event: 'CERTIFICATE_ISSUED', label: 'Issued', type: 'certificate.issued' },
  { event: 'CERTIFICATE_PRINTED', label: 'Printed', type: 'certificate.printed' },
  { event: 'CERTIFICATE_REPRINTED', label: 'Reprinted', type: 'certificate.reprinted' },
  { event: 'CERTIFICATE_CANCELLED', label: 'Cancelled', type: 'certificate.cancelled' },
];

/** An event's readable label. */
export const eventLabel = (event: WebhookEventType): string =>
  EVENT_OPTIONS.find((o) => o.event === event)?.label ?? event;

/** A delivery status's label and tag intent. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; intent: Intent }> = {
  PENDING: { label: 'Pending', intent: 'warning' },
  DELIVERED: { label: 'Delivered', intent: 'success' },
  DEAD: { label: 'Dead', intent: 'danger' },
};

/** The limits of the api (CreateApiClientInput, CreateWebhookEndpointInput). */
export const API_CLIENT_LIMITS = { name: 100, url: 2000, description: 500 } as const;

/**
 * The api's own messages, word for word (API_CLIENT_MESSAGES of api/src/integrators/schemas.ts,
 * WEBHOOK_MESSAGES of api/src/webhooks/schemas.ts), so the form says what the server would.
 */
export const API_CLIENT_MESSAGES = {
  name: 'Please enter name',
  nameTooLong: `The name may have at most ${API_CLIENT_LIMITS.name} characters`,
  scopes: 'Choose at least one scope',
  url: 'Please enter an https:// URL',
  urlTooLong: `The URL must be at most ${API_CLIENT_LIMITS.url} characters`,
  descriptionTooLong: `The description must be at most ${API_CLIENT_LIMITS.description} characters`,
  events: 'Choose at least one event',
} as const;

/** The first broken rule of an API client's fields. */
export function validateApiClient(values: { name: string; scopes: readonly ApiClientScope[] }): {
  name?: string;
  scopes?: string;
} {
  const name = values.name.trim();
  return {
    name: !name
      ? API_CLIENT_MESSAGES.name
      : name.length > API_CLIENT_LIMITS.name
        ? API_CLIENT_MESSAGES.nameTooLong
        : undefined,
    scopes: values.scopes.length === 0 ? API_CLIENT_MESSAGES.scopes : undefined,
  };
}

/** Loopback hosts: the api may accept them over `http://` too (WEBHOOK_ALLOW_INSECURE_LOOPBACK, never in production). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether `value` is an absolute `https://` URL with a host (or `http://` to a loopback address,
 * which the api accepts only when configured for tests and local development; it has the last word).
 */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.hostname === '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
  } catch {
    return false;
  }
}

/** The first broken rule of a webhook endpoint's fields. */
export function validateEndpoint(values: { url: string; description: string; events: readonly WebhookEventType[] }): {
  url?: string;
  description?: string;
  events?: string;
} {
  const url = values.url.trim();
  let urlError: string | undefined;
  if (url.length > API_CLIENT_LIMITS.url) urlError = API_CLIENT_MESSAGES.urlTooLong;
  else if (!isHttpsUrl(url)) urlError = API_CLIENT_MESSAGES.url;
  return {
    url: urlError,
    description:
      values.description.trim().length > API_CLIENT_LIMITS.description
        ? API_CLIENT_MESSAGES.descriptionTooLong
        : undefined,
    events: values.events.length === 0 ? API_CLIENT_MESSAGES.events : undefined,
  };
}

/** Whether any field has a message. */
export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);

/** The server's `fieldErrors` keyed by the input's own field (`input.name` → `name`). */
export function inputFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.replace(/^input\./, '').split('.')[0] ?? key;
    out[field] ??= message;
  }
  return out;
}
