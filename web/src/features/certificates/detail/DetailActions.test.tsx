/**
 * The detail page's actions against the app's real cache (docs/product.md "Dashboard, register and exports"): a second click while the
 * mutation runs sends nothing; Issue asks first; after an action the page shows the certificate
 * the mutation's payload returned, without fetching it again.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../../app/apollo';
import type { CertificateDetailFragment } from '../../../generated/graphql';
import { certificateFixture, viewerFixture } from '../testing/certificateFixture';
import { CertificateDetailPage } from './CertificateDetailPage';
import { DETAIL_PAGES, type DetailPageConfig } from './detailPages';

type Answer = (variables: Record<string, unknown>) => Record<string, unknown>;

/** A client whose link answers by operation name (after `delayMs`) and counts every operation it sends. */
function countingClient(answers: Record<string, Answer>, delayMs = 30) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '?');
        const answer = answers[operation.operationName ?? ''];
        const timer = setTimeout(() => {
          if (!answer) observer.error(new Error(`unexpected operation ${operation.operationName}`));
          else {
            observer.next({ data: answer(operation.variables) });
            observer.complete();
          }
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link });
  const count = (name: string) => sent.filter((s) => s === name).length;
  return { client, count };
}

const settings = {
  settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: false },
};

const payload = (field: string, certificate: CertificateDetailFragment, message: string) => ({
  [field]: { __typename: 'CertificatesPayload', message, certificates: [certificate] },
});

function renderDetail(config: DetailPageConfig, before: CertificateDetailFragment, answers: Record<string, Answer>) {
  const api = countingClient({
    CertificateDetail: () => ({ certificate: before }),
    Viewer: () => viewerFixture(),
    AppSettings: () => settings,
    ...answers,
  });
  const router = createMemoryRouter(
    [{ path: `/certificates/${config.listPath}/:id`, element: <CertificateDetailPage config={config} /> }],
    { initialEntries: [`/certificates/${config.listPath}/${before.id}`] },
  );
  render(
    <ApolloProvider client={api.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return api;
}

/** Two clicks before React renders again (the button cannot have turned disabled in between). */
function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}

const statusTag = () => document.querySelector('.certify-page-header .bp6-tag');

describe('DetailActions', () => {
  it('Issue asks "Issue this certificate?" naming the credential; a double click issues once; the payload updates the page', async () => {
    const signed = certificateFixture({
      status: 'SIGNED',
      statusCode: 3,
      statusLabel: 'Signed',
      availableActions: ['ISSUE', 'CANCEL'],
    });
    const issued = certificateFixture({
      status: 'APPROVED_FOR_PRINTING',
      statusCode: 4,
      statusLabel: 'Issued',
      availableActions: ['CANCEL'],
      issuedBy: 'Alex Admin',
      issuedOn: '2026-03-05T01:00:00.000Z',
    });
    const api = renderDetail(DETAIL_PAGES.signed, signed, {
      IssueCertificate: () => payload('issueCertificate', issued, 'Certificate issued successfully'),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Issue Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue certificate' });
    expect(dialog).toHaveTextContent('Issue this certificate?');
    expect(dialog).toHaveTextContent('Certificate: BSB50420 Diploma of Leadership and Management for Jane Citizen.');
    expect(api.count('IssueCertificate')).toBe(0);

    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Issue Certificate' }));
    expect(within(dialog).getByRole('button', { name: 'Issue Certificate' })).toBeDisabled();

    expect(await screen.findByText('Certificate issued successfully')).toBeInTheDocument();
    await waitFor(() => expect(statusTag()).toHaveTextContent('Issued'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Issued By')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue Certificate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Certificate' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.count('IssueCertificate')).toBe(1);
    expect(api.count('CertificateDetail')).toBe(1);
  });

  it('Cancel of the issue dialog sends nothing', async () => {
    const signed = certificateFixture({ status: 'SIGNED', statusLabel: 'Signed', availableActions: ['ISSUE'] });
    const api = renderDetail(DETAIL_PAGES.signed, signed, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Issue Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue certificate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.count('IssueCertificate')).toBe(0);
    expect(statusTag()).toHaveTextContent('Signed');
  });

  it('Reject: the comment is focused on opening; a double click rejects once; the page shows Rejected without a refetch', async () => {
    const requested = certificateFixture({ availableActions: ['APPROVE', 'REJECT'] });
    const rejected = certificateFixture({
      status: 'QA_REJECTED',
      statusCode: 2,
      statusLabel: 'Rejected',
      availableActions: [],
      rejectedBy: 'Alex Admin',
      rejectedOn: '2026-03-05T01:00:00.000Z',
      rejectionComment: 'Wrong course',
    });
    const api = renderDetail(DETAIL_PAGES.requested, requested, {
      RejectCertificate: () => payload('rejectCertificate', rejected, 'Certificate rejected'),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject certificate request' });
    const comment = within(dialog).getByLabelText(/Reason for rejection/);
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.type(comment, 'Wrong course');

    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Certificate rejected')).toBeInTheDocument();
    await waitFor(() => expect(statusTag()).toHaveTextContent('Rejected'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Rejection Comment')).toBeInTheDocument();
    expect(screen.getByText('Wrong course')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.count('RejectCertificate')).toBe(1);
    expect(api.count('CertificateDetail')).toBe(1);
  });

  it('Approve: a double click on the dialog approves once', async () => {
    const requested = certificateFixture({ availableActions: ['APPROVE', 'REJECT'] });
    const approved = certificateFixture({
      status: 'QA_APPROVED',
      statusCode: 1,
      statusLabel: 'QA Approved',
      availableActions: [],
    });
    const api = renderDetail(DETAIL_PAGES.requested, requested, {
      ApproveCertificate: () => payload('approveCertificate', approved, 'Certificate approved'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    const comment = within(dialog).getByLabelText(/Comment/);
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.type(comment, 'Looks right');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Certificate approved')).toBeInTheDocument();
    await waitFor(() => expect(statusTag()).toHaveTextContent('QA Approved'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.count('ApproveCertificate')).toBe(1);
    expect(api.count('CertificateDetail')).toBe(1);
  });
});
