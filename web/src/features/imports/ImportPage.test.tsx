/**
 * The CSV import screen (spec: access-and-administration §2 "CSV import screens", §4 "Import", §5,
 * §8): .csv only, the chosen file read with the real parser (the worker's module, called directly:
 * jsdom has no Worker) with its bad rows listed first, Upload disabled while any row is invalid, the
 * upload then the import mutation with 'Upload Success' and the counts, the server's row errors
 * under 'Upload Failed', 'No Data', the file removed, and Back to the master list.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppSettingsDocument,
  ImportCoursesDocument,
  ImportSampleDocument,
  ImportStudentsDocument,
} from '../../generated/graphql';
import { ImportPage } from './ImportPage';
import { ImportParserContext } from './parserClient';
import { parseImportFile } from './parseImportFile';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../shared/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/uploads')>()),
  uploadFile: upload,
}));

const ALWAYS = Number.POSITIVE_INFINITY;
const settings = {
  request: { query: AppSettingsDocument },
  result: {
    data: { settings: { __typename: 'AppSettings', displayDateFormat: 'dd/mm/yyyy', feeConfirmationRequired: false } },
  },
  maxUsageCount: ALWAYS,
} as MockLink.MockedResponse;
const sample = (kind: 'STUDENT' | 'COURSE') =>
  ({
    request: { query: ImportSampleDocument, variables: { kind } },
    result: {
      data: {
        importSample: {
          __typename: 'ImportSample',
          fileName: `${kind.toLowerCase()}-import-sample.csv`,
          csv: '# sample\nstudent_id\n',
        },
      },
    },
    maxUsageCount: ALWAYS,
  }) as MockLink.MockedResponse;

const HEADER = 'student_id,first_name,middle_name,last_name,email,mobile,dob';
const good = (id: string, dob = '14/03/1996') =>
  `${id},Zoë,,Nguyễn,${id.toLowerCase()}@student.example.com.au,0412345678,${dob}`;
const csvFile = (text: string, name = 'students.csv') => new File([text], name, { type: 'text/csv' });

const result = (over: Record<string, unknown> = {}) => ({
  __typename: 'ImportResult',
  message: 'Upload Success',
  rows: 3,
  added: 2,
  updated: 1,
  unchanged: 0,
  units: null,
  ...over,
});

function renderPage(kind: 'student' | 'course' = 'student', mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/settings/import',
        element: (
          <ImportParserContext.Provider value={parseImportFile}>
            <ImportPage kind={kind} />
          </ImportParserContext.Provider>
        ),
      },
      { path: '/master/student-list', element: <p>Student list</p> },
    ],
    { initialEntries: ['/settings/import'] },
  );
  render(
    <MockedProvider mocks={[settings, sample(kind === 'student' ? 'STUDENT' : 'COURSE'), ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const fileInput = () => screen.getByLabelText('CSV file', { selector: 'input' }) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const previewButton = () => screen.getByRole('button', { name: 'Preview' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:sample');
  URL.revokeObjectURL = vi.fn();
  upload.mockReset();
  upload.mockResolvedValue({
    id: '41',
    fileName: 'students.csv',
    kind: 'csv',
    contentType: 'text/csv',
    byteSize: 1,
    sha256: 'x',
  });
});

describe('ImportPage', () => {
  it('shows Back, Download Sample File, Choose File (.csv only) and disabled Preview and Upload', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Student Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const sampleLink = await screen.findByRole('link', { name: 'Download Sample File' });
    expect(sampleLink).toHaveAttribute('href', 'blob:sample');
    expect(sampleLink).toHaveAttribute('download', 'student-import-sample.csv');
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.csv');
    expect(previewButton()).toBeDisabled();
    expect(uploadButton()).toBeDisabled();
  });

  it('refuses a file that is not .csv', async () => {
    renderPage();
    choose(new File(['x'], 'students.xlsx'));
    expect(await screen.findByText('Choose a .csv file')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('lists the bad rows first and keeps Upload disabled while any row is invalid', async () => {
    renderPage();
    choose(
      csvFile(
        `${HEADER}\n${good('S1')}\nS2,,,Lee,s2@x.example,0412345678,14/03/1996\n${good('S3')}\n${good('S4', '31/02/1996')}\n`,
      ),
    );
    expect(await screen.findByText('2 rows of 4 rows to fix')).toBeInTheDocument();
    const problems = within(screen.getByRole('region', { name: 'Rows with problems' }));
    const rows = problems.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '3first_namePlease enter First name',
      '5dobPlease enter your DOB (use dd/mm/yyyy or yyyy-mm-dd)',
    ]);
    expect(uploadButton()).toBeDisabled();

    await userEvent.click(previewButton());
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    const rowNumbers = preview
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(rowNumbers).toEqual(['3', '5', '2', '4']);
    expect(preview.getByText('Please enter First name')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a valid file, imports it and shows Upload Success with the counts', async () => {
    renderPage('student', [
      {
        request: { query: ImportStudentsDocument, variables: { uploadId: '41' } },
        result: { data: { importStudents: result() } },
      },
    ]);
    const file = csvFile(
      `# from the SMS\r\n${HEADER}\r\n${good('S1')}\r\n${good('S2')}\r\n${good('S3', '1996-03-14')}\r\n`,
    );
    choose(file);
    expect(await screen.findByText('3 rows ready to upload')).toBeInTheDocument();
    expect(screen.getByText('students.csv')).toBeInTheDocument();
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await userEvent.click(uploadButton());

    expect(await screen.findByText('Upload Success')).toBeInTheDocument();
    expect(screen.getByText('3 rows imported. Students: 2 added, 1 updated, 0 unchanged.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file, 'csv', expect.any(Function));
  });

  it('shows a course import’s unit counts', async () => {
    renderPage('course', [
      {
        request: { query: ImportCoursesDocument, variables: { uploadId: '41' } },
        result: {
          data: {
            importCourses: result({
              rows: 2,
              added: 1,
              updated: 0,
              units: { __typename: 'ImportCounts', added: 2, updated: 0, unchanged: 0 },
            }),
          },
        },
      },
    ]);
    choose(
      csvFile('course_code,course_name,unit_code,unit_name\nBSB1,Diploma,U1,One\nBSB1,Diploma,U2,Two\n', 'courses.csv'),
    );
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Units of competency: 2 added, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(screen.getByText('2 rows imported. Courses: 1 added, 0 updated, 0 unchanged.')).toBeInTheDocument();
  });

  it('shows the rows the server refused under Upload Failed', async () => {
    renderPage('student', [
      {
        request: { query: ImportStudentsDocument, variables: { uploadId: '41' } },
        result: {
          errors: [
            new GraphQLError('Upload Failed', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: {},
                rowErrors: [{ row: 2, column: 'student_id', message: 'The student ID has already been taken.' }],
                moreErrors: 4,
              },
            }),
          ],
        },
      },
    ]);
    choose(csvFile(`${HEADER}\n${good('S1')}\n`));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    const refused = within(screen.getByRole('region', { name: 'Rows the server refused' }));
    expect(refused.getByText('The student ID has already been taken.')).toBeInTheDocument();
    expect(refused.getByText('…and 4 more not listed.')).toBeInTheDocument();
  });

  it("warns 'No Data' for a file without data rows, with Preview and Upload disabled", async () => {
    renderPage();
    choose(csvFile(`# nothing\n${HEADER}\n\n`));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(previewButton()).toBeDisabled();
    expect(uploadButton()).toBeDisabled();
  });

  it('names the columns a wrong header lacks', async () => {
    renderPage();
    choose(csvFile('id,name\n1,Ann\n'));
    expect(
      await screen.findByText(
        'The file lacks the required columns: student_id, first_name, last_name, email, mobile, dob',
      ),
    ).toBeInTheDocument();
    expect(previewButton()).toBeDisabled();
    expect(uploadButton()).toBeDisabled();
  });

  it('removes the chosen file, and Back goes to the master list', async () => {
    const router = renderPage();
    choose(csvFile(`${HEADER}\n${good('S1')}\n`));
    expect(await screen.findByText('1 row ready to upload')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove students.csv' }));
    expect(screen.queryByText('students.csv')).not.toBeInTheDocument();
    expect(screen.queryByText('1 row ready to upload')).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/master/student-list');
  });
});
