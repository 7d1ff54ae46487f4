import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type CredentialVerificationFieldsFragment, VerificationDocument } from '../../generated/graphql';
import { VerifyPage } from './VerifyPage';

const CODE = 'KRSXG5CTMVRXEZLUKN2XAZLS';

/** A credential as the gateway answers it (with the `__typename`s the cache reads). */
const credential = (over: Record<string, unknown> = {}) =>
  ({
    __typename: 'CredentialVerification',
    status: 'VALID',
    reissuedOn: null,
    cancelledOn: null,
    organisation: { __typename: 'IssuingOrganisation', name: 'Southern Cross Institute', logoUrl: '/files/logo' },
    learnerName: 'Ada Lovelace',
    credentialNumber: 'SCIT-2026-01001',
    issueDate: '2026-03-03',
    certificateType: 'CERTIFICATE',
    certificateTypeName: 'Certificate',
    courseCode: 'BSB50420',
    courseTitle: 'Diploma of Leadership and Management',
    units: [],
    ...over,
  }) as CredentialVerificationFieldsFragment;

const answer = (verification: CredentialVerificationFieldsFragment | null) => ({
  request: { query: VerificationDocument, variables: { code: CODE } },
  result: {
    data: {
      verification: verification && {
        ...verification,
        credentialUrl: verification.status === 'CANCELLED' ? null : `/verify/${CODE}/credential`,
      },
    },
  },
  delay: 20,
  maxUsageCount: 5,
});

/** The page at `path` (`/verify` or `/verify/{code}`) with the given answers. */
function renderAt(path: string, mocks: unknown[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/verify', Component: VerifyPage },
      { path: '/verify/:code', Component: VerifyPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={mocks as never}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('VerifyPage (docs/verification.md)', () => {
  it('shows a valid credential: organisation and logo, status, learner, qualification, date, number', async () => {
    renderAt(`/verify/${CODE}`, [answer(credential())]);
    expect(screen.getByText('Checking the code…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Southern Cross Institute' })).toBeInTheDocument();
    expect(document.querySelector('img.verify-credential__logo')).toHaveAttribute('src', '/files/logo');
    const status = document.querySelector('[data-status="valid"]')!;
    expect(status).toHaveTextContent('Valid');
    expect(status).toHaveClass('bp6-intent-success');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Diploma of Leadership and Management/)).toHaveTextContent('(BSB50420)');
    expect(screen.getByText('3 March 2026')).toBeInTheDocument();
    expect(screen.getByText('SCIT-2026-01001')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Units of competency' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check a document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download verifiable credential' })).toBeInTheDocument();
  });

  it('asks search engines not to index the page', async () => {
    renderAt(`/verify/${CODE}`, [answer(credential())]);
    await screen.findByRole('heading', { name: 'Southern Cross Institute' });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('says reissued in amber with the date, and cancelled in red with the date', async () => {
    renderAt(`/verify/${CODE}`, [answer(credential({ status: 'REISSUED', reissuedOn: '2026-05-20T02:00:00.000Z' }))]);
    const reissued = await screen.findByText('Reissued on 20 May 2026');
    expect(reissued.closest('[data-status]')).toHaveClass('bp6-intent-warning');
  });

  it('says cancelled in red with the date, never a reason', async () => {
    renderAt(`/verify/${CODE}`, [answer(credential({ status: 'CANCELLED', cancelledOn: '2026-06-01T02:00:00.000Z' }))]);
    const cancelled = await screen.findByText('Cancelled on 1 June 2026');
    const banner = cancelled.closest('[data-status]')!;
    expect(banner).toHaveAttribute('data-status', 'cancelled');
    expect(banner).toHaveClass('bp6-intent-danger');
    expect(banner).toHaveTextContent('no longer valid');
    expect(screen.queryByRole('button', { name: 'Download verifiable credential' })).not.toBeInTheDocument();
  });

  it('lists the units of a statement of attainment', async () => {
    renderAt(`/verify/${CODE}`, [
      answer(
        credential({
          certificateType: 'STATEMENT_OF_ATTAINMENT',
          certificateTypeName: 'Statement of Attainment',
          units: [
            { __typename: 'VerifiedUnit', code: 'BSBOPS501', title: 'Manage business resources' },
            {
              __typename: 'VerifiedUnit',
              code: 'BSBLDR523',
              title: 'Lead and manage effective workplace relationships',
            },
          ],
        }),
      ),
    ]);
    const units = await screen.findByRole('table');
    expect(within(units).getAllByRole('row')).toHaveLength(3);
    expect(within(units).getByText('BSBOPS501')).toBeInTheDocument();
    expect(screen.getByText('Statement of Attainment')).toBeInTheDocument();
  });

  it('says so when no credential has the code, and offers the form again', async () => {
    renderAt(`/verify/${CODE}`, [answer(null)]);
    expect(await screen.findByText('No credential found')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue(CODE);
  });

  it('offers Retry when the check fails', async () => {
    renderAt(`/verify/${CODE}`, [
      { request: { query: VerificationDocument, variables: { code: CODE } }, error: new Error('offline') },
      answer(credential()),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Southern Cross Institute' })).toBeInTheDocument();
  });

  it('/verify asks for the code and opens its page (spaces dropped)', async () => {
    const router = renderAt('/verify');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), ' KRSX G5CT ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(router.state.location.pathname).toBe('/verify/KRSXG5CT');
  });
});
