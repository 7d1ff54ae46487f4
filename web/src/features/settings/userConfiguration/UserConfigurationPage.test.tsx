import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { UpdateUserConfigurationDocument, UserConfigurationDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { viewerMock } from '../../../test/viewerMock';
import { UserConfigurationPage } from './UserConfigurationPage';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

type Switches = { passwordSecurity: boolean; emailNotifications: boolean };

function configurationMock(switches: Switches): MockLink.MockedResponse {
  return {
    request: { query: UserConfigurationDocument },
    result: { data: { userConfiguration: { __typename: 'UserConfiguration', ...switches } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const saved = (switches: Switches) => ({
  data: {
    updateUserConfiguration: {
      __typename: 'UpdateUserConfigurationPayload' as const,
      message: 'User configuration updated successfully',
      userConfiguration: { __typename: 'UserConfiguration' as const, ...switches },
    },
  },
});

const refused = (message: string, code: string, extra: Record<string, unknown> = {}) => ({
  errors: [new GraphQLError(message, { extensions: { code, ...extra } })],
});

function updateMock(
  input: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: UpdateUserConfigurationDocument, variables: { input } }, result, delay: 20 };
}

function renderPage(switches: Switches, ...mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[configurationMock(switches), viewerMock(), ...mocks]}>
      <UserConfigurationPage />
    </MockedProvider>,
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
});

describe('UserConfigurationPage', () => {
  it('shows the two switches with the saved values', async () => {
    renderPage({ passwordSecurity: true, emailNotifications: false });
    expect(await screen.findByRole('switch', { name: 'Password Security' })).toBeChecked();
    expect(toggle('Email Notifications')).not.toBeChecked();
  });

  it('saves a switch as soon as it is toggled, with a toast; both wait while it saves', async () => {
    const result = vi.fn(() => saved({ passwordSecurity: false, emailNotifications: false }));
    renderPage(
      { passwordSecurity: false, emailNotifications: true },
      updateMock({ emailNotifications: false }, result),
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Email Notifications' }));
    expect(toggle('Email Notifications')).not.toBeChecked();
    expect(toggle('Password Security')).toBeDisabled();
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('User configuration updated successfully'));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle('Password Security')).toBeEnabled());
    expect(toggle('Email Notifications')).not.toBeChecked();
  });

  it('turning Password Security off asks for the password, shows a wrong one, then retries with it', async () => {
    renderPage(
      { passwordSecurity: true, emailNotifications: true },
      updateMock({ passwordSecurity: false }, refused('Please Enter Password', 'FORBIDDEN')),
      updateMock(
        { passwordSecurity: false, password: 'Wrong@2026' },
        refused('Incorrect password', 'BAD_USER_INPUT', { fieldErrors: { password: 'Incorrect password' } }),
      ),
      updateMock(
        { passwordSecurity: false, password: 'Certify@2026' },
        saved({ passwordSecurity: false, emailNotifications: true }),
      ),
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Password Security' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(showError).not.toHaveBeenCalled();
    expect(toggle('Password Security')).toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please Enter Password')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Wrong@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(showError).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Certify@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('User configuration updated successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle('Password Security')).not.toBeChecked();
  });

  it('cancelling the password dialog leaves Password Security on', async () => {
    renderPage(
      { passwordSecurity: true, emailNotifications: true },
      updateMock({ passwordSecurity: false }, refused('Please Enter Password', 'FORBIDDEN')),
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Password Security' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle('Password Security')).toBeChecked();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('other refusals are shown as an error toast and the switch goes back', async () => {
    renderPage(
      { passwordSecurity: false, emailNotifications: true },
      updateMock(
        { emailNotifications: false },
        refused('Your roles do not grant access to user_configurations', 'FORBIDDEN'),
      ),
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Email Notifications' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Your roles do not grant access to user_configurations'),
    );
    await waitFor(() => expect(toggle('Email Notifications')).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
