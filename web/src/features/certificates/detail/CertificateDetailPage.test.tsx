import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppSettingsDocument,
  CertificateDetailDocument,
  ViewerDocument,
  type CertificateAction,
  type CertificateDetailFragment,
} from '../../../generated/graphql';
import { certificateFixture, viewerFixture } from '../testing/certificateFixture';
import { CertificateDetailPage } from './CertificateDetailPage';
import { DETAIL_PAGES, type DetailPageConfig } from './detailPages';

const forever = Number.POSITIVE_INFINITY;

function renderDetail(config: DetailPageConfig, certificate: Partial<CertificateDetailFragment>) {
  const cert = certificateFixture(certificate);
  const mocks = [
    {
      request: { query: CertificateDetailDocument, variables: { id: cert.id } },
      result: { data: { certificate: cert } },
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
  const router = createMemoryRouter(
    [{ path: `/certificates/${config.listPath}/:id`, element: <CertificateDetailPage config={config} /> }],
    {
      initialEntries: [`/certificates/${config.listPath}/${cert.id}`],
    },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const ALL_LABELS = [
  'Approve',
  'Approve and Sign',
  'Reject',
  'Sign',
  'Issue Certificate',
  'Cancel Certificate',
  'Print',
  'Reprint',
  'Reprint Request',
];

async function expectButtons(expected: string[]) {
  await screen.findByText('Jane Citizen', { selector: '.certify-page-header__student' });
  for (const label of expected) await screen.findByRole('button', { name: label });
  // let the viewer and settings queries settle before checking what is absent
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const label of ALL_LABELS) {
    const button = screen.queryByRole('button', { name: label });
    if (expected.includes(label)) expect(button, label).toBeInTheDocument();
    else expect(button, label).not.toBeInTheDocument();
  }
}

describe('CertificateDetailPage', () => {
  it('requested: Approve and Reject from availableActions', async () => {
    renderDetail(DETAIL_PAGES.requested, { availableActions: ['APPROVE', 'REJECT'] });
    await expectButtons(['Approve', 'Reject']);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it("requested: 'Approve and Sign' when the template skips signing", async () => {
    renderDetail(DETAIL_PAGES.requested, {
      availableActions: ['APPROVE', 'REJECT'],
      template: { id: 't9', name: 'Skip', skipSign: true, noOfSignees: 1 },
    });
    await expectButtons(['Approve and Sign', 'Reject']);
  });

  it('requested: no buttons when the server offers none', async () => {
    renderDetail(DETAIL_PAGES.requested, { availableActions: [] });
    await expectButtons([]);
  });

  it('to-be-signed: Sign only when the viewer can sign', async () => {
    renderDetail(DETAIL_PAGES.toBeSigned, { status: 'QA_APPROVED', availableActions: ['SIGN'], viewerCanSign: true });
    await expectButtons(['Sign']);
  });

  it('to-be-signed: no Sign when viewerCanSign is false', async () => {
    renderDetail(DETAIL_PAGES.toBeSigned, { status: 'QA_APPROVED', availableActions: ['SIGN'], viewerCanSign: false });
    await expectButtons([]);
  });

  it('signed: Issue Certificate and Cancel Certificate', async () => {
    renderDetail(DETAIL_PAGES.signed, { status: 'SIGNED', availableActions: ['ISSUE', 'CANCEL'] });
    await expectButtons(['Issue Certificate', 'Cancel Certificate']);
  });

  it('approved: Print, or Reprint when the reprint is approved', async () => {
    renderDetail(DETAIL_PAGES.sendToPrint, {
      status: 'PRINTED',
      reprintStatus: 'REPRINT_APPROVED',
      availableActions: ['REPRINT'] as CertificateAction[],
    });
    await expectButtons(['Reprint']);
  });

  it('printed: Reprint Request', async () => {
    renderDetail(DETAIL_PAGES.printed, { status: 'PRINTED', availableActions: ['REQUEST_REPRINT'] });
    await expectButtons(['Reprint Request']);
    expect(screen.getByRole('heading', { name: 'Certificate Printed Details' })).toBeInTheDocument();
  });

  const reprintRequested = (availableActions: CertificateAction[]): Partial<CertificateDetailFragment> => ({
    status: 'PRINTED',
    reprintStatus: 'REPRINT_REQUESTED',
    availableActions,
  });

  it.each<[string, CertificateAction[], string[]]>([
    ['both offered', ['APPROVE_REPRINT', 'REJECT_REPRINT'], ['Approve', 'Reject']],
    ['only approve offered', ['APPROVE_REPRINT'], ['Approve']],
    ['only reject offered', ['REJECT_REPRINT'], ['Reject']],
    ['none offered', [], []],
  ])('reprint detail: Approve and Reject follow availableActions (%s)', async (_case, offered, expected) => {
    renderDetail(DETAIL_PAGES.reprint, reprintRequested(offered));
    await expectButtons(expected);
    expect(screen.getByRole('heading', { name: 'Certificate Reprint Details' })).toBeInTheDocument();
  });

  it('shows filled rows only, hides the credential number, trims the file name, lists signees', async () => {
    renderDetail(DETAIL_PAGES.requested, {});
    await screen.findByText('Student Name');
    expect(screen.getByText('Enrolment Id')).toBeInTheDocument();
    expect(screen.queryByText('Approved By')).not.toBeInTheDocument();
    expect(screen.queryByText('CRT-2026-0042')).not.toBeInTheDocument();
    expect(screen.getByText('certificate.pdf')).toBeInTheDocument();
    expect(screen.getByText('Awaiting signature')).toBeInTheDocument();
    expect(screen.getByText('Lead and manage effective workplace relationships')).toBeInTheDocument();
  });
});
