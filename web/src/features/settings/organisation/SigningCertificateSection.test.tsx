import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { OrganisationSigningCertificateDocument, UploadSigningCertificateDocument } from '../../../generated/graphql';
import { showError, showSuccess } from '../../../shared/toaster';
import { appSettingsMock, jsonResponse } from '../testing/settingsMocks';
import { SigningCertificateSection } from './SigningCertificateSection';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const GENERATED = {
  __typename: 'SigningCertificate' as const,
  subject: 'CN=Southern Cross Institute of Training, O=Southern Cross Institute of Training, C=AU',
  issuer: 'CN=Southern Cross Institute of Training, O=Southern Cross Institute of Training, C=AU',
  commonName: 'Southern Cross Institute of Training',
  serialNumber: '01AB',
  fingerprintSha256: `AB:${'CD:'.repeat(30)}EF`,
  notBefore: '2026-01-01T00:00:00.000Z',
  notAfter: '2036-01-01T00:00:00.000Z',
  algorithm: 'RSA-2048',
  source: 'GENERATED' as const,
  selfSigned: true,
  uploadedBy: null as string | null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
};
const UPLOADED = {
  ...GENERATED,
  subject: 'CN=SCIT Document Signing, O=SCIT',
  issuer: 'CN=Trusted CA, O=Trusted CA Ltd',
  commonName: 'SCIT Document Signing',
  fingerprintSha256: `12:${'34:'.repeat(30)}56`,
  source: 'UPLOADED' as const,
  selfSigned: false,
  uploadedBy: 'Olivia Bennett',
  uploadedAt: '2026-06-01T00:00:00.000Z',
};

const currentMock: MockLink.MockedResponse = {
  request: { query: OrganisationSigningCertificateDocument },
  result: { data: { organisationSigningCertificate: GENERATED } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const uploadMock = (passphrase: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: UploadSigningCertificateDocument, variables: { input: { uploadId: '77', passphrase } } },
  result,
  delay: 20,
});
const p12 = (name = 'org.p12', size = 2000) => new File([new Uint8Array(size)], name, { type: 'application/x-pkcs12' });
const pkcs12Upload = {
  upload: {
    id: '77',
    fileName: 'org.p12',
    kind: 'p12',
    contentType: 'application/x-pkcs12',
    byteSize: 2000,
    sha256: 'ab'.repeat(32),
  },
};

function renderSection(...mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[currentMock, appSettingsMock(), ...mocks]}>
      <SigningCertificateSection />
    </MockedProvider>,
  );
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload certificate' });

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('SigningCertificateSection', () => {
  it('shows the self-signed certificate Certify made', async () => {
    renderSection();
    expect(await screen.findByText('Self-signed by Certify')).toBeInTheDocument();
    expect(screen.getByText('Southern Cross Institute of Training', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Itself (self-signed)')).toBeInTheDocument();
    expect(screen.getByText(GENERATED.fingerprintSha256)).toBeInTheDocument();
    expect(screen.getByText('RSA-2048')).toBeInTheDocument();
    expect(screen.getByLabelText('Signing certificate file')).toHaveAttribute(
      'accept',
      '.p12,.pfx,application/x-pkcs12',
    );
  });

  it('checks the file before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    await screen.findByText('Self-signed by Certify');
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Please choose a PKCS#12 certificate file (.p12 or .pfx)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Signing certificate file'), { target: { files: [p12('key.pem')] } });
    fireEvent.click(uploadButton());
    expect(await screen.findByText('The certificate file must be a .p12 or .pfx file')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Signing certificate file'), {
      target: { files: [p12('big.pfx', 100 * 1024 + 1)] },
    });
    fireEvent.click(uploadButton());
    expect(await screen.findByText('The certificate file must be at most 100 KB')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the file with its passphrase once, then shows the new certificate', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(pkcs12Upload));
    vi.stubGlobal('fetch', fetchMock);
    const result = vi.fn(() => ({
      data: {
        uploadSigningCertificate: {
          __typename: 'UploadSigningCertificatePayload',
          message: 'Signing certificate uploaded successfully',
          signingCertificate: UPLOADED,
        },
      },
    }));
    renderSection(uploadMock('s3cret', result));
    await screen.findByText('Self-signed by Certify');
    fireEvent.change(screen.getByLabelText('Signing certificate file'), { target: { files: [p12()] } });
    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: 's3cret' } });
    fireEvent.click(uploadButton());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Signing certificate uploaded successfully'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/files/uploads?purpose=pkcs12',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('CN=Trusted CA, O=Trusted CA Ltd')).toBeInTheDocument();
    expect(screen.getByText('Uploaded', { selector: '.bp6-tag, .bp6-tag *' })).toBeInTheDocument();
    expect(screen.getByText(/by Olivia Bennett/)).toBeInTheDocument();
    expect(screen.getByLabelText('Passphrase')).toHaveValue('');
  });

  it('a refused file: the server’s reason on the file field and as a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(pkcs12Upload)),
    );
    const message = 'The certificate file could not be opened with this passphrase';
    renderSection(
      uploadMock('wrong', {
        errors: [
          new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { uploadId: message } } }),
        ],
      }),
    );
    await screen.findByText('Self-signed by Certify');
    fireEvent.change(screen.getByLabelText('Signing certificate file'), { target: { files: [p12()] } });
    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: 'wrong' } });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(message));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(showSuccess).not.toHaveBeenCalled();
    expect(screen.getByText('Self-signed by Certify')).toBeInTheDocument();
  });
});
