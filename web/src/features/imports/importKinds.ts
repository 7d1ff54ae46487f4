/**
 * The three CSV import screens (spec: access-and-administration §2 "Master area", "CSV import
 * screens", §7): for each kind its route under /settings, its title, the master list its Back button
 * returns to (where its Import button is), its GraphQL enum value and mutation, and the master
 * lists an import changes (evicted from the cache after an import).
 */
import type { ImportKind } from '@certify/api/imports';
import type { TypedDocumentNode } from '@apollo/client';
import {
  ImportCampusesDocument,
  ImportCoursesDocument,
  type ImportKind as GraphqlImportKind,
  type ImportResultFieldsFragment,
  ImportStudentsDocument,
} from '../../generated/graphql';
import { MASTER_PATHS } from '../master/paths';

/** One import screen. */
export interface ImportScreen {
  kind: ImportKind;
  /** The path under /settings. */
  path: string;
  title: string;
  /** What one record is called, plural (the counts' wording). */
  records: string;
  /** The master list the Back button opens. */
  backPath: string;
  graphqlKind: GraphqlImportKind;
  /** The import mutation, and its field in the answer. */
  mutation: TypedDocumentNode<Record<string, ImportResultFieldsFragment>, { uploadId: string }>;
  field: 'importCampuses' | 'importCourses' | 'importStudents';
  /** The root query fields an import changes. */
  lists: string[];
}

export const IMPORT_SCREENS: Readonly<Record<ImportKind, ImportScreen>> = {
  campus: {
    kind: 'campus',
    path: MASTER_PATHS.campusImport.replace('/settings/', ''),
    title: 'Campus Import',
    records: 'campuses',
    backPath: MASTER_PATHS.campusList,
    graphqlKind: 'CAMPUS',
    mutation: ImportCampusesDocument,
    field: 'importCampuses',
    lists: ['campuses', 'formOptions'],
  },
  course: {
    kind: 'course',
    path: MASTER_PATHS.courseImport.replace('/settings/', ''),
    title: 'Course Import',
    records: 'courses',
    backPath: MASTER_PATHS.courseList,
    graphqlKind: 'COURSE',
    mutation: ImportCoursesDocument,
    field: 'importCourses',
    lists: ['courses', 'course', 'formOptions'],
  },
  student: {
    kind: 'student',
    path: MASTER_PATHS.studentImport.replace('/settings/', ''),
    title: 'Student Import',
    records: 'students',
    backPath: MASTER_PATHS.studentList,
    graphqlKind: 'STUDENT',
    mutation: ImportStudentsDocument,
    field: 'importStudents',
    lists: ['students', 'formOptions'],
  },
};
