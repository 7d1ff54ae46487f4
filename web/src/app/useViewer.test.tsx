import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { ViewerDocument } from '../generated/graphql';
import { viewerFixture } from '../features/certificates/testing/certificateFixture';
import { PROFILE_KEY } from './session';
import { useViewer } from './useViewer';

function RequestButton() {
  const { can } = useViewer();
  return <p>{can('requested_certificate.add') ? 'may request' : 'may not request'}</p>;
}

function renderWith(livePermissions: string[]) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: ViewerDocument },
          result: { data: viewerFixture({ permissions: livePermissions }) },
          delay: 50,
        },
      ]}
    >
      <RequestButton />
    </MockedProvider>,
  );
}

describe('useViewer().can', () => {
  beforeEach(() => localStorage.clear());

  it('reads the stored profile until the viewer answers, then the viewer', async () => {
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ permissions: ['requested_certificate.add'] }));
    renderWith([]);
    expect(screen.getByText('may request')).toBeInTheDocument();
    // the live answer wins: the permission was taken away since the login
    expect(await screen.findByText('may not request')).toBeInTheDocument();
  });

  it('allows nothing without a stored profile until the viewer answers', async () => {
    renderWith(['requested_certificate.add']);
    expect(screen.getByText('may not request')).toBeInTheDocument();
    expect(await screen.findByText('may request')).toBeInTheDocument();
  });
});
