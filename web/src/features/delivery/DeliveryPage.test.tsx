import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CertificateDeliveryDocument, type CertificateDeliveryQuery } from '../../generated/graphql';
import { DeliveryPage, fileSize } from './DeliveryPage';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

type Delivery = NonNullable<CertificateDeliveryQuery['certificateDelivery']>;

/** A download page as the gateway answers it (with the `__typename`s the cache reads). */
const delivery = (over: Partial<Delivery> = {}): Delivery =>
  ({
    __typename: 'CertificateDelivery',
    learnerFirstName: 'Ada',
    credentialTitle: 'Diploma of Leadership and Management',
    credentialNumber: 'SCIT-2026-01001',
    certificateTypeName: 'Certificate',
    organisation: { __typename: 'DeliveryOrganisation', name: 'Southern Cross Institute', logoUrl: '/files/logo' },
    issueDate: '2026-03-03',
    expiresAt: '2026-04-02T01:00:00.000Z',
    verifyUrl: 'https://certify.example.org/verify/KRSXG5CTMVRXEZLUKN2XAZLSAB',
    downloadUrl: `/files/delivery/${TOKEN}`,
    fileName: 'SCIT-2026-01001_Ada Lovelace.pdf',
    byteSize: 187_392,
    cancelled: false,
    ...over,
  }) as Delivery;

const answer = (certificateDelivery: Delivery | null) => ({
  request: { query: CertificateDeliveryDocument, variables: { token: TOKEN } },
  result: { data: { certificateDelivery } },
  delay: 20,
});

function renderAt(path: string, mocks: unknown[] = []) {
  const router = createMemoryRouter([{ path: '/certificate/download/:token', Component: DeliveryPage }], {
    initialEntries: [path],
  });
  render(
    <MockedProvider mocks={mocks as never}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('DeliveryPage (docs/printing.md "Digital delivery")', () => {
  it('shows the organisation, the certificate, a Download PDF button, the verify link and the expiry', async () => {
    renderAt(`/certificate/download/${TOKEN}`, [answer(delivery())]);
    expect(await screen.findByRole('heading', { name: /Your certificate/ })).toHaveTextContent(
      'Your certificate Diploma of Leadership and Management',
    );
    expect(screen.getByText('Southern Cross Institute')).toBeInTheDocument();
    expect(document.querySelector('img.verify-credential__logo')).toHaveAttribute('src', '/files/logo');
    expect(screen.getByText('Hello Ada,')).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/files/delivery/${TOKEN}`);
    expect(download).toHaveAttribute('download', 'SCIT-2026-01001_Ada Lovelace.pdf');
    expect(screen.getByText(/183 KB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'verification page' })).toHaveAttribute(
      'href',
      'https://certify.example.org/verify/KRSXG5CTMVRXEZLUKN2XAZLSAB',
    );
    expect(screen.getByText(/This link works until/)).toHaveTextContent('This link works until 2 April 2026.');
    expect(screen.getByText('SCIT-2026-01001')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('an unknown or expired link says so, with no download', async () => {
    renderAt(`/certificate/download/${TOKEN}`, [answer(null)]);
    expect(await screen.findByText('This download link has expired or is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('a token too long to be one is not asked about', async () => {
    renderAt(`/certificate/download/${'x'.repeat(200)}`);
    expect(await screen.findByText('This download link has expired or is not valid')).toBeInTheDocument();
  });

  it('a cancelled certificate says it was cancelled and offers no download', async () => {
    renderAt(`/certificate/download/${TOKEN}`, [answer(delivery({ cancelled: true }))]);
    expect(await screen.findByText('This certificate has been cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('writes sizes in words', () => {
    expect(fileSize(900)).toBe('900 bytes');
    expect(fileSize(187_392)).toBe('183 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
