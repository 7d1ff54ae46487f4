import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockLink } from '@apollo/client/testing';
import {
  CertificateListDocument,
  PrintCertificatesDocument,
  PrintJobUpdatedDocument,
  SignCertificatesDocument,
  type CertificateListQuery,
  type CertificateListQueryVariables,
  type ViewerQuery,
} from '../../../generated/graphql';
import { viewerMock } from '../../../test/viewerMock';
import { CERTIFICATE_SELECTION_KEY } from '../detail/certificateSelection';
import { certificateFixture } from '../testing/certificateFixture';
import { listRowFixture } from '../testing/listRowFixture';
import { SearchFiltersProvider } from '../search/SearchFiltersProvider';
import { CertificateListPage } from './CertificateListPage';
import { CERTIFICATE_LISTS, listByPath } from './listDefinitions';

type Row = CertificateListQuery['certificates']['nodes'][number];

const row = (id: string, student: string, statusLabel: string, overrides: Partial<Row> = {}): Row =>
  listRowFixture(id, student, { statusLabel, ...overrides });

/** Only the to-be-signed list asks for `viewerCanSign` (it costs a details look-up per row). */
function listMock(list: string, nodes: Row[], totalCount = nodes.length) {
  return {
    request: {
      query: CertificateListDocument,
      variables: (v: CertificateListQueryVariables) =>
        v.list === list && v.withViewerCanSign === (list === 'TO_BE_SIGNED'),
    },
    result: {
      data: {
        certificates: { __typename: 'CertificateConnection', nodes, totalCount, page: 1, pageSize: 5 },
      } as CertificateListQuery,
    },
    maxUsageCount: 10,
  };
}

interface RenderOptions {
  totalCount?: number;
  viewer?: Partial<ViewerQuery['viewer']>;
  mocks?: MockLink.MockedResponse[];
}

/** A printed certificate as a workflow payload returns it (the detail fragment, docs/product.md "Dashboard, register and exports"). */
const payloadCertificate = (id: string) =>
  certificateFixture({ id, status: 'PRINTED', statusCode: 5, statusLabel: 'Printed', availableActions: [] });

/** The certificates modules of the seven lists, as the viewer query answers them (the administrator's). */
const ALL_LIST_MODULES: ViewerQuery['viewer']['modules'] = CERTIFICATE_LISTS.map((l, i) => ({
  name: l.path.replace(/-/g, '_'),
  displayName: l.title,
  url: `/certificates/${l.path}`,
  section: 'CERTIFICATES',
  priority: i + 1,
}));

function renderList(path: string, nodes: Row[], { totalCount, viewer, mocks = [] }: RenderOptions = {}) {
  const definition = listByPath(path);
  if (!definition) throw new Error(path);
  const router = createMemoryRouter(
    [
      { path: `/certificates/${path}`, element: <CertificateListPage definition={definition} /> },
      { path: `/certificates/${path}/:id`, element: <p>Detail page</p> },
      { path: '/certificates/request-certificate', element: <p>Request form</p> },
      { path: '/settings/upload-signature', element: <p>Upload signature page</p> },
    ],
    { initialEntries: [`/certificates/${path}`] },
  );
  render(
    <MockedProvider
      mocks={[
        viewerMock({ modules: ALL_LIST_MODULES, ...viewer }),
        listMock(definition.key, nodes, totalCount),
        ...mocks,
      ]}
    >
      <SearchFiltersProvider>
        <RouterProvider router={router} />
      </SearchFiltersProvider>
    </MockedProvider>,
  );
}

/** Renders the list at `/certificates/<path>` with exactly `mocks` (the viewer holds every list module). */
function renderPage(path: string, mocks: MockLink.MockedResponse[]) {
  const definition = listByPath(path);
  if (!definition) throw new Error(path);
  const router = createMemoryRouter(
    [{ path: `/certificates/${path}`, element: <CertificateListPage definition={definition} /> }],
    { initialEntries: [`/certificates/${path}`] },
  );
  render(
    <MockedProvider mocks={[viewerMock({ modules: ALL_LIST_MODULES }), ...mocks]}>
      <SearchFiltersProvider>
        <RouterProvider router={router} />
      </SearchFiltersProvider>
    </MockedProvider>,
  );
}

describe('CertificateListPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('defines the seven lists with the spec titles', () => {
    expect(CERTIFICATE_LISTS.map((l) => l.title)).toEqual([
      'CERTIFICATE REQUESTS',
      'CERTIFICATE TO BE SIGNED',
      'CERTIFICATE SIGNED',
      'CERTIFICATE APPROVED',
      'CERTIFICATE REJECTED/CANCELLED',
      'CERTIFICATE PRINTED',
      'CERTIFICATE REPRINT REQUESTS',
    ]);
  });

  it('renders the rows of the send-to-print list with Print or Reprint', async () => {
    renderList('send-to-print-list', [
      row('1', 'Jane Citizen', 'Approved for Printing'),
      row('2', 'Sam Student', 'Reprint Approved', { status: 'PRINTED', reprintStatus: 'REPRINT_APPROVED' }),
    ]);
    expect(screen.getByRole('heading', { name: 'CERTIFICATE APPROVED' })).toBeInTheDocument();
    const jane = (await screen.findByText('Jane Citizen')).closest('tr');
    const sam = screen.getByText('Sam Student').closest('tr');
    if (!jane || !sam) throw new Error('rows missing');
    expect(within(jane).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(jane).queryByRole('button', { name: 'Reprint' })).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Reprint' })).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Certificate Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Certificate Preview/ })).toBeNull();
  });

  it('shows BULK PRINT once rows are selected and refuses mixed statuses', async () => {
    renderList('send-to-print-list', [
      row('1', 'Jane Citizen', 'Approved for Printing'),
      row('2', 'Sam Student', 'Reprint Approved', { status: 'PRINTED', reprintStatus: 'REPRINT_APPROVED' }),
    ]);
    await screen.findByText('Jane Citizen');
    expect(screen.queryByRole('button', { name: /BULK PRINT/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Select Jane Citizen'));
    await userEvent.click(screen.getByLabelText('Select Sam Student'));
    await userEvent.click(screen.getByRole('button', { name: /BULK PRINT \(2\)/ }));
    expect(
      await screen.findByText(
        'All student certificates must be under same certificate status and same certificate template',
      ),
    ).toBeInTheDocument();
  });

  it('requested list: preview links, Details and the Request certificate button', async () => {
    renderList('requested-list', [row('7', 'Ada Learner', 'Requested', { status: 'REQUESTED', statusCode: 0 })], {
      totalCount: 12,
    });
    expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/certificates/requested-list/7/preview',
    );
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByText('Request form')).toBeInTheDocument();
  });

  it('Details opens the detail page and stores the selection it falls back to', async () => {
    renderList('requested-list', [row('7', 'Ada Learner', 'Requested', { status: 'REQUESTED', statusCode: 0 })]);
    await screen.findByText('Ada Learner');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CERTIFICATE_SELECTION_KEY) ?? 'null')).toEqual({
      certificateId: '7',
      list: 'requested-list',
    });
  });

  /** A to-be-signed row; `viewerCanSign` is the server's answer for the signed-in viewer. */
  const toSign = (id: string, student: string, { templateId = 't1', viewerCanSign = true } = {}) =>
    row(id, student, 'QA Approved', {
      status: 'QA_APPROVED',
      statusCode: 1,
      template: { __typename: 'Template', id: templateId, name: templateId } as Row['template'],
      viewerCanSign,
    });

  async function selectBoth(first: string, second: string) {
    await screen.findByText(first);
    await userEvent.click(screen.getByLabelText(`Select ${first}`));
    await userEvent.click(screen.getByLabelText(`Select ${second}`));
  }

  it('shows BULK SIGN once rows the viewer can sign are selected, whatever their roles', async () => {
    renderList('to-be-signed-list', [toSign('1', 'Jane Citizen'), toSign('2', 'Sam Student')], {
      viewer: { roles: [{ id: '1', name: 'Administrator' }] },
    });
    await screen.findByText('Jane Citizen');
    expect(screen.queryByRole('button', { name: /BULK SIGN/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Select Jane Citizen'));
    expect(screen.getByRole('button', { name: 'BULK SIGN (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select Sam Student'));
    expect(screen.getByRole('button', { name: 'BULK SIGN (2)' })).toBeInTheDocument();
  });

  it('no BULK SIGN for selected rows the viewer cannot sign, even for a signee', async () => {
    renderList(
      'to-be-signed-list',
      [toSign('1', 'Jane Citizen', { viewerCanSign: false }), toSign('2', 'Sam Student', { viewerCanSign: false })],
      { viewer: { roles: [{ id: '4', name: 'Signee' }] } },
    );
    await selectBoth('Jane Citizen', 'Sam Student');
    expect(screen.getByLabelText('Select Jane Citizen')).toBeChecked();
    expect(screen.queryByRole('button', { name: /BULK SIGN/ })).toBeNull();
  });

  it('hides BULK SIGN while the selection holds a row the viewer cannot sign', async () => {
    renderList('to-be-signed-list', [
      toSign('1', 'Jane Citizen'),
      toSign('2', 'Sam Student', { viewerCanSign: false }),
    ]);
    await screen.findByText('Jane Citizen');
    await userEvent.click(screen.getByLabelText('Select Jane Citizen'));
    expect(screen.getByRole('button', { name: 'BULK SIGN (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select Sam Student'));
    expect(screen.queryByRole('button', { name: /BULK SIGN/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Select Sam Student'));
    expect(screen.getByRole('button', { name: 'BULK SIGN (1)' })).toBeInTheDocument();
  });

  it('BULK SIGN refuses certificates of different templates', async () => {
    renderList('to-be-signed-list', [
      toSign('1', 'Jane Citizen', { templateId: 't1' }),
      toSign('2', 'Sam Student', { templateId: 't2' }),
    ]);
    await selectBoth('Jane Citizen', 'Sam Student');
    await userEvent.click(screen.getByRole('button', { name: /BULK SIGN \(2\)/ }));
    expect(
      await screen.findByText('All student certificates must be under same certificate template'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('BULK SIGN asks the password when password security is on and signs with it', async () => {
    const signMock: MockLink.MockedResponse = {
      request: { query: SignCertificatesDocument, variables: { input: { ids: ['1', '2'], password: 'secret' } } },
      result: {
        data: {
          signCertificates: { __typename: 'CertificatesPayload', message: '2 certificates signed', certificates: [] },
        },
      },
    };
    renderList('to-be-signed-list', [toSign('1', 'Jane Citizen'), toSign('2', 'Sam Student')], {
      viewer: { passwordSecurity: true },
      mocks: [signMock],
    });
    await selectBoth('Jane Citizen', 'Sam Student');
    await userEvent.click(screen.getByRole('button', { name: /BULK SIGN \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Signing 2 certificates needs your password.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Please Enter Password')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('2 certificates signed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /BULK SIGN/ })).toBeNull());
  });

  it('BULK SIGN without a stored signature asks to save one and opens signature upload', async () => {
    renderList('to-be-signed-list', [toSign('1', 'Jane Citizen'), toSign('2', 'Sam Student')], {
      viewer: { hasSignature: false },
    });
    await selectBoth('Jane Citizen', 'Sam Student');
    await userEvent.click(screen.getByRole('button', { name: /BULK SIGN \(2\)/ }));
    expect(await screen.findByText('Please save your Signature')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload signature' }));
    expect(await screen.findByText('Upload signature page')).toBeInTheDocument();
  });

  describe('tells the truth (docs/product.md "Dashboard, register and exports")', () => {
    it('loading shows skeleton rows and a skeleton count, never a false 0', async () => {
      renderList('requested-list', [row('7', 'Ada Learner', 'Requested', { status: 'REQUESTED', statusCode: 0 })]);
      expect(screen.getByRole('heading', { name: 'CERTIFICATE REQUESTS' })).toBeInTheDocument();
      expect(screen.getByTestId('count-loading')).toHaveClass('bp6-skeleton');
      expect(screen.queryByLabelText('Total certificates')).toBeNull();
      expect(document.querySelectorAll('tbody .bp6-skeleton').length).toBeGreaterThan(0);
      expect(screen.queryByText('No certificates')).toBeNull();
      expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
      expect(screen.getByLabelText('Total certificates')).toHaveTextContent('1');
      expect(document.querySelectorAll('.bp6-skeleton')).toHaveLength(0);
    });

    /** The list query of `list` answering an error once. */
    const failing = (
      list: string,
      failure: Pick<MockLink.MockedResponse, 'error' | 'result'>,
    ): MockLink.MockedResponse => ({
      request: {
        query: CertificateListDocument,
        variables: (v: CertificateListQueryVariables) => v.list === list,
      },
      ...failure,
    });

    it('a network failure shows the error with Retry, not an empty list; Retry loads the rows', async () => {
      renderPage('requested-list', [
        failing('REQUESTED', { error: new TypeError('Failed to fetch') }),
        listMock('REQUESTED', [row('7', 'Ada Learner', 'Requested', { status: 'REQUESTED', statusCode: 0 })]),
      ]);
      expect(await screen.findByText('Could not load the certificates')).toBeInTheDocument();
      expect(
        screen.getByText('The server could not be reached. Check your connection, then retry.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('No certificates')).toBeNull();
      expect(screen.queryByLabelText('Total certificates')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Ada Learner')).toBeInTheDocument();
      expect(screen.queryByText('Could not load the certificates')).toBeNull();
      expect(screen.getByLabelText('Total certificates')).toHaveTextContent('1');
    });

    it("a server error shows the server's message", async () => {
      renderPage('signed-list', [
        failing('SIGNED', {
          result: {
            errors: [
              { message: 'The certificate service is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
            ],
          },
        }),
      ]);
      expect(await screen.findByText('The certificate service is unavailable')).toBeInTheDocument();
      expect(screen.getByText('Could not load the certificates')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it("a list the viewer's roles do not grant shows the no-access result, not an empty table", async () => {
      renderList('requested-list', [], {
        viewer: { modules: ALL_LIST_MODULES.filter((m) => m.url !== '/certificates/requested-list') },
      });
      expect(await screen.findByText('You do not have access to this list')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByText('No certificates')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    });

    it('a FORBIDDEN answer shows the no-access result too', async () => {
      renderPage('printed-list', [
        failing('PRINTED', {
          result: {
            errors: [{ message: 'Your roles do not grant access to printed_list', extensions: { code: 'FORBIDDEN' } }],
          },
        }),
      ]);
      expect(await screen.findByText('You do not have access to this list')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('after BULK SIGN the list asks the server again: the signed rows leave it', async () => {
      const signMock: MockLink.MockedResponse = {
        request: { query: SignCertificatesDocument, variables: { input: { ids: ['1', '2'], password: null } } },
        result: {
          data: {
            signCertificates: { __typename: 'CertificatesPayload', message: '2 certificates signed', certificates: [] },
          },
        },
      };
      const before = listMock('TO_BE_SIGNED', [
        toSign('1', 'Jane Citizen'),
        toSign('2', 'Sam Student'),
        toSign('3', 'Kim Learner'),
      ]);
      const after = listMock('TO_BE_SIGNED', [toSign('3', 'Kim Learner')]);
      renderPage('to-be-signed-list', [{ ...before, maxUsageCount: 1 }, after, signMock]);
      await selectBoth('Jane Citizen', 'Sam Student');
      expect(screen.getByLabelText('Total certificates')).toHaveTextContent('3');
      await userEvent.click(screen.getByRole('button', { name: /BULK SIGN \(2\)/ }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /Sign/ }));
      await waitFor(() => expect(screen.queryByText('Jane Citizen')).toBeNull());
      expect(screen.queryByText('Sam Student')).toBeNull();
      expect(screen.getByText('Kim Learner')).toBeInTheDocument();
      expect(screen.getByLabelText('Total certificates')).toHaveTextContent('1');
    });
  });

  describe('printing a row', () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    beforeEach(() => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => ({ ok: true, status: 200, blob: async () => pdf })),
      );
      URL.createObjectURL = vi.fn(() => 'blob:printed');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('prints the row and offers Print again and Download PDF in the print dialog', async () => {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const job = {
        __typename: 'PrintJob' as const,
        id: 'j9',
        kind: 'PRINT' as const,
        status: 'QUEUED' as const,
        total: 1,
        done: 0,
        message: null,
        emailed: null,
        file: null,
      };
      const printMock: MockLink.MockedResponse = {
        request: { query: PrintCertificatesDocument, variables: { input: { ids: ['1'] } } },
        result: {
          data: {
            printCertificates: {
              __typename: 'PrintCertificatesPayload',
              message: 'Certificate printed',
              certificates: [payloadCertificate('1')],
              job,
            },
          },
        },
      };
      // docs/architecture.md "Bulk work off the request path": the dialog follows the job; its PDF is fetched and printed once DONE.
      const doneMock: MockLink.MockedResponse = {
        request: { query: PrintJobUpdatedDocument, variables: { id: 'j9' } },
        result: {
          data: {
            printJobUpdated: {
              ...job,
              status: 'DONE',
              done: 1,
              file: { __typename: 'StoredFile', id: 'f9', fileName: 'print_9', url: '/files/prints/9', byteSize: 8 },
            },
          },
        },
      };
      renderList('send-to-print-list', [row('1', 'Jane Citizen', 'Approved for Printing')], {
        mocks: [printMock, doneMock],
      });
      const jane = (await screen.findByText('Jane Citizen')).closest('tr');
      if (!jane) throw new Error('row missing');
      await userEvent.click(within(jane).getByRole('button', { name: 'Print' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('print_9.pdf')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Print again' })).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledWith('/files/prints/9', expect.anything());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
      expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
      expect(click).toHaveBeenCalled();
      click.mockRestore();
    });
  });
});
