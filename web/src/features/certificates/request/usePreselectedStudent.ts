/**
 * The student a link to the request form names by student ID (`?student=<student ID>` or the path's
 * `{id}`; certificate-workflow §2 "optional student id preselects the student"), looked up on the
 * server: the student whose student ID is exactly that, whatever its case (the search matches any
 * part, so the exact one is picked from its answer).
 */
import { useQuery } from '@apollo/client/react';
import { RequestStudentSearchDocument } from '../../../generated/graphql';
import { STUDENT_PICKER_SIZE, type StudentChoice } from './StudentPicker';

/** The preselected student (null: none asked, or none has that student ID) and the look-up's state. */
export function usePreselectedStudent(studentId: string | null) {
  const wanted = studentId?.trim() ?? '';
  const { data, loading, error } = useQuery(RequestStudentSearchDocument, {
    variables: { filter: { studentId: wanted }, pageSize: STUDENT_PICKER_SIZE },
    skip: wanted === '',
  });
  const student: StudentChoice | null =
    data?.students.nodes.find((s) => s.studentId?.toLowerCase() === wanted.toLowerCase()) ?? null;
  return {
    /** The student ID asked for ('' when none). */
    wanted,
    student,
    loading: wanted !== '' && loading && !data,
    /** A student ID was asked for and no student has it (or the look-up failed). */
    missing: wanted !== '' && !loading && student === null,
    error,
  };
}
