/**
 * Assign Course and Assign Signee (spec: access-and-administration §5 "Assign course", "Assign
 * signee"): the spec's messages word for word, the placeholder type never sent, one signee per slot
 * (a chosen signee is disabled in the other slots), and what each mutation sends.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssignTemplateCoursesDocument, AssignTemplateSigneesDocument } from '../../generated/graphql';
import { AssignCourseDialog } from './AssignCourseDialog';
import { AssignSigneeDialog } from './AssignSigneeDialog';
import { detail, detailMock, formOptionsMock, settingsMock } from './testing/templateMocks';

const template = detail('t1', 'Testamur', { noOfSignees: 2 });

function renderWith(ui: React.ReactElement, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[settingsMock(), formOptionsMock(), detailMock(template), ...mocks]}>{ui}</MockedProvider>,
  );
}

describe('AssignCourseDialog', () => {
  it("needs a course and a certificate type other than 'Select Certificate Type'", async () => {
    const onClose = vi.fn();
    renderWith(<AssignCourseDialog template={template} onClose={onClose} />);
    const type = await screen.findByLabelText(/Certificate Type/);
    expect(type).toHaveValue('SCT');
    expect(within(type).getByRole('option', { name: 'Select Certificate Type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please select all the required fields')).toBeInTheDocument();

    await userEvent.click(screen.getByPlaceholderText('Search courses…'));
    await userEvent.click(await screen.findByText('Diploma of Leadership and Management (BSB50420)'));
    expect(
      await screen.findByText('Diploma of Leadership and Management (BSB50420)', { selector: '.bp6-tag *' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please select all the required fields')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens with the course search focused; refused, the course and type pickers read invalid (red)', async () => {
    renderWith(<AssignCourseDialog template={template} onClose={vi.fn()} />);
    const courses = await screen.findByPlaceholderText('Search courses…');
    await waitFor(() => expect(courses).toHaveFocus());
    const type = screen.getByLabelText(/Certificate Type/);
    expect(type).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Please select all the required fields');
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type.closest('.bp6-html-select')).toHaveClass('bp6-intent-danger');
    expect(courses).toHaveAttribute('aria-invalid', 'true');
    expect(courses.closest('.bp6-tag-input')).toHaveClass('bp6-intent-danger');
    await userEvent.selectOptions(type, 'STATEMENT_OF_ATTAINMENT');
    expect(type).not.toHaveAttribute('aria-invalid');
  });

  it('sends the courses, the type and the version read', async () => {
    const onClose = vi.fn();
    renderWith(<AssignCourseDialog template={template} onClose={onClose} />, [
      {
        request: {
          query: AssignTemplateCoursesDocument,
          variables: {
            input: { templateId: 't1', courseIds: ['c2'], certificateType: 'STATEMENT_OF_ATTAINMENT', version: 1 },
          },
        },
        result: {
          data: {
            assignTemplateCourses: {
              __typename: 'TemplatePayload',
              message: 'Courses assigned successfully',
              template,
            },
          },
        },
      },
    ]);
    await screen.findByText('No courses yet.');
    await userEvent.click(screen.getByPlaceholderText('Search courses…'));
    await userEvent.type(screen.getByPlaceholderText('Search courses…'), 'Project');
    await userEvent.click(await screen.findByText('Certificate IV in Project Management Practice (BSB40920)'));
    await userEvent.selectOptions(screen.getByLabelText(/Certificate Type/), 'STATEMENT_OF_ATTAINMENT');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('AssignSigneeDialog', () => {
  const slot = (n: number) => screen.getByRole('group', { name: `Signee ${n}` });

  it("every slot needs a signee and a designation: 'Please enter all the required fields'", async () => {
    const onClose = vi.fn();
    renderWith(<AssignSigneeDialog template={template} onClose={onClose} />);
    await screen.findByRole('group', { name: 'Signee 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please enter all the required fields')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter all the required fields')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("opens with the first slot's signee focused; a missing signee reads invalid (red) like the designation", async () => {
    renderWith(<AssignSigneeDialog template={template} onClose={vi.fn()} />);
    await screen.findByRole('group', { name: 'Signee 2' });
    const first = within(slot(1)).getByRole('combobox');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Please enter all the required fields');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.closest('.bp6-html-select')).toHaveClass('bp6-intent-danger');
    expect(within(slot(1)).getByRole('textbox').closest('.bp6-input-group')).toHaveClass('bp6-intent-danger');
  });

  it('a signee chosen for one slot is disabled in the other slots', async () => {
    renderWith(<AssignSigneeDialog template={template} onClose={vi.fn()} />);
    await screen.findByRole('group', { name: 'Signee 2' });
    await userEvent.selectOptions(within(slot(1)).getByRole('combobox'), 'u4');
    const other = within(slot(2)).getByRole('combobox');
    expect(within(other).getByRole('option', { name: /Sam Signee/ })).toBeDisabled();
    expect(within(other).getByRole('option', { name: 'Tara Trainer' })).toBeEnabled();
    await userEvent.selectOptions(within(slot(1)).getByRole('combobox'), 'u5');
    expect(within(other).getByRole('option', { name: 'Sam Signee' })).toBeEnabled();
    expect(within(other).getByRole('option', { name: /Tara Trainer/ })).toBeDisabled();
  });

  it('sends one entry per slot with its designation and the version read', async () => {
    const onClose = vi.fn();
    renderWith(<AssignSigneeDialog template={template} onClose={onClose} />, [
      {
        request: {
          query: AssignTemplateSigneesDocument,
          variables: {
            input: {
              templateId: 't1',
              signees: [
                { slot: 1, userId: 'u4', designation: 'Chief Executive Officer' },
                { slot: 2, userId: 'u5', designation: 'Training Manager' },
              ],
              version: 1,
            },
          },
        },
        result: {
          data: {
            assignTemplateSignees: {
              __typename: 'TemplatePayload',
              message: 'Signees assigned successfully',
              template,
            },
          },
        },
      },
    ]);
    await screen.findByRole('group', { name: 'Signee 2' });
    await userEvent.selectOptions(within(slot(1)).getByRole('combobox'), 'u4');
    await userEvent.type(within(slot(1)).getByRole('textbox'), 'Chief Executive Officer');
    await userEvent.selectOptions(within(slot(2)).getByRole('combobox'), 'u5');
    await userEvent.type(within(slot(2)).getByRole('textbox'), 'Training Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
