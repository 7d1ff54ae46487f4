/**
 * /master/student-list — the Student list (spec: access-and-administration §2 "Master area", §3
 * Student, §6, §7 POST /students, POST /searchStudent, §9; DESIGN.md "Decisions": page size 5 with
 * a chooser): three search boxes (student id, student name, email) searching as the user types —
 * any part, case and accents ignored — every student field in a table paged and sorted on the
 * server; Import Student (to /settings/student-import) and Add Student with the
 * `student_management.add` grant; a Request certificate action per row with
 * `requested_certificate.add`, opening the request form with that student chosen.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { StudentListDocument, type StudentSortField } from '../../generated/graphql';
import { useDisplayDate } from '../../shared/dates';
import { ListHeader } from './ListHeader';
import { MasterTable, masterRows } from './MasterTable';
import { requestCertificatePath } from '../certificates/request/requestPath';
import { MASTER_PATHS } from './paths';
import { ADD_STUDENT, REQUEST_CERTIFICATE } from './permissions';
import { type SearchBox, SearchBoxes } from './SearchBoxes';
import { useListQueryState } from './useListQueryState';
import './master.css';

type StudentSearchKey = 'studentId' | 'name' | 'email';

const SEARCH: readonly SearchBox<StudentSearchKey>[] = [
  { key: 'studentId', label: 'Student ID', placeholder: 'Search by student ID' },
  { key: 'name', label: 'Student Name', placeholder: 'Any part of the name' },
  { key: 'email', label: 'Email', placeholder: 'Search by email' },
];

const COLUMNS: Array<{ field: StudentSortField; title: string }> = [
  { field: 'STUDENT_ID', title: 'Student ID' },
  { field: 'FIRST_NAME', title: 'First Name' },
  { field: 'MIDDLE_NAME', title: 'Middle Name' },
  { field: 'LAST_NAME', title: 'Last Name' },
  { field: 'EMAIL', title: 'Email' },
  { field: 'MOBILE', title: 'Mobile' },
  { field: 'DOB', title: 'DOB' },
];

/** The Student list. spec: access-and-administration §2 "Master area" (/master/student-list). */
export function StudentListPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const { formatDate } = useDisplayDate();
  const list = useListQueryState<StudentSortField, StudentSearchKey>(SEARCH.map((s) => s.key));
  const { page, pageSize } = list.paging;
  const mayRequest = can(REQUEST_CERTIFICATE);

  const result = useQuery(StudentListDocument, {
    variables: { filter: list.filter, page, pageSize, ...(list.sort ? { sort: list.sort } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const listed = masterRows(result, (answer) => answer.students);

  return (
    <section className="page master-page">
      <ListHeader
        title="Student List"
        noun="students"
        listed={listed}
        actions={
          can(ADD_STUDENT) && (
            <>
              <Button
                variant="outlined"
                intent={Intent.PRIMARY}
                icon="import"
                text="Import Student"
                onClick={() => void navigate(MASTER_PATHS.studentImport)}
              />
              <Button
                intent={Intent.PRIMARY}
                icon="new-person"
                text="Add Student"
                onClick={() => void navigate(MASTER_PATHS.addStudent)}
              />
            </>
          )
        }
      />
      <SearchBoxes label="Search students" boxes={SEARCH} texts={list.texts} onChange={list.setText} />
      <MasterTable
        noun="students"
        columns={COLUMNS}
        list={list}
        listed={listed}
        empty={{
          icon: 'people',
          title: 'No students',
          description: list.filter ? 'No student matches this search.' : undefined,
        }}
        extraHeader={
          mayRequest && (
            <th scope="col">
              <span className="bp6-text-muted">Action</span>
            </th>
          )
        }
        cells={(student) => (
          <>
            <td className="certificate-table__mono certificate-table__nowrap">{student.studentId}</td>
            <td className="certificate-table__student">{student.firstName}</td>
            <td>{student.middleName}</td>
            <td className="certificate-table__student">{student.lastName}</td>
            <td className="master-table__email">{student.email}</td>
            <td className="certificate-table__nowrap">{student.mobile}</td>
            <td className="certificate-table__nowrap">{formatDate(student.dob)}</td>
            {mayRequest && (
              <td className="certificate-table__actions">
                {student.studentId && (
                  <Button
                    size="small"
                    variant="outlined"
                    intent={Intent.PRIMARY}
                    icon="document-share"
                    text="Request certificate"
                    aria-label={`Request certificate for ${student.name}`}
                    onClick={() => void navigate(requestCertificatePath(student.studentId ?? ''))}
                  />
                )}
              </td>
            )}
          </>
        )}
      />
    </section>
  );
}
