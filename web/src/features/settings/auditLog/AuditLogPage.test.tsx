import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuditActionsDocument,
  AuditActorChoicesDocument,
  type AuditEventRowFragment,
  AuditLogDocument,
} from '../../../generated/graphql';
import { actorOf, eventRow, HASH } from './testing/auditFixtures';
import { showError } from '../../../shared/toaster';
import { appSettingsMock } from '../testing/settingsMocks';
import { actorLabel, stateChange } from './AuditEventTable';
import { AuditLogPage } from './AuditLogPage';
import { auditCsvPath } from './auditLogFilters';

vi.mock('../../../shared/toaster', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));
const files = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('../../../shared/files', () => files);

const page = (events: AuditEventRowFragment[], hasNextPage = false) => ({
  auditLog: {
    __typename: 'AuditEventConnection',
    edges: events.map((node, i) => ({ __typename: 'AuditEventEdge', cursor: `cur-${node.id}-${i}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: events.length ? `cur-${events.at(-1)!.id}` : null },
  },
});

/** Every AuditLog request's variables. */
let asked: Record<string, unknown>[] = [];

const logMock = (answer: (v: Record<string, unknown>) => ReturnType<typeof page>): MockLink.MockedResponse => ({
  request: {
    query: AuditLogDocument,
    variables: (v: Record<string, unknown>) => {
      asked.push(v);
      return true;
    },
  },
  result: (v: Record<string, unknown>) => ({ data: answer(v) }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const optionMocks: MockLink.MockedResponse[] = [
  {
    request: { query: AuditActionsDocument },
    result: {
      data: {
        auditActions: [
          { __typename: 'AuditAction', code: 'certificate.approved', label: 'Approved', source: 'WORKFLOW' },
          { __typename: 'AuditAction', code: 'user.deleted', label: 'User deleted', source: 'ADMINISTRATION' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AuditActorChoicesDocument },
    result: {
      data: {
        users: {
          __typename: 'UserPage',
          nodes: [{ __typename: 'User', id: '3', fullName: 'Alex Approver' }],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderPage(log: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[appSettingsMock('yyyy/mm/dd'), ...optionMocks, log]}>
      <AuditLogPage />
    </MockedProvider>,
  );
}

beforeEach(() => {
  asked = [];
  files.downloadBlob.mockReset();
  vi.mocked(showError).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditLogPage (docs/security.md "Audit trail")', () => {
  it('lists the events with who, what, subject, from → to and the short hash', async () => {
    renderPage(
      logMock(() =>
        page([
          eventRow('c:2'),
          eventRow('a:5', {
            source: 'ADMINISTRATION',
            action: 'user.deleted',
            actionLabel: 'User deleted',
            actor: actorOf('1', 'Ada Admin'),
            certificateId: null,
            credentialNumber: null,
            subjectType: 'user',
            subjectId: '9',
            fromLabel: null,
            toLabel: null,
          }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Ada Admin');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Alex Approver')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('CN-0012')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Requested → QA Approved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^ab12cd34ef…/)).toHaveAttribute('title', `SHA-256 ${HASH} (chain row 7)`);
    expect(within(rows[2]!).getByText('user 9')).toBeInTheDocument();
  });

  it('applies the filters on Search and starts again from the first page', async () => {
    renderPage(logMock(() => page([eventRow('c:2')], true)));
    await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Certificate: Approved' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'certificate.approved');
    await userEvent.selectOptions(screen.getByLabelText('Actor'), '3');
    await userEvent.type(screen.getByLabelText('Credential Number'), ' CN-0012 ');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ after: 'cur-c:2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { action: 'certificate.approved', actorId: '3', credentialNumber: 'CN-0012' },
        first: 25,
        after: null,
      }),
    );
  });

  it('exports the applied filters as AuditLog.csv, and shows the server’s reason when it refuses', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('csv', { status: 200 }))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ code: 'BAD_USER_INPUT', message: 'The filter matches more than 100,000 events' }),
          {
            status: 400,
          },
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(logMock(() => page([eventRow('c:2')])));
    await screen.findByRole('table', { name: 'Audit log' });
    await screen.findByRole('option', { name: 'Certificate: Approved' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'certificate.approved');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(files.downloadBlob).toHaveBeenCalledWith(expect.anything(), 'AuditLog.csv'));
    expect(fetchMock.mock.calls[0]![0]).toBe(auditCsvPath({ action: 'certificate.approved' }));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('The filter matches more than 100,000 events'));
  });

  it('says so when nothing matches', async () => {
    renderPage(logMock(() => page([])));
    expect(await screen.findByText('No events match')).toBeInTheDocument();
  });
});

describe('audit event labels', () => {
  it('names the actor, a deleted one and the system', () => {
    const base = eventRow('c:1');
    expect(actorLabel(base)).toBe('Alex Approver');
    expect(actorLabel({ ...base, actor: { ...base.actor!, deleted: true } })).toBe('Alex Approver (deleted)');
    expect(actorLabel({ ...base, actor: null })).toBe('System');
    expect(actorLabel({ action: 'certificate.downloaded', actor: null })).toBe('The learner');
    expect(stateChange({ fromLabel: null, toLabel: 'Requested' })).toBe('Requested');
  });
  it('puts the filter in the export address', () => {
    expect(auditCsvPath(undefined)).toBe('/files/audit-log.csv');
    expect(auditCsvPath({ certificateId: '5' })).toBe(
      `/files/audit-log.csv?filter=${encodeURIComponent('{"certificateId":"5"}')}`,
    );
  });
});
