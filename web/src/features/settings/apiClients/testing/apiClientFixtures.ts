/** Rows and mocks of the API Clients screen's component tests (docs/integrators.md "Create an API client", "Webhooks"). */
import type { MockLink } from '@apollo/client/testing';
import type {
  ApiClientRowFragment,
  WebhookDeliveryRowFragment,
  WebhookEndpointRowFragment,
} from '../../../../generated/graphql';

/** A live API client named `name`, created 3 March 2026, never used. */
export const apiClientRow = (
  id: string,
  name: string,
  overrides: Partial<ApiClientRowFragment> = {},
): ApiClientRowFragment & { __typename: 'ApiClient' } => ({
  __typename: 'ApiClient',
  id,
  name,
  scopes: ['REGISTER_READ'],
  secretHint: `cfy_…${id.padStart(4, 'a')}`,
  createdAt: '2026-03-03T09:15:00.000Z',
  secretRotatedAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

/** An endpoint of `url`, on, receiving issued certificates. */
export const endpointRow = (
  id: string,
  url: string,
  overrides: Partial<WebhookEndpointRowFragment> = {},
): WebhookEndpointRowFragment & { __typename: 'WebhookEndpoint' } => ({
  __typename: 'WebhookEndpoint',
  id,
  url,
  description: null,
  events: ['CERTIFICATE_ISSUED'],
  enabled: true,
  createdAt: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

type Attempt = WebhookDeliveryRowFragment['attempts'][number];

/** One attempt of a delivery (typed as the fragment, with the `__typename` the cache wants). */
export const attemptRow = (attempt: Attempt): Attempt => ({ __typename: 'WebhookAttempt', ...attempt }) as Attempt;

/** A delivery of `certificate.issued`. */
export const deliveryRow = (
  id: string,
  overrides: Partial<WebhookDeliveryRowFragment> = {},
): WebhookDeliveryRowFragment & { __typename: 'WebhookDelivery' } => ({
  __typename: 'WebhookDelivery',
  id,
  messageId: `msg_${id}`,
  eventType: 'certificate.issued',
  payload: { type: 'certificate.issued', data: { certificateId: '12' } },
  status: 'DELIVERED',
  attemptCount: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2026-03-05T08:00:00.000Z',
  deliveredAt: '2026-03-05T08:00:01.000Z',
  attempts: [attemptRow({ attemptedAt: '2026-03-05T08:00:01.000Z', statusCode: 200, error: null, durationMs: 42 })],
  ...overrides,
});

/** `mock` answering any number of times. */
export const always = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
