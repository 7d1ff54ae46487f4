import { act, render, screen, within } from '@testing-library/react';
import type { CertificateDetailFragment } from '../../../generated/graphql';
import { SigneeBlocks } from './SigneeBlocks';

type Signee = CertificateDetailFragment['signees'][number];
const signee = (slot: number, fullName: string, signedAt: string | null): Signee => ({
  slot,
  designation: slot === 1 ? 'Chief Executive Officer' : 'Academic Director',
  signedAt,
  user: { id: `u${slot}`, fullName },
});

const formatDate = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const SIGNEES = [signee(2, 'Rajesh Kumar', null), signee(1, 'Margaret Ellison', '2026-03-02T10:00:00Z')];

/** Renders and lets Blueprint's icons finish loading their paths. */
async function renderBlocks(props: React.ComponentProps<typeof SigneeBlocks>) {
  render(<SigneeBlocks {...props} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const blockOf = (name: string) => screen.getByText(new RegExp(name)).closest('li')!;

describe('SigneeBlocks', () => {
  it('shows who signed and who is still awaited while the certificate can be signed', async () => {
    await renderBlocks({ signees: SIGNEES, formatDate, status: 'QA_APPROVED' });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Signee 1: Margaret Ellison');
    expect(within(blockOf('Margaret Ellison')).getByText('Signed on 2026-03-02')).toBeInTheDocument();
    expect(within(blockOf('Rajesh Kumar')).getByText('Awaiting signature')).toBeInTheDocument();
  });

  it.each(['QA_REJECTED', 'CANCELLED'] as const)(
    'a %s certificate’s unsigned signee reads Not signed',
    async (status) => {
      await renderBlocks({ signees: SIGNEES, formatDate, status });
      expect(screen.queryByText('Awaiting signature')).not.toBeInTheDocument();
      const state = within(blockOf('Rajesh Kumar')).getByText('Not signed');
      expect(state).toHaveClass('bp6-text-muted');
      expect(within(blockOf('Margaret Ellison')).getByText('Signed on 2026-03-02')).toBeInTheDocument();
    },
  );

  it('says when no signee is assigned', async () => {
    await renderBlocks({ signees: [], formatDate, status: 'REQUESTED' });
    expect(screen.getByText('No signees assigned.')).toBeInTheDocument();
  });
});
