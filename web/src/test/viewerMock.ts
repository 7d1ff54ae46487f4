/**
 * A Viewer query mock for component tests. What the viewer may do to a certificate comes from the
 * certificate mocks (`availableActions`, `viewerCanSign`), not from the viewer's roles.
 */
import type { MockLink } from '@apollo/client/testing';
import { ViewerDocument, type ViewerQuery } from '../generated/graphql';

export function viewerMock(overrides: Partial<ViewerQuery['viewer']> = {}): MockLink.MockedResponse<ViewerQuery> {
  const viewer: ViewerQuery['viewer'] = {
    user: { id: '1', firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', email: 'ada@example.edu.au' },
    roles: [{ id: '1', name: 'Administrator' }],
    modules: [],
    permissions: ['requested_certificate.add'],
    passwordSecurity: false,
    emailNotifications: true,
    hasSignature: true,
    companyLogoUrl: null,
    productLogoUrl: null,
    ...overrides,
  };
  return {
    request: { query: ViewerDocument },
    result: { data: { viewer: withTypenames(viewer) } as ViewerQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Adds the __typename values the cache expects. */
function withTypenames(viewer: ViewerQuery['viewer']) {
  return {
    __typename: 'Viewer',
    ...viewer,
    user: { __typename: 'User', ...viewer.user },
    roles: viewer.roles.map((r) => ({ __typename: 'Role', ...r })),
    modules: viewer.modules.map((m) => ({ __typename: 'Module', ...m })),
  } as ViewerQuery['viewer'];
}
