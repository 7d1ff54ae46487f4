import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  ApiClientsDocument,
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  ReplayWebhookDeliveryDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../../../generated/graphql';
import { showSuccess } from '../../../shared/toaster';
import { appSettingsMock } from '../testing/settingsMocks';
import { ApiClientsPage } from './ApiClientsPage';
import { DELIVERY_LOG_SIZE } from './DeliveryLog';
import { always, apiClientRow, attemptRow, deliveryRow, endpointRow } from './testing/apiClientFixtures';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const SIS = apiClientRow('7', 'Student system', { scopes: ['WEBHOOKS_MANAGE'] });
const OLD = apiClientRow('3', 'Old tool', { revokedAt: '2026-03-08T15:00:00.000Z' });
const HOOK = endpointRow('21', 'https://sis.example.edu.au/hooks/certify', {
  description: 'Marks certificates issued in the SIS',
  events: ['CERTIFICATE_ISSUED', 'CERTIFICATE_CANCELLED'],
});
const SIGNING_SECRET = `whsec_${'s'.repeat(32)}`;

let endpointRequests = 0;

function baseMocks(): MockLink.MockedResponse[] {
  return [
    appSettingsMock('dd-mm-yyyy'),
    always({ request: { query: ApiClientsDocument }, result: { data: { apiClients: [SIS, OLD] } } }),
    always({
      request: {
        query: WebhookEndpointsDocument,
        variables: (v: { apiClientId: string }) => {
          endpointRequests += 1;
          return v.apiClientId === '7';
        },
      },
      result: { data: { webhookEndpoints: [HOOK] } },
    }),
    always({
      request: { query: WebhookEndpointsDocument, variables: { apiClientId: '3' } },
      result: { data: { webhookEndpoints: [] } },
    }),
  ];
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  endpointRequests = 0;
  render(
    <MockedProvider mocks={[...mocks, ...baseMocks()]}>
      <ApiClientsPage />
    </MockedProvider>,
  );
}

async function openWebhooks(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Webhooks of ${name}` }));
  return screen.findByRole('dialog', { name: `Webhooks — ${name}` });
}

describe('WebhooksDrawer (docs/integrators.md "Webhooks")', () => {
  beforeEach(() => vi.mocked(showSuccess).mockClear());

  it('lists the client’s endpoints: URL, note, events, switch and created; the switch turns one off', async () => {
    const update = vi.fn(() => ({
      data: {
        updateWebhookEndpoint: {
          __typename: 'WebhookEndpointPayload',
          message: 'Endpoint updated',
          endpoint: { ...HOOK, enabled: false },
        },
      },
    }));
    renderPage([
      {
        request: { query: UpdateWebhookEndpointDocument, variables: { input: { id: '21', enabled: false } } },
        result: update,
      },
    ]);
    const drawer = await openWebhooks('Student system');
    const list = await within(drawer).findByRole('list', { name: 'Endpoints' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('https://sis.example.edu.au/hooks/certify');
    expect(card).toHaveTextContent('Marks certificates issued in the SIS');
    expect(card).toHaveTextContent('Issued');
    expect(card).toHaveTextContent('Cancelled');
    expect(card).toHaveTextContent('Created 04-03-2026');
    const toggle = within(card).getByRole('switch', { name: /Deliveries to https:\/\/sis/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(card).getByRole('switch')).not.toBeChecked());
    expect(showSuccess).toHaveBeenCalledWith('Endpoint updated');
  });

  it('Add endpoint checks URL and events, creates, shows the signing secret once and lists it', async () => {
    const created = endpointRow('22', 'https://reports.example.org/certify', {
      events: ['CERTIFICATE_REQUESTED', 'CERTIFICATE_SIGNED'],
      description: 'Reporting',
    });
    const create = vi.fn(() => ({
      data: {
        createWebhookEndpoint: {
          __typename: 'WebhookEndpointSecretPayload',
          message: 'Endpoint added',
          secret: SIGNING_SECRET,
          endpoint: created,
        },
      },
    }));
    renderPage([
      {
        request: {
          query: CreateWebhookEndpointDocument,
          variables: {
            input: {
              apiClientId: '7',
              url: 'https://reports.example.org/certify',
              events: ['CERTIFICATE_REQUESTED', 'CERTIFICATE_SIGNED'],
              description: 'Reporting',
            },
          },
        },
        result: create,
      },
    ]);
    const drawer = await openWebhooks('Student system');
    await within(drawer).findByRole('list', { name: 'Endpoints' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Please enter an https:// URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/URL/), 'http://reports.example.org/certify');
    expect(within(dialog).getByText('Please enter an https:// URL')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/URL/));
    await userEvent.type(within(dialog).getByLabelText(/URL/), 'https://reports.example.org/certify');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Signed/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Requested/ }));
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'Reporting');
    expect(within(dialog).queryByText('Choose at least one event')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByRole('dialog', { name: 'Copy this secret now' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(within(secret).getByLabelText('Signing secret')).toHaveValue(SIGNING_SECRET);
    expect(secret).toHaveTextContent('It will not be shown again.');
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    const list = within(drawer).getByRole('list', { name: 'Endpoints' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('https://reports.example.org/certify');
    expect(endpointRequests).toBe(1);
  });

  it('Remove asks first and takes the endpoint off the list', async () => {
    renderPage([
      {
        request: { query: DeleteWebhookEndpointDocument, variables: { input: { id: '21' } } },
        result: {
          data: {
            deleteWebhookEndpoint: {
              __typename: 'WebhookEndpointPayload',
              message: 'Endpoint removed',
              endpoint: { ...HOOK, enabled: false },
            },
          },
        },
      },
    ]);
    const drawer = await openWebhooks('Student system');
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Remove https://sis.example.edu.au/hooks/certify' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove endpoint' });
    expect(confirm).toHaveTextContent('It receives no more deliveries.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(drawer).findByText('No endpoints')).toBeInTheDocument();
  });

  it('a revoked client’s endpoints are read-only: no Add endpoint', async () => {
    renderPage();
    const drawer = await openWebhooks('Old tool');
    expect(await within(drawer).findByText('No endpoints')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('This client is revoked');
    expect(within(drawer).queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });

  it('the delivery log: event, status, attempts, last status, dates; Attempts opens them; Replay queues one again', async () => {
    const dead = deliveryRow('31', {
      eventType: 'certificate.cancelled',
      status: 'DEAD',
      attemptCount: 2,
      lastStatusCode: 503,
      lastError: 'Service Unavailable',
      deliveredAt: null,
      attempts: [
        attemptRow({
          attemptedAt: '2026-03-05T08:00:01.000Z',
          statusCode: null,
          error: 'connect ECONNREFUSED',
          durationMs: 12,
        }),
        attemptRow({
          attemptedAt: '2026-03-05T08:05:01.000Z',
          statusCode: 503,
          error: 'Service Unavailable',
          durationMs: 80,
        }),
      ],
    });
    const delivered = deliveryRow('30');
    const replay = vi.fn(() => ({
      data: {
        replayWebhookDelivery: {
          __typename: 'ReplayWebhookDeliveryPayload',
          message: 'Delivery queued',
          delivery: { ...dead, status: 'PENDING', nextAttemptAt: '2026-03-15T08:00:00.000Z' },
        },
      },
    }));
    renderPage([
      always({
        request: { query: WebhookDeliveriesDocument, variables: { id: '21', first: DELIVERY_LOG_SIZE } },
        result: {
          data: {
            webhookEndpoint: { ...HOOK, deliveries: [dead, delivered] },
          },
        },
      }),
      { request: { query: ReplayWebhookDeliveryDocument, variables: { input: { id: '31' } } }, result: replay },
    ]);
    const drawer = await openWebhooks('Student system');
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Delivery log of https://sis.example.edu.au/hooks/certify' }),
    );
    expect(within(drawer).getByRole('heading', { name: 'Delivery log' })).toBeInTheDocument();
    const log = await within(drawer).findByRole('table', { name: 'Deliveries' });
    for (const name of ['Event', 'Status', 'Attempts', 'Last status', 'Created', 'Delivered', 'Actions']) {
      expect(within(log).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const deadRow = (await within(log).findByRole('cell', { name: 'certificate.cancelled' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(deadRow).getAllByRole('cell');
    expect(cells.slice(1, 4).map((c) => c.textContent)).toEqual(['Dead', '2', '503']);
    expect(cells[4]).toHaveTextContent(/^05-03-2026 \d{2}:\d{2}$/);
    expect(cells[5]).toHaveTextContent('—');
    const deliveredRow = within(log).getByRole('cell', { name: 'certificate.issued' }).closest('tr') as HTMLElement;
    expect(deliveredRow).toHaveTextContent('Delivered');

    const attempts = within(deadRow).getByRole('button', { name: /Attempts of certificate.cancelled/ });
    expect(attempts).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(attempts);
    expect(attempts).toHaveAttribute('aria-expanded', 'true');
    // the attempts open under the table, in view and focused
    expect(within(drawer).getByRole('heading', { name: 'Attempts of certificate.cancelled' })).toHaveFocus();
    const attemptTable = within(drawer).getByRole('table', { name: 'Attempts of msg_31' });
    const attemptRows = within(attemptTable).getAllByRole('row').slice(1);
    expect(attemptRows).toHaveLength(2);
    expect(attemptRows[0]).toHaveTextContent('no answer');
    expect(attemptRows[0]).toHaveTextContent('connect ECONNREFUSED');
    expect(attemptRows[1]).toHaveTextContent('503');
    expect(attemptRows[1]).toHaveTextContent('80 ms');
    expect(within(drawer).getByText('Body sent')).toBeInTheDocument();

    await userEvent.click(within(deadRow).getByRole('button', { name: /Replay certificate.cancelled/ }));
    await waitFor(() => expect(replay).toHaveBeenCalledTimes(1));
    expect(showSuccess).toHaveBeenCalledWith('Delivery queued');
    await waitFor(() => expect(within(deadRow).getAllByRole('cell')[1]).toHaveTextContent('Pending'));
    expect(within(drawer).getByText('Next attempt')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the attempts' }));
    expect(within(drawer).queryByRole('table', { name: 'Attempts of msg_31' })).toBeNull();
    expect(attempts).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Back to the endpoints' }));
    expect(await within(drawer).findByRole('list', { name: 'Endpoints' })).toBeInTheDocument();
  });
});
