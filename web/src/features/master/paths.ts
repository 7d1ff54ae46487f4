/**
 * Where the Master area's buttons lead (spec: access-and-administration §2 "Master area", "Settings
 * routes").
 */
export const MASTER_PATHS = {
  campusList: '/master/campus-list',
  courseList: '/master/course-list',
  studentList: '/master/student-list',
  addStudent: '/master/add-student',
  campusImport: '/settings/campus-import',
  courseImport: '/settings/course-import',
  studentImport: '/settings/student-import',
} as const;
