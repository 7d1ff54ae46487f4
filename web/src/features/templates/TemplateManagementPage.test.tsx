/**
 * The Template Listing (spec: access-and-administration §2 "Template Listing"): the table's columns
 * and rows, 'Add Template' only with the viewer's `template_management.add` permission, and View
 * Details with the assigned courses, the signees and the found/missing fields.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { viewerMock } from '../../test/viewerMock';
import { TemplateManagementPage } from './TemplateManagementPage';
import { detail, detailMock, listMock, settingsMock, summary } from './testing/templateMocks';

function renderPage(permissions: string[], mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/settings/template-management', element: <TemplateManagementPage /> },
      { path: '/settings/template-management/:id/preview', element: <p>Preview page</p> },
    ],
    { initialEntries: ['/settings/template-management'] },
  );
  render(
    <MockedProvider
      mocks={[
        viewerMock({ permissions }),
        settingsMock(),
        listMock([
          summary('t2', 'Statement of Attainment', { noOfSignees: 1, skipSign: true }),
          summary('t1', 'Testamur'),
        ]),
        ...mocks,
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('TemplateManagementPage', () => {
  it('lists the templates with View, Assign Course, Assign Signee and View Details, numbered by page', async () => {
    renderPage(['template_management.add']);
    expect(await screen.findByText('Testamur')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Sl.No', 'Name', 'View', 'Assign Course', 'Assign Signee', 'View Details']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Skip signing')).toBeInTheDocument();
    for (const name of [
      'View Testamur',
      'Assign Course to Testamur',
      'Assign Signee to Testamur',
      'View Details of Testamur',
    ]) {
      expect(within(rows[1]!).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("shows 'Add Template' with the template_management.add permission", async () => {
    renderPage(['template_management.add']);
    expect(await screen.findByRole('button', { name: 'Add Template' })).toBeInTheDocument();
  });

  it("hides 'Add Template' without the permission (whatever the role)", async () => {
    renderPage(['requested_certificate.add']);
    expect(await screen.findByText('Testamur')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Template' })).not.toBeInTheDocument();
  });

  it('View opens the template preview page', async () => {
    const router = renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'View Testamur' }));
    expect(router.state.location.pathname).toBe('/settings/template-management/t1/preview');
  });

  it("View Details shows the courses ('course name-typecode'), the signees and the found/missing fields", async () => {
    renderPage(
      [],
      [
        detailMock(
          detail('t1', 'Testamur', {
            validTo: '2027-12-31',
            fields: {
              __typename: 'TemplateFields',
              found: ['student_name', 'signee_1_name'],
              missing: ['course_code', 'signee_2_name'],
            } as never,
            courses: [
              {
                __typename: 'TemplateCourse',
                label: 'Diploma of Leadership and Management-C',
                certificateType: 'CERTIFICATE',
                course: {
                  __typename: 'Course',
                  id: 'c1',
                  name: 'Diploma of Leadership and Management',
                  code: 'BSB50420',
                },
              },
            ] as never,
            signees: [
              {
                __typename: 'TemplateSignee',
                slot: 1,
                designation: 'Chief Executive Officer',
                user: { __typename: 'User', id: 'u4', fullName: 'Sam Signee' },
              },
            ] as never,
          }),
        ),
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View Details of Testamur' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Diploma of Leadership and Management-C')).toBeInTheDocument();
    expect(within(dialog).getByText('Sam Signee')).toBeInTheDocument();
    expect(within(dialog).getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(within(dialog).getByText('Not assigned')).toBeInTheDocument();
    expect(within(dialog).getByText('01-01-2026')).toBeInTheDocument();
    expect(within(dialog).getByText('31-12-2027')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Found fields' })).getByText('signee_1_name'),
    ).toBeVisible();
    expect(
      within(within(dialog).getByRole('region', { name: 'Missing fields' })).getByText('course_code'),
    ).toBeVisible();
    // docs/compliance.md: each check pass (green tick) or warning (amber) with its requirement.
    const checks = within(dialog).getByRole('region', { name: 'Compliance checks' });
    expect(
      within(checks).getByText(
        '1 warning: the design may not meet the Standards for RTOs 2025. Warnings do not block printing.',
      ),
    ).toBeVisible();
    const items = within(checks).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['pass', 'warning']);
    expect(within(items[0]!).getByText('Learner’s name')).toBeVisible();
    expect(within(items[0]!).getByText('Pass')).toBeVisible();
    expect(within(items[1]!).getByText('RTO name and code')).toBeVisible();
    expect(within(items[1]!).getByText('Warning')).toBeVisible();
    expect(within(items[1]!).getByText('Add the field rto_code.')).toBeVisible();
    expect(within(items[1]!).getByText(/Compliance Standards for NVR RTOs 2025, s 11/)).toBeVisible();
  });
});
