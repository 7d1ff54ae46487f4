import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppSettingsDocument,
  CertificateAuditTrailDocument,
  CertificateDetailDocument,
  ViewerDocument,
} from '../../../generated/graphql';
import { actorOf, eventRow } from '../../settings/auditLog/testing/auditFixtures';
import { certificateFixture, viewerFixture } from '../testing/certificateFixture';
import { CertificateDetailPage } from './CertificateDetailPage';
import { DETAIL_PAGES } from './detailPages';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const forever = Number.POSITIVE_INFINITY;

function renderDetail(trail: { data?: unknown; errors?: GraphQLError[] }) {
  const cert = certificateFixture({});
  const mocks = [
    {
      request: { query: CertificateDetailDocument, variables: { id: cert.id } },
      result: { data: { certificate: cert } },
      maxUsageCount: forever,
    },
    {
      request: { query: CertificateAuditTrailDocument, variables: { id: cert.id } },
      result: trail,
      maxUsageCount: forever,
    },
    { request: { query: ViewerDocument }, result: { data: viewerFixture() }, maxUsageCount: forever },
    {
      request: { query: AppSettingsDocument },
      result: {
        data: {
          settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: true },
        },
      },
      maxUsageCount: forever,
    },
  ];
  const config = DETAIL_PAGES.requested;
  const router = createMemoryRouter(
    [{ path: `/certificates/${config.listPath}/:id`, element: <CertificateDetailPage config={config} /> }],
    { initialEntries: [`/certificates/${config.listPath}/${cert.id}`] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return cert;
}

describe('the certificate detail’s History tab (docs/security.md "Audit trail")', () => {
  it('opens on Details; History lists the trail oldest first, with who, what, from → to and the hash', async () => {
    const cert = renderDetail({
      data: {
        certificate: {
          __typename: 'Certificate',
          id: certificateFixture({}).id,
          auditTrail: [
            eventRow('c:1', {
              action: 'certificate.requested',
              actionLabel: 'Requested',
              fromLabel: null,
              toLabel: 'Requested',
              actor: actorOf('2', 'Rita Requester', true),
              comment: 'Please rush',
            }),
            eventRow('c:2'),
            eventRow('a:9', {
              source: 'ADMINISTRATION',
              action: 'certificate.downloaded',
              actionLabel: 'Downloaded by the learner',
              actor: null,
              fromLabel: null,
              toLabel: null,
            }),
          ],
        },
      },
    });
    expect(cert.id).toBeTruthy();
    const details = await screen.findByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Units (', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Certificate history' });
    await within(table).findByText('Rita Requester (deleted)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Requested',
      'Approved',
      'Downloaded by the learner' + 'Administration',
    ]);
    expect(within(rows[0]!).getByText('Please rush')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Requested → QA Approved')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('The learner')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^ab12cd34ef…/)).toBeInTheDocument();
  });

  it('offers Retry when the history cannot be loaded', async () => {
    renderDetail({ errors: [new GraphQLError('Gateway unavailable')] });
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Could not load the history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
