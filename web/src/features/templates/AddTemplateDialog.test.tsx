/**
 * Add Template (spec: access-and-administration §5 "Template"): the required fields and the PDF-only
 * rule, the upload then `createTemplate`, and the found/missing field report shown afterwards.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CreateTemplateDocument } from '../../generated/graphql';
import { AddTemplateDialog } from './AddTemplateDialog';
import { detail, settingsMock } from './testing/templateMocks';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../shared/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/uploads')>()),
  uploadFile: upload,
}));

const pdf = () => new File(['%PDF-1.7 template'], 'award.pdf', { type: 'application/pdf' });

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={[settingsMock(), ...mocks]}>
      <AddTemplateDialog isOpen onClose={onClose} onCreated={onCreated} />
    </MockedProvider>,
  );
  return { onCreated, onClose };
}

const fileInput = () => screen.getByLabelText('Template PDF', { selector: 'input' }) as HTMLInputElement;

describe('AddTemplateDialog', () => {
  beforeEach(() => {
    upload.mockReset();
  });

  it('asks for a name and a PDF file, with 1 signee by default', async () => {
    renderDialog();
    expect(screen.getByLabelText(/Number of Signees/)).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(await screen.findByText('Please enter the template name')).toBeInTheDocument();
    expect(screen.getByText('Please choose a PDF file')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes a PDF only', async () => {
    renderDialog();
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The certificate file must be a PDF')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('uploads the PDF, creates the template and shows the fields found and missing', async () => {
    upload.mockImplementation(async (_file: File, _purpose: string, onProgress: (n: number) => void) => {
      onProgress(0.5);
      return {
        id: '77',
        fileName: 'award.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        byteSize: 17,
        sha256: 'x',
      };
    });
    const template = detail('t9', 'Diploma 2027', { noOfSignees: 2 });
    const { onCreated } = renderDialog([
      {
        request: {
          query: CreateTemplateDocument,
          variables: { input: { name: 'Diploma 2027', noOfSignees: 2, skipSign: true, uploadId: '77' } },
        },
        result: {
          data: {
            createTemplate: {
              __typename: 'CreateTemplatePayload',
              message:
                'Template created successfully. Not in the PDF, so not printed on it: course_code, signee_2_name.',
              fields: {
                __typename: 'TemplateFields',
                found: ['student_name', 'signee_1_name'],
                missing: ['course_code', 'signee_2_name'],
              },
              template,
            },
          },
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText(/Template Name/), 'Diploma 2027');
    await userEvent.selectOptions(screen.getByLabelText(/Number of Signees/), '2');
    await userEvent.click(screen.getByLabelText(/Skip signing/));
    await userEvent.upload(fileInput(), pdf());
    const submit = screen.getByRole('button', { name: 'Add Template' });
    await userEvent.click(submit);

    const found = await screen.findByRole('region', { name: 'Found fields' });
    expect(within(found).getByText('student_name')).toBeInTheDocument();
    expect(within(found).getByText('signee_1_name')).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Missing fields' });
    expect(within(missing).getByText('course_code')).toBeInTheDocument();
    expect(within(missing).getByText('signee_2_name')).toBeInTheDocument();
    expect(screen.getByText(/Missing fields are not printed on this PDF/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![1]).toBe('template');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  });

  it('a PDF without any expected field: certificates use the default layout', async () => {
    upload.mockResolvedValue({ id: '78' });
    renderDialog([
      {
        request: {
          query: CreateTemplateDocument,
          variables: { input: { name: 'Plain', noOfSignees: 1, skipSign: false, uploadId: '78' } },
        },
        result: {
          data: {
            createTemplate: {
              __typename: 'CreateTemplatePayload',
              message: 'Template created successfully.',
              fields: { __typename: 'TemplateFields', found: [], missing: ['student_name'] },
              template: detail('t10', 'Plain', { noOfSignees: 1 }),
            },
          },
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText(/Template Name/), 'Plain');
    await userEvent.upload(fileInput(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect(
      await screen.findByText(
        'The PDF has none of the expected form fields: certificates print with the default layout.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a PDF with a USI field on the file, and stays open', async () => {
    upload.mockResolvedValue({ id: '79' });
    const refusal =
      'A certificate may never print the Unique Student Identifier (USI): remove the field usi from the template PDF';
    renderDialog([
      {
        request: {
          query: CreateTemplateDocument,
          variables: { input: { name: 'With USI', noOfSignees: 1, skipSign: false, uploadId: '79' } },
        },
        result: {
          errors: [
            new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { uploadId: refusal } } }),
          ],
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText(/Template Name/), 'With USI');
    await userEvent.upload(fileInput(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add Template' })).toBeInTheDocument();
  });

  it('shows the compliance checks of the added template', async () => {
    upload.mockResolvedValue({ id: '80' });
    renderDialog([
      {
        request: {
          query: CreateTemplateDocument,
          variables: { input: { name: 'Checked', noOfSignees: 1, skipSign: false, uploadId: '80' } },
        },
        result: {
          data: {
            createTemplate: {
              __typename: 'CreateTemplatePayload',
              message: 'Template created successfully.',
              fields: { __typename: 'TemplateFields', found: ['student_name'], missing: [] },
              template: detail('t11', 'Checked', { noOfSignees: 1 }),
            },
          },
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText(/Template Name/), 'Checked');
    await userEvent.upload(fileInput(), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    const checks = await screen.findByRole('region', { name: 'Compliance checks' });
    expect(within(checks).getByText('RTO name and code')).toBeInTheDocument();
    expect(within(checks).getByText('Warning')).toBeInTheDocument();
  });

  it('blocks a second submission while the upload is pending', async () => {
    let finish: (v: unknown) => void = () => {};
    upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderDialog();
    await userEvent.type(screen.getByLabelText(/Template Name/), 'Slow');
    await userEvent.upload(fileInput(), pdf());
    const submit = screen.getByRole('button', { name: 'Add Template' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    finish({ id: '1' });
  });
});
