/**
 * The Master area's routes under /master (spec: access-and-administration §2 "Master area"), each
 * page loaded lazily; the app router keeps the index redirect to the first granted master module.
 */
import type { RouteObject } from 'react-router';

export const masterRoutes: RouteObject[] = [
  {
    path: 'campus-list',
    lazy: async () => ({ Component: (await import('./CampusListPage')).CampusListPage }),
  },
  {
    path: 'course-list',
    lazy: async () => ({ Component: (await import('./CourseListPage')).CourseListPage }),
  },
  {
    path: 'student-list',
    lazy: async () => ({ Component: (await import('./StudentListPage')).StudentListPage }),
  },
  {
    path: 'add-student',
    lazy: async () => ({ Component: (await import('./AddStudentPage')).AddStudentPage }),
  },
];
