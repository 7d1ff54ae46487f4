import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { AppSettingsDocument, CertificateVerificationLookupsDocument } from '../../../generated/graphql';
import { lookupsSentence, VerificationLookupsLine } from './VerificationLookupsLine';

const settings = {
  request: { query: AppSettingsDocument },
  result: {
    data: { settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: true } },
  },
  maxUsageCount: 5,
};

const lookups = (count: number, lastAt: string | null) => ({
  request: { query: CertificateVerificationLookupsDocument, variables: { id: '7' } },
  result: {
    data: {
      certificate: {
        __typename: 'Certificate',
        id: '7',
        verificationLookups: { __typename: 'VerificationLookups', count, lastAt },
      },
    },
  },
});

describe('VerificationLookupsLine (docs/verification.md)', () => {
  it('says how often the public checked an issued credential, and when last', async () => {
    render(
      <MockedProvider mocks={[settings, lookups(3, '2026-11-24T03:00:00.000Z')]}>
        <VerificationLookupsLine certificateId="7" issued />
      </MockedProvider>,
    );
    expect(await screen.findByText('Checked 3 times by the public, last on 24/11/2026')).toBeInTheDocument();
  });

  it('says not yet checked when nobody has', async () => {
    render(
      <MockedProvider mocks={[settings, lookups(0, null)]}>
        <VerificationLookupsLine certificateId="7" issued />
      </MockedProvider>,
    );
    expect(await screen.findByText('Not yet checked by the public')).toBeInTheDocument();
  });

  it('shows nothing (and asks nothing) before issue', () => {
    const { container } = render(
      <MockedProvider mocks={[settings]}>
        <VerificationLookupsLine certificateId="7" issued={false} />
      </MockedProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('words one look-up as once', () => {
    expect(lookupsSentence(1, '1/1/2027')).toBe('Checked once by the public, last on 1/1/2027');
  });
});
