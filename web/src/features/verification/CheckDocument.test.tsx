import { createHash } from 'node:crypto';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyDocumentDocument } from '../../generated/graphql';
import { CheckDocument } from './CheckDocument';
import { sha256Hex } from './sha256';

const BYTES = new TextEncoder().encode('%PDF-1.7 a printed certificate\n%%EOF\n');
const SHA = createHash('sha256').update(BYTES).digest('hex');
const pdf = (bytes: Uint8Array = BYTES) =>
  new File([bytes as BlobPart], 'certificate.pdf', { type: 'application/pdf' });

const credential = {
  __typename: 'CredentialVerification' as const,
  status: 'CANCELLED' as const,
  reissuedOn: null,
  cancelledOn: '2026-06-01T02:00:00.000Z',
  organisation: { __typename: 'IssuingOrganisation' as const, name: 'Southern Cross Institute', logoUrl: null },
  learnerName: 'Ada Lovelace',
  credentialNumber: 'SCIT-2026-01001',
  issueDate: '2026-03-03',
  certificateType: 'CERTIFICATE' as const,
  certificateTypeName: 'Certificate',
  courseCode: 'BSB50420',
  courseTitle: 'Diploma of Leadership and Management',
  units: [],
};

/** The panel, with `verifyDocument` answering a match for SHA and no match for anything else. */
function renderPanel(seen: string[]) {
  const mock = (sha256: string, match: boolean) => ({
    request: { query: VerifyDocumentDocument, variables: { sha256 } },
    result: () => {
      seen.push(sha256);
      return {
        data: {
          verifyDocument: {
            __typename: 'DocumentVerification',
            match,
            kind: match ? 'PRINT' : null,
            printedAt: match ? '2026-03-04T01:00:00.000Z' : null,
            credentials: match ? [credential] : [],
          },
        },
      };
    },
    maxUsageCount: 5,
  });
  const changed = Uint8Array.from(BYTES);
  changed[3]! ^= 1;
  const otherSha = createHash('sha256').update(changed).digest('hex');
  render(
    <MockedProvider mocks={[mock(SHA, true), mock(otherSha, false)] as never}>
      <CheckDocument />
    </MockedProvider>,
  );
  return { changed };
}

describe('CheckDocument (docs/verification.md "Public verification and the QR code")', () => {
  it('hashes the file in the browser with Web Crypto (the same SHA-256 as the server stores)', async () => {
    expect(await sha256Hex(pdf())).toBe(SHA);
  });

  it('says the file never leaves the browser, and sends only its SHA-256', async () => {
    const seen: string[] = [];
    renderPanel(seen);
    expect(screen.getByText(/Your file never leaves this browser/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Drop the PDF here/), pdf());
    expect(await screen.findByText('Match')).toBeInTheDocument();
    expect(seen).toEqual([SHA]);
    expect(screen.getByText(/printed on 4 March 2026/)).toBeInTheDocument();
    expect(screen.getByText(/SCIT-2026-01001 · Ada Lovelace/)).toBeInTheDocument();
    expect(document.querySelector('[data-status="cancelled"]')).toHaveTextContent('Cancelled on 1 June 2026');
  });

  it('answers no match for a file changed by one byte, dropped on the zone', async () => {
    const seen: string[] = [];
    const { changed } = renderPanel(seen);
    fireEvent.drop(screen.getByTestId('verify-drop'), { dataTransfer: { files: [pdf(changed)] } });
    expect(await screen.findByText('No match')).toBeInTheDocument();
    expect(document.querySelector('[data-match="false"]')).toHaveTextContent('certificate.pdf');
  });
});
