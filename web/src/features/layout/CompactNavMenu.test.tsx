import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MenuModule } from '../../app/modules';
import { CompactNavMenu } from './CompactNavMenu';

const CERTIFICATES: MenuModule[] = [
  { key: 'requested_list', label: 'Certificate Requests', url: '/certificates/requested-list' },
  { key: 'printed_list', label: 'Certificate Printed', url: '/certificates/printed-list' },
];
const SETTINGS: MenuModule[] = [
  { key: 'user_configurations', label: 'User Configurations', url: '/settings/user-configurations' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(master: MenuModule[] = []) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <CompactNavMenu certificates={CERTIFICATES} master={master} settings={SETTINGS} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CompactNavMenu (the header on narrow screens)', () => {
  it('opens a drawer with the main links and only the granted sections and modules', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Certificate Register',
      'Certificate Requests',
      'Certificate Printed',
      'User Configurations',
    ]);
    expect(within(nav).getByRole('heading', { name: 'Certificates' })).toBeVisible();
    expect(within(nav).getByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(within(nav).queryByRole('heading', { name: 'Master' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Master with its modules when granted', async () => {
    renderMenu([{ key: 'campus', label: 'Campus', url: '/master/campus-list' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const master = await screen.findByRole('region', { name: 'Master' });
    expect(within(master).getByRole('link', { name: 'Campus' })).toHaveAttribute('href', '/master/campus-list');
  });

  it('goes to the chosen screen and closes the drawer', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Certificate Printed' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/certificates/printed-list');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });
});
