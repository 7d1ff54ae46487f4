import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from './SearchableSelect';

const COURSES = [
  { id: '1', label: 'Certificate III in Carpentry', detail: 'CPC30220' },
  { id: '2', label: 'Diploma of Nursing', detail: 'HLT54121' },
];

describe('SearchableSelect', () => {
  it('opens while its options load and says so, so a click is never lost', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchableSelect id="course" options={[]} value={null} onChange={vi.fn()} placeholder="Select course" loading />,
    );
    await user.click(screen.getByRole('button', { name: /Select course/ }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();

    const onChange = vi.fn();
    rerender(
      <SearchableSelect id="course" options={COURSES} value={null} onChange={onChange} placeholder="Select course" />,
    );
    // (the option's text is what a pointer lands on)
    const option = await screen.findByRole('option', { name: /Diploma of Nursing/ });
    await user.click(within(option).getByText('Diploma of Nursing'));
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
