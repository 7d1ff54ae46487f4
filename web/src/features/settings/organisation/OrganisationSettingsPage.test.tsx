import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { OrganisationDocument, UpdateOrganisationDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { viewerMock } from '../../../test/viewerMock';
import { appSettingsMock, jsonResponse, pngFile, uploadAnswer } from '../testing/settingsMocks';
import { OrganisationSettingsPage } from './OrganisationSettingsPage';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const ORGANISATION = {
  __typename: 'Organisation' as const,
  companyShortName: 'SCIT',
  companyName: 'Southern Cross Institute of Training',
  rtoCode: '45123',
  contactPerson: 'Olivia Bennett',
  contactEmail: 'admin@certify.test',
  companyAddress: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
  phoneNumber: '03 9000 1234',
  faxNumber: null as string | null,
  postCode: '3000',
  title: 'Certificates',
  logoUrl: null as string | null,
  digitalDelivery: false,
  updatedAt: '2026-05-01T00:00:00.000Z',
};
/** The input the form sends unchanged (null fields as ''), with the `updatedAt` it read. */
const UNCHANGED_INPUT = {
  companyShortName: 'SCIT',
  companyName: 'Southern Cross Institute of Training',
  rtoCode: '45123',
  contactPerson: 'Olivia Bennett',
  contactEmail: 'admin@certify.test',
  companyAddress: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
  phoneNumber: '03 9000 1234',
  faxNumber: '',
  postCode: '3000',
  title: 'Certificates',
  digitalDelivery: false,
  updatedAt: '2026-05-01T00:00:00.000Z',
};

const organisationMock: MockLink.MockedResponse = {
  request: { query: OrganisationDocument },
  result: { data: { organisation: ORGANISATION } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function updateMock(
  input: Record<string, unknown>,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: UpdateOrganisationDocument, variables: { input } }, result, delay: 20 };
}

const saved = (changes: Partial<typeof ORGANISATION>) => ({
  data: {
    updateOrganisation: {
      __typename: 'UpdateOrganisationPayload' as const,
      message: 'Company settings updated successfully',
      organisation: { ...ORGANISATION, ...changes, updatedAt: '2026-05-02T00:00:00.000Z' },
    },
  },
});

function renderPage(...mocks: MockLink.MockedResponse[]) {
  const viewer = viewerMock({ companyLogoUrl: '/files/55' });
  const viewerFetches = vi.fn(() => viewer.result as never);
  render(
    <MockedProvider mocks={[organisationMock, appSettingsMock(), { ...viewer, result: viewerFetches }, ...mocks]}>
      <OrganisationSettingsPage />
    </MockedProvider>,
  );
  return { viewerFetches };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('OrganisationSettingsPage', () => {
  it('shows the company profile of the spec in the form, and no logo yet', async () => {
    renderPage();
    expect(await screen.findByLabelText(/Company Short Name/)).toHaveValue('SCIT');
    for (const [label, value] of [
      ['Company Name', 'Southern Cross Institute of Training'],
      ['RTO Code', '45123'],
      ['Contact Person', 'Olivia Bennett'],
      ['Contact Email', 'admin@certify.test'],
      ['Company Address', 'Level 4, 250 Collins Street, Melbourne VIC 3000'],
      ['Phone Number', '03 9000 1234'],
      ['Fax Number', ''],
      ['Post Code', '3000'],
      ['Title', 'Certificates'],
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
    }
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.getByLabelText('Company logo file')).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('checks the required names and the e-mail before sending anything', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Company Short Name/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/^Company Name/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Contact Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please enter Company Short Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter Company Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('refuses a logo that is not a PNG/JPEG or is over 2 MB', async () => {
    renderPage();
    const input = await screen.findByLabelText('Company logo file');
    fireEvent.change(input, { target: { files: [pngFile('logo.svg', 100, 'image/svg+xml')] } });
    expect(screen.getByText('The logo must be a PNG or JPEG image')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pngFile('logo.png', 2 * 1024 * 1024 + 1)] } });
    expect(screen.getByText('The logo must be at most 2 MB')).toBeInTheDocument();
  });

  it('uploads a new logo, saves the profile with it once, and fetches the viewer again (header logo)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(uploadAnswer('91')));
    vi.stubGlobal('fetch', fetchMock);
    const result = vi.fn(() => saved({ companyName: 'SCIT Pty Ltd', logoUrl: '/files/92' }));
    const { viewerFetches } = renderPage(
      updateMock({ ...UNCHANGED_INPUT, companyName: 'SCIT Pty Ltd', logoUploadId: '91' }, result),
    );
    fireEvent.change(await screen.findByLabelText(/^Company Name/), { target: { value: '  SCIT Pty Ltd ' } });
    fireEvent.change(screen.getByLabelText('Company logo file'), { target: { files: [pngFile('logo.png')] } });
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Company settings updated successfully'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/files/uploads?purpose=image', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(viewerFetches).toHaveBeenCalledTimes(1));
    expect(await screen.findByLabelText(/^Company Name/)).toHaveValue('SCIT Pty Ltd');
  });

  it('a stale edit: the server’s message as an error toast, and a way to reload', async () => {
    const message = 'The organisation settings were changed by someone else. Reload them and try again.';
    renderPage(
      updateMock(UNCHANGED_INPUT, { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] }),
    );
    await screen.findByLabelText(/Company Short Name/);
    fireEvent.click(saveButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(message));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('switches digital delivery on: the learners are e-mailed their certificate (docs/printing.md "Digital delivery")', async () => {
    const result = vi.fn(() => saved({ digitalDelivery: true }));
    renderPage(updateMock({ ...UNCHANGED_INPUT, digitalDelivery: true }, result));
    const toggle = await screen.findByLabelText('Send learners their certificate by e-mail when it is printed');
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/download their own PDF \(valid 30 days\)/)).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    fireEvent.click(saveButton());
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Company settings updated successfully'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Send learners their certificate by e-mail when it is printed')).toBeChecked();
  });

  it('shows the server’s field messages on their fields', async () => {
    renderPage(
      updateMock(
        { ...UNCHANGED_INPUT, phoneNumber: 'call me' },
        {
          errors: [
            new GraphQLError('Please enter a valid phone number', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { phoneNumber: 'Please enter a valid phone number' } },
            }),
          ],
        },
      ),
    );
    fireEvent.change(await screen.findByLabelText(/Phone Number/), { target: { value: 'call me' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Please enter a valid phone number'));
    expect(await screen.findAllByText('Please enter a valid phone number')).toHaveLength(1);
  });
});
