import { Intent } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { FormSelect } from './FormSelect';

const options = [
  { value: '', label: 'Select campus' },
  { value: 'k1', label: 'Melbourne' },
];

describe('FormSelect', () => {
  it('an invalid select reads red (danger intent) and invalid, like an input', () => {
    render(<FormSelect aria-label="Campus" options={options} intent={Intent.DANGER} onChange={() => {}} value="" />);
    const select = screen.getByRole('combobox', { name: 'Campus' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.closest('.bp6-html-select')).toHaveClass('bp6-intent-danger');
  });

  it('a valid select carries no intent', () => {
    render(<FormSelect aria-label="Campus" options={options} className="campus" onChange={() => {}} value="k1" />);
    const select = screen.getByRole('combobox', { name: 'Campus' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select.closest('.bp6-html-select')).not.toHaveClass('bp6-intent-danger');
    expect(select.closest('.bp6-html-select')).toHaveClass('campus');
  });
});
