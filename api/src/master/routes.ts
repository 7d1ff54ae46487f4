/**
 * Master data: `GET /campuses`, `GET /courses`, `POST /searchCourse`, `GET /course/{id}/view`
 * (extension), `POST|GET /students`, `POST /searchStudent`, `POST /addStudent`. Lists page on the
 * server (http/paging.ts: `page` and `per_page`, or every row up to the unpaged ceiling), sort by a
 * shown column and search any part of a value, case and accents ignored.
 * Guards (grants read from the database): module `campus_list`, `course_list`, `student_list`; the
 * student lists also take the permission `requested_certificate.add` (the request form's student
 * picker searches them); adding a student needs `student_list` and `student_management.add`.
 * spec: access-and-administration §2 "Master area", §3, §5 "Add Student", §6, §7; api/CONTRACT.md
 * "Master data".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { type Guard, hasModule, requireModule, requirePermission } from '../auth/guards.js';
import { maySeeUsi } from '../auth/grants.js';
import type { Principal } from '../auth/principal.js';
import type { PermissionCode } from '../codes.js';
import { errors, json } from '../http/answers.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, UNPAGED_LIST_MAX } from '../http/paging.js';
import { fastifyPath } from '../http/paths.js';
import { STUDENT_MESSAGES } from '../imports/rows.js';
import { addStudent, checkStudentBody } from './addStudent.js';
import {
  campusesAnswer,
  coursesAnswer,
  courseViewAnswer,
  type StudentRow,
  studentAddedAnswer,
  studentsAnswer,
} from './answers.js';
import { listCampuses, listCourses, listStudents, loadCourse, type Page } from './queries.js';
import {
  addStudentBody,
  campusListFields,
  courseIdParams,
  courseListFields,
  MASTER_MESSAGES,
  type StudentListQuery,
  studentListFields,
} from './schemas.js';

const TAGS = ['Master data'];
const REQUEST: PermissionCode = 'requested_certificate.add';
const ADD_STUDENT: PermissionCode = 'student_management.add';

/** Module `student_list`, or the permission to request certificates (the request form's picker). */
const studentsGuard: Guard = async (request) => {
  const p = request.principal;
  if (!hasModule(p, 'student_list') && !p.permissions.has(REQUEST)) {
    throw forbidden(`Your roles do not grant access to student_list or the ${REQUEST} permission`);
  }
};

/** The 400 of `sort_by=usi` from a caller who may not see USIs (the order would reveal them). */
export const USI_SORT_REFUSED = 'Sorting by USI needs the student_list module';

/**
 * A page of students as `principal` may see it (docs/compliance.md): `usi` only for the
 * roles that manage students (auth/grants.ts `maySeeUsi`), null for everyone else, who may not sort
 * by it either (400).
 */
async function studentsFor(db: AppDeps['db'], principal: Principal, q: StudentListQuery) {
  const seesUsi = maySeeUsi(principal);
  if (!seesUsi && q.sort_by === 'usi') throw badRequest(USI_SORT_REFUSED, { sort_by: USI_SORT_REFUSED });
  const page = await listStudents(db, q);
  return seesUsi ? page : { ...page, rows: page.rows.map((r): StudentRow => ({ ...r, usi: null })) };
}

const LISTS =
  `Lists page on the server: \`page\` (default 1), \`per_page\` (default ${DEFAULT_PAGE_SIZE}, at most ` +
  `${PAGE_SIZE_MAX}), \`sort_by\`, \`sort_dir\`; without \`page\` and \`per_page\`, every matching row up to ` +
  `${UNPAGED_LIST_MAX}.`;

/** Registers the master-data routes. spec: access-and-administration §7. */
export async function registerMasterRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /campuses — a sorted page of campuses. spec: access-and-administration §2, §7. */
  api.get(
    '/campuses',
    {
      config: { apiClient: true },
      schema: {
        tags: TAGS,
        summary: 'A page of campuses, sorted',
        description: `${LISTS} Needs module \`campus_list\`.`,
        querystring: campusListFields,
        response: { 200: json(campusesAnswer, 'The page of campuses'), ...errors(400, 401, 403) },
      },
      preValidation: requireModule('campus_list'),
    },
    async (request) => ({ success: 1 as const, ...pageAs('campuses', await listCampuses(db, request.query)) }),
  );

  const courseList = {
    tags: TAGS,
    description:
      `${LISTS} \`course_code\`, \`course_id\`, \`course_name\` (each only when filled) match any part, ` +
      'case and accents ignored. Needs module `course_list`.',
    response: { 200: json(coursesAnswer, 'The page of courses'), ...errors(400, 401, 403) },
  };
  /** GET /courses — a page of courses with their unit counts. spec: access-and-administration §7. */
  api.get(
    '/courses',
    {
      config: { apiClient: true },
      schema: { ...courseList, summary: 'A page of courses, searched and sorted', querystring: courseListFields },
      preValidation: requireModule('course_list'),
    },
    async (request) => ({ success: 1 as const, ...pageAs('courses', await listCourses(db, request.query)) }),
  );
  /** POST /searchCourse — courses by code, id or name. spec: access-and-administration §2, §7. */
  api.post(
    '/searchCourse',
    {
      config: { apiClient: true },
      schema: { ...courseList, summary: 'Search courses by code, id or name', body: courseListFields },
      preValidation: requireModule('course_list'),
    },
    async (request) => ({ success: 1 as const, ...pageAs('courses', await listCourses(db, request.body)) }),
  );

  /** GET /course/{id}/view — a course with its units of competency (extension). spec: docs/product.md "Master data and CSV import". */
  api.get(
    fastifyPath('/course/{id}/view'),
    {
      schema: {
        tags: TAGS,
        summary: 'A course with its units of competency (extension)',
        description: `404 "${MASTER_MESSAGES.courseNotFound}" for an unknown course. Needs module \`course_list\`.`,
        params: courseIdParams,
        response: { 200: json(courseViewAnswer, 'The course and its units'), ...errors(400, 401, 403, 404) },
      },
      preValidation: requireModule('course_list'),
    },
    async (request) => {
      const found = await loadCourse(db, request.params.id);
      if (!found) throw notFound(MASTER_MESSAGES.courseNotFound);
      return { success: 1 as const, ...found };
    },
  );

  const studentList = {
    tags: TAGS,
    description:
      `${LISTS} \`student_id\`, \`student_name\`, \`email\` and \`search\` (each only when filled) match any ` +
      `part, case and accents ignored. Needs module \`student_list\` or the permission \`${REQUEST}\`. ` +
      '`usi` is null unless the caller holds `student_list` (the roles that manage students; docs/compliance.md), ' +
      `and only they may sort by it (400 "${USI_SORT_REFUSED}").`,
    response: { 200: json(studentsAnswer, 'The page of students'), ...errors(400, 401, 403) },
  };
  /** POST /students — a page of students. spec: access-and-administration §7. */
  api.post(
    '/students',
    {
      config: { apiClient: true },
      schema: { ...studentList, summary: 'A page of students, searched and sorted', body: studentListFields },
      preValidation: studentsGuard,
    },
    async (request) => ({
      success: 1 as const,
      ...pageAs('students', await studentsFor(db, request.principal, request.body)),
    }),
  );
  /** GET /students — the same with the fields in the query. spec: access-and-administration §7. */
  api.get(
    '/students',
    {
      config: { apiClient: true },
      schema: { ...studentList, summary: 'A page of students, searched and sorted', querystring: studentListFields },
      preValidation: studentsGuard,
    },
    async (request) => ({
      success: 1 as const,
      ...pageAs('students', await studentsFor(db, request.principal, request.query)),
    }),
  );
  /** POST /searchStudent — students by id, name or e-mail, or one `search` box. spec: §2, §7. */
  api.post(
    '/searchStudent',
    {
      config: { apiClient: true },
      schema: {
        ...studentList,
        summary: 'Search students by id, name or e-mail (or all three in `search`)',
        body: studentListFields,
      },
      preValidation: studentsGuard,
    },
    async (request) => ({
      success: 1 as const,
      ...pageAs('students', await studentsFor(db, request.principal, request.body)),
    }),
  );

  /** POST /addStudent — a new student (§5's rules, unique student id). spec: §5 "Add Student", §7. */
  api.post(
    '/addStudent',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a student',
        description:
          `§5's messages (e.g. "${STUDENT_MESSAGES.studentId}"); \`dob\` in YYYY-MM-DD or the configured ` +
          `display_date_format; \`usi\` optional (extension). 400 "${MASTER_MESSAGES.studentIdTaken}" on ` +
          '`student_id` when another student has it, whatever the case. Needs module `student_list` and the ' +
          `permission \`${ADD_STUDENT}\`.`,
        body: addStudentBody,
        response: { 200: json(studentAddedAnswer, 'Added'), ...errors(400, 401, 403) },
      },
      preValidation: [requireModule('student_list'), requirePermission(ADD_STUDENT), checkStudentBody(db)],
    },
    async (request) => {
      const student = await addStudent({ db }, request.principal.userId, request.body);
      return { success: 1 as const, message: MASTER_MESSAGES.studentAdded, student };
    },
  );
}

/** A page under the spec's answer key (`campuses`, `courses`, `students`). */
function pageAs<K extends string, T>(key: K, { rows, ...keys }: Page<T>) {
  return { [key]: rows, ...keys } as { [P in K]: T[] } & {
    total: number;
    page: number;
    per_page: number;
    has_next_page: boolean;
  };
}
