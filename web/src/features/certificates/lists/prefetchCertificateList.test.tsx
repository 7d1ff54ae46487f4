import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../../app/apollo';
import { DETAILS_KEY } from '../../../app/session';
import {
  CertificateListDocument,
  type CertificateListQuery,
  type CertificateListQueryVariables,
} from '../../../generated/graphql';
import { viewerMock } from '../../../test/viewerMock';
import { SearchFiltersProvider } from '../search/SearchFiltersProvider';
import { storeSearchFilters } from '../search/storedSearchFilters';
import { EMPTY_FILTERS } from '../search/searchFilters';
import { listRowFixture } from '../testing/listRowFixture';
import { CertificateListPage } from './CertificateListPage';
import { listByPath } from './listDefinitions';
import { prefetchCertificateList } from './prefetchCertificateList';

const requested = listByPath('requested-list')!;

/** The variables of every CertificateList request that reached the "server". */
let listRequests: CertificateListQueryVariables[] = [];

function clientAnswering(nodes: CertificateListQuery['certificates']['nodes']) {
  const counting = new ApolloLink((operation, forward) => {
    if (operation.operationName === 'CertificateList') {
      listRequests.push(operation.variables as CertificateListQueryVariables);
    }
    return forward(operation);
  });
  const mocks = new MockLink(
    [
      viewerMock({
        modules: [
          {
            name: 'requested',
            displayName: requested.title,
            url: '/certificates/requested-list',
            section: 'CERTIFICATES',
            priority: 1,
          },
        ],
      }),
      {
        request: { query: CertificateListDocument, variables: () => true },
        result: {
          data: {
            certificates: {
              __typename: 'CertificateConnection',
              nodes,
              totalCount: nodes.length,
              page: 1,
              pageSize: 5,
            },
          } as CertificateListQuery,
        },
        delay: 50,
        maxUsageCount: 10,
      },
    ],
    { showWarnings: false },
  );
  return new ApolloClient({ cache: createCache(), link: ApolloLink.from([counting, mocks]) });
}

/**
 * The requested list's route as app/router.tsx declares it: the prefetching loader, and the page's
 * code arriving only when `codeArrives` resolves (a chunk on its way).
 */
function renderRoute(client: ApolloClient, codeArrives: Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        path: '/certificates/requested-list',
        loader: prefetchCertificateList(client, requested),
        lazy: async () => {
          await codeArrives;
          return { element: <CertificateListPage definition={requested} /> };
        },
      },
    ],
    { initialEntries: ['/certificates/requested-list'] },
  );
  render(
    <ApolloProvider client={client}>
      <SearchFiltersProvider>
        <RouterProvider router={router} />
      </SearchFiltersProvider>
    </ApolloProvider>,
  );
}

const signedIn = () =>
  localStorage.setItem(DETAILS_KEY, JSON.stringify({ token: 't', success: 1, expiresAt: '2030-01-01T00:00:00Z' }));

describe('a list route asks for its first page with its code, not after it (docs/architecture.md "A light web app")', () => {
  beforeEach(() => {
    listRequests = [];
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each([
    ['still on its way', 0],
    ['back already', 200],
  ])(
    'sends the query before the page’s code arrives; the page shows the answer (%s) without asking again',
    async (_, codeLateMs) => {
      signedIn();
      const client = clientAnswering([listRowFixture('7', 'Ada Learner')]);
      let arrive: () => void = () => undefined;
      renderRoute(client, new Promise<void>((resolve) => (arrive = resolve)));
      await vi.waitFor(() => expect(listRequests).toHaveLength(1));
      expect(listRequests[0]).toMatchObject({ list: 'REQUESTED', page: 1, pageSize: 5, withViewerCanSign: false });
      // the answer takes 50 ms: the code arrives before it, or after it is in the cache
      await new Promise((resolve) => setTimeout(resolve, codeLateMs));
      arrive();
      expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listRequests).toHaveLength(1);
    },
  );

  it('asks with the search kept in session storage, as the page does: still one request', async () => {
    signedIn();
    storeSearchFilters({ ...EMPTY_FILTERS, studentName: 'Ada' });
    const client = clientAnswering([listRowFixture('7', 'Ada Learner')]);
    renderRoute(client, Promise.resolve());
    expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]?.filter).toEqual({ studentName: 'Ada' });
  });

  it('asks for nothing without a stored login', async () => {
    const client = clientAnswering([]);
    const loader = prefetchCertificateList(client, requested);
    expect(loader()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listRequests).toEqual([]);
  });
});
