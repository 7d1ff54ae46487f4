/** Query answers of the Master area's screens, with the __typename values the cache expects. */
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  AppSettingsDocument,
  type CampusRowFieldsFragment,
  type CourseRowFieldsFragment,
  type StudentRowFieldsFragment,
} from '../../../generated/graphql';

/** A campus row. */
export const campusRow = (id: string, name: string, code: string, extra: Partial<CampusRowFieldsFragment> = {}) =>
  ({
    __typename: 'Campus',
    id,
    name,
    campusId: `CMP-${code}`,
    campusCode: code,
    address: `1 ${name} Street, ${name}`,
    shortName: code,
    ...extra,
  }) as CampusRowFieldsFragment;

/** A course row. */
export const courseRow = (id: string, code: string, name: string, extra: Partial<CourseRowFieldsFragment> = {}) =>
  ({
    __typename: 'Course',
    id,
    name,
    code,
    courseId: `C-${id}`,
    certificateCourseName: null,
    shortName: null,
    expiryDate: '2027-12-31',
    graduateCertificateCourseName: null,
    unitCount: 2,
    ...extra,
  }) as CourseRowFieldsFragment;

/** A student row (the name is first [middle] last). */
export const studentRow = (
  id: string,
  studentId: string,
  firstName: string,
  lastName: string,
  extra: Partial<StudentRowFieldsFragment> = {},
) =>
  ({
    __typename: 'Student',
    id,
    name: `${firstName} ${lastName}`,
    studentId,
    firstName,
    middleName: null,
    lastName,
    email: `${firstName.toLowerCase()}@student.example.com.au`,
    mobile: '0412345678',
    dob: '1996-03-14',
    ...extra,
  }) as StudentRowFieldsFragment;

/** A page of `field` (campuses, courses, students) as the list queries answer it. */
export const pageOf = <T>(field: 'campuses' | 'courses' | 'students', nodes: T[], totalCount: number, page = 1) => ({
  [field]: {
    __typename: field === 'campuses' ? 'CampusPage' : field === 'courses' ? 'CoursePage' : 'StudentPage',
    totalCount,
    page,
    pageSize: 5,
    nodes,
  },
});

/**
 * A mock answering every request of `query` with `answer(variables)`, recording the variables in
 * `requests` (in order), so a test can assert what the screen asked the server.
 */
export function recordingMock<V>(
  query: DocumentNode,
  requests: V[],
  answer: (variables: V) => Record<string, unknown>,
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (v: V) => {
        requests.push(v);
        return true;
      },
    },
    result: (v: V) => ({ data: answer(v) }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

/** The configured display date format (dd-mm-yyyy) for screens that show or take dates. */
export const settingsMock = (displayDateFormat = 'dd-mm-yyyy'): MockLink.MockedResponse => ({
  request: { query: AppSettingsDocument },
  result: {
    data: { settings: { __typename: 'AppSettings', displayDateFormat, feeConfirmationRequired: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
