/**
 * /master/course-list — the Course list (spec: access-and-administration §2 "Master area", §3
 * Course, §6, §7 GET /courses, POST /searchCourse, §9; DESIGN.md "Decisions": page size 5 with a
 * chooser): three search boxes (course code, course id, course name) searching as the user types,
 * every course field in a table paged and sorted on the server, each course's units of competency
 * in a dialog, and Import Course (to /settings/course-import) with the `course_management.add` grant.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { CourseListDocument, type CourseRowFieldsFragment, type CourseSortField } from '../../generated/graphql';
import { useDisplayDate } from '../../shared/dates';
import { CourseUnitsDialog } from './CourseUnitsDialog';
import { ListHeader } from './ListHeader';
import { MasterTable, masterRows } from './MasterTable';
import { MASTER_PATHS } from './paths';
import { ADD_COURSE } from './permissions';
import { type SearchBox, SearchBoxes } from './SearchBoxes';
import { useListQueryState } from './useListQueryState';
import './master.css';

type CourseSearchKey = 'courseCode' | 'courseId' | 'courseName';

const SEARCH: readonly SearchBox<CourseSearchKey>[] = [
  { key: 'courseCode', label: 'Course Code', placeholder: 'e.g. BSB50420' },
  { key: 'courseId', label: 'Course ID', placeholder: 'Search by course ID' },
  { key: 'courseName', label: 'Course Name', placeholder: 'Search by course name' },
];

const COLUMNS: Array<{ field: CourseSortField; title: string }> = [
  { field: 'COURSE_CODE', title: 'Course Code' },
  { field: 'COURSE_NAME', title: 'Course Name' },
  { field: 'COURSE_ID', title: 'Course ID' },
  { field: 'CERTIFICATE_COURSE_NAME', title: 'Certificate Course Name' },
  { field: 'COURSE_SHORT_NAME', title: 'Short Name' },
  { field: 'EXPIRY_DATE', title: 'Expiry Date' },
  { field: 'GRADUATE_CERTIFICATE_COURSE_NAME', title: 'Graduate Certificate Course Name' },
  { field: 'UNIT_COUNT', title: 'Units' },
];

/** The Course list. spec: access-and-administration §2 "Master area" (/master/course-list). */
export function CourseListPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const { formatDate } = useDisplayDate();
  const list = useListQueryState<CourseSortField, CourseSearchKey>(SEARCH.map((s) => s.key));
  const { page, pageSize } = list.paging;
  const [unitsOf, setUnitsOf] = useState<CourseRowFieldsFragment | null>(null);

  const result = useQuery(CourseListDocument, {
    variables: { filter: list.filter, page, pageSize, ...(list.sort ? { sort: list.sort } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const listed = masterRows(result, (answer) => answer.courses);

  return (
    <section className="page master-page">
      <ListHeader
        title="Course List"
        noun="courses"
        listed={listed}
        actions={
          can(ADD_COURSE) && (
            <Button
              intent={Intent.PRIMARY}
              icon="import"
              text="Import Course"
              onClick={() => void navigate(MASTER_PATHS.courseImport)}
            />
          )
        }
      />
      <SearchBoxes label="Search courses" boxes={SEARCH} texts={list.texts} onChange={list.setText} />
      <MasterTable
        noun="courses"
        columns={COLUMNS}
        list={list}
        listed={listed}
        empty={{
          icon: 'learning',
          title: 'No courses',
          description: list.filter ? 'No course matches this search.' : undefined,
        }}
        cells={(course) => (
          <>
            <td className="certificate-table__mono certificate-table__nowrap">{course.code}</td>
            <td className="certificate-table__student master-table__wide">{course.name}</td>
            <td className="certificate-table__mono">{course.courseId}</td>
            <td className="master-table__wide">{course.certificateCourseName}</td>
            <td>{course.shortName}</td>
            <td className="certificate-table__nowrap">{formatDate(course.expiryDate)}</td>
            <td className="master-table__wide">{course.graduateCertificateCourseName}</td>
            <td className="certificate-table__nowrap">
              <Button
                size="small"
                variant="outlined"
                icon="properties"
                text={`Units (${course.unitCount ?? 0})`}
                aria-label={`Units of ${course.code}`}
                onClick={() => setUnitsOf(course)}
              />
            </td>
          </>
        )}
      />
      <CourseUnitsDialog course={unitsOf} onClose={() => setUnitsOf(null)} />
    </section>
  );
}
