import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  ApiClientsDocument,
  CreateApiClientDocument,
  RevokeApiClientDocument,
  RotateApiClientSecretDocument,
} from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { appSettingsMock } from '../testing/settingsMocks';
import { ApiClientsPage } from './ApiClientsPage';
import { always, apiClientRow } from './testing/apiClientFixtures';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const SIS = apiClientRow('7', 'Student system', {
  scopes: ['REGISTER_READ', 'CERTIFICATES_REQUEST'],
  secretHint: 'cfy_…Ab3d',
  lastUsedAt: '2026-03-10T12:30:00.000Z',
});
const OLD = apiClientRow('3', 'Old reporting tool', {
  scopes: ['WEBHOOKS_MANAGE'],
  secretHint: 'cfy_…Zz99',
  revokedAt: '2026-03-08T15:00:00.000Z',
});
const SECRET = `cfy_${'x'.repeat(43)}`;

/** How many times the table was asked for. */
let listRequests = 0;

const listMock = (clients: unknown[]): MockLink.MockedResponse =>
  always({
    request: {
      query: ApiClientsDocument,
      variables: () => {
        listRequests += 1;
        return true;
      },
    },
    result: { data: { apiClients: clients } },
  });

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[appSettingsMock('yyyy/mm/dd'), ...mocks]}>
      <ApiClientsPage />
    </MockedProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'API clients' });
const rowOf = async (name: string) => {
  const cell = await screen.findByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
};

describe('ApiClientsPage (docs/integrators.md "Create an API client")', () => {
  beforeEach(() => {
    listRequests = 0;
    vi.mocked(showError).mockClear();
    vi.mocked(showSuccess).mockClear();
  });

  it('shows a skeleton, then Name, Scopes, Secret, Created, Last used, Status and the actions', async () => {
    renderPage([listMock([SIS, OLD])]);
    expect(table().querySelectorAll('.table-skeleton__row')).toHaveLength(3);
    expect(screen.getByTestId('count-loading')).toBeInTheDocument();

    const sis = await rowOf('Student system');
    for (const name of ['Name', 'Scopes', 'Secret', 'Created', 'Last used', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(table().querySelectorAll('.table-skeleton__row')).toHaveLength(0);
    expect(screen.getByLabelText('Total API clients')).toHaveTextContent('2');
    const cells = within(sis).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Read the register');
    expect(cells[1]).toHaveTextContent('Request certificates');
    expect(within(cells[2] as HTMLElement).getByText('cfy_…Ab3d')).toHaveClass('certificate-table__mono');
    // dates in the configured display format
    await waitFor(() => expect(cells[3]).toHaveTextContent('2026/03/03'));
    expect(cells[4]).toHaveTextContent(/^2026\/03\/10 \d{2}:\d{2}$/);
    expect(cells[5]).toHaveTextContent('Live');
    expect(within(sis).getByRole('button', { name: 'Rotate the secret of Student system' })).toBeInTheDocument();
    expect(within(sis).getByRole('button', { name: 'Revoke Student system' })).toBeInTheDocument();

    const old = await rowOf('Old reporting tool');
    expect(within(old).getAllByRole('cell')[1]).toHaveTextContent('Manage webhooks');
    expect(within(old).getAllByRole('cell')[4]).toHaveTextContent('Never');
    expect(within(old).getAllByRole('cell')[5]).toHaveTextContent('Revoked 2026/03/08');
    // a revoked client keeps only its webhooks (their logs stay readable)
    expect(
      within(old)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Webhooks of Old reporting tool']);
  });

  it('a failed load shows the error with Retry, which loads again', async () => {
    renderPage([
      { request: { query: ApiClientsDocument }, result: { errors: [new GraphQLError('Gateway unavailable')] } },
      listMock([SIS]),
    ]);
    expect(await screen.findByText('Could not load the API clients')).toBeInTheDocument();
    expect(screen.getByText('Gateway unavailable')).toBeInTheDocument();
    expect(screen.queryByLabelText('Total API clients')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Student system')).toBeInTheDocument();
  });

  it('with no client: the empty state and its Add API Client call to action', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No API clients yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Total API clients')).toHaveTextContent('0');
    const buttons = screen.getAllByRole('button', { name: 'Add API Client' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Add API Client' })).toBeInTheDocument();
  });

  it('Add API Client checks its fields, creates, shows the secret once and puts the client on top without a refetch', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created = apiClientRow('9', 'Compliance tool', { scopes: ['REGISTER_READ', 'WEBHOOKS_MANAGE'] });
    const create = vi.fn(() => ({
      data: {
        createApiClient: {
          __typename: 'ApiClientSecretPayload',
          message: 'API client created',
          secret: SECRET,
          apiClient: created,
        },
      },
    }));
    renderPage([
      listMock([SIS]),
      {
        request: {
          query: CreateApiClientDocument,
          variables: { input: { name: 'Compliance tool', scopes: ['REGISTER_READ', 'WEBHOOKS_MANAGE'] } },
        },
        result: create,
      },
    ]);
    await rowOf('Student system');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add API Client' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText(/Name/));
    await userEvent.paste('x'.repeat(101));
    expect(within(dialog).getByText('The name may have at most 100 characters')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Name/));
    await userEvent.type(within(dialog).getByLabelText(/Name/), '  Compliance tool ');
    // chosen out of order, sent in the form's order
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Manage webhooks/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Read the register/ }));
    expect(within(dialog).queryByText('Please enter name')).toBeNull();
    expect(within(dialog).queryByText('Choose at least one scope')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const secret = await screen.findByRole('dialog', { name: 'Copy this secret now' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('API client created');
    expect(screen.queryByRole('dialog', { name: 'Add API Client' })).toBeNull();
    const field = within(secret).getByLabelText('Secret');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(secret).toHaveTextContent('It will not be shown again.');
    expect(secret).toHaveTextContent('Compliance tool');
    await userEvent.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(secret).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy this secret now' })).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();

    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Compliance tool',
      'Student system',
    ]);
    expect(screen.getByLabelText('Total API clients')).toHaveTextContent('2');
    expect(listRequests).toBe(1);
  });

  it('Copy without the Clipboard API selects the secret and says how to copy it', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderPage([
      listMock([SIS]),
      {
        request: { query: RotateApiClientSecretDocument, variables: { input: { id: '7' } } },
        result: {
          data: {
            rotateApiClientSecret: {
              __typename: 'ApiClientSecretPayload',
              message: 'Secret rotated',
              secret: SECRET,
              apiClient: SIS,
            },
          },
        },
      },
    ]);
    await userEvent.click(within(await rowOf('Student system')).getByRole('button', { name: /Rotate the secret/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rotate secret' })).getByRole('button', {
        name: 'Rotate secret',
      }),
    );
    const secret = await screen.findByRole('dialog', { name: 'Copy this secret now' });
    await userEvent.click(within(secret).getByRole('button', { name: 'Copy' }));
    const field = within(secret).getByLabelText('Secret') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, SECRET.length]);
    expect(secret).toHaveTextContent('press Ctrl+C');
  });

  it('the server’s field message shows under Name', async () => {
    renderPage([
      listMock([SIS]),
      {
        request: { query: CreateApiClientDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('A live API client is already named Student system', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'input.name': 'This name is taken' } },
            }),
          ],
        },
      },
    ]);
    await rowOf('Student system');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add API Client' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Student system');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Read the register/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('A live API client is already named Student system');
  });

  it('Rotate secret is confirmed first, then shows the new secret once; the row shows when it was rotated', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    const rotate = vi.fn(() => ({
      data: {
        rotateApiClientSecret: {
          __typename: 'ApiClientSecretPayload',
          message: 'Secret rotated',
          secret: SECRET,
          apiClient: { ...SIS, secretHint: 'cfy_…Qq11', secretRotatedAt: '2026-03-12T10:00:00.000Z' },
        },
      },
    }));
    renderPage([
      listMock([SIS]),
      { request: { query: RotateApiClientSecretDocument, variables: { input: { id: '7' } } }, result: rotate },
    ]);
    await userEvent.click(
      within(await rowOf('Student system')).getByRole('button', { name: 'Rotate the secret of Student system' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Rotate secret' });
    expect(confirm).toHaveTextContent('The current secret stops working at once.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(rotate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Rotate the secret of Student system' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rotate secret' })).getByRole('button', {
        name: 'Rotate secret',
      }),
    );
    const secret = await screen.findByRole('dialog', { name: 'Copy this secret now' });
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(within(secret).getByLabelText('Secret')).toHaveValue(SECRET);
    expect(secret).toHaveTextContent('The new secret of Student system');
    const row = await rowOf('Student system');
    expect(row).toHaveTextContent('cfy_…Qq11');
    expect(row).toHaveTextContent('Rotated 2026/03/12');
    expect(listRequests).toBe(1);
  });

  it('Revoke is confirmed first; the row turns Revoked with its date and loses Rotate and Revoke', async () => {
    const revoke = vi.fn(() => ({
      data: {
        revokeApiClient: {
          __typename: 'RevokeApiClientPayload',
          message: 'API client revoked',
          apiClient: { ...SIS, revokedAt: '2026-03-14T10:00:00.000Z' },
        },
      },
    }));
    renderPage([
      listMock([SIS]),
      { request: { query: RevokeApiClientDocument, variables: { input: { id: '7' } } }, result: revoke },
    ]);
    await userEvent.click(within(await rowOf('Student system')).getByRole('button', { name: 'Revoke Student system' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API client' });
    expect(confirm).toHaveTextContent('The current secret stops working at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('API client revoked'));
    const row = await rowOf('Student system');
    await waitFor(() => expect(row).toHaveTextContent('Revoked 2026/03/14'));
    expect(within(row).queryByRole('button', { name: /Rotate|Revoke/ })).toBeNull();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('a refused revoke keeps the confirmation open with the server’s message', async () => {
    renderPage([
      listMock([SIS]),
      {
        request: { query: RevokeApiClientDocument, variables: { input: { id: '7' } } },
        result: { errors: [new GraphQLError('Your roles do not grant access', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    await userEvent.click(within(await rowOf('Student system')).getByRole('button', { name: 'Revoke Student system' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API client' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Your roles do not grant access'));
    expect(screen.getByRole('dialog', { name: 'Revoke API client' })).toBeInTheDocument();
    expect(await rowOf('Student system')).toHaveTextContent('Live');
  });
});
